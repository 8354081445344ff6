import { coverageOf, type EvidenceSubject } from '../evidence';
import type { CargoFit, Exam, Requirement, RequirementFit } from './schema';

/** What the person's evidence says about schooling, registrations and licences, beyond the skills the evidence engine reads. */
export type PersonFacts = {
	/** Education entries as written: "Bacharelado em Enfermagem — Universidade …". */
	education: { text: string; source: 'resume' | 'profile' }[];
	/** Every line of the resume and of the profile, for registrations and licences. */
	lines: { text: string; source: 'resume' | 'profile' }[];
};

const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase();

const RANK = { fundamental: 0, medio: 1, tecnico: 2, superior: 3, pos: 4 } as const;

function levelOf(text: string): number {
	const t = fold(text);
	if (/especializa|mestrado|doutorado|pos-gradua|pos gradua|mba\b|residencia/.test(t)) return RANK.pos;
	if (/bacharel|licenciatura|graduacao|tecnologo|superior|faculdade|universidade|engenharia|medicina|direito\b/.test(t)) return RANK.superior;
	if (/tecnico/.test(t)) return RANK.tecnico;
	if (/ensino medio|2[oº] grau|segundo grau/.test(t)) return RANK.medio;
	if (/fundamental/.test(t)) return RANK.fundamental;
	return -1;
}

/** Whether an education entry is in the course the edital names: all its longer words there. */
function inCourse(entry: string, course: string): boolean {
	const words = fold(course)
		.split(/[^a-z]+/)
		.filter((w) => w.length >= 4);
	const text = fold(entry);
	return words.length > 0 && words.every((w) => text.includes(w));
}

const LICENCE_ORDER = ['A', 'B', 'C', 'D', 'E'];

function judge(requirement: Requirement, subject: EvidenceSubject, facts: PersonFacts): RequirementFit {
	const fit = (status: RequirementFit['status'], evidence: RequirementFit['evidence'], blocker: boolean, learnable = false): RequirementFit => ({ requirement, status, evidence, blocker, learnable });
	switch (requirement.kind) {
		case 'education': {
			const wanted = requirement.level ? RANK[requirement.level] : RANK.superior;
			const inIt = requirement.course ? facts.education.filter((e) => inCourse(e.text, requirement.course!)) : facts.education;
			let best: { entry: PersonFacts['education'][number] | null; level: number } = { entry: null, level: -1 };
			for (const e of inIt) if (levelOf(e.text) > best.level) best = { entry: e, level: levelOf(e.text) };
			if (best.entry && best.level >= wanted) {
				// A bachelor's in the course for a técnico's cargo: often accepted, but the edital decides.
				return requirement.level === 'tecnico' && best.level > RANK.tecnico ? fit('partly', [best.entry], false) : fit('met', [best.entry], false);
			}
			if (best.entry) return fit('not_met', [best.entry], true);
			// Schooling up to high school is seldom written in a resume: unknown, not missing.
			if (!facts.education.length || (wanted <= RANK.medio && !requirement.course)) {
				const any = facts.education.find((e) => levelOf(e.text) >= wanted);
				return any ? fit('met', [any], false) : fit(wanted <= RANK.medio ? 'partly' : 'not_met', [], wanted > RANK.medio);
			}
			return fit('not_met', [], true);
		}
		case 'registration': {
			if (!requirement.council) {
				const any = facts.lines.find((l) => /\b(?:coren|crm|oab|crc|crea|crf|crp|crefito|crn|cro|cress|cau|crmv|crbio|crq|cra|cref)\b/.test(fold(l.text)));
				return any ? fit('partly', [any], false) : fit('not_met', [], true);
			}
			const coverage = coverageOf(requirement.council, subject);
			if (coverage.kind === 'exact') return fit('met', [{ text: coverage.proof.text, source: coverage.proof.source }], false);
			const pattern = new RegExp(`\\b${fold(requirement.council)}\\b`);
			const line = facts.lines.find((l) => pattern.test(fold(l.text)));
			return line ? fit('met', [line], false) : fit('not_met', [], true);
		}
		case 'experience': {
			const years = subject.yearsExperience ?? 0;
			const roles = subject.roles.slice(0, 3).map((r) => ({ text: r.title, source: (subject.hasResume ? 'resume' : 'profile') as 'resume' | 'profile' }));
			if (requirement.years === undefined) return fit('partly', roles, false);
			if (years >= requirement.years) return fit('met', roles, false);
			return years > 0 ? fit('partly', roles, true) : fit('not_met', [], true);
		}
		case 'license': {
			const line = facts.lines.find((l) => /\bcnh\b|habilita[cç][aã]o|carteira de motorista/.test(fold(l.text)));
			if (!line) return fit('not_met', [], false, true);
			const held = /categoria\s*["“']?([a-e]{1,2})\b|\bcnh\s*["“']?([a-e]{1,2})\b/.exec(fold(line.text));
			const category = (held?.[1] ?? held?.[2])?.toUpperCase();
			if (!requirement.category || !category) return fit(requirement.category ? 'partly' : 'met', [line], false, true);
			const top = Math.max(...[...category].map((c) => LICENCE_ORDER.indexOf(c)));
			return top >= LICENCE_ORDER.indexOf(requirement.category[requirement.category.length - 1]) ? fit('met', [line], false) : fit('not_met', [line], false, true);
		}
		default:
			return fit('partly', [], false);
	}
}

/**
 * Each cargo of an edital against the person: every requirement met, met partly or not met with
 * the person's own words as evidence; what blocks eligibility (a degree, a registration, the years
 * of experience) apart from what can be gained before taking office (a driving licence). Eligible
 * cargos are ranked: most requirements met first, then the higher salary.
 */
export function fitExam(exam: Exam, subject: EvidenceSubject, facts: PersonFacts): CargoFit[] {
	const cargos = exam.cargos.map((cargo): CargoFit => {
		const judged = cargo.requirements.map((r) => judge(r, subject, facts));
		const blockers = judged.filter((j) => j.blocker);
		return {
			cargoId: cargo.id,
			title: cargo.title,
			eligible: cargo.requirements.length > 0 && blockers.length === 0,
			met: judged.filter((j) => j.status === 'met'),
			partly: judged.filter((j) => j.status === 'partly'),
			notMet: judged.filter((j) => j.status === 'not_met'),
			blockers,
			learnable: judged.filter((j) => j.learnable && j.status !== 'met'),
			rank: null
		};
	});
	const salary = new Map(exam.cargos.map((c) => [c.id, c.salary?.amount ?? 0]));
	const share = (c: CargoFit) => c.met.length / Math.max(1, c.met.length + c.partly.length + c.notMet.length);
	const ranked = cargos.filter((c) => c.eligible).sort((a, b) => share(b) - share(a) || (salary.get(b.cargoId) ?? 0) - (salary.get(a.cargoId) ?? 0));
	ranked.forEach((c, index) => (c.rank = index + 1));
	return [...ranked, ...cargos.filter((c) => !c.eligible)];
}
