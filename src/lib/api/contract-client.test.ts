import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { trackerContract } from '$core/tracker/contract';
import type { TrackerJob, TrackerMetrics } from '$core/tracker/schema';
import { ENDPOINTS } from './endpoints.generated';
import { contractClient, fillPath, searchOf } from './contract-client';
import type { Caller, Downloader } from './client';

describe('the client derived from a contract', () => {
	it('fills path parameters, encoded, and refuses a call that lacks one', () => {
		expect(fillPath('/tracker/jobs/:id', { id: 'a b/c' })).toBe('/tracker/jobs/a%20b%2Fc');
		expect(() => fillPath('/tracker/jobs/:id')).toThrow(/needs id/);
	});

	it('writes the defined query entries, lists comma-separated', () => {
		expect(searchOf({ status: ['applied', 'offer'], q: '', limit: 5, cursor: undefined })).toBe('?status=applied%2Coffer&limit=5');
		expect(searchOf({})).toBe('');
	});

	it('calls each endpoint with its method, path, body and task header; a text file as text, a binary one through the downloader', async () => {
		const call = vi.fn(async () => ({ ok: true })) as unknown as Caller & ReturnType<typeof vi.fn>;
		const download = vi.fn(async () => ({ blob: new Blob(['x']), filename: 'a.pdf', contentType: 'application/pdf' })) as unknown as Downloader & ReturnType<typeof vi.fn>;
		const client = contractClient(
			{
				update: { method: 'PATCH', path: '/tracker/jobs/:id' },
				log: { method: 'GET', path: '/tracker/export', file: true },
				pdf: { method: 'GET', path: '/resume/:id/export', file: 'blob' }
			},
			call,
			download
		) as Record<string, (args?: object) => Promise<unknown>>;
		await client.update({ params: { id: 'j1' }, body: { version: 2 }, task: 't-1' });
		await client.log({ query: { format: 'csv' } });
		await client.pdf({ params: { id: 'r1' }, query: { format: 'pdf' } });
		expect(call).toHaveBeenNthCalledWith(1, 'PATCH', '/tracker/jobs/j1', { version: 2 }, { 'x-rumo-task': 't-1' }, { text: false });
		expect(call).toHaveBeenNthCalledWith(2, 'GET', '/tracker/export?format=csv', undefined, undefined, { text: true });
		expect(download).toHaveBeenCalledWith('/resume/r1/export?format=pdf');
	});

	it('types every call from the contract: a missing parameter or a wrong body fails the type check (npm run check)', () => {
		const call = vi.fn(async () => ({})) as unknown as Caller;
		const typed = contractClient<typeof trackerContract>(ENDPOINTS.tracker, call, vi.fn() as unknown as Downloader);
		expectTypeOf(typed.metrics).returns.resolves.toEqualTypeOf<TrackerMetrics>();
		expectTypeOf(typed.get).returns.resolves.toEqualTypeOf<TrackerJob>();
		const wrong = () => {
			// @ts-expect-error an application's id is required
			void typed.get();
			// @ts-expect-error 'done' is no stage
			void typed.update({ params: { id: 'j1' }, body: { status: 'done', version: 1 } });
			// @ts-expect-error the list takes no path parameter
			void typed.list({ params: { id: 'j1' } });
		};
		expect(typeof wrong).toBe('function');
	});
});
