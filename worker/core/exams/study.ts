import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { evidenceSubject } from '../evidence';
import { listItems } from '../profile';
import { getResume, mainResumeId } from '../resume';
import type { ParsedResume } from '../resume';
import { fitExam, type PersonFacts } from './fit';
import { examCalendar } from './ics';
import { behindCount, buildPlan, progressOf } from './plan';
import { examPlanPdf } from './plan-pdf';
import type { ExamFit, Plan, PlanRequest, PlanView, TopicStatus } from './schema';
import { EXAMS_TOPIC, getExam } from './service';

/**
 * The fit of every cargo of an edital against the person: the same evidence as the job analysis
 * (the main resume, or the one chosen, and the confirmed profile), plus the schooling, registrations
 * and licences written in them.
 */
export async function examFit(env: CoreEnv, id: string, resumeId?: string): Promise<ExamFit> {
	const record = await getExam(env, id);
	const chosen = resumeId ?? (await mainResumeId(env));
	const resume: (ParsedResume & { text?: string }) | null = chosen ? await getResume(env, chosen) : null;
	const profile = await listItems(env);
	if (!resume && !profile.length)
		throw problem('missing_input', 'Your profile is empty and no resume was read. Read your resume or add your education and registrations to your profile, then see the fit.');
	const subject = evidenceSubject({ resume, profile, asOf: env.now().toISOString().slice(0, 7) });
	const facts: PersonFacts = {
		education: [
			...(resume?.profile.education ?? []).map((e) => ({ text: [e.degree, e.institution].filter(Boolean).join(' — '), source: 'resume' as const })),
			...profile.filter((item) => item.type === 'education').map((item) => ({ text: [item.title, item.detail, item.organization].filter(Boolean).join(' — '), source: 'profile' as const }))
		],
		lines: [
			...(resume?.text ?? '').split('\n').filter((l) => l.trim()).map((text) => ({ text: text.trim(), source: 'resume' as const })),
			...(resume?.profile.certifications ?? []).map((c) => ({ text: c.name, source: 'resume' as const })),
			...profile.flatMap((item) => [item.title, item.detail, ...item.evidence.map((e) => e.text)].filter(Boolean).map((text) => ({ text, source: 'profile' as const })))
		]
	};
	return { examId: id, basis: { resumeId: chosen, profileItems: profile.length }, cargos: fitExam(record.exam, subject, facts) };
}

const view = (plan: Plan, today: string): PlanView => ({ ...plan, behind: behindCount(plan, today), progress: progressOf(plan.topics) });
const today = (env: CoreEnv) => env.now().toISOString().slice(0, 10);

/**
 * Makes (or re-flows) the study plan of an edital's cargo from today: a plan made before keeps its
 * topics' progress, so falling behind or changing hours only moves what is left.
 */
export async function makePlan(env: CoreEnv, id: string, request: PlanRequest): Promise<PlanView> {
	const record = await getExam(env, id);
	const cargo = record.exam.cargos.find((c) => c.id === request.cargoId);
	if (!cargo) throw problem('validation_failed', `This edital has no cargo "${request.cargoId}".`, [{ path: 'cargoId', message: `Choose one of: ${record.exam.cargos.map((c) => c.id).join(', ')}.` }]);
	const subjects = record.exam.subjects.filter((s) => s.cargoId === cargo.id);
	if (!subjects.length) throw problem('insufficient_text', `No syllabus was read for ${cargo.title}: there is nothing to plan. Check the edital’s annex of conteúdo programático.`);
	const examDate = request.examDate ?? record.exam.dates.find((d) => d.kind === 'exam')?.date;
	if (!examDate)
		throw problem('validation_failed', 'The edital gives no exam date yet. Give the expected date to plan until it.', [{ path: 'examDate', message: 'Give the exam’s date (YYYY-MM-DD).' }]);
	const from = today(env);
	if (examDate <= from) throw problem('validation_failed', 'The exam date has passed: there is no time left to plan.', [{ path: 'examDate', message: 'Give a date after today.' }]);
	if (!Object.values(request.hoursByWeekday).some((h) => h > 0))
		throw problem('validation_failed', 'Give at least one weekday with study hours.', [{ path: 'hoursByWeekday', message: 'Give the hours you can study on at least one day.' }]);
	const before = await env.db.examPlans.get(id);
	const status = new Map<string, TopicStatus>(before && before.cargoId === cargo.id ? before.topics.map((t) => [t.id, t.status]) : []);
	const known = new Set(request.known ?? (before && before.cargoId === cargo.id ? before.topics.filter((t) => t.known).map((t) => t.id) : []));
	const built = buildPlan({ subjects, hours: request.hoursByWeekday, known, status, from, examDate });
	const at = env.now().toISOString();
	const plan: Plan = {
		examId: id,
		cargoId: cargo.id,
		from,
		examDate,
		hoursByWeekday: request.hoursByWeekday,
		...built,
		createdAt: before?.createdAt ?? at,
		updatedAt: at,
		version: (before?.version ?? 0) + 1
	};
	await env.db.examPlans.put(plan);
	env.notify(EXAMS_TOPIC);
	return view(plan, from);
}

export async function getPlan(env: CoreEnv, id: string): Promise<PlanView> {
	await getExam(env, id);
	const plan = await env.db.examPlans.get(id);
	if (!plan) throw problem('not_found', 'This edital has no study plan yet. Make one from its cargo’s syllabus.');
	return view(plan, today(env));
}

/** Marks a topic not started, being studied or reviewed. */
export async function setTopicStatus(env: CoreEnv, id: string, topicId: string, status: TopicStatus): Promise<PlanView> {
	const plan = await env.db.transaction('rw', env.db.examPlans, async () => {
		const row = await env.db.examPlans.get(id);
		if (!row) throw problem('not_found', 'This edital has no study plan yet. Make one from its cargo’s syllabus.');
		const topic = row.topics.find((t) => t.id === topicId);
		if (!topic) throw problem('not_found', `The study plan has no topic "${topicId}".`);
		topic.status = status;
		const next = { ...row, updatedAt: env.now().toISOString(), version: row.version + 1 };
		await env.db.examPlans.put(next);
		return next;
	});
	env.notify(EXAMS_TOPIC);
	return view(plan, today(env));
}

/** The `.ics` of the edital's dates and of its plan's study days (when there is a plan). */
export async function planCalendar(env: CoreEnv, id: string, lang: 'en' | 'pt'): Promise<{ text: string; filename: string }> {
	const record = await getExam(env, id);
	const plan = (await env.db.examPlans.get(id)) ?? null;
	const name = (record.exam.number ?? record.id).replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');
	return { text: examCalendar(record, plan, { now: env.now().getTime(), lang }), filename: `concurso-${name || 'edital'}.ics` };
}

/** The study plan as a printable A4 PDF; without a plan there is nothing to print. */
export async function planPdf(env: CoreEnv, id: string, lang: 'en' | 'pt'): Promise<{ bytes: Uint8Array; filename: string }> {
	const record = await getExam(env, id);
	const plan = await env.db.examPlans.get(id);
	if (!plan) throw problem('not_found', 'This edital has no study plan yet, so there is nothing to print. Make one from its cargo’s syllabus first.');
	const name = (record.exam.number ?? record.id).replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');
	return { bytes: await examPlanPdf(record, plan, lang), filename: `plano-de-estudos-${name || 'edital'}.pdf` };
}
