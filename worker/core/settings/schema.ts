import { z } from 'zod';

/** The integrations that can reach outside this device; each needs the person's recorded consent. */
export const INTEGRATIONS = ['relay-fetch', 'codehost', 'ai', 'sync'] as const;
export const Integration = z.enum(INTEGRATIONS);
export type Integration = z.infer<typeof Integration>;

export const Consent = z.object({ integration: Integration, granted: z.boolean(), at: z.string().nullable() });
export type Consent = z.infer<typeof Consent>;

export const ConsentList = z.object({ items: z.array(Consent) });
export const ConsentUpdate = z.strictObject({ granted: z.boolean({ error: 'Say whether you agree: true or false.' }) });
