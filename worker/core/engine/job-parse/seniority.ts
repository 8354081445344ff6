import type { Seniority } from './schema';
import { foldText } from './text';

const RANK: Seniority[] = ['intern', 'junior', 'mid', 'senior', 'lead', 'principal'];

/*
 * Level words of job titles, EN and pt-BR, on folded text. "Coordenador(a)" leads a team in
 * Brazil; an American "Coordinator" is usually an early-career role, so it is not a level word.
 * "Manager"/"Gerente" names a job, not a level ("Product Manager"), and is left out.
 */
const WORDS: [Seniority, RegExp][] = [
	// "Staff Nurse" and "Staff Accountant" are ordinary jobs, and a school's "Principal" is its head.
	[
		'principal',
		/\b(?:staff|principal)(?= (?:[a-z\/-]+ ){0,3}(?:engineer|developer|scientist|designer|architect|engenheir|desenvolvedor|product manager|analyst|analista|researcher|consultant))|\bdistinguished (?:engineer|architect)/
	],
	[
		'lead',
		/\b(?:lead|leader|tech ?lead|team ?lead|lider|lider tecnic[oa]|coordenador(?:a|\(a\))?|head of|chefe|supervisor(?:a|\(a\))?|(?:engineering|development|software|team|people) manager|gerente de (?:engenharia|desenvolvimento|equipe|time|tecnologia))\b(?! generation| gen\b)/
	],
	['senior', /\b(?:senior|sr|experienced)\b(?!\s*(?:living|care|citizens?|home|center|centre|community|services))/],
	['mid', /\b(?:pleno|plena|mid|mid-level|mid level|midlevel|intermediate|intermediario)\b/],
	['junior', /\b(?:junior|jr|entry[- ]level|new grad|recem[- ]formad[oa]|trainee)\b/],
	['intern', /\b(?:intern|internship|estagio|estagiari[oa]|estagiario\(a\)|aprendiz)\b/]
];

// "PL" is written for pleno in Brazilian titles ("Dev PL"), but not in "PL/SQL".
const PL = /\bPL\b(?!\/)/;
// Roman levels right after a role's name: "Analyst II", "Engenheiro(a) III – Dados" — not
// "Ensino Fundamental II" or "Phase III".
const ROMAN =
	/\b(?:analyst|analista|engineer|engenheir[oa](?:\(a\))?|developer|desenvolvedor(?:a|\(a\))?|specialist|especialista|technician|t[ée]cnic[oa](?:\(a\))?|assistant|assistente|associate|consultant|consultor(?:a|\(a\))?|accountant|contador(?:a|\(a\))?|designer|scientist|cientista|representative|administrator|administrador(?:a|\(a\))?|auxiliar|operador(?:a|\(a\))?|programmer|programador(?:a|\(a\))?|nurse|enfermeir[oa](?:\(a\))?|professor(?:a|\(a\))?|teacher|advogad[oa](?:\(a\))?|attorney|paralegal|agent|agente|coordinator|officer|manager|gerente|clerk|tester|architect|arquitet[oa])(?:\s+[\p{L}()]+){0,3}?\s+(I{1,3}|IV)\s*(?:$|[-–—|(,:])/iu;
const ROMAN_LEVEL: Record<string, Seniority> = { I: 'junior', II: 'mid', III: 'senior', IV: 'senior' };

/** The level a job title states: the highest one when it names several ("Senior Tech Lead" → lead). */
export function seniorityOfTitle(title: string): Seniority | null {
	const text = foldText(title).replace(/\(/g, ' (');
	if (WORDS[5][1].test(text)) return 'intern';
	let found: Seniority | null = null;
	for (const [level, pattern] of WORDS) if (pattern.test(text)) found = higher(found, level);
	if (found) return found;
	if (PL.test(title)) return 'mid';
	const roman = ROMAN.exec(title);
	return roman ? (ROMAN_LEVEL[roman[1].toUpperCase()] ?? null) : null;
}

function higher(a: Seniority | null, b: Seniority): Seniority {
	return a === null || RANK.indexOf(b) > RANK.indexOf(a) ? b : a;
}

// "Seniority: Senior", "Nível: Pleno", "Level: Mid-level", "Senioridade: Júnior".
const LABEL = /^(?:seniority|level|experience level|career level|job level|nivel|senioridade|nivel de experiencia|nivel da vaga)\s*[:-]\s*(.+)$/;

/** The level a label line states ("Nível: Pleno"), or null. */
export function seniorityOfLabel(line: string): Seniority | null {
	const match = LABEL.exec(foldText(line.trim()));
	return match ? seniorityOfTitle(match[1]) : null;
}

// "We are looking for a senior accountant", "buscamos uma pessoa desenvolvedora sênior": a level
// said of the person hired. Levels said of others ("mentor mid-level engineers") have no article.
// "Calendar management for a senior leader", "apoio a um líder sênior": a level of someone the hire works for.
const SAID_OF_HIRE =
	/\b(?:an?|um|uma|for an?|para (?:um|uma)|looking for an?|procuramos (?:um|uma)|buscamos (?:um|uma)|seeking an?|hiring an?)\s+(senior|junior|mid-level|mid level|pleno|plena|staff|principal|lead|intern)\b(?!\s+(?:leaders?|leadership|executives?|management|managers?|directors?|vps?|vice|stakeholders?|partners?|team|teams|staff|officials?|citizens?|living|care|lideres|lideranca|gestor(?:es|a)?|gerentes?|diretor(?:es|a)?|executiv[oa]s?))/;

/** A level the body says of the person to hire, or null. */
export function seniorityOfSentence(text: string): Seniority | null {
	const match = SAID_OF_HIRE.exec(foldText(text));
	return match ? seniorityOfTitle(match[1]) : null;
}

/** Years asked for, when nothing else says the level: up to 1 junior, 2–4 mid, 5 and more senior. */
export function seniorityOfYears(years: number | null): Seniority | null {
	if (years === null) return null;
	if (years <= 1) return 'junior';
	if (years <= 4) return 'mid';
	return 'senior';
}
