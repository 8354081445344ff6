import { fold } from './lines';
import { OWN_SPECIALTY } from './requirements';
import type { Cargo } from './types';

/*
 * A postgraduate title the edital asks for in the cargo's own specialty without naming it (issue 31): "Residência Médica na
 * especialidade" under "MÉDICO – CARDIOLOGIA", "Registro da Especialização" under "CIRURGIÃO DENTISTA 20H - ENDODONTIA". The
 * specialty is the one the cargo's title names after its dash; the course is given from there, marked for the person to check.
 */

/** A title's words that point to the cargo's own specialty: "na especialidade", "na área" (as a residency says it), "da especialização". */
const OWN = new RegExp(`${OWN_SPECIALTY.source}|\\bd[ae] especializacao\\b\\.?$`, 'u');
/** A title's last part after its dash ("MÉDICO – CARDIOLOGIA" → "CARDIOLOGIA"). */
const LAST_PART = /\s[–—-]\s*([^–—:]+)$|\d\s*H\s*[–—-]\s*([^–—:]+)$/iu;
/** A part that is a shift, a workload or a place, no specialty ("PLANTONISTA", "40H", "USF", "SAMU"). */
const NOT_SPECIALTY = /\b(?:plantonista|diarista|horas?|\d+\s*h|usf|samu|psf|esf|regiao|polo|zona)\b/i;

/** A practitioner's name ("Cardiologista", "Geriatra", "Gineco-obstetra"): what the cargo is called, no course's name. */
const PRACTITIONER = /(?:ista|logo|loga|iatra|obstetra|ata)$/;

/** The cargo's own specialty, from its title's last part; null where the title names none, or names a practitioner. */
export function specialtyOf(title: string): string | null {
	const m = LAST_PART.exec(title);
	const part = (m?.[1] ?? m?.[2])?.trim();
	if (!part || !/\p{L}{4}/u.test(part) || NOT_SPECIALTY.test(fold(part))) return null;
	return PRACTITIONER.test(fold(part).split(/\s+/)[0]) ? null : part;
}

/** Gives each cargo's title in its own unnamed specialty that specialty, for review. */
export function ownSpecialties(cargos: readonly Cargo[]): void {
	for (const cargo of cargos) {
		const specialty = specialtyOf(cargo.title);
		if (!specialty) continue;
		for (const r of cargo.requirements) {
			if (r.kind !== 'education' || r.level !== 'pos' || r.course || !OWN.test(fold(r.text))) continue;
			r.course = specialty;
			r.review = true;
		}
	}
}
