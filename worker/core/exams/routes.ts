import { implement } from '../http/implement';
import { binaryFile, created, file, noContent, ok } from '../http/router';
import { tasks, TASK_HEADER } from '../tasks';
import { examsContract } from './contract';
import { addCargo, correctCargo, correctExam, removeCargo, undoCorrections } from './correct';
import { deleteExam, extractExam, getExam, listExams } from './service';
import { examFit, getPlan, makePlan, planCalendar, planPdf, setTopicStatus } from './study';
import { trackCargo } from './track';

export const examRoutes = implement(examsContract, {
	// A long edital is read with progress under the x-rumo-task id, and cancelled by DELETE /tasks/{id}.
	extract: async ({ env, body, request }) => {
		const task = tasks.begin(request.headers[TASK_HEADER]);
		try {
			const outcome = await extractExam(env, body, task.context);
			return outcome.created ? created(outcome.record) : ok(outcome.record);
		} finally {
			task.end();
		}
	},
	list: async ({ env }) => ok(await listExams(env)),
	get: async ({ env, params }) => ok(await getExam(env, params.id)),
	remove: async ({ env, params }) => {
		await deleteExam(env, params.id);
		return noContent();
	},
	correct: async ({ env, params, body }) => ok(await correctExam(env, params.id, body)),
	addCargo: async ({ env, params, body }) => created(await addCargo(env, params.id, body)),
	correctCargo: async ({ env, params, body }) => ok(await correctCargo(env, params.id, params.cargoId, body)),
	removeCargo: async ({ env, params, query }) => {
		await removeCargo(env, params.id, params.cargoId, query.version);
		return noContent();
	},
	undoCorrections: async ({ env, params, query }) => ok(await undoCorrections(env, params.id, query.cargoId, query.version)),
	fit: async ({ env, params, query }) => ok(await examFit(env, params.id, query.resumeId)),
	plan: async ({ env, params, body }) => created(await makePlan(env, params.id, body)),
	getPlan: async ({ env, params }) => ok(await getPlan(env, params.id)),
	setTopic: async ({ env, params, body }) => ok(await setTopicStatus(env, params.id, params.topicId, body.status)),
	calendar: async ({ env, params, query }) => {
		const calendar = await planCalendar(env, params.id, query.lang);
		return file(calendar.text, 'text/calendar; charset=utf-8', calendar.filename);
	},
	planPdf: async ({ env, params, query }) => {
		const pdf = await planPdf(env, params.id, query.lang);
		return binaryFile(pdf.bytes, 'application/pdf', pdf.filename);
	},
	track: async ({ env, params, body }) => {
		const outcome = await trackCargo(env, params.id, body);
		return outcome.created ? created(outcome.tracked) : ok(outcome.tracked);
	}
});
