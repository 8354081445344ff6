import { z } from 'zod';
import { problem } from '../http/problem';
import { implement } from '../http/implement';
import { noContent, ok } from '../http/router';
import { draftsContract } from './contract';
import { DraftScreen } from './schema';
import { discardDraft, readDraft, saveDraft } from './service';

const Params = z.object({ screen: DraftScreen });
const screenOf = (params: Record<string, string>) => {
	const parsed = Params.safeParse(params);
	return parsed.success ? parsed.data.screen : null;
};

/** GET|PUT|DELETE /drafts/{screen}: a screen's unconfirmed state, kept across reloads. */
export const draftRoutes = implement(draftsContract, {
	get: async ({ env, params }) => {
		const screen = screenOf(params);
		if (!screen) return notAScreen(params.screen);
		return ok(await readDraft(env, screen));
	},
	save: async ({ env, params, body }) => {
		const screen = screenOf(params);
		if (!screen) return notAScreen(params.screen);
		return ok(await saveDraft(env, screen, body.value));
	},
	discard: async ({ env, params }) => {
		const screen = screenOf(params);
		if (!screen) return notAScreen(params.screen);
		await discardDraft(env, screen);
		return noContent();
	}
});

function notAScreen(screen: string | undefined): never {
	throw problem('not_found', `No screen "${screen ?? ''}" keeps drafts; these do: ${DraftScreen.options.join(', ')}.`);
}
