/** English messages of one area (see ../en.ts); pt-BR ones in demo.pt.ts. */
export const demoEn = {} as const;
