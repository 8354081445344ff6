import { z } from 'zod';

/** The screens that keep what the person typed until it is confirmed or thrown away. */
export const DRAFT_SCREENS = ['job', 'resume-review'] as const;
export const DraftScreen = z.enum(DRAFT_SCREENS);
export type DraftScreen = z.infer<typeof DraftScreen>;

/** A draft is a screen's unconfirmed state: a pasted posting, a resume review with its edits. */
export const MAX_DRAFT_CHARS = 1_000_000;

export const DraftPut = z.strictObject({ value: z.unknown() });
export const Draft = z.object({ screen: DraftScreen, value: z.unknown(), savedAt: z.string() });
export type Draft = z.infer<typeof Draft>;
