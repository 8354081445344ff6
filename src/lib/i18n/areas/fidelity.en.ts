/** English messages of one area (see ../en.ts); pt-BR ones in fidelity.pt.ts. */
export const fidelityEn = {} as const;
