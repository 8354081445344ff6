import { z } from 'zod';

export const Health = z.object({
	ok: z.boolean(),
	version: z.string(),
	mode: z.enum(['real', 'demo']),
	storage: z.object({
		ok: z.boolean(),
		/** Only when not ok: SPEC.md's storage state (worker/core/data/integrity.ts says how each is told)… */
		state: z.enum(['ok', 'not_started', 'blocked', 'corrupted']).optional(),
		/** …and what failed, by table. */
		problems: z.array(z.object({ table: z.string(), message: z.string() })).optional(),
		usage: z.number(),
		quota: z.number(),
		persisted: z.boolean()
	}),
	relay: z.object({ available: z.boolean() })
});
export type Health = z.infer<typeof Health>;
