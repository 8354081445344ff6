import type { CoreEnv } from '../env';
import { problem } from '../http/problem';
import { followDates } from './reminders';
import { addedCargo, applyCorrections, correctAdded, correctHeader, correctReadCargo, isEmpty, noCorrections } from './corrections';
import type { CargoAddition, CargoCorrection, Corrections, Exam, ExamCorrection, ExamRecord, StoredExam } from './schema';
import { EXAMS_TOPIC, notFound, present } from './service';

/**
 * The person corrects what the reader got wrong (issue 31): the header, a key date, a cargo's title,
 * requirements, vacancies, salary, hours or workplace; a cargo the reading missed is added, one it
 * invented removed. Each change is a correction kept apart from the reading (corrections.ts), in one
 * transaction with the row it changes; a refused request changes nothing.
 */

const noCargo = (examId: string, cargoId: string, exam: Exam) =>
	problem('not_found', `This edital has no cargo "${cargoId}". Its cargos are: ${exam.cargos.map((c) => c.id).join(', ') || 'none'}.`, [
		{ path: 'cargoId', message: `Choose a cargo of edital ${examId}.` }
	]);

/**
 * The row with its corrections changed by `change`, the edital shown again from its reading; nothing left → the reading alone.
 * `seen`, the version the person corrected: another tab (or a retification) changed the edital since → `409`, nothing changed.
 */
async function update(env: CoreEnv, id: string, seen: number | undefined, change: (reading: Exam, corrections: Corrections) => Corrections): Promise<ExamRecord> {
	const { shown, row } = await env.db.transaction('rw', env.db.exams, async () => {
		const stored = await env.db.exams.get(id);
		if (!stored) throw notFound(id);
		const version = stored.version ?? 1;
		if (seen !== undefined && seen !== version)
			throw problem(
				'conflict',
				`This edital was changed somewhere else since you opened it (version ${version}, you corrected version ${seen}): in another tab, or by a retification. It is shown again as it is now: make your correction again.`
			);
		const { reading: kept, corrections: before, ...rest } = stored;
		const reading = kept ?? stored.exam;
		const at = env.now().toISOString();
		const corrections = { ...change(reading, before ?? noCorrections(at)), at };
		const next: StoredExam = isEmpty(corrections)
			? { ...rest, exam: reading, updatedAt: at, version: version + 1 }
			: { ...rest, exam: applyCorrections(reading, corrections), reading, corrections, updatedAt: at, version: version + 1 };
		await env.db.exams.put(next);
		return { shown: stored.exam, row: next };
	});
	env.notify(EXAMS_TOPIC);
	// The applications saved from this edital, and the reminders its dates became, follow the dates as corrected.
	await followDates(env, id, shown, row.exam);
	return present(row);
}

/** `PATCH /exams/{id}`: the body, board, number, the edital's date and key dates, as the person corrects them. */
export const correctExam = (env: CoreEnv, id: string, { version, ...patch }: ExamCorrection) =>
	update(env, id, version, (reading, corrections) => correctHeader(reading, corrections, patch));

/** `POST /exams/{id}/cargos`: a cargo the reading missed. Its title must be new: a cargo already there is corrected instead. */
export function addCargo(env: CoreEnv, id: string, { version, ...input }: CargoAddition): Promise<ExamRecord> {
	return update(env, id, version, (reading, corrections) => {
		const shown = applyCorrections(reading, corrections);
		const title = input.title.trim();
		const twin = shown.cargos.find((c) => c.title.toLocaleLowerCase('pt-BR') === title.toLocaleLowerCase('pt-BR'));
		if (twin)
			throw problem('validation_failed', `This edital already has the cargo "${twin.title}". Correct that one instead of adding it again.`, [
				{ path: 'title', message: 'Give a cargo this edital does not list yet.' }
			]);
		if (input.syllabusFrom && !reading.cargos.some((c) => c.id === input.syllabusFrom))
			throw problem('validation_failed', `This edital has no cargo "${input.syllabusFrom}" to share its syllabus.`, [
				{ path: 'syllabusFrom', message: `Choose one of: ${reading.cargos.map((c) => c.id).join(', ') || 'none'}, or none.` }
			]);
		return { ...corrections, added: [...corrections.added, addedCargo(`mine-${env.newId()}`, input)] };
	});
}

/** `PATCH /exams/{id}/cargos/{cargoId}`: the fields given replace what was read (or what the person wrote before). */
export function correctCargo(env: CoreEnv, id: string, cargoId: string, { version, ...patch }: CargoCorrection): Promise<ExamRecord> {
	return update(env, id, version, (reading, corrections) => {
		const added = corrections.added.find((c) => c.id === cargoId);
		if (added) return { ...corrections, added: corrections.added.map((c) => (c === added ? correctAdded(c, patch) : c)) };
		const read = reading.cargos.find((c) => c.id === cargoId);
		if (!read || corrections.cargos[cargoId]?.removed) throw noCargo(id, cargoId, applyCorrections(reading, corrections));
		const cargos = { ...corrections.cargos };
		const next = correctReadCargo(read, reading.subjects.filter((s) => s.cargoId === cargoId), cargos[cargoId], patch);
		if (next) cargos[cargoId] = next;
		else delete cargos[cargoId];
		return { ...corrections, cargos };
	});
}

/** `DELETE /exams/{id}/cargos/{cargoId}`: a cargo the person added is gone; one read is hidden, and can be brought back. */
export async function removeCargo(env: CoreEnv, id: string, cargoId: string, version?: number): Promise<void> {
	await update(env, id, version, (reading, corrections) => {
		if (corrections.added.some((c) => c.id === cargoId)) return { ...corrections, added: corrections.added.filter((c) => c.id !== cargoId) };
		if (!reading.cargos.some((c) => c.id === cargoId) || corrections.cargos[cargoId]?.removed) throw noCargo(id, cargoId, applyCorrections(reading, corrections));
		return { ...corrections, cargos: { ...corrections.cargos, [cargoId]: { removed: true } } };
	});
}

/** `DELETE /exams/{id}/corrections`: the edital as read again; with `cargoId`, only that cargo's (a removed one comes back). */
export function undoCorrections(env: CoreEnv, id: string, cargoId?: string, version?: number): Promise<ExamRecord> {
	return update(env, id, version, (reading, corrections) => {
		if (!cargoId) return noCorrections(corrections.at);
		if (!(cargoId in corrections.cargos)) throw problem('not_found', `Nothing of cargo "${cargoId}" was corrected in this edital.`, [{ path: 'cargoId', message: 'Choose a cargo you corrected.' }]);
		const { [cargoId]: _undone, ...cargos } = corrections.cargos;
		return { ...corrections, cargos };
	});
}
