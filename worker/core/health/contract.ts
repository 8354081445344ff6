import { endpoint, returns } from '../http/contract';
import type { Health } from './schema';

/** Health's one endpoint (issue 29: declared once; README row and the UI's client come from here). */
export const healthContract = {
	get: endpoint('GET', '/health', {
		summary: '(with `storage.state` — `not_started`, `blocked` or `corrupted` — and `storage.problems` when the storage is not ok)',
		response: returns<Health>()
	})
};
