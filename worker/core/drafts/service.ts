/**
 * Drafts (issue 27): a reload lost an unconfirmed resume review and a half-typed posting. Each
 * screen keeps its unconfirmed state here, in the core, until the person confirms or discards it.
 * One row per screen in `meta` (`drafts.<screen>`): about this browser, never in a backup.
 */
import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { MAX_DRAFT_CHARS, type Draft, type DraftScreen } from './schema';

const keyOf = (screen: DraftScreen) => `drafts.${screen}`;

export async function readDraft(env: CoreEnv, screen: DraftScreen): Promise<Draft> {
	const row = (await env.db.meta.get(keyOf(screen)))?.value as { value: unknown; savedAt: string } | undefined;
	if (!row) throw problem('not_found', `There is no draft for the ${screen} screen.`);
	return { screen, value: row.value, savedAt: row.savedAt };
}

export async function saveDraft(env: CoreEnv, screen: DraftScreen, value: unknown): Promise<Draft> {
	const size = JSON.stringify(value ?? null).length;
	if (size > MAX_DRAFT_CHARS) throw problem('payload_too_large', 'This draft is larger than 1,000,000 characters; it was not kept. Confirm or shorten what you are working on.');
	const savedAt = env.now().toISOString();
	await env.db.meta.put({ key: keyOf(screen), value: { value, savedAt } });
	return { screen, value, savedAt };
}

export async function discardDraft(env: CoreEnv, screen: DraftScreen): Promise<void> {
	await env.db.meta.delete(keyOf(screen));
}
