import { describe, expect, it } from 'vitest';
import type { NextStep } from '$lib/api/interviews';
import { KEEP_KEYS, noticesOf, notifiedKey, remember, toNotify } from './reminder-notify';

const step = (n: number, at = '2026-11-10T12:00:00.000Z'): NextStep => ({
	id: `reminder:r${n}`,
	kind: 'reminder',
	applicationId: `a${n}`,
	title: `Job ${n}`,
	company: n % 2 ? 'Hospital' : '',
	at,
	days: 0,
	overdue: true,
	message: { en: `Overdue (today): call ${n}`, pt: `Atrasado (hoje): ligar ${n}` },
	reminderId: `r${n}`,
	interviewId: null
});

describe('reminder notifications', () => {
	it('notifies each step once, and again when its time moves', () => {
		const shown = remember([], [step(1), step(2)]);
		expect(toNotify([step(1), step(2), step(3)], shown).map((s) => s.id)).toEqual(['reminder:r3']);
		expect(toNotify([step(1, '2026-11-11T12:00:00.000Z')], shown).map(notifiedKey)).toEqual(['reminder:r1@2026-11-11T12:00:00.000Z']);
	});

	it('forgets the oldest keys past its limit, never the ones just shown', () => {
		const many = Array.from({ length: KEEP_KEYS }, (_, i) => `old-${i}`);
		const kept = remember(many, [step(1)]);
		expect(kept.length).toBe(KEEP_KEYS);
		expect(kept.at(-1)).toBe(notifiedKey(step(1)));
		expect(kept[0]).toBe('old-1');
	});

	it('words each in the person’s language with its application, and lists the rest in one', () => {
		const few = noticesOf([step(1), step(2)], 'pt-BR');
		expect(few).toEqual([
			{ title: 'Atrasado (hoje): ligar 1', body: 'Job 1 — Hospital', tag: 'rumo-reminder:r1', applicationId: 'a1' },
			{ title: 'Atrasado (hoje): ligar 2', body: 'Job 2', tag: 'rumo-reminder:r2', applicationId: 'a2' }
		]);
		// Four show as four; six as three and one listing the other three.
		expect(noticesOf([1, 2, 3, 4].map((n) => step(n)), 'en').length).toBe(4);
		const six = noticesOf([1, 2, 3, 4, 5, 6].map((n) => step(n)), 'en');
		expect(six.length).toBe(4);
		expect(six[3]).toEqual({ title: 'Rumo (+3)', body: 'Overdue (today): call 4\nOverdue (today): call 5\nOverdue (today): call 6', tag: 'rumo-reminders', applicationId: null });
	});
});
