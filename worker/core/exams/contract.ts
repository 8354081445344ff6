import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import {
	CargoAddition,
	CargoCorrection,
	ExamCorrection,
	ExamExtractRequest,
	PlanRequest,
	TopicProgressUpdate,
	TrackRequest,
	type ExamFit,
	type ExamRecord,
	type ExamSummary,
	type ExamTracked,
	type PlanView
} from './schema';

const FitQuery = z.object({ resumeId: z.string().optional() });
/** `?version=`: the edital's version the person saw, as in the bodies of the corrections (a stale one → `409 conflict`). */
const VersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
const UndoQuery = VersionQuery.extend({ cargoId: z.string().min(1).max(200).optional() });
const CalendarQuery = z.object({ lang: z.enum(['en', 'pt', 'pt-BR']).default('pt').transform((lang) => (lang === 'en' ? 'en' : 'pt') as 'en' | 'pt') });

/** Public exams (concursos, issue 31): an edital read, its cargos' fit, a study plan and its calendar. Declared once: the README row and the UI's client come from here. */
export const examsContract = {
	extract: endpoint('POST', '/exams/extract', {
		summary:
			'(multipart `file` — PDF, DOCX or TXT, 10 MB —, `{ text }` up to 1,000,000 characters, or `{ url }` read through the relay with consent; `examId` applies the document as a retification, ' +
			'with what changed in `retifications[].changes`; long: `x-rumo-task`, progress and cancel) → `201 { id, exam }` where `exam` has `body`, `board`, `number`, `date`, ' +
			'`cargos: [{ id, title, code, requirements: [{ text, kind: education|registration|experience|license, quote: { page, line, text }, level?, course?, council?, years?, category?, review? }], ' +
			'vacancies: { total, ampla, pcd, negros, reserve? }, salary: { amount, currency, period }, weeklyHours, workplace, review }]`, `dates: [{ kind, date, quote }]` ' +
			'(`registration_start`, `registration_end`, `exemption_start`, `exemption_end`, `exam`, `result`), `fees`, `subjects: [{ cargoId, name, questions, weight, topics }]`, `review`; ' +
			'the same text again → the stored one, `200`; a document with no cargo and no date → `422 insufficient_text`',
		body: ExamExtractRequest,
		response: returns<ExamRecord>(),
		task: true,
		topics: ['exams']
	}),
	list: endpoint('GET', '/exams', {
		summary: '→ `{ items: [{ id, body, board, number, cargos, examDate, createdAt, updatedAt }], total }`, newest first',
		response: returns<{ items: ExamSummary[]; total: number }>()
	}),
	get: endpoint('GET', '/exams/:id', { summary: 'one edital as read, with its retifications', response: returns<ExamRecord>() }),
	remove: endpoint('DELETE', '/exams/:id', { summary: '→ `204`; its study plan goes with it', response: returns<void>(), topics: ['exams'] }),
	correct: endpoint('PATCH', '/exams/:id', {
		summary:
			'`{ body?, board?, number?, date?, dates?: { registration_start…result: YYYY-MM-DD | null } }` → the edital with the person’s corrections over the reading: each corrected header field ' +
			'in `exam.corrected`, each corrected date `by: "person"` with no quote (`null`: the edital gives none), `corrections: { at, fields, removed }`; ' +
			'a value equal to the reading’s undoes its correction; the applications saved from the edital and the reminders its dates became follow the dates; ' +
			'a retification read later is applied under the corrections. Every correction takes the `version` the person saw (the record’s `version`, one more at each ' +
			'retification or correction): a stale one → `409 conflict`, nothing changed',
		body: ExamCorrection,
		response: returns<ExamRecord>(),
		topics: ['exams']
	}),
	addCargo: endpoint('POST', '/exams/:id/cargos', {
		summary:
			'`{ title, requirements?: [{ text, kind, level?, course?, council?, years?, category? }], vacancies?: { total, ampla, pcd, negros }, salary? (a month, BRL), weeklyHours?, workplace?, ' +
			'subjects?: [{ name, questions?, weight?, topics: [string] }], syllabusFrom?: cargoId }` → `201` the edital with the cargo the reading missed, `by: "person"`, ' +
			'its requirements with no quote; a title the edital already lists → `400 validation_failed`',
		body: CargoAddition,
		response: returns<ExamRecord>(),
		topics: ['exams']
	}),
	correctCargo: endpoint('PATCH', '/exams/:id/cargos/:cargoId', {
		summary:
			'(the fields of `POST /exams/{id}/cargos` but `syllabusFrom`; `requirements` is the whole list: one the edital states keeps its quote, any other is `by: "person"`; ' +
			'`subjects`, the whole syllabus, replaces the one read, which the plan then studies) → the edital, ' +
			'the cargo’s corrected fields in `corrected` and off its `review`; unknown cargo → `404 not_found`',
		body: CargoCorrection,
		response: returns<ExamRecord>(),
		topics: ['exams']
	}),
	removeCargo: endpoint('DELETE', '/exams/:id/cargos/:cargoId', {
		summary:
			'(`?version=`) → `204`: a cargo the person added is deleted; one read is hidden (listed in `corrections.removed`, brought back by undoing its corrections)',
		query: VersionQuery,
		response: returns<void>(),
		topics: ['exams']
	}),
	undoCorrections: endpoint('DELETE', '/exams/:id/corrections', {
		summary: '(`?cargoId=`: only that cargo’s, a removed one back; `?version=`) → the edital as read, without the person’s corrections',
		query: UndoQuery,
		response: returns<ExamRecord>(),
		topics: ['exams']
	}),
	fit: endpoint('GET', '/exams/:id/fit', {
		summary:
			'(`?resumeId=`, the main resume by default, with the confirmed profile) → `{ examId, basis, cargos: [{ cargoId, title, eligible, rank, met, partly, notMet, blockers, learnable }] }`, ' +
			'each requirement with its `status` and the person’s `evidence`; eligible cargos ranked first; an empty profile and no resume → `422 missing_input`',
		query: FitQuery,
		response: returns<ExamFit>()
	}),
	plan: endpoint('POST', '/exams/:id/plan', {
		summary:
			'`{ cargoId, hoursByWeekday: { mon…sun }, known?: [topicId], examDate? }` → the plan from today to the day before the exam: `topics` (weighted by the subject’s questions × weight, ' +
			'less when known), `sessions: [{ date, topicId, minutes, kind: study|review }]` with revision cycles at the end, `unplanned`, `behind`, `progress`; again → re-flowed, progress kept',
		body: PlanRequest,
		response: returns<PlanView>(),
		topics: ['exams']
	}),
	getPlan: endpoint('GET', '/exams/:id/plan', { summary: 'the plan, with `behind` (topics of past sessions not started) and `progress` per subject', response: returns<PlanView>() }),
	setTopic: endpoint('PATCH', '/exams/:id/plan/topics/:topicId', {
		summary: '`{ status: not_started|studying|reviewed }` → the plan',
		body: TopicProgressUpdate,
		response: returns<PlanView>(),
		topics: ['exams']
	}),
	calendar: endpoint('GET', '/exams/:id/plan.ics', {
		summary: '(`?lang=pt|en`) → `text/calendar`: the edital’s key dates and the plan’s study days as all-day events (RFC 5545)',
		query: CalendarQuery,
		response: returns<string>(),
		file: 'blob'
	}),
	planPdf: endpoint('GET', '/exams/:id/plan.pdf', {
		summary:
			'(`?lang=pt|en`) → `application/pdf`: the study plan to print on A4 — the edital’s body, number and cargo, the exam date and key dates, the sessions week by week ' +
			'(date, study|review, minutes, subject: topic) and the progress per subject; no plan yet → `404 not_found`',
		query: CalendarQuery,
		response: returns<Uint8Array>(),
		file: 'blob'
	}),
	track: endpoint('POST', '/exams/:id/track', {
		summary:
			'`{ cargoId, lang?: pt|en }` → `201 { application, reminders }`: the cargo saved to Applications on the exam track (`track: exam`, title the cargo, company the body, `exam: { examId, cargoId, ' +
			'number, board, dates }`), at its first stage; its stages are `registered`, `exemption_requested`, `exam`, `result`, `called_up`, left out of the job metrics and funnel; each key date ' +
			'still ahead becomes a reminder of it (09:00 Brasília time that day, quoting the edital), moved when a retification or a correction moves the date; ' +
			'the same cargo again → `200` the application already saved, with its reminders; ' +
			'an unknown edital or cargo → `404 not_found`',
		body: TrackRequest,
		response: returns<ExamTracked>(),
		topics: ['tracker', 'interviews']
	})
};
