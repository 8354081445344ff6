import type { SourceDirectory, SourceEntry, SourceKind } from '$core/sources/schema';
import type { Caller } from './client';

export type { SourceDirectory, SourceEntry, SourceKind };

export function sourcesApi(call: Caller) {
	return {
		/** The source directory: sites, planned official APIs, imports, manual entries and observed origins with counts. */
		directory: () => call<SourceDirectory>('GET', '/sources')
	};
}
