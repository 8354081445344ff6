/** English messages of one area (see ../en.ts); pt-BR ones in documents.pt.ts. */
export const documentsEn = {} as const;
