/**
 * What a layout family changes in the person it is given when the layout shows the person
 * differently from how people.mjs invented them: a CV that writes no dates, a functional resume
 * that keeps its achievements apart from the jobs and writes years only, a Word CV whose "Cursos"
 * list holds dated courses, employers that hired a person twice in a row. The build writes the
 * truth from the same person object after the family has rendered it, so the truth says what the
 * document shows. Each change is deterministic (from the person's seed) and may run twice.
 *
 * The build checks the text of HTML documents for skills the truth does not hold; DOCX and LaTeX
 * families call assertNamesNoSkill on the lines they add themselves.
 */
import { NAMES, skillMentions } from './people.mjs';

/** @typedef {import('./person.mjs').CorpusPerson} CorpusPerson */
/** @typedef {import('./person.mjs').CorpusRole} CorpusRole */

/** A small deterministic choice (0 … count-1) from the person's seed and a salt. @param {CorpusPerson} person @param {number} salt @param {number} count */
export function choose(person, salt, count) {
	let h = (person.seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
	h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
	h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
	return ((h ^ (h >>> 16)) >>> 0) % count;
}

/** The role as the document shows it: without dates. @param {CorpusRole} role */
export function undate(role) {
	role.start = null;
	role.end = null;
	role.yearOnly = false;
}

/** The role as the document shows it: with years only (truth: YYYY-01 to YYYY-12). @param {CorpusRole} role */
export function toYears(role) {
	if (!role.start || role.yearOnly) return;
	role.start = `${role.start.slice(0, 4)}-01`;
	if (role.end && role.end !== 'present') role.end = `${role.end.slice(0, 4)}-12`;
	role.yearOnly = true;
}

/**
 * The roles keep no skills of their own: the document prints the duties apart from the jobs (a
 * functional resume), so no job names them. The person's skills list keeps every one.
 * @param {CorpusPerson} person
 */
export function detachSkills(person) {
	for (const role of person.roles) role.skills = [];
}

/**
 * Lines the document lists with the certifications (a "Cursos" section) join the truth's
 * certifications, after the person's own.
 * @param {CorpusPerson} person @param {string[]} items
 */
export function addCertifications(person, items) {
	for (const item of items) if (!person.certifications.includes(item)) person.certifications.push(item);
}

/**
 * Consecutive roles at one employer: `at` and the `size - 1` roles after it (older) take the
 * employer and place of role `at`, when their titles all differ. Returns whether it joined them.
 * @param {CorpusPerson} person @param {number} at @param {number} size
 */
export function joinEmployer(person, at, size) {
	const roles = person.roles.slice(at, at + size);
	if (roles.length < 2 || new Set(roles.map((r) => r.title)).size !== roles.length) return false;
	for (const role of roles.slice(1)) {
		role.company = roles[0].company;
		role.location = roles[0].location;
	}
	return true;
}

/**
 * Throws when a line a family adds (a course, an event, an address) names a skill the person's
 * truth does not hold: the truth would then miss a skill the document shows.
 * @param {string} family @param {CorpusPerson} person @param {string[]} lines
 */
export function assertNamesNoSkill(family, person, lines) {
	const allowed = new Set([...person.skills.map((s) => s.name), ...person.roles.flatMap((r) => r.skills)]);
	for (const line of lines) {
		const stray = skillMentions(line).filter((m) => !allowed.has(m.skill));
		if (stray.length) throw new Error(`${family}/${person.id}: "${line}" names ${stray.map((m) => `${m.skill} ("${m.written}")`).join(', ')}, which the truth does not hold`);
	}
}

/** Whether a Portuguese person's first name is a woman's (people.mjs picks it from NAMES). @param {CorpusPerson} person */
export function isFemale(person) {
	const names = person.language === 'pt' ? NAMES.pt.female : NAMES.en.female;
	return names.some((first) => person.name === first || person.name.startsWith(`${first} `));
}

/** City and state of the person's place, from the truth's "City, ST, Country". @param {CorpusPerson} person */
export function cityAndState(person) {
	const [city, state] = person.locationTruth.split(', ');
	return { city, state };
}
