import type { JobExtraction, JobMetadata } from '$core/job/schema';
import { queryString, type Caller } from './client';

export type { JobExtraction, JobMetadata };
export type JobInput = { text: string } | { url: string } | { html: string; url?: string };

export function jobApi(call: Caller) {
	return {
		extract: (input: JobInput, metadata?: JobMetadata) => call<JobExtraction>('POST', '/job/extract', metadata ? { ...input, metadata } : input),
		get: (id: string) => call<JobExtraction>('GET', `/job/${encodeURIComponent(id)}`),
		list: (limit = 20) => call<{ items: { id: string; title: string | null; company: string | null; createdAt: string }[]; total: number }>('GET', `/job${queryString({ limit })}`)
	};
}
