import { endpoint, returns } from '../http/contract';
import { DraftPut, type Draft } from './schema';

/** A screen's unconfirmed state, kept across reloads (issue 29: declared once; README row and the UI's client come from here). */
export const draftsContract = {
	get: endpoint('GET', '/drafts/:screen', {
		summary: 'a screen’s unconfirmed state (`job`, `resume-review`), kept across reloads: `{ screen, value, savedAt }`; none, or a screen that keeps no drafts → `404 not_found`',
		response: returns<Draft>()
	}),
	save: endpoint('PUT', '/drafts/:screen', { summary: '`{ value }` (up to 4 MB)', body: DraftPut, maxBytes: 4 * 1024 * 1024, response: returns<Draft>() }),
	discard: endpoint('DELETE', '/drafts/:screen', { summary: '→ `204`, once confirmed or discarded', response: returns<void>() })
};
