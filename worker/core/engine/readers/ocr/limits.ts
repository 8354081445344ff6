/** A scanned resume is a few pages; OCR takes seconds a page, so a longer scan is read up to here. */
export const MAX_OCR_PAGES = 10;
