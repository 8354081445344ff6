import { SECTION } from './cargos';
import { fold, quoteOf } from './lines';
import { nextTo } from './layout-header';
import { inlineSubjects, topicsOf } from './syllabus-topics';
import { bracketedCargos, LEVELS, ownCargo, scopeOf } from './syllabus-scope';
import type { Cargo, Line, Subject } from './types';
import {
	SUBJECT_LINE, SUBJECT_ITEMS, SUBJECT_TEXT, SUBJECT_NUMBER, WHOM, JOINING_START, WRAPPED_HEADING, wordsOf, EDITAL_SENTENCE, closesBracket, isUpper, ROMAN_SUBJECT, namedBeforeColon, numberedSubject,
	CARGO_WITH_SUBJECT
} from './syllabus-lines';

export { topicsOf } from './syllabus-topics';

/** The annex heading of the syllabus: "ANEXO II – CONTEÚDO PROGRAMÁTICO", "CONTEÚDOS PROGRAMÁTICOS". */
const SYLLABUS_HEADING = /conteudos? programaticos?|(?:^anexo [ivxl\d]+\s*[-–—:]\s*)programas?$|programas? das provas|objetos de avaliacao|programas? das (?:disciplinas|materias)|programas? e bibliografias?|conteudos? (?:das provas|exigidos|minimos)|conhecimentos exigidos|^(?:anexo [ivxl\d]+\s*[-–—:]\s*)?(?:ementas?|ementario)(?: das? (?:provas|disciplinas))?$/;
/** "PROGRAMA:" over a subject's topics: a label of what follows, no subject. */
const CONTENT_LABEL = /^(?:programas?|conteudos?(?: programaticos?)?)\s*:?$/;
/** "BIBLIOGRAFIA:" after a subject's topics: the books to read, up to the next heading, are no topics. */
const BIBLIOGRAPHY = /^(?:bibliografias?(?: sugeridas?| basicas?)?|referencias(?: bibliograficas)?|sugest(?:ao|oes) bibliograficas?|indicac(?:ao|oes) bibliograficas?)\s*:?$/;
/** `DISCIPLINA “LÍNGUA PORTUGUESA” (10 QUESTÕES): Acentuação gráfica. …`: a subject named in quotes, with its number of questions. */
const QUOTED_SUBJECT = /^(?:disciplina|mat[eé]ria|componente curricular)\s+[“"«]([^”"»]{2,80})[”"»]\s*(?:\((\d{1,3})\s*quest(?:õ|o)es\))?\s*[:–-]\s*(.*)$/iu;
// "CARGO 1: …", "EMPREGO: …", "FUNÇÃO – …"; never a topic that starts with the word ("Emprego de elementos…").
// Its code, or a list of codes ("CARGOS 301 e 302: TÉCNICO DE ENFERMAGEM … E …").
const CARGO_WORD = /^(?:cargos?|empregos?|fun[cç](?:[aã]o|[oõ]es)|especialidades?|[eê]nfases?|perfil|perfis|[aá]rea de conhecimento)\s*(?:n[º°o.]*\s*)?(?:[A-Z]?\d{1,4}(?:\s*(?:,|e|a)\s*[A-Z]?\d{1,4})*)?\s*[:–—-]/iu;
// "Questões de Conhecimentos Gerais", "Prova de Conhecimentos Específicos": the group as the exam's part names it.
const GROUP = /^(?:(?:questoes|prova) de\s+)?(?:modulo\s+[ivx\d]+\s*[-–]?\s*)?conhecimentos?\s+(?:gerais|basicos|especificos|complementares|comuns)(?!\s+(?:de|da|do|em)\s)|^parte\s+[ivx\d]+|^modulo\s+[ivx\d]+$/;

/** A heading of the schooling levels a part of the syllabus is for: "NÍVEL SUPERIOR", "NÍVEIS FUNDAMENTAL, MÉDIO E SUPERIOR". */
const LEVEL_LINE = /^nive(?:l|is)\s+(?:superior|medio|tecnico|fundamental)\b[a-z ,]*$/;



/**
 * Where a syllabus written inside the body ends, when no annex holds it: the item announcing it ("1.2.4. Os conteúdos
 * programáticos da prova objetiva são os apresentados abaixo:", two levels deep at least) ends at its next sibling or its
 * parent's ("1.2.5", "1.3"); topics are numbered afresh in each subject, never so.
 */
function inlineSyllabus(lines: readonly Line[]): { start: number; stop: RegExp } | null {
	for (let index = 0; index < lines.length; index++) {
		const text = lines[index].text;
		const item = /^(\d{1,2}(?:\.\d{1,2}){1,3})\.?\s/.exec(text);
		if (!item || !text.endsWith(':') || !SYLLABUS_HEADING.test(fold(text))) continue;
		const parts = item[1].split('.').map(Number);
		const next = parts.slice(1).map((_, depth) => [...parts.slice(0, parts.length - 1 - depth), parts[parts.length - 1 - depth] + 1].join('\\.'));
		return { start: index, stop: new RegExp(`^(?:${next.join('|')})\\.?\\s`) };
	}
	return null;
}

/** Where the syllabus starts: its annex heading (not the body's sentence that points to it). */
export function syllabusStart(lines: readonly Line[]): number {
	for (let index = lines.length - 1; index >= 0; index--) {
		const text = lines[index].text;
		// A title in small letters right under its annex's number ("ANEXO VII" / "Conteúdos Programáticos") heads it too.
		const underAnnex = index > 0 && /^anexo\s+[ivxl\d]+$/i.test(lines[index - 1].text.trim());
		if (SYLLABUS_HEADING.test(fold(text)) && wordsOf(text) <= 14 && (isUpper(text) || /^anexo/i.test(text) || underAnnex)) {
			// The first heading of the last run of them: an annex's title, then its own repeat, or its parts' headings ("CONTEÚDO
			// PROGRAMÁTICO PARA OS CARGOS DE NÍVEL MÉDIO" pages after "ANEXO II – CONTEÚDO PROGRAMÁTICO"), back to another annex's title.
			let first = index;
			for (let back = index - 1; back >= 0; back--) {
				const before = lines[back].text;
				if (!/^anexo\s/i.test(before) || wordsOf(before) > 14) continue;
				if (!SYLLABUS_HEADING.test(fold(before))) break;
				first = back;
			}
			// The same heading over each cargo's own syllabus ("ÁREA DE CONHECIMENTO: Dermatologia" / "CONTEÚDO PROGRAMÁTICO DAS PROVAS
			// ESCRITA E DIDÁTICA:", once per área, three times or more): the syllabus starts at its first. An annex's title met
			// again (in the list of annexes, in the body's pointer to it) is no such heading.
			const same = lines.flatMap((line, at) => (at < first && line.text === text ? [at] : []));
			// So does the annex's own title, the same words right under its number ("ANEXO II" / "CONTEÚDO PROGRAMÁTICO E
			// BIBLIOGRAFIAS SUGERIDAS"), written again over a later part ("PROVAS PARA O CARGO DE ENGENHEIRO").
			const titled = same.length >= 1 && same[0] > 0 && /^anexo\s+[ivxl\d]+$/i.test(lines[same[0] - 1].text.trim());
			return (same.length >= 2 || titled) && first === index && !/^anexo\s/i.test(text) ? same[0] : first;
		}
	}
	return -1;
}

/** The lines written at the top or the foot of three pages or more, word for word: a running head or foot. */
function pageFurniture(lines: readonly Line[]): Set<string> {
	const pages = new Map<number, Line[]>();
	for (const line of lines) {
		const page = pages.get(line.page);
		if (page) page.push(line);
		else pages.set(line.page, [line]);
	}
	const counts = new Map<string, number>();
	for (const page of pages.values())
		for (const text of new Set([...page.slice(0, 4), ...page.slice(-4)].map((line) => line.text)))
			if (/\p{L}{3}/u.test(text)) counts.set(text, (counts.get(text) ?? 0) + 1);
	return new Set([...counts].filter(([, count]) => count >= 3).map(([text]) => text));
}

/**
 * Subjects and their topics per cargo, read from the syllabus annex. A heading naming a cargo, a
 * schooling level or "todos os cargos" decides whose subjects follow; a subject heard before it is
 * scoped goes to every cargo. The topics are the edital's own words.
 */
export function syllabus(lines: readonly Line[], cargos: readonly Cargo[]): Subject[] {
	const annex = syllabusStart(lines);
	const inline = annex < 0 ? inlineSyllabus(lines) : null;
	const start = inline?.start ?? annex;
	if (start < 0 || !cargos.length) return [];
	const all = cargos.map((c) => c.id);
	// A cargo's heading a few lines over the syllabus's heading ("ÁREA DE CONHECIMENTO: Cardiologia" / … / "CONTEÚDO
	// PROGRAMÁTICO …:") says whose the first topics are.
	const over = lines.slice(Math.max(0, start - 10), start).findLast((line) => CARGO_WORD.test(line.text));
	let scope = (over && scopeOf(over.text, cargos)) || all;
	// `cargo`: a cargo's own subject, named for the cargo; the names in small letters under it label its topics.
	const subjects: { scope: string[]; name: string; text: string[]; line: Line; questions?: number; cargo?: boolean }[] = [];
	let bibliography = false;
	let note = false;
	// The last heading's line: a subject's name in small letters right under it starts a sentence.
	let headedAt = -1;
	// How a line ending in a cargo's name ends ("Grupo 1 - ADVOGADO"), folded once.
	const cargoEnds = cargos.map((cargo) => ` ${fold(cargo.title)}`);
	let open: (typeof subjects)[number] | null = null;
	let pending: string | null = null;
	// The specific knowledge's heading, numbered ("1.6 CONHECIMENTOS ESPECÍFICOS DO CARGO"), over each cargo's own part of it ("1.6.2 – …").
	let specific: { name: string; number: string } | null = null;
	const furniture = pageFurniture(lines);
	// A heading that announces its topics ("CONTEÚDO PROGRAMÁTICO DAS PROVAS ESCRITA E DIDÁTICA:" / "1.Abordagem …") names them.
	const heading = lines[start].text;
	if (heading.endsWith(':') && !/^anexo\s/i.test(heading) && /^1\s*[.)–-]/.test(lines[start + 1]?.text ?? '')) {
		open = { scope, name: heading.slice(0, -1).trim(), text: [], line: lines[start] };
		subjects.push(open);
	}
	for (let index = start + 1; index < lines.length; index++) {
		const line = lines[index];
		// The running head or foot of the pages ("CÂMARA MUNICIPAL DE …" / "EDITAL N.º 001/2025") is no heading nor topic.
		if (furniture.has(line.text)) continue;
		// A mark with no meaning of its own before the text (a PDF's private-use glyph, a format character) is no part of it;
		// nor is an item number before a group's heading ("1.2. CONHECIMENTOS ESPECÍFICOS").
		// A heading in capitals wrapped after a word that goes on ("EIXO TEMÁTICO 4 – … DE INFRAESTRUTURA E" / "ACESSIBILIDADE") is one line.
		const wrapped = lines[index + 1];
		const headingLine = isUpper(line.text) || CARGO_WORD.test(line.text);
		const joins =
			headingLine &&
			wrapped &&
			nextTo(line, wrapped) &&
			((WRAPPED_HEADING.test(line.text) && (isUpper(wrapped.text) ? wordsOf(wrapped.text) <= 6 && !/\d/.test(wrapped.text) : namedBeforeColon(wrapped.text) && !CARGO_WORD.test(line.text))) ||
				closesBracket(line.text, wrapped.text));
		if (joins) index++;
		const marked = (joins ? `${line.text} ${wrapped.text}` : line.text).replace(/^[\p{Co}\p{Cf}\s]+/u, '');
		const text = GROUP.test(fold(marked.replace(SUBJECT_NUMBER, ''))) ? marked.replace(SUBJECT_NUMBER, '') : marked;
		const folded = fold(text);
		if ((/^anexo\s+[ivxl\d]+/i.test(text) && !SYLLABUS_HEADING.test(folded)) || inline?.stop.test(text)) break;
		// A note marked "(*)" under a subject's topics ("(*) Relação dessa disciplina com as atribuições do cargo: …") is none of them:
		// it goes on to the next heading.
		if (/^\(\*+\)\s/.test(text)) {
			open = null;
			note = true;
			continue;
		}
		if (note && !isUpper(text.replace(SUBJECT_NUMBER, ''))) continue;
		note = false;
		// "1 LÍNGUA PORTUGUESA" alone on its line, its first item "1." on the next: a numbered subject, its number no topic.
		// "1 - LÍNGUA PORTUGUESA" (its number set apart by a dash) opens one whatever follows. So does "1.2 REALIDADE ÉTNICA, SOCIAL,
		// … DO ESTADO DE GOIÁS" (a subject numbered under its group, "1 CONHECIMENTOS GERAIS"), its longer name whole.
		const numbered = /^\d{1,2}((?:\.\d{1,2}){0,3})(\.?\s+|\s*[-–]\s*)(\p{Lu}[\p{Lu}\p{M}\s,/-]{2,160})$/u.exec(text);
		// A line of the levels it is for may stand between ("2. CONHECIMENTOS BÁSICOS DE INFORMÁTICA" / "NÍVEIS MÉDIO E SUPERIOR" / "1. …").
		const first = LEVEL_LINE.test(fold(lines[index + 1]?.text ?? '')) ? lines[index + 2] : lines[index + 1];
		// Numbered under its group, it opens one whatever follows ("1.3 DIREITO ADMINISTRATIVO E CONSTITUCIONAL" / "DIREITO ADMINISTRATIVO. 1 …").
		// So does one set apart by a blank line from its text ("1. LÍNGUA PORTUGUESA" / "" / "Compreensão e interpretação …").
		const alone = first && (first.page !== line.page || first.line > line.line + 1);
		// A numbered level's heading ("1. NÍVEL MÉDIO", "2. NÍVEL SUPERIOR, EXCETO CARGOS DE MÉDICOS") scopes what follows: no subject.
		if (numbered && !numbered[1] && /^nive(?:l|is) (?:superior|medio|tecnico|fundamental)\b/.test(fold(numbered[3]))) {
			scope = scopeOf(numbered[3], cargos) ?? scope;
			open = null;
			specific = null;
			continue;
		}
		// "28.1 HABILIDADES" over "28.1.1 Os itens das provas objetivas poderão avaliar …": a part of the edital, its items the
		// edital's own sentences (what the exam will do), no subject; a subject's topics numbered under it ("1.1.1 Compreensão …") are none.
		const sectionNumber = numbered?.[1] ? /^\d{1,2}(?:\.\d{1,2})+/.exec(text)?.[0] : undefined;
		if (sectionNumber && first?.text.startsWith(`${sectionNumber}.`) && EDITAL_SENTENCE.test(fold(first.text))) {
			open = null;
			continue;
		}
		if (numbered && wordsOf(numbered[3]) <= (numbered[1] ? 16 : 8) && isUpper(numbered[3]) && first && (numbered[1] || alone || /[-–]/.test(numbered[2]) || /^1(?:\.\s|\s|\s*[-–]\s)/.test(first.text))) {
			open = { scope, name: numbered[3].trim(), text: [], line };
			specific = /^conhecimentos? especificos?\b/.test(fold(open.name)) ? { name: open.name, number: text.split(/[\s.]*[\s–-]/)[0] } : null;
			subjects.push(open);
			continue;
		}
		if (CONTENT_LABEL.test(folded)) continue;
		// A list of cargos in brackets under a heading ("CARGOS DE NÍVEL SUPERIOR" / "(Analista Ambiental; Arquiteto; …" / "…)"),
		// over as many lines as it takes: whose the subjects below are, no topic.
		const listed = text.startsWith('(') ? bracketedCargos(lines, index, cargos) : null;
		if (listed) {
			scope = listed.scope;
			index = listed.end;
			open = null;
			pending = null;
			continue;
		}
		if (BIBLIOGRAPHY.test(folded)) {
			bibliography = true;
			open = null;
			continue;
		}
		// The bibliography goes on to the next heading in capitals (the next subject, level or cargo).
		// A heading in capitals saying whom it is for in small letters ("PROVA DE LÍNGUA PORTUGUESA – para todos os cargos …") is one.
		const capitalised = text.replace(/\s*[-–]\s*para\s.*$/iu, '');
		if (bibliography && !(isUpper(capitalised) && wordsOf(text) <= 16 && !/^\d/.test(text))) continue;
		bibliography = false;
		// "RACIOCÍNIO LÓGICO - PARA TODOS OS CARGOS DE NÍVEL DE CLASSIFICAÇÃO D e E:": a subject, then whom it is for.
		// "PROVA DE LÍNGUA PORTUGUESA – para todos os cargos de nível superior": the exam's word before the name is no part of it.
		const forWhom = /^(\p{Lu}{2}[\p{Lu}\p{M}-]*(?:\s+[\p{Lu}\p{M}-]+){0,6})\s*[-–]\s*([Pp][Aa][Rr][Aa]\s.+?):?$/u.exec(text);
		if (forWhom && wordsOf(text) <= 20) {
			open = { scope: scopeOf(forWhom[2], cargos) ?? scope, name: forWhom[1].replace(/^PROVAS?\s+(?:OBJETIVAS?\s+)?DE\s+/u, '').trim(), text: [], line };
			subjects.push(open);
			continue;
		}
		const quoted = QUOTED_SUBJECT.exec(text);
		if (quoted) {
			open = { scope, name: quoted[1].trim(), text: quoted[3] ? [quoted[3]] : [], line, ...(quoted[2] ? { questions: Number(quoted[2]) } : {}) };
			subjects.push(open);
			continue;
		}
		// "II.    Fundamentos da Administração:" (its items lettered below), "V.  Redes de Computadores": a subject numbered in Roman
		// figures, whatever the case of its name.
		const roman = ROMAN_SUBJECT.exec(text);
		if (roman && (roman[2] !== undefined ? wordsOf(roman[1]) <= 10 : wordsOf(roman[1]) <= 8 && !/[.;,]$/.test(roman[1]))) {
			open = { scope, name: roman[1].trim(), text: roman[2] ? [roman[2]] : [], line };
			subjects.push(open);
			continue;
		}
		const cargoHeading = CARGO_WORD.test(text);
		// "ÊNFASE 2: INSPEÇÃO … – BLOCO I: 1 Eletroquímica. …": the cargos it names, and their first subject; a cargo not read takes
		// its subjects with it, to nobody else.
		const withSubject = cargoHeading ? CARGO_WITH_SUBJECT.exec(text) : null;
		if (withSubject) {
			scope = scopeOf(withSubject[1], cargos) ?? [];
			open = { scope, name: withSubject[2].trim(), text: [withSubject[3]], line };
			subjects.push(open);
			continue;
		}
		const numberedName = numberedSubject(text);
		if (numberedName && isUpper(numberedName[1])) {
			// One cargo's name numbered under the specific knowledge's heading ("1.6 CONHECIMENTOS ESPECÍFICOS DO CARGO" /
			// "1.6.2 – TÉCNICO EM ENFERMAGEM: 1 …"): that cargo's part of it, named as the heading names it.
			const under = specific !== null && text.startsWith(`${specific.number}.`);
			open = { scope: under ? ownCargo(numberedName[1], cargos) : scope, name: under ? specific!.name : numberedName[1].trim(), text: numberedName[2] ? [numberedName[2]] : [], line, cargo: under };
			if (!under) specific = null;
			subjects.push(open);
			continue;
		}
		const withText = !cargoHeading && !/:/.test(text) ? SUBJECT_TEXT.exec(text) : null;
		// Two words of a name at least, a dash none ("SUAS – Sistema Único …" is an acronym spelled out, a topic).
		if (withText && (withText[1].split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 2 || withText[2]) && isUpper(withText[1])) {
			const named = withText[2] ? scopeOf(withText[2], cargos) : null;
			open = { scope: named ?? scope, name: withText[1].trim(), text: [withText[3]], line };
			subjects.push(open);
			continue;
		}
		// A name never opens on a word that joins ("DE DIREITO: DEMOCRACIA …", a wrapped item's rest); a first "item" in capitals
		// ("EIXO TEMÁTICO 1 – GESTÃO GOVERNAMENTAL") is the heading's own number and name, no topic.
		const named = SUBJECT_LINE.exec(text);
		const itemized = SUBJECT_ITEMS.exec(text);
		const subject = cargoHeading ? null : (named && !JOINING_START.test(named[1]) ? named : itemized && /\p{Ll}/u.test(itemized[2]) ? itemized : null);
		const previous = index > start + 1 ? lines[index - 1].text : '';
		// "Língua Portuguesa" alone on its line after a finished sentence or a heading: a subject whose topics follow.
		// So is one after a blank line, over its text ("Questões de Conhecimentos Gerais" / "" / "Língua Portuguesa" / "Ortografia …");
		// a note ("Importante!") is none.
		const apart = index > start + 1 && (lines[index - 1].page !== line.page || lines[index - 1].line + 1 < line.line);
		const titleHeading =
			wordsOf(text.replace(WHOM, '')) <= 8 &&
			!/\d/.test(text) &&
			!/[.;,!?]$/.test(text) &&
			/^\p{Lu}/u.test(text) &&
			(!previous || /[.:]$/.test(previous) || isUpper(previous) || apart || index === start + 1);
		// A short line ending in one cargo's name ("Grupo 1 - ADVOGADO") heads that cargo's own subjects, whatever its case.
		// A numbered topic ending in one ("1.Metodologias ativas no ensino de Física") does not.
		const cargoNamed = !subject && wordsOf(text) <= 8 && !/^\d{1,2}\s*[.)]/.test(text) && cargoEnds.some((end) => folded.endsWith(end));
		const headingLike =
			cargoNamed || (wordsOf(text) <= 16 && !/^\d/.test(text) && (isUpper(text.replace(/\([^)]*\)/g, '')) || GROUP.test(folded) || cargoHeading || (titleHeading && !subject)));
		if (headingLike && !subject) {
			headedAt = index;
			// "LÍNGUA PORTUGUESA (TODOS OS CARGOS)": a subject, its cargos in brackets.
			const bracket = /^([^()]{3,80}?)\s*\(([^)]*)\)$/u.exec(text);
			const inBracket = bracket && isUpper(bracket[1]) && !GROUP.test(fold(bracket[1])) && !CARGO_WORD.test(bracket[1]) ? scopeOf(bracket[2], cargos) : null;
			if (bracket && inBracket && !scopeOf(bracket[1], cargos)) {
				open = { scope: inBracket, name: bracket[1].trim(), text: [], line };
				subjects.push(open);
				continue;
			}
			const next = scopeOf(text, cargos);
			if (next) scope = next;
			else if (GROUP.test(folded) && /gerais|basicos|comuns/.test(folded)) scope = all;
			// "FUNÇÃO: TODAS" right under a subject's name says whose it is: the subject stays open for its topics.
			if (cargoHeading && open && !open.text.length) {
				if (next) open.scope = next;
				continue;
			}
			// The levels a subject just opened is for ("NÍVEIS FUNDAMENTAL, MÉDIO E SUPERIOR") leave it open for its topics.
			if (open && !open.text.length && LEVEL_LINE.test(folded)) continue;
			// A schooling level's heading ("NÍVEL MÉDIO") scopes what follows, though no cargo is read at that level (a level in
			// brackets qualifies a subject's name: "LÍNGUA PORTUGUESA (NÍVEL FUNDAMENTAL)").
			const level = LEVELS.some(([, re]) => re.test(fold(text.replace(/\([^)]*\)/g, ''))));
			// A subject's name with the level it is for after it ("LÍNGUA PORTUGUESA NÍVEL SUPERIOR"), not the cargos' ("CARGOS NÍVEL …"):
			// a subject of the cargos of that level.
			const leveled = /^(.+?)\s+(?:DE\s+)?N[IÍ]VE(?:L|IS)\s+(?:SUPERIOR|M[EÉ]DIO|T[EÉ]CNICO|FUNDAMENTAL)$/u.exec(text);
			if (leveled && isUpper(text) && !GROUP.test(fold(leveled[1])) && !/^(?:cargos?|empregos?|funcoes|especialidades?)$/.test(fold(leveled[1]))) {
				open = { scope: next ?? scope, name: text.trim(), text: [], line };
				subjects.push(open);
				continue;
			}
			if (GROUP.test(folded) || next || cargoHeading || level) {
				// "CONHECIMENTOS ESPECÍFICOS" over a cargo's topics with no subject of their own: the group names them.
				const group = GROUP.exec(folded);
				if (group) pending = text.slice(group.index, group.index + group[0].length).trim();
				// The name of one cargo in capitals right under that group ("CONHECIMENTOS ESPECÍFICOS" / "AGENTE ADMINISTRATIVO"): the
				// cargo's own subject, its topics under it (their labels, "Organizações: …", are no subjects of their own).
				// So is one cargo's name after that group was named above ("CONHECIMENTOS ESPECÍFICOS" … "Analista de Informática").
				const specificName = /^conhecimentos? especificos?$/;
				const under = next?.length === 1 && !cargoHeading && (specificName.test(fold(previous)) || (pending !== null && specificName.test(fold(pending))));
				// Named as the group is ("CONHECIMENTOS ESPECÍFICOS"), as the exam's table of weights names it, for that cargo alone.
				const groupName = specificName.test(fold(previous)) ? previous.replace(SUBJECT_NUMBER, '').replace(/[:.]$/, '').trim() : pending;
				open = under ? { scope: next, name: groupName ?? text.trim(), text: [], line, cargo: true } : null;
				if (open) subjects.push(open);
				continue;
			}
			// An upper-case line of its own: a subject whose topics start on the next line.
			// A subject's line says whom it is for in brackets ("Legislação SUAS (exclusivo para o cargo …)"): the name is before them.
			open = { scope, name: text.replace(WHOM, '').replace(/[:.]$/, '').trim(), text: [], line };
			subjects.push(open);
			continue;
		}
		// A capitalised name opens a subject only where a line starts a sentence: "Goiás: a independência…" wrapped from
		// the line before is part of a topic.
		// A list going on after "; " ("… em nuvem (Google Drive);" / "E-mails: outlook, gmail …") starts none, within a subject named so.
		const listGoesOn = /;$/.test(previous) && open !== null && !isUpper(open.name) && !open.cargo;
		const startsSentence = !previous || (/[.;:)]$/.test(previous) && !listGoesOn) || isUpper(previous) || index === start + 1 || headedAt === index - 1;
		// Under a subject named in capitals, a name in small letters ("Ortografia: emprego das letras…") is a topic's label:
		// the syllabus names its subjects one way.
		// Unless its numbered topics start there ("Direito Constitucional: 1) Evolução …" under "Grupo 1 - ADVOGADO"): a subject of its own.
		const numbersAfresh = subject !== null && /^1(?:[.)]|\s)/.test(subject[2] ?? '');
		// The brackets saying whom a subject is for are no part of its name, whatever their case.
		const subjectName = subject ? subject[1].replace(WHOM, '') : '';
		const topicLabel = open !== null && (isUpper(open.name) || open.cargo === true) && subject !== null && !isUpper(subjectName) && !numbersAfresh;
		if (subject && !topicLabel && (isUpper(subjectName) || (wordsOf(subjectName) <= 8 && startsSentence)) && !/^\d/.test(text)) {
			const named = scopeOf(subject[1], cargos);
			if (GROUP.test(fold(subject[1])) && named) scope = named;
			// "CONHECIMENTOS ESPECÍFICOS: ASSISTENTE EXECUTIVO … – AUXILIAR" / "EDUCACIONAL": the group for the cargo named after it
			// in capitals (wrapped or not), no topic; a cargo not read takes its part with it, to nobody else.
			const forCargo = GROUP.test(fold(subject[1])) && subject[2] && isUpper(subject[2]) && wordsOf(subject[2]) <= 16;
			if (forCargo) {
				const next = lines[index + 1];
				const wraps = next && nextTo(line, next) && isUpper(next.text) && wordsOf(next.text) <= 4 && !/[\d:.]/.test(next.text);
				if (wraps) index++;
				open = { scope: ownCargo(wraps ? `${subject[2]} ${next.text}` : subject[2], cargos), name: subject[1].trim(), text: [], line, cargo: true };
				subjects.push(open);
				continue;
			}
			// "PROCESSO LEGISLATIVO (PARA TODOS OS CARGOS DE NÍVEL SUPERIOR): 1 …": the name is before the brackets that say whom it is for.
			// "(EXCETO PARA O CARGO …)": every cargo of the scope but those it names.
			const except = /\(\s*exceto\b([^)]*)\)$/iu.exec(subject[1]);
			const excepted = except ? scopeOf(except[1], cargos) : null;
			open = { scope: excepted ? scope.filter((id) => !excepted.includes(id)) : scope, name: subjectName.trim(), text: subject[2] ? [subject[2]] : [], line };
			subjects.push(open);
			continue;
		}
		if (!open && pending) {
			open = { scope, name: pending, text: [], line };
			subjects.push(open);
		}
		if (open) open.text.push(text);
	}
	const out: Subject[] = [];
	for (const s of subjects) {
		// A word split at a line's end ("semânti-" / "cos") is one word again.
		const parts: string[] = [];
		for (const next of s.text) {
			const last = parts.at(-1) ?? '';
			if (last.endsWith('-') && /\p{Ll}/u.test(last.at(-2) ?? '') && /^\p{Ll}/u.test(next)) parts[parts.length - 1] = last.slice(0, -1) + next;
			else parts.push(next);
		}
		for (const part of inlineSubjects(s.name, parts.join(' '))) {
			const topics = topicsOf(part.text);
			if (!topics.length) continue;
			const questions = part.name === s.name ? (s.questions ?? null) : null;
			// A subject numbered in Roman figures ("I. LÍNGUA PORTUGUESA", "II – DIREITO") is named without its number.
			const name = part.name.replace(/^[IVXL]{1,5}\s*[.)–-]\s*(?=\p{Lu}{2})/u, '');
			for (const cargoId of s.scope) out.push({ cargoId, name, questions, weight: null, topics, quote: quoteOf(s.line) });
		}
	}
	return out;
}
