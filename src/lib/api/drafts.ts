import type { Draft, DraftScreen } from '$core/drafts/schema';

export type { Draft, DraftScreen };
