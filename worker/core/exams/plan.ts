import type { Exam, PlanView, TopicStatus } from './schema';
import { WEEKDAYS } from './schema';

export type PlanInput = {
	subjects: Exam['subjects'];
	/** Hours per weekday, `mon`…`sun`. */
	hours: Record<string, number>;
	/** Topic ids or texts the person knows: they get a review's time, not a first study's. */
	known: ReadonlySet<string>;
	/** Progress kept from the plan before a re-flow. */
	status: ReadonlyMap<string, TopicStatus>;
	/** The first day of the plan (today) and the exam's day (not studied: the plan ends the day before). */
	from: string;
	examDate: string;
};

export type BuiltPlan = Pick<PlanView, 'topics' | 'sessions' | 'unplanned'>;

const DAY = 86_400_000;
const toDay = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Monday first, as WEEKDAYS. */
const weekdayOf = (ms: number) => WEEKDAYS[(new Date(ms).getUTCDay() + 6) % 7];
const round15 = (minutes: number) => Math.max(15, Math.round(minutes / 15) * 15);

const slug = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 40);

/** A first study of a known topic is worth this share of an unknown one's; a topic being studied, half. */
const KNOWN_SHARE = 0.35;
const MIN_STUDY = 30;

/**
 * A study plan from `from` to the day before the exam: the cargo's topics spread over the hours of
 * each weekday, each topic's time in proportion to its subject's weight in the exam (questions ×
 * weight, shared among its topics), less for what the person knows or has started; subjects
 * interleaved; the last days (15 %, up to two weeks) kept for revision cycles over every topic.
 * Topics that do not fit are listed, never squeezed below half an hour. Linear in topics + days.
 */
export function buildPlan(input: PlanInput): BuiltPlan {
	const questions = input.subjects.map((s) => s.questions).filter((q): q is number => q !== null);
	const typical = questions.length ? questions.reduce((a, b) => a + b, 0) / questions.length : 10;
	const topics: BuiltPlan['topics'] = [];
	const order: { index: number; key: number }[] = [];
	for (const subject of input.subjects) {
		const base = slug(subject.name);
		const value = (subject.weight ?? 1) * (subject.questions ?? typical);
		subject.topics.forEach((text, i) => {
			const id = `${base}-${i + 1}`;
			const known = input.known.has(id) || input.known.has(text);
			order.push({ index: topics.length, key: (i + 0.5) / subject.topics.length });
			topics.push({ id, subject: subject.name, text, weight: value / subject.topics.length, known, status: input.status.get(id) ?? 'not_started', minutes: 0 });
		});
	}
	// Interleaved: each subject's topics spread evenly over the plan, so no subject waits for the others.
	order.sort((a, b) => a.key - b.key || a.index - b.index);
	const sequence = order.map((o) => topics[o.index]);

	const start = toDay(input.from);
	const end = toDay(input.examDate);
	const days: { date: string; minutes: number }[] = [];
	for (let t = start; t < end; t += DAY) days.push({ date: isoOf(t), minutes: Math.round((input.hours[weekdayOf(t)] ?? 0) * 60) });
	const reviewDays = days.length >= 7 ? Math.min(14, Math.max(1, Math.round(days.length * 0.15))) : 0;
	const studyDays = days.slice(0, days.length - reviewDays);
	const revision = days.slice(days.length - reviewDays);

	const need = (topic: BuiltPlan['topics'][number]) => (topic.status === 'reviewed' ? 0 : topic.weight * (topic.known ? KNOWN_SHARE : 1) * (topic.status === 'studying' ? 0.5 : 1));
	const totalNeed = sequence.reduce((sum, t) => sum + need(t), 0);
	const studyMinutes = studyDays.reduce((sum, d) => sum + d.minutes, 0);
	const sessions: BuiltPlan['sessions'] = [];
	const unplanned: string[] = [];
	let day = 0;
	let left = studyDays[0]?.minutes ?? 0;
	// Rounded to quarter hours on the running total, so the roundings never add up past the time there is.
	let cumulative = 0;
	let allotted = 0;
	for (const topic of sequence) {
		const share = need(topic);
		if (!share) continue;
		cumulative += share;
		topic.minutes = Math.max(MIN_STUDY, Math.floor(((cumulative / totalNeed) * studyMinutes) / 15) * 15 - allotted);
		allotted += topic.minutes;
		let remaining = topic.minutes;
		while (remaining > 0 && day < studyDays.length) {
			if (left <= 0) {
				day++;
				left = studyDays[day]?.minutes ?? 0;
				continue;
			}
			const minutes = Math.min(left, remaining);
			sessions.push({ date: studyDays[day].date, topicId: topic.id, minutes, kind: 'study' });
			left -= minutes;
			remaining -= minutes;
		}
		if (remaining > 0) {
			topic.minutes -= remaining;
			unplanned.push(topic.id);
		}
	}

	// Revision: cycles over every topic, weighted again, until the last day before the exam.
	const reviewMinutes = revision.reduce((sum, d) => sum + d.minutes, 0);
	const weightSum = sequence.reduce((sum, t) => sum + t.weight, 0);
	if (reviewMinutes > 0 && sequence.length) {
		let r = 0;
		let room = revision[0].minutes;
		for (let cycle = 0; r < revision.length && cycle < 3; cycle++) {
			for (const topic of sequence) {
				let remaining = round15((topic.weight / weightSum) * reviewMinutes);
				while (remaining > 0 && r < revision.length) {
					if (room <= 0) {
						r++;
						room = revision[r]?.minutes ?? 0;
						continue;
					}
					const minutes = Math.min(room, remaining);
					sessions.push({ date: revision[r].date, topicId: topic.id, minutes, kind: 'review' });
					room -= minutes;
					remaining -= minutes;
				}
				if (r >= revision.length) break;
			}
		}
	}
	return { topics, sessions, unplanned };
}

/** Study sessions in the past whose topic was never started: how far behind the plan the person is. */
export function behindCount(plan: Pick<PlanView, 'sessions' | 'topics'>, today: string): number {
	const status = new Map(plan.topics.map((t) => [t.id, t.status]));
	const late = new Set(plan.sessions.filter((s) => s.kind === 'study' && s.date < today && status.get(s.topicId) === 'not_started').map((s) => s.topicId));
	return late.size;
}

/** Per subject: how many topics, how many being studied and how many reviewed. */
export function progressOf(topics: PlanView['topics']): PlanView['progress'] {
	const by = new Map<string, PlanView['progress'][number]>();
	for (const topic of topics) {
		const row = by.get(topic.subject) ?? { subject: topic.subject, topics: 0, studying: 0, reviewed: 0 };
		row.topics++;
		if (topic.status === 'studying') row.studying++;
		if (topic.status === 'reviewed') row.reviewed++;
		by.set(topic.subject, row);
	}
	return [...by.values()];
}
