import { endpoint, returns } from '../http/contract';
import type { SourceDirectory } from './schema';

/** The source directory's endpoint (issue 29: declared once; README row and the UI's client come from here). */
export const sourcesContract = {
	directory: endpoint('GET', '/sources', {
		summary: 'the source directory: sites, planned official APIs, imports, manual entries and observed origins with counts',
		response: returns<SourceDirectory>()
	})
};
