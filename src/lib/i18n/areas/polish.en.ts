/** English messages of one area (see ../en.ts); pt-BR ones in polish.pt.ts. */
export const polishEn = {} as const;
