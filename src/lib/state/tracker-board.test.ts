import { describe, expect, it, vi } from 'vitest';
import type { StatusInfo, TrackerJob } from '$lib/api/tracker';

// The server's side of one application: each save must name the version it read, as the core checks.
let stored = { status: 'saved', version: 1 };
const update = vi.fn(async (_id: string, patch: { status: string; version: number }) => {
	await new Promise((resolve) => setTimeout(resolve, 20));
	if (patch.version !== stored.version) throw Object.assign(new Error('stale'), { code: 'conflict', status: 409 });
	stored = { status: patch.status, version: stored.version + 1 };
	return { ...job(), ...stored } as TrackerJob;
});
vi.mock('$lib/api', () => ({
	api: { tracker: { update: (args: { params: { id: string }; body: { status: string; version: number } }) => update(args.params.id, args.body) } },
	isApiError: (error: unknown) => typeof error === 'object' && error !== null && 'code' in error
}));

const { TrackerBoard } = await import('./tracker-board.svelte');

function job(): TrackerJob {
	return { id: 'j1', title: 'Contadora', company: 'Acme', status: 'saved', version: 1 } as unknown as TrackerJob;
}

describe('moving a card on the board', () => {
	it('saves two quick moves of one card one after the other, each on the version the last answer gave', async () => {
		stored = { status: 'saved', version: 1 };
		const board = new TrackerBoard();
		board.jobs = [job()];
		const first = board.move('j1', 'applied');
		const second = board.move('j1', 'screening');
		// Both moves are on screen at once.
		expect(board.find('j1')?.status).toBe('screening');
		expect((await first)?.ok).toBe(true);
		expect((await second)?.ok).toBe(true);
		expect(update.mock.calls.map(([, patch]) => patch)).toEqual([
			{ status: 'applied', version: 1 },
			{ status: 'screening', version: 2 }
		]);
		expect(board.find('j1')).toMatchObject({ status: 'screening', version: 3 });
	});

	it('leaves a card where it was when it is dropped on the other board’s column (a job on an exam stage, a concurso on a job status)', async () => {
		update.mockClear();
		const board = new TrackerBoard();
		const info = (status: string, track: 'job' | 'exam') => ({ status, track, label: { en: status, pt: status }, order: 0, terminal: false }) as StatusInfo;
		board.statuses = [info('saved', 'job'), info('interview', 'job')];
		board.examStatuses = [info('registered', 'exam'), info('exam', 'exam')];
		board.jobs = [job(), { ...job(), id: 'e1', status: 'registered', track: 'exam' } as TrackerJob];
		expect(await board.move('j1', 'exam')).toBeNull();
		expect(await board.move('e1', 'interview')).toBeNull();
		expect(board.find('j1')?.status).toBe('saved');
		expect(board.find('e1')?.status).toBe('registered');
		expect(update).not.toHaveBeenCalled();
		expect(board.examColumns.map((column) => column.jobs.map((j) => j.id))).toEqual([['e1'], []]);
	});
});
