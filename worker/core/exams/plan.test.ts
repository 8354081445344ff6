import { describe, expect, it } from 'vitest';
import { behindCount, buildPlan, progressOf } from './plan';
import type { Exam } from './schema';

const subject = (name: string, topics: number, questions: number | null, weight: number | null): Exam['subjects'][number] => ({
	cargoId: 'c',
	name,
	questions,
	weight,
	topics: Array.from({ length: topics }, (_, i) => `${name} tópico ${i + 1}`),
	quote: null
});
const WEEK = { mon: 2, tue: 2, wed: 2, thu: 2, fri: 2, sat: 4, sun: 0 };
const base = { hours: WEEK, known: new Set<string>(), status: new Map(), from: '2026-12-01', examDate: '2027-02-28' };

const minutesOf = (plan: ReturnType<typeof buildPlan>, kind: 'study' | 'review', subjectName?: string) =>
	plan.sessions.filter((s) => s.kind === kind && (!subjectName || plan.topics.find((t) => t.id === s.topicId)?.subject === subjectName)).reduce((sum, s) => sum + s.minutes, 0);

describe('the study plan', () => {
	it('spreads the topics over the hours of each weekday, never on a day with none nor on the exam day', () => {
		const plan = buildPlan({ ...base, subjects: [subject('Português', 10, 10, 1), subject('Específicos', 20, 30, 2)] });
		const byDay = new Map<string, number>();
		for (const s of plan.sessions) byDay.set(s.date, (byDay.get(s.date) ?? 0) + s.minutes);
		for (const [date, minutes] of byDay) {
			const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${date}T00:00:00Z`).getUTCDay()] as keyof typeof WEEK;
			expect(minutes, date).toBeLessThanOrEqual(WEEK[weekday] * 60);
			expect(weekday).not.toBe('sun');
			expect(date < '2027-02-28').toBe(true);
		}
		expect(plan.unplanned).toEqual([]);
		expect(plan.topics.every((t) => plan.sessions.some((s) => s.topicId === t.id && s.kind === 'study'))).toBe(true);
	});

	it('gives each subject time by its weight in the exam, and keeps the last days for revision cycles', () => {
		const plan = buildPlan({ ...base, subjects: [subject('Português', 10, 10, 1), subject('Específicos', 10, 30, 2)] });
		const ratio = minutesOf(plan, 'study', 'Específicos') / minutesOf(plan, 'study', 'Português');
		expect(ratio).toBeGreaterThan(4.5);
		expect(ratio).toBeLessThan(7.5);
		const lastStudy = plan.sessions.filter((s) => s.kind === 'study').at(-1)!.date;
		const firstReview = plan.sessions.find((s) => s.kind === 'review')!.date;
		expect(firstReview > lastStudy).toBe(true);
		expect(firstReview >= '2027-02-10').toBe(true);
		expect(new Set(plan.sessions.filter((s) => s.kind === 'review').map((s) => s.topicId)).size).toBe(20);
	});

	it('gives a known topic less time, a reviewed one none, and interleaves the subjects', () => {
		const subjects = [subject('Português', 6, 10, 1), subject('Informática', 6, 10, 1)];
		const plain = buildPlan({ ...base, subjects });
		const known = buildPlan({ ...base, subjects, known: new Set(['portugues-1']), status: new Map([['informatica-2', 'reviewed' as const]]) });
		const time = (plan: ReturnType<typeof buildPlan>, id: string) => plan.sessions.filter((s) => s.topicId === id && s.kind === 'study').reduce((a, s) => a + s.minutes, 0);
		expect(time(known, 'portugues-1')).toBeLessThan(time(plain, 'portugues-1') / 2);
		expect(time(known, 'informatica-2')).toBe(0);
		const firstTwo = [...new Set(plain.sessions.map((s) => plain.topics.find((t) => t.id === s.topicId)!.subject))];
		expect(firstTwo).toEqual(['Português', 'Informática']);
		expect(plain.sessions[0].topicId).toBe('portugues-1');
		expect(plain.sessions.find((s) => s.topicId !== 'portugues-1')?.topicId).toBe('informatica-1');
	});

	it('lists what does not fit instead of squeezing a topic below half an hour', () => {
		const plan = buildPlan({ ...base, from: '2027-02-20', hours: { mon: 1 }, subjects: [subject('Direito', 40, 20, 1)] });
		expect(plan.unplanned.length).toBeGreaterThan(0);
		expect(plan.sessions.filter((s) => s.kind === 'study').every((s) => s.minutes <= 60)).toBe(true);
		expect(plan.topics.filter((t) => t.minutes > 0).every((t) => t.minutes >= 30 || plan.unplanned.includes(t.id))).toBe(true);
	});

	it('counts past sessions never started as behind, and progress per subject', () => {
		const plan = buildPlan({ ...base, subjects: [subject('Português', 4, 10, 1)] });
		expect(behindCount(plan, '2026-12-01')).toBe(0);
		expect(behindCount(plan, '2026-12-10')).toBeGreaterThan(0);
		plan.topics[0].status = 'reviewed';
		plan.topics[1].status = 'studying';
		expect(progressOf(plan.topics)).toEqual([{ subject: 'Português', topics: 4, studying: 1, reviewed: 1 }]);
	});

	it('plans 300 topics over 120 days in under 50 ms', () => {
		const subjects = Array.from({ length: 10 }, (_, i) => subject(`Disciplina ${i}`, 30, 10 + i, 1 + (i % 3)));
		buildPlan({ ...base, subjects, from: '2026-12-01', examDate: '2027-03-31' });
		const t0 = performance.now();
		const plan = buildPlan({ ...base, subjects, from: '2026-12-01', examDate: '2027-03-31' });
		expect(performance.now() - t0).toBeLessThan(50);
		expect(plan.topics).toHaveLength(300);
	});
});
