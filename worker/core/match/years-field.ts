import type { ParsedJob } from '../job';
import { yearsInLine } from '../engine/job-parse/years';
import { findSkills } from '../engine/skills/matcher';
import { canonicalSkill } from '../engine/skills/taxonomy';
import { foldText } from '../engine/text/normalize';

/**
 * What the years a posting asks for are years OF: "3+ years as an analyst", "4+ years of
 * accounting experience", "3+ anos em DevOps", "5 anos de experiência em advocacia". A backend
 * engineer's ten years do not meet "3+ years as a data analyst": only the roles in that field count.
 */
export interface YearsField {
	/** The words as the posting writes them ("an analyst", "accounting"). */
	text: string;
	/** Skills the field names (Accounting, DevOps…). */
	skills: string[];
	/** Title words a role in the field has: for "as a data analyst" the head noun only (analyst). */
	titleWords: string[];
}

// Words that say nothing about the field itself.
const GENERIC = new Set(
	'experience experiencia professional profissional relevant relevante hands on progressive proven solid work working field area areas role roles position cargo funcao atuacao similar related equivalent industry setting environment including years year anos ano minimum least more e and or ou the a an of in de da do das dos em na no nas nos com with como as para for at'.split(
		' '
	)
);

// Four letters join a word's forms across English and Portuguese (analyst/analista, nurse/nursing, enfermeira/enfermagem).
const stem = (word: string) => (word.length >= 5 ? word.slice(0, 4) : word);
const wordsOf = (text: string) => foldText(text).split(/[^a-z0-9+#]+/).filter((w) => w.length >= 3 && !GENERIC.has(w));

/** The phrase after the number of years that says what they are of, or null. */
export function yearsFieldPhrase(line: string): { phrase: string; head: 'first' | 'last' | null } | null {
	const text = line.replace(/\s+/g, ' ');
	const number = /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez)\b\s*(?:\+|(?:-|–|to|a|or|ou)\s*\d{1,2})?\s*\+?\s*(?:years?|yrs?|anos?)\b/i.exec(text);
	if (!number) return null;
	let rest = text.slice(number.index + number[0].length);
	// Stop where the phrase turns into a condition or a second requirement.
	rest = rest.split(/[.;:()•|]|,| - | – | — |\b(?:including|ideally|preferably|preferred|at least|with at least|of which|plus|required|desej[aá]vel|preferencialmente|sendo|incluindo|pelo menos)\b/i)[0];
	// A role names its head noun last in English ("a data analyst") and first in Portuguese ("analista de dados").
	const asRole = /^\s*(?:de experi[eê]ncia\s+)?(as an?|as|como|atuando como)\s+/i.exec(rest);
	const head = asRole ? (/^as/i.test(asRole[1]) ? 'last' : 'first') : null;
	const cleaned = rest
		.replace(/^\s*(?:of\s+)?(?:professional\s+|relevant\s+|hands-on\s+|progressive\s+|proven\s+)?(?:experience\s+)?(?:as an?|as|in an?|in|with|of|managing|leading|building|teaching|working (?:as|in|with)|de experi[eê]ncia(?:\s+profissional)?(?:\s+(?:em|como|na [aá]rea de|no|na|com))?|em|como|atuando como|na [aá]rea de|no|na|com)\s+/i, '')
		.replace(/\s+(?:experience|experi[eê]ncia)\s*$/i, '')
		.trim();
	if (!cleaned || !wordsOf(cleaned).length) return null;
	return { phrase: cleaned, head };
}

/** The field of the years a parsed job asks for, read from the line that asks for them. */
export function yearsFieldOf(job: ParsedJob): YearsField | null {
	const minYears = job.job.minYearsExperience;
	if (!minYears) return null;
	for (const line of job.text.split('\n')) {
		if (yearsInLine(line, true) !== minYears) continue;
		const found = yearsFieldPhrase(line);
		if (!found) continue;
		const skills = [...new Set(findSkills(found.phrase).map((hit) => hit.name))];
		const words = wordsOf(found.phrase);
		// "as a data analyst": a role in the field is titled by its head noun; "of accounting": any word.
		const titleWords = found.head === 'first' ? words.slice(0, 1) : found.head === 'last' ? words.slice(-1) : words;
		return { text: found.phrase, skills, titleWords };
	}
	return null;
}

/** Whether a role (its title and skills) is in the field. */
export function roleInField(role: { title: string; skills: readonly string[] }, field: YearsField): boolean {
	const titleStems = new Set(wordsOf(role.title).map(stem));
	if (field.titleWords.some((word) => titleStems.has(stem(word)))) return true;
	if (!field.skills.length) return false;
	const roleSkills = new Set([...role.skills.map((s) => canonicalSkill(s)?.name ?? s), ...findSkills(role.title).map((hit) => hit.name)]);
	return field.skills.some((skill) => roleSkills.has(skill));
}
