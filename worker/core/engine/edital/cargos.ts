import { brl, fold, quoteOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import type { Cargo, Line, Vacancies } from './types';

/** "2.1 CARGO 1: ENFERMEIRO", "CARGO: TÉCNICO EM ENFERMAGEM", "Cargo 101 – Agente Comunitário de Saúde". */
const CARGO_HEADING = /^(?:\d+(?:\.\d+)*\.?\s+)?(?:cargo|emprego|fun[cç][aã]o|especialidade)(?:\s+(?:n[º°o.]*\s*)?([A-Z]?\d{1,4}))?\s*[:–—-]\s*(.{3,120})$/iu;

/** A field of a cargo's block, by its label. */
/** A field label, after an optional item number ("2.1.1 REQUISITO:"). */
const label = (words: string) => new RegExp(`^(?:\\d+(?:\\.\\d+)*\\.?\\s+)?(?:${words})\\s*[:–-]\\s*`, 'iu');
const FIELDS: [Field, RegExp][] = [
	[
		'requirements',
		label(
			'(?:pr[eé]-?)?(?:requisitos?(?: m[ií]nimos?| b[aá]sicos?| para (?:o )?(?:ingresso|investidura|provimento))?' +
				'|escolaridade(?:\\s*\\/\\s*requisitos?)?|forma[cç][aã]o exigida|habilita[cç][aã]o exigida)'
		)
	],
	['vacancies', label('(?:n[uú]mero de )?vagas?(?: oferecidas| ofertadas)?')],
	['salary', label('remunera[cç][aã]o(?: inicial| m[ií]nima| b[aá]sica)?|vencimentos?(?: b[aá]sico| inicial)?|sal[aá]rio(?:[ -]base| inicial)?|subs[ií]dio')],
	['hours', label('jornada(?: de trabalho)?|carga hor[aá]ria(?: semanal)?')],
	['workplace', label('lota[cç][aã]o|local de (?:trabalho|atua[cç][aã]o|lota[cç][aã]o)')],
	['other', label('atribui[cç][oõ]es|descri[cç][aã]o(?: sum[aá]ria)?(?: das atividades)?|s[ií]ntese das atribui[cç][oõ]es|atividades')]
];
type Field = 'requirements' | 'vacancies' | 'salary' | 'hours' | 'workplace' | 'other';

/** A top-level section heading ("3 DAS INSCRIÇÕES", "ANEXO II"): where a cargo's block ends. */
export const SECTION = /^(?:\d{1,2}\.?\s+(?:D[AO]S?|DE)\s+[A-ZÀ-Ú]|ANEXO\s+[IVXL\d]+\b|CAP[IÍ]TULO\s+[IVXL\d]+)/u;

export const slug = (text: string) =>
	fold(text)
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 60) || 'cargo';

/** The title as a cargo is known: without "nível superior" tails, quotes and closing dots. */
export const cleanTitle = (text: string) =>
	text
		.replace(/\s*[(–—-]\s*(?:n[ií]vel|c[oó]digo|c[oó]d\.).*$/iu, '')
		.replace(/[.:;]+$/, '')
		.replace(/\s+/g, ' ')
		.trim();

export function vacanciesOf(text: string, line: Line): Vacancies {
	const folded = fold(text);
	const pick = (re: RegExp) => {
		const m = re.exec(folded);
		return m ? Number(m[1] ?? m[2]) : null;
	};
	// "28 de ampla concorrência", "AC: 7", "4 para pessoas com deficiência", "Negros: 2": the count before or after its name.
	const lead = '(\\d+)\\s*(?:\\([a-z ]+\\)\\s*)?(?:vagas?\\s+)?(?:(?:para|de|a|reservadas?\\s+(?:a|para))\\s+)?(?:a\\s+|candidatos\\s+)?';
	const either = (name: string) => new RegExp(`${lead}(?:${name})|(?:${name})\\s*[:=]?\\s*(\\d+)`);
	const ampla = pick(either('ampla(?: concorrencia)?|ac\\b'));
	const pcd = pick(either('pcd|pessoas? com deficiencia|deficientes?'));
	const negros = pick(either('negros|pretos(?: e pardos)?|pn\\b|cotas? raciais?'));
	const first = /^\s*(\d+)/.exec(folded) ?? /total\s*(?:de)?\s*[:=]?\s*(\d+)/.exec(folded);
	const reserve = /cadastro (?:de )?reserva|\bcr\b/.test(folded);
	let total = first ? Number(first[1]) : null;
	if (total === null && [ampla, pcd, negros].some((n) => n !== null)) total = (ampla ?? 0) + (pcd ?? 0) + (negros ?? 0);
	return { total, ampla, pcd, negros, ...(reserve ? { reserve: true } : {}), quote: quoteOf(line) };
}

const MONEY = /R\$\s*([\d.]+,\d{2})/i;
const HOURS = /\b(\d{1,2})\s*(?:h\b|horas)/i;

type Draft = { title: string; code: string | null; heading: Line; fields: Partial<Record<Field, Piece[]>> };

/**
 * The cargos an edital defines in labelled blocks ("CARGO 1: ENFERMEIRO" then "REQUISITO: …",
 * "VAGAS: …", "REMUNERAÇÃO: …"). A heading with no field under it (a cargo named again in the
 * syllabus annex) defines nothing.
 */
export function cargoBlocks(lines: readonly Line[]): Cargo[] {
	const drafts: Draft[] = [];
	let current: Draft | null = null;
	let field: Field | null = null;
	for (const line of lines) {
		const heading = CARGO_HEADING.exec(line.text);
		if (heading && !FIELDS.some(([, re]) => re.test(line.text))) {
			current = { title: cleanTitle(heading[2]), code: heading[1] ?? null, heading: line, fields: {} };
			drafts.push(current);
			field = null;
			continue;
		}
		if (!current) continue;
		if (SECTION.test(line.text)) {
			current = null;
			continue;
		}
		const label = FIELDS.find(([, re]) => re.test(line.text));
		if (label) {
			field = label[0];
			const rest = line.text.replace(label[1], '');
			(current.fields[field] ??= []).push({ text: rest, line });
		} else if (field && /^\d+(?:\.\d+)+\.?\s/.test(line.text)) field = null;
		else if (field) current.fields[field]?.push({ text: line.text, line });
	}
	return drafts.filter((d) => d.fields.requirements || d.fields.vacancies || d.fields.salary).map(toCargo);
}

function toCargo(draft: Draft): Cargo {
	const review: string[] = [];
	const pieces = draft.fields.requirements ?? [];
	const requirements = requirementsOf(pieces);
	if (!requirements.length) review.push('requirements');
	const vacancyPieces = draft.fields.vacancies;
	const vacancies: Vacancies = vacancyPieces
		? vacanciesOf(vacancyPieces.map((p) => p.text).join(' '), vacancyPieces[0].line)
		: { total: null, ampla: null, pcd: null, negros: null, quote: null };
	const salaryPiece = draft.fields.salary?.find((p) => MONEY.test(p.text));
	const amount = salaryPiece ? brl(MONEY.exec(salaryPiece.text)![1]) : null;
	if (amount === null) review.push('salary');
	const hoursPiece = draft.fields.hours?.find((p) => HOURS.test(p.text)) ?? draft.fields.salary?.find((p) => HOURS.test(p.text));
	const workplace = draft.fields.workplace?.map((p) => p.text).join(' ').replace(/[.;]$/, '') || null;
	return {
		id: slug(draft.title),
		title: draft.title,
		code: draft.code,
		requirements,
		vacancies,
		salary: amount !== null && salaryPiece ? { amount, currency: 'BRL', period: 'month', quote: quoteOf(salaryPiece.line) } : null,
		weeklyHours: hoursPiece ? Number(HOURS.exec(hoursPiece.text)![1]) : null,
		workplace,
		quote: quoteOf(draft.heading),
		review
	};
}
