/**
 * How long an AI request may take, in seconds. Apart from the settings schema so the screens that
 * only check a typed number do not load zod with their first script.
 * Part of the settings schema (its bounds), in a zod-free `-schema.ts` the page may import.
 */
export const AI_TIMEOUT_SECONDS = { default: 20, min: 5, max: 120 } as const;
