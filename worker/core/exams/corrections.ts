import { DATE_KINDS } from '../engine/edital';
import type { Cargo, CargoAddition, CargoCorrection, Corrections, CorrectionsSummary, Exam, ExamCorrection, PersonRequirement, Requirement } from './schema';

/**
 * The person's corrections over an edital's reading (issue 31): pure. The reading is never changed;
 * the corrections are kept apart and applied over it, so the screen can say what is the edital's (a
 * quote) and what is the person's (`by: 'person'`, `corrected`), undo them, and apply them again over
 * the reading a retification brings. A correction equal to the reading is no correction: it is dropped.
 */

type CargoPatch = Corrections['cargos'][string];
type Added = Corrections['added'][number];
type Subject = Exam['subjects'][number];
type GivenSubject = NonNullable<CargoPatch['subjects']>[number];

const HEADER = ['body', 'board', 'number', 'date'] as const;
const CARGO_FIELDS = ['title', 'requirements', 'vacancies', 'salary', 'weeklyHours', 'workplace', 'subjects'] as const;
const COUNTS = ['total', 'ampla', 'pcd', 'negros'] as const;

export const noCorrections = (at: string): Corrections => ({ header: {}, dates: {}, cargos: {}, added: [], at });

export const isEmpty = (c: Corrections) => !Object.keys(c.header).length && !Object.keys(c.dates).length && !Object.keys(c.cargos).length && !c.added.length;

/** A requirement's meaning, for "is this one the edital's": its words, kind and what it names. */
const canon = (r: PersonRequirement | Requirement) => JSON.stringify([r.text.trim(), r.kind, r.level ?? null, r.course ?? null, r.council ?? null, r.years ?? null, r.category ?? null]);

/** A subject's content, for "is this the syllabus as read". */
const subjectCanon = (s: Subject | GivenSubject) => [s.name, s.questions ?? null, s.weight ?? null, s.topics];

/** A cargo's field as a comparable value: what a correction of it is compared with. */
function valueOf(cargo: Cargo, subjects: readonly Subject[], field: (typeof CARGO_FIELDS)[number]): unknown {
	if (field === 'subjects') return subjects.map(subjectCanon);
	if (field === 'requirements') return cargo.requirements.map(canon);
	if (field === 'salary') return cargo.salary?.amount ?? null;
	if (field === 'vacancies') return cargo.vacancies;
	return cargo[field];
}

/** The header and key dates corrected: each value equal to the reading's is dropped (the correction undone). */
export function correctHeader(reading: Exam, corrections: Corrections, patch: ExamCorrection): Corrections {
	const header = { ...corrections.header };
	for (const key of HEADER) {
		if (!(key in patch)) continue;
		// An empty field is "the edital gives none".
		const value = patch[key] || null;
		if (value === reading[key]) delete header[key];
		else header[key] = value;
	}
	const dates = { ...corrections.dates };
	for (const kind of DATE_KINDS) {
		if (!patch.dates || !(kind in patch.dates)) continue;
		const value = patch.dates[kind] ?? null;
		if (value === (reading.dates.find((d) => d.kind === kind)?.date ?? null)) delete dates[kind];
		else dates[kind] = value;
	}
	return { ...corrections, header, dates };
}

/** A read cargo's correction with `patch` over it: fields (and vacancy counts) equal to the reading's (its subjects', for a syllabus) are dropped. */
export function correctReadCargo(read: Cargo, subjects: readonly Subject[], current: CargoPatch | undefined, patch: CargoCorrection): CargoPatch | undefined {
	const next: CargoPatch = { ...current, ...patch };
	if (patch.vacancies) next.vacancies = { ...current?.vacancies, ...patch.vacancies };
	for (const count of COUNTS) if (next.vacancies && count in next.vacancies && next.vacancies[count] === read.vacancies[count]) delete next.vacancies[count];
	if (next.vacancies && !Object.keys(next.vacancies).length) delete next.vacancies;
	for (const field of CARGO_FIELDS) {
		if (field === 'vacancies' || !(field in next)) continue;
		const value = field === 'requirements' ? next.requirements?.map(canon) : field === 'subjects' ? next.subjects?.map(subjectCanon) : next[field];
		if (JSON.stringify(value) === JSON.stringify(valueOf(read, subjects, field))) delete next[field];
	}
	return Object.keys(next).length ? next : undefined;
}

/** A cargo the person added, with a correction over it: it has no reading to fall back on. */
export const correctAdded = (added: Added, patch: CargoCorrection): Added => ({ ...added, ...patch, vacancies: { ...added.vacancies, ...patch.vacancies } });

export const addedCargo = (id: string, input: CargoAddition & { syllabusFrom?: string | null }): Added => ({
	id,
	title: input.title.trim(),
	requirements: input.requirements ?? [],
	vacancies: input.vacancies ?? {},
	salary: input.salary ?? null,
	weeklyHours: input.weeklyHours ?? null,
	workplace: input.workplace ?? null,
	...(input.subjects ? { subjects: input.subjects.map((s) => ({ ...s, questions: s.questions ?? null, weight: s.weight ?? null })) } : {}),
	syllabusFrom: input.syllabusFrom ?? null
});

const personSubject = (cargoId: string, s: GivenSubject): Subject => ({ cargoId, ...s, topics: [...s.topics], quote: null, by: 'person' });

const personRequirement = (r: PersonRequirement): Requirement => ({ ...r, quote: null, by: 'person' });

/** The person's list of requirements: one that is the edital's keeps its quote (checked now: no review mark); any other is theirs. */
function requirementsOf(read: Requirement[], given: PersonRequirement[]): Requirement[] {
	return given.map((wanted) => {
		const kept = read.find((r) => canon(r) === canon(wanted));
		if (!kept) return personRequirement(wanted);
		const { review: _checked, ...requirement } = kept;
		return requirement;
	});
}

function applyToCargo(cargo: Cargo, patch: CargoPatch): Cargo {
	const out: Cargo = { ...cargo, vacancies: { ...cargo.vacancies }, review: [...cargo.review] };
	const corrected = CARGO_FIELDS.filter((field) => field in patch);
	if (patch.title !== undefined) out.title = patch.title;
	if (patch.requirements) out.requirements = requirementsOf(cargo.requirements, patch.requirements);
	// Numbers the person wrote are not the ones the quote shows: the quote goes with the reading's.
	if (patch.vacancies) out.vacancies = { ...cargo.vacancies, ...patch.vacancies, quote: null };
	if ('salary' in patch) out.salary = patch.salary == null ? null : { amount: patch.salary, currency: 'BRL', period: 'month', quote: null };
	if ('weeklyHours' in patch) out.weeklyHours = patch.weeklyHours ?? null;
	if ('workplace' in patch) out.workplace = patch.workplace ?? null;
	out.review = cargo.review.filter((field) => !corrected.includes(field as (typeof CARGO_FIELDS)[number]));
	if (corrected.length) out.corrected = corrected;
	return out;
}

function fromPerson(added: Added): Cargo {
	const counts = Object.fromEntries(COUNTS.map((count) => [count, added.vacancies[count] ?? null])) as Record<(typeof COUNTS)[number], number | null>;
	return {
		id: added.id,
		title: added.title,
		code: null,
		requirements: added.requirements.map(personRequirement),
		vacancies: { ...counts, quote: null },
		salary: added.salary === null ? null : { amount: added.salary, currency: 'BRL', period: 'month', quote: null },
		weeklyHours: added.weeklyHours,
		workplace: added.workplace,
		quote: null,
		review: [],
		by: 'person'
	};
}

/** The edital as the person sees it: the reading with their corrections over it, each marked as theirs. */
export function applyCorrections(reading: Exam, corrections: Corrections | undefined): Exam {
	if (!corrections || isEmpty(corrections)) return reading;
	const exam: Exam = { ...reading };
	const header = HEADER.filter((key) => key in corrections.header);
	for (const key of header) exam[key] = corrections.header[key] ?? null;
	const dated = DATE_KINDS.filter((kind) => kind in corrections.dates);
	exam.dates = reading.dates.filter((d) => !dated.includes(d.kind));
	for (const kind of dated) {
		const date = corrections.dates[kind];
		if (date) exam.dates.push({ kind, date, quote: null, by: 'person' });
	}
	exam.dates.sort((a, b) => DATE_KINDS.indexOf(a.kind) - DATE_KINDS.indexOf(b.kind));

	const removed = new Set(Object.keys(corrections.cargos).filter((id) => corrections.cargos[id].removed));
	exam.cargos = reading.cargos.filter((c) => !removed.has(c.id)).map((c) => (corrections.cargos[c.id] ? applyToCargo(c, corrections.cargos[c.id]) : c));
	// A syllabus the person wrote for a cargo replaces the one read for it.
	const rewritten = (id: string) => Boolean(corrections.cargos[id]?.subjects);
	exam.subjects = reading.subjects.filter((s) => !removed.has(s.cargoId) && !rewritten(s.cargoId));
	for (const cargo of exam.cargos) if (rewritten(cargo.id)) exam.subjects.push(...corrections.cargos[cargo.id].subjects!.map((s) => personSubject(cargo.id, s)));
	for (const added of corrections.added) {
		exam.cargos.push(fromPerson(added));
		const shared = reading.subjects.filter((s) => s.cargoId === added.syllabusFrom);
		if (added.subjects) exam.subjects.push(...added.subjects.map((s) => personSubject(added.id, s)));
		else exam.subjects.push(...shared.map((s) => ({ ...s, topics: [...s.topics], cargoId: added.id })));
	}
	exam.review = reading.review.filter(
		(field) => !header.includes(field as (typeof HEADER)[number]) && !dated.some((kind) => field === `dates.${kind}`) && !(field === 'cargos' && exam.cargos.length)
	);
	if (header.length) exam.corrected = header;
	return exam;
}

/** What the person changed, as the screen lists it; null when nothing (or only what a retification took away). */
export function summaryOf(reading: Exam, corrections: Corrections | undefined): CorrectionsSummary | null {
	if (!corrections) return null;
	const fields: string[] = [...HEADER.filter((key) => key in corrections.header), ...DATE_KINDS.filter((kind) => kind in corrections.dates).map((kind) => `dates.${kind}`)];
	const removed: CorrectionsSummary['removed'] = [];
	for (const [id, patch] of Object.entries(corrections.cargos)) {
		const read = reading.cargos.find((c) => c.id === id);
		if (!read) continue;
		if (patch.removed) {
			removed.push({ id, title: read.title });
			fields.push(`cargos.${id}`);
		} else fields.push(...CARGO_FIELDS.filter((field) => field in patch).map((field) => `cargos.${id}.${field}`));
	}
	fields.push(...corrections.added.map((added) => `cargos.${added.id}`));
	return fields.length ? { at: corrections.at, fields, removed } : null;
}
