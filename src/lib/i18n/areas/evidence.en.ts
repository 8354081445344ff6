/** English messages of one area (see ../en.ts); pt-BR ones in evidence.pt.ts. */
export const evidenceEn = {} as const;
