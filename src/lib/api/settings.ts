import type { Consent, Integration } from '$core/settings/schema';

export type { Consent, Integration };
