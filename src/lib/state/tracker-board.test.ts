import { describe, expect, it, vi } from 'vitest';
import type { TrackerJob } from '$lib/api/tracker';

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
});
