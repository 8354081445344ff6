import { brl, fold, quoteOf, wordsOf } from './lines';
import { requirementsOf, type Piece } from './requirements';
import { OPEN_END } from './table-columns';
import type { Cargo, Line, Vacancies } from './types';

/** An item number before a heading or a label: "2.1 ", "2.1. ", "2.1 - ", "2.1– ". */
const ITEM_NUMBER = '(?:\\d+(?:\\.\\d+)*\\.?(?:\\s*[-–—]\\s*|\\s+))?';
/**
 * "2.1 CARGO 1: ENFERMEIRO", "CARGO: TÉCNICO EM ENFERMAGEM", "Cargo 101 – Agente Comunitário de Saúde",
 * "2.1 - Denominação: ESCRITURÁRIO", "1.3 ÊNFASE 3: GEOLOGIA" (a part of a cargo with its own requirements),
 * "FUNÇÃO/PERFIL 1: Analista Ambiental".
 */
// Its code may come first, in brackets ("(B8-02-A) - Cargo: Técnico em …").
const CARGO_HEADING = new RegExp(
	`^(?:\\([A-Z\\d][A-Z\\d.-]{1,12}\\)\\s*[-–—]\\s*)?${ITEM_NUMBER}(cargo|emprego|fun[cç][aã]o|especialidade|[eê]nfase|denomina[cç][aã]o(?: do cargo)?)(?:\\s*\\/\\s*(?:perfil|cargo|especialidade|[aá]rea))?` +
		`(?:\\s+(?:n[º°o.]*\\s*)?([A-Z]?\\d{1,4}))?\\s*[:–—-]\\s*(.{3,120})$`,
	'iu'
);
/** A section that names the edital's one cargo: "2 DO CARGO DE ASSESSOR TÉCNICO – ÁREA: ENGENHARIA CIVIL". */
const SECTION_CARGO = /^\d{1,2}(?:\.?\s+|\s*[-–]\s*)DO\s+CARGO\s+(?:DE\s+)?(\p{Lu}[\p{Lu}\p{M}\s–—:\/-]{2,118})$/u;
/** The heading words that name a part of a cargo: its blocks are the cargos, the cargo above them is none of its own. */
const PART_WORD = /^(?:[eê]nfase|especialidade)$/iu;

/**
 * A numbered item that is only a name in capitals: "2.1 ANALISTA", "3.2 TÉCNICO EM ENFERMAGEM", "2.1 TÉCNICO EM … SOCIAL (TDAS) –
 * ESPECIALIDADE: AGENTE SOCIAL (CARGO 200)" (its acronym, its part and its code written with it; the code is no part of the name).
 */
const NAMED_ITEM = /^(\d{1,2}(?:\.\d{1,2})+)\.?\s+(\p{Lu}[\p{Lu}\p{M}'-]*(?:\s+(?:[\p{Lu}\p{M}'-]+|\(\p{Lu}{2,8}\)|[–—-]|\p{Lu}+:)){0,15})(?:\s+\((?:CARGO|C[OÓ]DIGO|C[OÓ]D\.)\s*(\d{1,4})\))?$/u;

/** A field of a cargo's block, by its label. */
/** A field label, after an optional item number ("2.1.1 REQUISITO:"). */
// A label may end in words that qualify it ("Pré-requisitos de ingresso:", "Salário base mensal:", "Número de vagas previstas:").
const label = (words: string) => new RegExp(`^${ITEM_NUMBER}(?:${words})(?:\\s*[:–-]|(?:\\s+[\\p{L}]+){1,3}\\s*:)\\s*`, 'iu');
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
/**
 * A block's label alone on its line, its text on the lines below ("REQUISITOS" / "Certificado de Ensino Médio …" /
 * "ATRIBUIÇÕES"): only the requirements' and the attributions', which no table header wraps alone. Never a field line for the
 * tables (isFieldLine), where a header's word may stand alone.
 */
const aloneLabel = (text: string): [Field, RegExp] | undefined =>
	/^(?:pr[eé]-?)?requisitos?(?: m[ií]nimos?| b[aá]sicos?)?$/iu.test(text) ? ['requirements', /^.*$/u] : /^atribui[cç][oõ]es$/iu.test(text) ? ['other', /^.*$/u] : undefined;
const REQUIREMENT_LABEL = FIELDS.find(([field]) => field === 'requirements')![1];
/** A line that opens a labelled field of a cargo's block ("Requisitos para investidura: …", "Remuneração: R$ …"). */
export const isFieldLine = (text: string) => FIELDS.some(([, re]) => re.test(text));

/**
 * The requirement written on the labelled line right under a cargo's row ("Requisitos Mínimos Exigidos: Graduação em …", a table
 * of one row a cargo), and the lines it wraps onto up to its sentence's end or another label; none when no such line follows.
 */
export function requirementsUnder(lines: readonly Line[], at: number): Piece[] {
	const first = lines[at + 1];
	if (at < 0 || !first || first.page !== lines[at].page || first.line !== lines[at].line + 1 || !REQUIREMENT_LABEL.test(first.text)) return [];
	const pieces: Piece[] = [{ text: first.text.replace(REQUIREMENT_LABEL, ''), line: first }];
	for (let next = at + 2; next < lines.length && next < at + 6; next++) {
		const line = lines[next];
		const previous = lines[next - 1];
		if (/[.;]$/.test(previous.text) || line.page !== previous.page || line.line !== previous.line + 1 || /^\p{Lu}[^:]{0,40}:/u.test(line.text)) break;
		pieces.push({ text: line.text, line });
	}
	return pieces;
}
/** A label this reader does not know ("Principais atividades:", "Vantagens:", "Missão do cargo:"): the field above it ends. */
// A requirement's own sub-labels ("Registro profissional:", "Experiência:", "CNH:") go on with the requirements.
const LABEL_START = /^\p{Lu}[\p{L}\p{M}]*(?:\s+[\p{L}\p{M}]+){0,4}\s*:\s/u;
const SUB_LABEL = /^(?:\S+\s+){0,4}?(?:registro|experi[eê]ncia|cnh|habilita[cç][aã]o|forma[cç][aã]o|curso|escolaridade|titula[cç][aã]o|conselho|inscri[cç][aã]o)\b[^:]*:/iu;
const otherLabel = (text: string) => LABEL_START.test(text) && !SUB_LABEL.test(text);

/** A top-level section heading ("3 DAS INSCRIÇÕES", "ANEXO II"): where a cargo's block ends. */
export const SECTION = /^(?:\d{1,2}(?:\.?\s+|\s*[-–]\s*)(?:D[AO]S?|DE)\s+[A-ZÀ-Ú]|ANEXO\s+[IVXL\d]+\b|CAP[IÍ]TULO\s+[IVXL\d]+)/u;

export const slug = (text: string) =>
	fold(text)
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')
		.slice(0, 60) || 'cargo';

/** The title as a cargo is known: without "nível superior" tails, quotes and closing dots. */
export const cleanTitle = (text: string) =>
	text
		// A footnote's mark ("Cirurgião Dentista (**)", "Motorista*") is no part of the name.
		// So is an empty pair of brackets a mark left ("Biomédico ( )": its superscript drawn apart).
		.replace(/\s*(?:\(\*+\)|\*+|\(\s*[¹²³\d]?\s*\))\s*$/u, '')
		.replace(/\s*[(–—-]\s*(?:n[ií]vel|c[oó]digo|c[oó]d\.).*$/iu, '')
		.replace(/[.:;]+$/, '')
		// A list's item number is no part of the name, first or after its label ("13. ANALISTA …", "– PERFIL: 1. ANÁLISE …").
		.replace(/^\d{1,2}\.\s+(?=\p{L})|(?<=:\s*)\d{1,2}\.\s+(?=\p{L})/gu, '')
		// A name wrapped right after its slash ("Técnico de Laboratório/" / "Área: Mecatrônica") joins with none.
		.replace(/(?<=\S\/)\s+/g, '')
		.replace(/\s+/g, ' ')
		.trim();

export function vacanciesOf(text: string, line: Line): Vacancies {
	const folded = fold(text);
	const pick = (re: RegExp) => {
		const m = re.exec(folded);
		return m ? Number(m[1] ?? m[2]) : null;
	};
	// "28 de ampla concorrência", "AC: 7", "4 para pessoas com deficiência", "Negros: 2": the count before or after its name.
	// "07 (sete) para a Lista de Ampla Concorrência": a list's name may stand between the count and the name.
	// "1 (uma) vaga reservada aos candidatos com deficiência": reserved to them, however the sentence words it.
	const lead = '(\\d+)\\s*(?:\\([a-z ]+\\)\\s*)?(?:vagas?\\s+)?(?:(?:para|de|a|reservadas?\\s+(?:a|aos|as|para(?: os| as)?))\\s+)?(?:a\\s+|candidatos\\s+)?(?:lista\\s+(?:de\\s+)?)?';
	const either = (name: string) => new RegExp(`${lead}(?:${name})|(?:${name})\\s*[:=]?\\s*(\\d+)`);
	const ampla = pick(either('ampla(?: concorrencia)?|ac\\b'));
	const pcd = pick(either('pcd|(?:pessoas? )?com deficiencia|deficientes?'));
	const negros = pick(either('negros|(?:pessoas\\s+)?pret[oa]s(?:\\s+(?:e|ou)\\s+pard[oa]s)?|pn\\b|\\bppp?\\b|cotas? raciais?'));
	const first = /^\s*(\d+)/.exec(folded) ?? /total\s*(?:de)?\s*[:=]?\s*(\d+)/.exec(folded);
	const reserve = /cadastro (?:de )?reserva|\bcr\b/.test(folded);
	let total = first ? Number(first[1]) : null;
	if (total === null && [ampla, pcd, negros].some((n) => n !== null)) total = (ampla ?? 0) + (pcd ?? 0) + (negros ?? 0);
	// "20 (vinte) vagas, sendo 1 (uma) vaga reservada aos candidatos com deficiência": the rest of the total is the ampla's.
	const rest = total !== null && ampla === null && (pcd !== null || negros !== null) && /\bsendo\b/.test(folded) ? total - (pcd ?? 0) - (negros ?? 0) : null;
	return { total, ampla: rest !== null && rest >= 0 ? rest : ampla, pcd, negros, ...(reserve ? { reserve: true } : {}), quote: quoteOf(line) };
}

const MONEY = /R\$\s*([\d.]+,\d{2})/i;
const HOURS = /\b(\d{1,2})\s*(?:h\b|horas)/i;

type Draft = { title: string; code: string | null; heading: Line; fields: Partial<Record<Field, Piece[]>>; parent?: Draft; parts?: number };

/** Words a cargo's name never starts with: a fragment of a sentence ("no Capítulo 2 deste Edital", "DE ENGENHEIRO …"). */
const NOT_A_START = /^(?:d[aeo]s?|n[ao]s?|em|para|com|por|pel[ao]s?|a|o|as|os|ao|aos|à|às|e|ou|que|se|conforme|total|totais|subtotal)$/iu;

const NOT_A_TITLE = /^(?:(?:regi[aã]o|sede|polo|p[oó]lo|localidade|munic[ií]pio|cidade|lota[cç][aã]o)\b|tod[oa]s\s+[oa]s\b|(?:cargos?|fun[cç](?:[aã]o|[oõ]es)|empregos?|especialidades?)$)/iu;

/** The words heading a column of a table's own row numbers ("Item", "Nº", "Ordem"). */
export const ROW_NUMBER_WORDS = 'itens|item|n[º°o]|ordem';
/** A table header's words alone ("CARGO Item", "Código Cargo"). */
const HEADER_WORDS = new RegExp(`^(?:(?:cargos?|${ROW_NUMBER_WORDS}|c[oó]d(?:igo)?\\.?|fun[cç][aã]o|empregos?|especialidades?|classe|n[ií]vel)\\s*)+$`, 'iu');

/**
 * Whether a text can be a cargo's title: a name, not a sentence or a fragment of one. It starts with a
 * capital (or a number: "1º Sargento") and not with a preposition, an article or a table's "Total"; it is
 * short (at most 14 words), no sentence ends inside it and no cells of numbers stand in it.
 */
export function isTitle(text: string): boolean {
	const words = text.trim().split(/\s+/);
	if (!words[0] || !/^[\p{Lu}\d]/u.test(words[0]) || NOT_A_START.test(words[0].replace(/[^\p{L}]/gu, ''))) return false;
	if (words.length > 14 || text.length > 120) return false;
	// A place ("Região Norte", "REGIÃO 6", "Sede em Brasília/DF"), a column's own name ("Cargo") or a total is no cargo.
	if (NOT_A_TITLE.test(text.trim()) || /\b(?:SUB)?TOTAL\b|^Subtotal\b/u.test(text)) return false;
	// Nor is a requirement's cell read as a row ("Nível médio", "Ensino Superior completo", "Curso Técnico Agrícola com registro …").
	if (/^(?:n[ií]vel|ensino|curso)\s+(?:m[eé]dio|superior|fundamental|t[eé]cnico|completo|de\s+gradua[cç][aã]o)\b/iu.test(text.trim())) return false;
	// Nor is a header's words read as a row ("CARGO Item", "Código Cargo").
	if (HEADER_WORDS.test(text.trim())) return false;
	// Nor is an address's line, with its telephone number ("Telefone: (51) 3462-1133 SHIS QI").
	if (/\(\d{2}\)\s*\d{4,5}-?\d{4}\b/u.test(text)) return false;
	// Nor is a legend's entry ("AC: ampla concorrência. PCD: pessoa com deficiência", "AC = Ampla Concorrência").
	if (/^\p{Lu}{2,5}\s*(?::\s*\p{Ll}|=\s*\p{L})/u.test(text.trim())) return false;
	// Two numbers standing apart inside it are a table's cells ("… PIAUÍ 79 ANALISTA ECONOMIA 1 1 0 0 …"), not a name.
	return !/\p{L}{4}[.;]\s+\p{Lu}\p{Ll}/u.test(text) && !/;\s/.test(text) && !/(?:^|\s)\d{1,4}\s+\d{1,4}(?:\s|$)/.test(text);
}

/**
 * The cargos an edital defines in labelled blocks ("CARGO 1: ENFERMEIRO" then "REQUISITO: …",
 * "VAGAS: …", "REMUNERAÇÃO: …"). A heading with no field under it (a cargo named again in the
 * syllabus annex) defines nothing. A cargo split into parts ("CARGO: ANALISTA" then "ÊNFASE 1: …",
 * "ESPECIALIDADE: …", each with its requirements) gives its parts as the cargos, each taking the
 * fields the cargo states for all of them (its salary, its hours) that it does not state itself.
 */
export function cargoBlocks(lines: readonly Line[]): Cargo[] {
	const drafts: Draft[] = [];
	let current: Draft | null = null;
	let umbrella: Draft | null = null;
	let field: Field | null = null;
	// A heading in capitals wrapped onto the next line ("… – ESPECIALIDADE: COOPERAÇÃO" / "INTERNACIONAL") goes on there.
	let wraps = false;
	// An item that is a name in capitals alone ("2.1 ANALISTA"): the cargo of the fields its own sub-items label ("2.1.2 REQUISITOS: …").
	let named: { number: string; line: Line; code: string | null } | null = null;
	for (const [at, line] of lines.entries()) {
		const previous = at > 0 ? lines[at - 1] : null;
		const wrapped = wraps && current && !field && line.text === line.text.toLocaleUpperCase('pt-BR') && /\p{Lu}{3}/u.test(line.text);
		wraps = false;
		// A number goes on the title only where the title broke off ("… ANALISTA DE" / "SISTEMAS – ÁREA 3"): else it is a count.
		const goesOn = wrapped && current && (!/\d/.test(line.text) || OPEN_END.test(current.title));
		if (goesOn && current && line.text.split(' ').length <= 8 && !isFieldLine(line.text) && !CARGO_HEADING.test(line.text)) {
			current.title = cleanTitle(`${current.title} ${line.text}`);
			continue;
		}
		const section = SECTION_CARGO.exec(line.text);
		const heading = CARGO_HEADING.exec(line.text) ?? (section ? [line.text, 'cargo', undefined, section[1]] : null);
		if (heading && !isFieldLine(line.text)) {
			const title = cleanTitle(heading[3]);
			// A block's part that is a level of schooling ("Especialidade: Nível médio" under "Cargo: …") is a field of it, no part.
			if (!isTitle(title) && PART_WORD.test(heading[1]) && current && current.heading.page >= line.page - 1) continue;
			if (!isTitle(title)) {
				current = null;
				continue;
			}
			const part = PART_WORD.test(heading[1]);
			current = { title, code: heading[2] ?? null, heading: line, fields: {} };
			wraps = title === title.toLocaleUpperCase('pt-BR');
			if (part && umbrella) current.parent = umbrella;
			else if (!part) umbrella = current;
			drafts.push(current);
			field = null;
			continue;
		}
		if (SECTION.test(line.text)) {
			current = null;
			umbrella = null;
			named = null;
			continue;
		}
		const item = NAMED_ITEM.exec(line.text);
		if (item && isTitle(item[2]) && !isFieldLine(line.text)) named = { number: item[1], line: { ...line, text: item[2] }, code: item[3] ?? null };
		const label = FIELDS.find(([, re]) => re.test(line.text)) ?? aloneLabel(line.text);
		// A title in capitals right above a block's requirements opens that block ("ARQUIVISTA" over "Requisitos para investidura: …"),
		// with no heading word before it; likewise where the requirements are stated again after the block's other fields.
		const again = Boolean(current?.fields.requirements && field !== 'requirements');
		if (label?.[0] === 'requirements' && (!current || again)) {
			// A section's heading ("3 DAS INSCRIÇÕES") is no title; a numbered item's name ("2.2 TÉCNICO") is, without its number.
			const above = previous && previous.page === line.page && !SECTION.test(previous.text) ? cleanTitle(previous.text.replace(/^\d{1,2}(?:\.\d{1,2})+\.?\s+/, '')) : '';
			if (above && above === above.toLocaleUpperCase('pt-BR') && above.split(' ').length <= 10 && isTitle(above) && !isFieldLine(above)) {
				const next: Draft = { title: above, code: null, heading: previous!, fields: {} };
				if (current?.parent) next.parent = current.parent;
				current = next;
				drafts.push(next);
			} else if (named && line.text.startsWith(`${named.number}.`) && (!current || current.heading !== named.line)) {
				current = { title: cleanTitle(named.line.text), code: named.code, heading: named.line, fields: {} };
				drafts.push(current);
			} else if (again) {
				current = null;
				field = null;
				continue;
			}
		}
		if (!current) continue;
		if (label) {
			field = label[0];
			const rest = line.text.replace(label[1], '');
			(current.fields[field] ??= []).push({ text: rest, line });
		} else if (field && (/^\d+(?:\.\d+)+\.?\s/.test(line.text) || otherLabel(line.text))) field = null;
		else if (field) current.fields[field]?.push({ text: line.text, line });
	}
	const defines = (d: Draft) => Boolean(d.fields.requirements || d.fields.vacancies || d.fields.salary);
	// A part that defines nothing of its own (an ênfase named in passing) leaves its cargo a cargo.
	for (const draft of drafts) if (draft.parent && defines(draft)) draft.parent.parts = (draft.parent.parts ?? 0) + 1;
	for (const draft of drafts) {
		const parent = draft.parent;
		if (!parent || !defines(draft)) continue;
		for (const key of ['salary', 'hours', 'workplace', 'requirements'] as const) if (!draft.fields[key] && parent.fields[key]) draft.fields[key] = parent.fields[key];
	}
	// The document's words, read once if a title lists variants of one name: the cargos the edital names elsewhere.
	let text: string | null = null;
	const written = (title: string) => (text ??= ` ${lines.map((line) => wordsOf(line.text)).join(' ')} `).includes(` ${wordsOf(title)} `);
	return drafts.filter((d) => !d.parts && defines(d)).flatMap((draft) => cargosOf(draft, written));
}

/**
 * A block named for two cargos, one a variant of the other ("TÉCNICO BANCÁRIO NOVO e TÉCNICO BANCÁRIO NOVO - TECNOLOGIA DA
 * INFORMAÇÃO"), is both: they share its fields, but not the vacancies it counts for the two together.
 */
function cargosOf(draft: Draft, written: (title: string) => boolean): Cargo[] {
	const { vacancies: _together, ...fields } = draft.fields;
	const pair = /^(.{3,}?) e (.+)$/u.exec(draft.title);
	if (pair && pair[2].startsWith(`${pair[1]} `) && /^[-–—] \S/u.test(pair[2].slice(pair[1].length + 1)))
		return [pair[1], pair[2]].map((title) => toCargo({ ...draft, title, fields }));
	// "ENGENHEIRO CIVIL, ELETRICISTA E MECÂNICO": one name and its variants, each a cargo the edital names elsewhere in full
	// ("… os cargos de Engenheiro Eletricista, Engenheiro Mecânico, Engenheiro Civil …"); a name it never writes so stays one.
	const variants = /^(\p{L}+) (\p{L}+(?:, \p{L}+)*) [eE] (\p{L}+)$/u.exec(draft.title);
	const titles = variants ? [...variants[2].split(', '), variants[3]].map((part) => `${variants[1]} ${part}`) : [];
	if (titles.length >= 2 && titles.every(written)) return titles.map((title) => toCargo({ ...draft, title, fields }));
	return [toCargo(draft)];
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
