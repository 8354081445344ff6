import { describe, expect, it } from 'vitest';
import { testEnv } from '../testing/env';
import { createJob, deleteJob, listJobs, trackerRequirements, updateJob } from './service';

const input = (title: string) => ({ title, company: '', url: null, location: null, source: null, status: 'saved' as const, notes: '', match: null });
const ids = (items: { id: string }[]) => items.map((job) => job.id);

/**
 * Reads keep a snapshot of the jobs and writes move it forward. A write that lands while a read is
 * still in flight must be counted once: the Dashboard keys its rows by id and stopped rendering when
 * a job showed up twice.
 */
describe('the jobs snapshot under writes racing reads', () => {
	it('lists each job once when jobs are added while a full read is in flight', async () => {
		const { env } = testEnv();
		await createJob(env, input('Primeira'));
		for (let round = 0; round < 20; round++) {
			await Promise.all([trackerRequirements(env, { limit: 10, inProfile: undefined } as never), createJob(env, input(`Vaga ${round}`)), listJobs(env, { limit: 100, status: ['saved'] } as never)]);
			const listed = ids((await listJobs(env, { limit: 100, status: ['saved'] } as never)).items);
			expect(new Set(listed).size).toBe(listed.length);
			expect(listed.length).toBe(round + 2);
		}
	});

	it('shows an update and a delete that race a read exactly once', async () => {
		const { env } = testEnv();
		const a = await createJob(env, input('A'));
		const b = await createJob(env, input('B'));
		await Promise.all([listJobs(env, { limit: 100, q: 'a' } as never), updateJob(env, a.id, { title: 'A2', version: 1 } as never), deleteJob(env, b.id)]);
		const listed = (await listJobs(env, { limit: 100, status: ['saved'] } as never)).items;
		expect(listed.map((job) => job.title)).toEqual(['A2']);
	});
});
