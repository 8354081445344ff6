/**
 * How long an AI request may take, in seconds. Apart from the settings schema so the screens that
 * only check a typed number do not load zod with their first script.
 */
export const AI_TIMEOUT_SECONDS = { default: 20, min: 5, max: 120 } as const;
