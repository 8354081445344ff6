import { implement } from '../http/implement';
import { created, noContent, ok } from '../http/router';
import { profileContract } from './contract';
import { importCandidates } from './candidates';
import { importFile } from './import/file';
import * as profile from './service';
import { problem } from '../http/problem';

/** CONTRACT.md: pasted text, 200,000 characters at most. */
const MAX_IMPORT_CHARS = 200_000;

export const profileRoutes = implement(profileContract, {
	get: async ({ env }) => ok(await profile.getProfile(env)),
	putBasics: async ({ env, body }) => ok(await profile.putBasics(env, body)),
	items: async ({ env, query }) => ok({ items: await profile.listItems(env, query.type) }),
	addItems: async ({ env, body }) => {
		if ('items' in body) return created({ items: await profile.addItems(env, body.items) });
		const [item] = await profile.addItems(env, [body]);
		return created(item);
	},
	updateItem: async ({ env, params, body }) => ok(await profile.updateItem(env, params.id, body)),
	removeItem: async ({ env, params }) => {
		await profile.deleteItem(env, params.id);
		return noContent();
	},
	// Candidates are proposals for review: nothing is stored until "Add to profile" posts them.
	// A file (JSON Resume, LinkedIn export ZIP, Europass XML/JSON) is read by its content.
	import: async ({ env, body }) => {
		if ('file' in body) return created(await importFile(body.file));
		if (body.text.length > MAX_IMPORT_CHARS)
			throw problem('payload_too_large', 'The text is longer than 200,000 characters (about 60 pages). Paste only the part to import.');
		return created(importCandidates(body.kind, body.text, env.now()));
	}
});
