import { PDFDocument, rgb } from 'pdf-lib';
import type { RenderOptions, ResumeDocument } from './model';
import { PdfFonts } from './pdf-fonts';
import { layoutPages, PAPER_SIZES, SPACING, type LaidPage } from './pdf-pages';
import { documentTitle, LANGUAGE_TAG, outlineDocument, type OutlineBlock, type Run } from './words';

/**
 * The resume as an ATS-safe PDF (issue 16): one column of real text in the standard Helvetica
 * (Noto Sans embedded only for words WinAnsi cannot encode), drawn in reading order — name,
 * headline, contact, then each section top to bottom, an entry's dates on its title line — so
 * pdf.js and pdftotext read it back in the order a person does. Pure: the same document and
 * options give the same bytes (no dates in the metadata).
 */

const RULE = rgb(0.4, 0.4, 0.4);

/** Every text the outline draws, as drawn (headings in capitals), with its weight: what fonts are needed for. */
function drawnTexts(blocks: OutlineBlock[], language: ResumeDocument['language']): Run[] {
	return blocks.flatMap((block): Run[] => {
		switch (block.kind) {
			case 'name':
				return [{ text: block.text, bold: true }];
			case 'heading':
				return [{ text: block.text.toLocaleUpperCase(LANGUAGE_TAG[language]), bold: true }];
			case 'headline':
			case 'bullet':
				return [{ text: block.text }];
			case 'contact':
				return block.items.map((text) => ({ text }));
			case 'items':
				// As the layout writes them: "Иван," is one word, drawn whole in the fallback font.
				return block.items.map((text) => ({ text: `${text},` }));
			case 'entry':
				return [...block.runs, { text: block.dates }];
			case 'paragraph':
				return block.runs;
		}
	});
}

/** The laid-out pages, without the file: what the page-break tests look at. */
export async function layoutResume(doc: ResumeDocument, options: RenderOptions): Promise<{ pdf: PDFDocument; pages: LaidPage[] }> {
	// No automatic creation date or producer: the bytes depend on the document alone.
	const pdf = await PDFDocument.create({ updateMetadata: false });
	const blocks = outlineDocument(doc);
	const fonts = await PdfFonts.embed(pdf, drawnTexts(blocks, doc.language));
	return { pdf, pages: layoutPages({ blocks, fonts, paper: options.paper, variant: options.variant, language: doc.language }) };
}

export async function renderPdf(doc: ResumeDocument, options: RenderOptions): Promise<Uint8Array> {
	const { pdf, pages } = await layoutResume(doc, options);
	const [width, height] = PAPER_SIZES[options.paper];
	const margin = SPACING[options.variant].marginX;
	for (const laid of pages) {
		const page = pdf.addPage([width, height]);
		for (const line of laid.lines) {
			for (const text of line.texts) page.drawText(text.text, { x: text.x, y: height - line.baseline, size: text.size, font: text.font });
			if (line.ruleAt !== null) {
				const y = height - line.ruleAt;
				page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.6, color: RULE });
			}
		}
	}
	pdf.setTitle(documentTitle(doc), { showInWindowTitleBar: true });
	if (doc.name.trim()) pdf.setAuthor(doc.name.trim());
	if (doc.headline?.trim()) pdf.setSubject(doc.headline.trim());
	pdf.setLanguage(LANGUAGE_TAG[doc.language]);
	pdf.setCreator('Rumo');
	pdf.setProducer('Rumo');
	return pdf.save();
}
