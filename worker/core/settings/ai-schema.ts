import { z } from 'zod';
import { AI_TIMEOUT_SECONDS } from './ai-timeout-schema';

export const AiProvider = z.enum(['none', 'local', 'openai-compatible']);
export type AiProvider = z.infer<typeof AiProvider>;

/** How long an analysis waits for the provider before the deterministic result stands alone (issue 17). */
export { AI_TIMEOUT_SECONDS };
export const AiTimeoutSeconds = z
	.number()
	.int('Whole seconds.')
	.min(AI_TIMEOUT_SECONDS.min, `At least ${AI_TIMEOUT_SECONDS.min} seconds.`)
	.max(AI_TIMEOUT_SECONDS.max, `At most ${AI_TIMEOUT_SECONDS.max} seconds.`);

/** What anyone may read about the AI set-up: never the key itself, only whether one is saved. */
export const AiSettings = z.object({
	enabled: z.boolean(),
	provider: AiProvider,
	baseUrl: z.string().nullable(),
	model: z.string().nullable(),
	hasKey: z.boolean(),
	consent: z.boolean(),
	timeoutSeconds: AiTimeoutSeconds,
	/** Every change of the settings adds one (0: never set up here). A save sends the version it was based on. */
	version: z.number().int().min(0)
});
export type AiSettings = z.infer<typeof AiSettings>;

export const AI_STATES = ['disabled', 'local', 'configured', 'not_configured', 'analyzing', 'fallback', 'provider_error', 'timeout', 'invalid_key'] as const;
/** `reason: unreachable` refines provider_error: nothing answered at the provider's address (a local server not running). */
export const AiStatus = z.object({ state: z.enum(AI_STATES), relay: z.boolean(), detail: z.string(), reason: z.enum(['unreachable']).optional() });
export type AiStatus = z.infer<typeof AiStatus>;
export type AiState = (typeof AI_STATES)[number];

/**
 * POST /settings/ai. With `version` (the one GET answered) only the fields sent change, on top of
 * the settings as they are now, and a stale version is refused (409 conflict: two tabs, issue 27).
 * Without it, the body is the whole set-up and `provider` is required.
 */
export const AiSettingsSave = z
	.strictObject({
		provider: AiProvider.optional(),
		baseUrl: z.string().trim().max(2048).nullable().optional(),
		model: z.string().trim().max(200).nullable().optional(),
		/** Sent once to the relay, which keeps it in a file only this user can read; never stored here. */
		apiKey: z.string().max(500).nullable().optional(),
		/** Kept here, not in the relay: the core is the one that stops waiting. Left out keeps the saved value. */
		timeoutSeconds: AiTimeoutSeconds.optional(),
		version: z.number().int('A whole number: the version the settings were read at.').min(0).optional()
	})
	.superRefine((body, ctx) => {
		if (body.version === undefined && body.provider === undefined)
			ctx.addIssue({ code: 'custom', path: ['provider'], message: 'One of "none", "local" or "openai-compatible" (or send the `version` you read to change only some fields).' });
	});
export type AiSettingsSave = z.infer<typeof AiSettingsSave>;

export const AiTestResult = z.object({ ok: z.literal(true), model: z.string().nullable(), latencyMs: z.number() });
