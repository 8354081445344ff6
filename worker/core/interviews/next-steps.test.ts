import { describe, expect, it } from 'vitest';
import { computeNextSteps, nextStepsPage, type ApplicationFacts } from './next-steps';
import type { Reminder } from './schema';

const NOW = new Date('2026-11-14T12:00:00.000Z');
const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 10, 14 + n, hour)).toISOString();

function app(id: string, status: string, moves: [string, number][], appliedAt: string | null = null): ApplicationFacts {
	return { id, title: `Job ${id}`, company: 'Acme', status, appliedAt, history: moves.map(([to, n]) => ({ to, at: day(n) })) };
}

function reminder(id: string, due: string, extra: Partial<Reminder> = {}): Reminder {
	return { id, applicationId: null, kind: 'custom', title: `Reminder ${id}`, dueAt: due, timeZone: 'UTC', notes: '', done: false, doneAt: null, createdAt: day(-20), updatedAt: day(-20), version: 1, ...extra };
}

const none = { interviews: [], reminders: [], followUps: [] };

describe('next steps', () => {
	it('asks to follow up on an application sent 9 days ago with no answer', () => {
		const steps = computeNextSteps({ ...none, applications: [app('a', 'applied', [['saved', -10], ['applied', -9]], day(-9))], now: NOW });
		expect(steps).toHaveLength(1);
		expect(steps[0]).toMatchObject({ kind: 'follow_up', applicationId: 'a', overdue: false, message: { en: 'Applied 9 days ago, no answer: follow up?' } });
		expect(steps[0].message.pt).toBe('Candidatura enviada há 9 dias, sem resposta: fazer um follow-up?');
	});

	it('waits until the follow-up delay has passed, and until a follow-up reminder is done', () => {
		const fresh = app('a', 'applied', [['applied', -3]], day(-3));
		expect(computeNextSteps({ ...none, applications: [fresh], now: NOW })).toEqual([]);
		const old = app('b', 'applied', [['applied', -12]], day(-12));
		const planned = reminder('r', day(2), { applicationId: 'b', kind: 'follow_up' });
		const steps = computeNextSteps({ ...none, applications: [old], reminders: [planned], now: NOW });
		expect(steps.map((s) => s.kind)).toEqual(['reminder']);
	});

	it('says an interview is tomorrow, at its time in the person’s zone', () => {
		const steps = computeNextSteps({
			...none,
			applications: [app('a', 'interview', [['interview', -5]])],
			interviews: [{ id: 'i', applicationId: 'a', startsAt: '2026-11-15T17:00:00.000Z', outcome: 'pending', timeZone: 'America/Sao_Paulo' }],
			now: NOW,
			timeZone: 'America/Sao_Paulo'
		});
		expect(steps).toHaveLength(1);
		expect(steps[0]).toMatchObject({ kind: 'interview', days: 1, interviewId: 'i' });
		expect(steps[0].message.en).toBe('Interview tomorrow at 14:00: prepare your stories and questions');
		expect(steps[0].message.pt).toBe('Entrevista amanhã às 14:00: prepare suas histórias e perguntas');
	});

	it('orders every step by date, the overdue first, and keeps an overdue reminder beyond any window', () => {
		const steps = computeNextSteps({
			applications: [app('a', 'applied', [['applied', -9]], day(-9)), app('o', 'offer', [['offer', -1]]), app('i', 'interview', [['interview', -3]])],
			interviews: [{ id: 'i1', applicationId: 'i', startsAt: day(3), outcome: 'pending', timeZone: 'UTC' }],
			reminders: [reminder('late', day(-40)), reminder('far', day(90)), reminder('soon', day(1)), reminder('deadline', day(4), { applicationId: 'x', kind: 'offer_deadline' })],
			followUps: [],
			now: NOW,
			days: 7
		});
		expect(steps.map((s) => s.id)).toEqual(['reminder:late', 'follow_up:a', 'offer:o', 'reminder:soon', 'interview:i1', 'reminder:deadline']);
		expect(steps[0]).toMatchObject({ overdue: true, days: -40 });
		expect(steps.filter((s) => s.overdue).map((s) => s.id)).toEqual(['reminder:late']);
		for (let i = 1; i < steps.length; i++) expect(steps[i - 1].at <= steps[i].at).toBe(true);
	});

	it('suggests a thank-you after an interview until one is drafted', () => {
		const input = {
			...none,
			applications: [app('a', 'interview', [['interview', -4]])],
			interviews: [{ id: 'i', applicationId: 'a', startsAt: day(-1), outcome: 'pending' as const, timeZone: 'UTC' }],
			now: NOW
		};
		expect(computeNextSteps(input).map((s) => s.kind)).toEqual(['thank_you']);
		expect(computeNextSteps({ ...input, followUps: [{ applicationId: 'a', interviewId: 'i', kind: 'thank_you', createdAt: day(0) }] })).toEqual([]);
	});

	it('leaves closed applications alone, but never the person’s own reminders', () => {
		const steps = computeNextSteps({
			...none,
			applications: [app('r', 'rejected', [['applied', -30], ['rejected', -20]], day(-30))],
			reminders: [reminder('mine', day(-2), { applicationId: 'r' })],
			now: NOW
		});
		expect(steps.map((s) => s.id)).toEqual(['reminder:mine']);
	});

	it('pages the steps of 10,000 applications: 50 of them, overdue first, the total counted (speed: follow-through.bench.ts)', () => {
		const statuses = ['saved', 'applied', 'screening', 'interview', 'offer', 'rejected'];
		const applications = Array.from({ length: 10_000 }, (_, i) => app(`a${i}`, statuses[i % statuses.length], [['saved', -(i % 60) - 2], [statuses[i % statuses.length], -(i % 60)]], day(-(i % 60))));
		const interviews = Array.from({ length: 2_000 }, (_, i) => ({ id: `i${i}`, applicationId: `a${i * 5 + 3}`, startsAt: day((i % 30) - 10), outcome: 'pending' as const, timeZone: 'UTC' }));
		const reminders = Array.from({ length: 3_000 }, (_, i) => reminder(`r${i}`, day((i % 40) - 20), { applicationId: `a${i * 3}` }));
		const page = nextStepsPage({ applications, interviews, reminders, followUps: [], now: NOW }, 50);
		expect(page.total).toBeGreaterThan(1000);
		expect(page.items).toHaveLength(50);
		expect(page.items.slice(0, page.overdue).every((step) => step.overdue)).toBe(true);
	});
});
