import { describe, expect, it } from 'vitest';
import { PendingWrites, guardUnload, isWrite } from './pending-writes';

const leave = (target: EventTarget) => {
	const event = new Event('beforeunload', { cancelable: true });
	target.dispatchEvent(event);
	return event.defaultPrevented;
};

describe('pending writes', () => {
	it('counts each write until it ends, and ending one twice counts once', () => {
		const writes = new PendingWrites();
		const seen: number[] = [];
		writes.subscribe((count) => seen.push(count));
		const first = writes.begin();
		const second = writes.begin();
		first();
		first();
		expect(writes.count).toBe(1);
		second();
		expect(seen).toEqual([0, 1, 2, 1, 0]);
	});

	it('asks before the page goes only while a write is pending', () => {
		const writes = new PendingWrites();
		const page = new EventTarget();
		const stop = guardUnload(page, writes);
		expect(leave(page)).toBe(false);
		const end = writes.begin();
		expect(leave(page)).toBe(true);
		end();
		expect(leave(page)).toBe(false);
		writes.begin();
		stop();
		expect(leave(page)).toBe(false);
	});

	it('treats every method but a read as a write', () => {
		expect(['POST', 'PUT', 'PATCH', 'DELETE', 'post'].every(isWrite)).toBe(true);
		expect(['GET', 'HEAD', 'OPTIONS'].some(isWrite)).toBe(false);
	});
});
