import { z } from 'zod';

export const Health = z.object({
	ok: z.boolean(),
	version: z.string(),
	mode: z.enum(['real', 'demo']),
	storage: z.object({ ok: z.boolean(), usage: z.number(), quota: z.number(), persisted: z.boolean() }),
	relay: z.object({ available: z.boolean() })
});
export type Health = z.infer<typeof Health>;
