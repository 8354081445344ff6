import { fold, quoteOf } from './lines';
import type { Line, Requirement } from './types';

/** Professional councils by acronym and by the name editais spell out. */
const COUNCILS: [string, RegExp][] = [
	['COREN', /\bcoren\b|conselho regional de enfermagem/],
	['CRM', /\bcrm\b|conselho regional de medicina\b(?! veterinaria)/],
	['OAB', /\boab\b|ordem dos advogados/],
	['CRC', /\bcrc\b|conselho regional de contabilidade/],
	['CREA', /\bcrea\b|conselho regional de engenharia/],
	['CRF', /\bcrf\b|conselho regional de farmacia/],
	['CRP', /\bcrp\b|conselho regional de psicologia/],
	['CREFITO', /\bcrefito\b|conselho regional de fisioterapia/],
	['CRN', /\bcrn\b|conselho regional de nutri/],
	['CRO', /\bcro\b|conselho regional de odontologia/],
	['CRESS', /\bcress\b|conselho regional de servico social/],
	['CAU', /\bcau\b|conselho de arquitetura/],
	['CRMV', /\bcrmv\b|conselho regional de medicina veterinaria/],
	['CRBio', /\bcrbio\b|conselho regional de biologia/],
	['CRQ', /\bcrq\b|conselho regional de quimica/],
	['CRA', /\bcra\b|conselho regional de administracao/],
	['CREF', /\bcref\b|conselho regional de educacao fisica/],
	['CRFa', /\bcrfa\b|conselho regional de fonoaudiologia/],
	['CORECON', /\bcorecon\b|conselho regional de economia/],
	['CRTR', /\bcrtr\b|conselho regional d[eo]s? tecnicos em radiologia/],
	['CRBM', /\bcrbm\b|conselho regional de biomedicina/],
	['CRT', /\bcrt\b|conselho regional dos tecnicos industriais/],
	['CFT', /\bcft\b|conselho federal dos tecnicos industriais/],
	['CRECI', /\bcreci\b|conselho regional de corretores de imoveis/]
];

/** Where one requirement ends and the next begins inside a cargo's requirement text. */
const NEXT_REQUIREMENT = '(?:registro|anota[cç][aã]o|inscri[cç][aã]o\\s+(?:no|na|junto)|experi[eê]ncia|carteira|cnh|habilita[cç][aã]o|curso|certificado|comprova|ensino)';
const SPLIT = new RegExp(
	[
		'\\s*;\\s*',
		'\\.\\s+(?=[A-ZÀ-Ú])',
		'\\s+\\+\\s+',
		// "… completo e possuir habilitação …": what the person must hold, a requirement of its own.
		`,?\\s+e\\s+(?=(?:o\\s+|a\\s+|com\\s+|possuir\\s+|ter\\s+)?${NEXT_REQUIREMENT})`,
		// "Ensino médio completo, acrescido de curso técnico em …": two requirements.
		`,?\\s+acrescid[oa]s?\\s+(?:d[eo]s?\\s+)?(?=${NEXT_REQUIREMENT})`,
		',\\s*(?=(?:com\\s+)?(?:registro|experi[eê]ncia|cnh|carteira nacional))',
		// "Diploma … em engenharia, especialização em …": a second degree after a comma is a second requirement.
		// So is one "with" it ("Curso superior em Medicina, com especialização em Pediatria").
		',\\s*(?=(?:e\\s+|com\\s+)?(?:especializa[cç][aã]o|p[oó]s-gradua[cç][aã]o)\\s)',
		// "… no CRM, certificado de conclusão de curso de Especialização em …": a second document after a comma, a second requirement.
		',\\s*(?=(?:e\\s+)?certificados?\\s+de\\s)',
		// "…, bem como registro ativo no Conselho …": a second requirement.
		`,?\\s+bem como\\s+(?=${NEXT_REQUIREMENT})`
	].join('|'),
	'iu'
);

const LEVELS: [Requirement['level'], RegExp][] = [
	['pos', /p[oó]s[- ]gradua|especializa[cç][aã]o|resid[eê]ncia (?:m[eé]dica|multiprofissional|em\b)|t[ií]tulo de especialista|mestrado|doutorado/i],
	['superior', /superior|gradua[cç][aã]o|bacharel|licenciatura|tecn[oó]logo|diploma/i],
	['tecnico', /t[eé]cnico|curso profissionalizante/i],
	['medio', /m[eé]dio|2º grau|segundo grau/i],
	['fundamental', /fundamental|alfabetizad|1º grau|primeiro grau|4[ªa] s[eé]rie|5º ano/i]
];

// A course is named after "em"/"de" in capitals; never a word of the sentence around it ("de Curso Superior",
// "de Especialização em …", "de Graduação"), whatever its case.
const COURSE = new RegExp(
	// "curso superior Terapia Ocupacional": the course may follow the degree with no "em".
	'\\b(?:em|de|(?<=[Cc]urso [Ss]uperior))\\s+((?![Nn][ií]vel|[Cc]onclus|[Cc]urso|[Gg]radua|[Ee]nsino|[Ii]nstitui|[Ff]orma|[Ee]specializa|[Pp][oó]s|[Bb]acharel|[Ll]icenciatura|[Tt]ecn[oó]logo|[Cc]omplet|[Ii]ncomplet)[A-ZÀ-Ú][\\p{L} -]{2,60}?)' +
		'(?=\\s*(?:,|;|\\.|\\(|[-–]\\s|\\bou\\b|\\bfornecid|\\breconhecid|\\bexpedid|\\bcom\\b|\\bpor\\b|\\bpela\\b|\\bno\\b|\\be registro|\\be\\s+inscri|$))',
	'u'
);
/** Where a clause goes on to who issues or recognises the diploma, or to the act it follows ("reconhecido pelo MEC, Secretarias ou Conselhos…"): no course is named there. */
// Nor where it cites the act the course follows ("…, na forma da Lei de Diretrizes e Bases da Educação"): an act is no course.
// "legalmente reconhecido", "devidamente registrado": the adverb is the clause's too, no word of the course.
const ISSUER = /\b(?:(?:legalmente|devidamente|oficialmente)\s+)?(?:reconhecid|fornecid|expedid|emitid|ministrad|credenciad|registrad[oa]s? (?:no|pel)(?! curso)|na forma d[ao]s?|nos termos d[ao]s?|de acordo com|conforme)/iu;
/** A course in lower case, right after the degree that names it ("graduação em enfermagem", "pós-graduação em saúde da família"). */
const LOWER_COURSE = new RegExp(
	'\\b(?:(?:gradua[cç][aã]o|especializa[cç][aã]o(?:\\s+t[eé]cnica)?|atualiza[cç][aã]o|bacharelado|licenciatura|t[eé]cnico|tecn[oó]logo|superior|completo|conclu[ií]do)\\s+em|t[eé]cnico\\s+de)\\s+' +
		'((?!n[ií]vel|qualquer|[aá]rea|curso|institui|uma\\b|um\\b)\\p{Ll}[\\p{L} -]{2,60}?)' +
		'(?=\\s*(?:,|;|\\.|\\(|[-–]\\s|\\bou\\b|\\bcom\\b|\\bpor\\b|\\bpela\\b|\\bpelo\\b|\\be registro|\\be\\s+inscri|$))',
	'u'
);
/** A course followed by another one ("em Geologia ou Engenharia Geológica", "em Administração, Ciências Contábeis, …"): alternatives, keyed by the level. */
// After "ou" any word is another course ("em engenharia ou arquitetura"); after a comma, a capitalised one.
// A degree's kind after a comma ("em Educação Física, Bacharelado") is no other course.
const ANOTHER_COURSE = /^\s*(?:,\s*(?:ou\s+(?:em\s+)?\p{L}|(?!Bacharelado|Licenciatura)(?:em\s+)?[A-ZÀ-Ú])|\s+ou\s+(?:em\s+)?\p{L})/u;

/** The course an education requirement names: "… em Enfermagem", "Curso Técnico em Enfermagem"; none when it names alternatives. */
function courseOf(text: string): string | undefined {
	const issuer = text.search(ISSUER);
	const own = issuer > 0 ? text.slice(0, issuer) : text;
	// "curso técnico … em: Administração, Logística, …": a list after a colon names alternatives, never one course.
	if (/\b(?:em|de)\s*:\s*\S/u.test(own)) return undefined;
	// A clause in capitals ("GRADUAÇÃO EM MEDICINA") is read as the same words in lower case: the course keeps its capitals.
	const caps = !/\p{Ll}/u.test(own);
	const m = caps ? LOWER_COURSE.exec(own.toLocaleLowerCase('pt-BR')) : (COURSE.exec(own) ?? LOWER_COURSE.exec(own));
	if (m && caps) {
		const course = own.slice(m.index + m[0].length - m[1].length, m.index + m[0].length).trim();
		const after = own.slice(m.index + m[0].length).toLocaleLowerCase('pt-BR');
		if (/^(?:\s*,\s*\p{Ll}[\p{L} ]*?)+\s*,?\s+ou\s+\p{L}/u.test(after) || /^\s*,?\s*ou\s+/u.test(after)) return undefined;
		return /qualquer|\barea\b/i.test(fold(course)) ? undefined : course;
	}
	if (!m) return undefined;
	const course = m[1].trim();
	const after = own.slice(m.index + m[0].length);
	// In lower case, a list is courses between commas up to an "ou" ("em administração, economia ou contabilidade").
	// "em Nefrologia, ou Residência em Nefrologia": another title in the same course names no other course.
	const same = /^\s*,?\s*ou\s+(?:resid[eê]ncia|t[ií]tulo de especialista|especializa[cç][aã]o|p[oó]s-gradua[cç][aã]o)\s+em\s+(\p{L}[\p{L} ]*?)\s*(?=[,;.(]|$)/iu.exec(after);
	if (same && fold(same[1]) === fold(course)) return course;
	// "… Profissionalizante em Técnico em Edificações ou Ensino Médio Completo mais Curso Técnico em Edificações": both ways
	// need the same course, which the clause names.
	const named = course.replace(/^t[eé]cnico\s+em\s+/iu, '');
	const escaped = named.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	// Another course named first ("em jornalismo ou em comunicação social com habilitação em jornalismo") makes them alternatives.
	if (new RegExp(`^\\s*,?\\s*ou\\s+(?:(?!\\bem\\s).)*\\bem\\s+${escaped}\\s*(?:[,;.(]|$)`, 'iu').test(after)) return named;
	if (ANOTHER_COURSE.test(after) || (/^\p{Ll}/u.test(course) && /^(?:\s*,\s*\p{Ll}[\p{L} ]*?)+\s*,?\s+ou\s+\p{L}/u.test(after))) return undefined;
	return /qualquer|\barea\b/i.test(fold(course)) ? undefined : course;
}

const EDUCATION = new RegExp(
	[
		...['ensino', 'gradua', 'nivel (?:superior|medio|tecnico|fundamental)', 'diploma', '\\bcurso', 'bacharel', 'licenciatura', 'tecnologo'],
		...['formacao', 'especializacao', 'escolaridade', 'alfabetizad', 'certificado de conclusao', 'superior completo'],
		// A clause that opens with its level ("Médio completo", "Médio Profissionalizante na área de …").
		'^(?:medio|fundamental) (?:completo|profissionalizante)\\b',
		...['residencia (?:medica|multiprofissional|em\\b)', 'titulo de especialista']
	].join('|')
);

/** "Serão aceitos diplomas de …", "Outras formações … são aceitas, desde que …": what else is accepted, no requirement of its own. */
// "… sendo desejável experiência em …": what is wished for is no requirement either.
const ALLOWANCE = /\b(?:sera|serao|sao|e)\s+(?:tambem\s+)?aceit[oa]s?\b|\badmite-se\b|\bdesejave(?:l|is)\b/;

/** The specialty a residency or a specialist's title is in: "na especialidade de Ginecologia e Obstetrícia", up to "ou", "e/ou" or the clause's end. */
const SPECIALTY = /\bespecialidade\s+(?:de|em)\s+(\p{L}[\p{L} -]{2,60}?)(?=\s*(?:[,;.(]|\be\/ou\b|\bou\b|$))/iu;

/** One requirement clause, classified: never a requirement the clause does not state. */
export function classify(text: string, line: Line): Requirement | null {
	const clean = text.replace(/^[\s,.;:–-]+|[\s,;:–-]+$/g, '').replace(/\s+/g, ' ');
	if (clean.length < 4 || !/\p{L}{3}/u.test(clean)) return null;
	const folded = fold(clean);
	if (ALLOWANCE.test(folded)) return null;
	const quote = quoteOf(line);
	// The bodies that recognise a diploma ("Secretarias ou Conselhos Estaduais de Educação") are no professional council.
	// Nor is the body that recognises a title ("título de especialista …, reconhecido pelo Conselho Federal de …"), up to a registration.
	const professional = folded
		.replace(/\bconselhos? (?:estadua(?:l|is)|nacional|federal|municipa(?:l|is)) de educacao\b/g, ' ')
		.replace(/\b(?:reconhecid|fornecid|expedid|emitid)[oa]s?\b.*?(?=\bregistro\b|\binscricao\b|$)/, ' ');
	const council = COUNCILS.find(([, test]) => test.test(professional));
	// A registration names its council or a body of the profession: a diploma "com registro no MEC" is no registration.
	const body = /conselho|ordem dos|orgao (?:de classe|competente|fiscalizador)|entidade de classe|registro profissional/.test(professional);
	const registered = /registro|inscri[cç]ao (?:no|na|junto|em)/.test(professional) && (council || body);
	if (registered || ((body || council) && !/ensino|gradua|curso/.test(professional))) {
		return { text: clean, kind: 'registration', quote, ...(council ? { council: council[0] } : { review: true }) };
	}
	// "habilitação pelo DETRAN para dirigir veículos na categoria “D”": a driving licence, by the category it names.
	if (/\bcnh\b|carteira nacional de habilitacao|habilitacao (?:para|categoria)|habilitacao\b[^.;]{0,60}\bcategoria\s*["“']?\s*[a-e]{1,2}\b/.test(folded)) {
		const category = /categoria\s*["“']?\s*([a-e]{1,2})\b/.exec(folded) ?? /\bcnh\s*["“']?([a-e]{1,2})\b/.exec(folded);
		return { text: clean, kind: 'license', quote, ...(category ? { category: category[1].toUpperCase() } : {}) };
	}
	if (/experiencia|tempo de servico|pratica profissional/.test(folded)) {
		const years = /(\d+)\s*(?:\([^)]*\)\s*)?anos?/.exec(folded);
		const months = /(\d+)\s*(?:\([^)]*\)\s*)?mes(?:es)?/.exec(folded);
		const value = years ? Number(years[1]) : months ? Math.round((Number(months[1]) / 12) * 10) / 10 : undefined;
		return { text: clean, kind: 'experience', quote, ...(value !== undefined ? { years: value } : { review: true }) };
	}
	// A council's certificate of the person's standing ("Certidão ético-profissional", "certidão de regularidade"): a document
	// the cargo asks for, neither a degree nor a registration.
	if (/^certidao (?:etico[- ]?profissional|de regularidade|negativa)/.test(folded)) return { text: clean, kind: 'other', quote };
	if (EDUCATION.test(folded)) {
		// A level the clause names ("diploma de curso de nível médio") wins over the words a diploma is worded with.
		// So does the level a clause opens with ("Médio Profissionalizante na área de …", "Superior completo em …").
		const named = (/\b(?:nivel|ensino)\s+(superior|medio|tecnico|fundamental)\b/.exec(folded) ?? /^(superior|medio|fundamental)\s+(?:completo|profissionalizante)\b/.exec(folded))?.[1] as
			| Requirement['level']
			| undefined;
		const level = LEVELS[0][1].test(clean) ? 'pos' : (named ?? LEVELS.find(([, test]) => test.test(clean))?.[0]);
		// A residency or a specialist's title names its specialty ("… na especialidade de Pediatria ou título de especialista …").
		const specialty = /\b(?:resid[eê]ncia|especialista)\b/iu.test(clean) ? SPECIALTY.exec(clean)?.[1] : undefined;
		const course = specialty ?? courseOf(clean);
		// A residency whose specialty is not read says nothing sure of its own: left out, not guessed.
		if (!course && /^(?:certidao|certificado|comprovante)?[^,;]*\bresidencia\b/.test(folded) && !/\b(?:graduacao|ensino|nivel)\b/.test(folded)) return null;
		return { text: clean, kind: 'education', quote, ...(level ? { level } : { review: true }), ...(course ? { course } : {}) };
	}
	return null;
}

/** A piece of a cargo's requirement text and the line it stands on. */
export type Piece = { text: string; line: Line };

/**
 * A cargo's requirement text (one or more lines), split into its requirements, each quoting the
 * line its clause starts on; what cannot be classified is left out, never guessed.
 */
export function requirementsOf(given: readonly Piece[]): Requirement[] {
	const out: Requirement[] = [];
	if (!given.length) return out;
	const pieces = joinSplitWords([...given]);
	if (!pieces.length) return out;
	const starts: number[] = [];
	let joined = '';
	for (const piece of pieces) {
		starts.push(joined.length);
		joined += (joined ? ' ' : '') + piece.text;
	}
	const lineAt = (offset: number) => {
		let index = 0;
		while (index + 1 < starts.length && starts[index + 1] <= offset) index++;
		return pieces[index].line;
	};
	let offset = 0;
	const separator = new RegExp(SPLIT.source, 'giu');
	// Each clause with whether a sentence ends before it ("." or ";"), or it goes on the sentence before ("… e certificado").
	const bounds: [number, number, boolean][] = [];
	let sentence = true;
	for (const m of joined.matchAll(separator)) {
		bounds.push([offset, m.index, sentence]);
		offset = m.index + m[0].length;
		sentence = /[.;]/.test(m[0]);
	}
	bounds.push([offset, joined.length, sentence]);
	let allowance = false;
	for (const [from, to, starts] of bounds) {
		const clause = joined.slice(from, to);
		// A sentence saying what else is accepted ("Serão aceitos diplomas e certificados de …") holds no requirement, to its end.
		if (starts) allowance = ALLOWANCE.test(fold(clause));
		if (allowance) continue;
		const requirement = classify(clause, lineAt(from + 1));
		const before = out.at(-1);
		// "…; ou certificado de curso de Tecnologia em …": another way to meet the education before, not a requirement of its own.
		// "…; ou ainda, graduação em qualquer área e pós-graduação em …": another path, of another level, is a requirement of its own.
		if (requirement?.kind === 'education' && before?.kind === 'education' && /^\s*ou\s/iu.test(clause)) {
			delete before.course;
			if (!requirement.level || requirement.level === before.level) continue;
		}
		// "graduação em arquitetura, com registro no CAU, ou engenharia, com registro no CREA": each course with its council,
		// the courses alternatives of each other.
		if (requirement?.kind === 'registration' && /,\s*ou\s+(?:em\s+)?\p{L}/u.test(clause)) {
			const education = out.findLast((r) => r.kind === 'education');
			if (education) delete education.course;
		}
		// "… e Registro Profissional no CRA. O registro deverá ser obtido no Conselho Regional …": a registration naming
		// no council, after one that does, says more of that one; it is no second requirement.
		if (requirement?.kind === 'registration' && !requirement.council && out.some((r) => r.kind === 'registration' && r.council)) continue;
		if (!requirement || out.some((r) => r.text === requirement.text)) continue;
		// "Curso técnico de nível médio em …" asks for both: the secondary level and the technical course (with its course).
		if (requirement.kind === 'education' && requirement.level !== 'pos' && TECHNICAL_AT_SECONDARY.test(fold(requirement.text))) {
			const { course: _course, ...secondary } = requirement;
			out.push({ ...secondary, level: 'medio', quote: { ...requirement.quote } }, { ...requirement, level: 'tecnico' });
		} else out.push(requirement);
	}
	return out;
}

/** A technical course given at the secondary level: "curso técnico de nível médio", "técnico em nível médio". */
const TECHNICAL_AT_SECONDARY = /\btecnico (?:de|em) nivel medio\b|\bnivel medio tecnico\b|\bensino medio tecnico\b/;

/**
 * The degrees and registrations an edital's list of conditions for taking office asks per cargo or especialidade
 * ("3.3 … aos seguintes requisitos:" then "r) Para todas as especialidades, exceto …, apresentar Diploma …", "s) Para as
 * especialidades …, apresentar Diploma … em contabilidade …"): only the items that say whose they are. Read where no cargo
 * states its own; the list's other conditions (nationality, age, documents) are no requirement of a cargo.
 */
export function listedRequirements(lines: readonly Line[]): Requirement[] {
	const out: Requirement[] = [];
	for (let index = 0; index < lines.length && !out.length; index++) {
		if (!/\brequisitos\b[^:]{0,40}:$/iu.test(lines[index].text)) continue;
		const items: Piece[][] = [];
		let at = index + 1;
		for (; at < lines.length && at - index < 80; at++) {
			const text = lines[at].text;
			if (/^[a-z]\)\s/u.test(text)) items.push([{ text: text.slice(3), line: lines[at] }]);
			else if (!items.length || /^\d+\.(?:\d+\.?)*\s/u.test(text)) break;
			else items.at(-1)!.push({ text, line: lines[at] });
		}
		index = at - 1;
		for (const item of items) {
			const whose = fold(item.map((piece) => piece.text).join(' '));
			if (!/^para (?:o cargo|os cargos|a especialidade|as especialidades|todas as especialidades|todos os cargos)\b/.test(whose)) continue;
			// Asked of some cargos or especialidades only: each cargo's person checks whether it is theirs.
			const some = !/^para (?:todas as especialidades|todos os cargos)\b/.test(whose) || /\bexceto\b/.test(whose);
			for (const requirement of requirementsOf(item))
				if ((requirement.kind === 'education' || requirement.kind === 'registration') && !out.some((r) => r.text === requirement.text)) out.push(some ? { ...requirement, review: true } : requirement);
		}
	}
	return out;
}

/** The words a cargo's requirement text starts with after its name and a colon ("Enfermeiro: Diploma …", "a) Psicólogo: Ensino Superior …"). */
const NAMED_START = /^(?:ensino|curso|gradua[cç][aã]o|forma[cç][aã]o|diploma|n[ií]vel|bacharel|licenciatura|certificado|superior completo|m[eé]dio completo|fundamental completo|escolaridade)\b/iu;
/** A list item's mark before a name: "a) ", "b) ", "1. ", "2.3 ". */
const ITEM_MARK = /^(?:[a-z]\)\s+|\d+(?:\.\d+)*\.?\s+)/u;

type Segment = { text: string; from: number };
/** A line's pieces where they stand on the page: split at gaps of two spaces when it kept its columns, else one piece at its indent. */
const segmentsOf = (line: Line): Segment[] =>
	line.raw ? [...line.raw.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], from: m.index })) : [{ text: line.text, from: line.indent ?? 0 }];
/** The pieces of a line right of a column and those left of it; a piece that runs over the column with one space there is cut at it. */
function splitAt(segments: Segment[], column: number): [Segment[], Segment[]] {
	const left: Segment[] = [];
	const right: Segment[] = [];
	for (const segment of segments) {
		const at = column - segment.from;
		if (segment.from >= column - 2) right.push(segment);
		else if (at < segment.text.length - 2 && segment.text[at - 1] === ' ' && segment.text[at] !== ' ') {
			left.push({ text: segment.text.slice(0, at - 1), from: segment.from });
			right.push({ text: segment.text.slice(at), from: column });
		} else left.push(segment);
	}
	return [left, right];
}

/** A word split at a line's end ("Biome-" / "dicina, fornecido …"): joined on the line it starts, each piece keeping its line. */
function joinSplitWords(pieces: Piece[]): Piece[] {
	const out = pieces.map((piece) => ({ ...piece }));
	for (let index = 0; index + 1 < out.length; index++) {
		const rest = /^\p{Ll}+[.,;]?/u.exec(out[index + 1].text);
		if (!rest || !/\p{Ll}-$/u.test(out[index].text)) continue;
		out[index].text = out[index].text.slice(0, -1) + rest[0];
		out[index + 1].text = out[index + 1].text.slice(rest[0].length).trim();
	}
	return out.filter((piece) => piece.text.trim());
}

/**
 * Requirement texts that open with the cargo's name and a colon, in a list ("a) Cirurgião-Dentista: Ensino Superior
 * Completo – Graduação em …") or in a table's column beside the cargo's code and name ("Código | Especialidade |
 * Requisitos", the cell written "Biólogo: Diploma … de curso de graduação em Biologia …"). The text goes on on the lines
 * right below it, in its column (the cells left of it, a code and a wrapped name, are not its text), up to the next such
 * name, a blank line or another item. A text is given to the cargo of that name, or of the one code written beside it;
 * only to a cargo that states no requirements elsewhere. Linear in the lines.
 */
export function namedRequirements(lines: readonly Line[], cargos: readonly { title: string; code: string | null; requirements: Requirement[]; review: string[] }[]): void {
	// The same words in the same order, whatever the dashes and slashes between them ("Radiologia/Radioterapia", "Radiologia - Radioterapia").
	const key = (title: string) => fold(title).replace(/[^a-z0-9]+/g, ' ').trim();
	const byTitle = new Map(cargos.map((cargo) => [key(cargo.title), cargo]));
	const byCode = new Map(cargos.filter((cargo) => cargo.code).map((cargo) => [cargo.code!, cargo]));
	type Block = { title: string; column: number; pieces: Piece[]; codes: Set<string>; last: Line };
	const give = (block: Block) => {
		const codes = [...block.codes];
		const cargo = byTitle.get(key(block.title)) ?? (codes.length === 1 ? byCode.get(codes[0]) : undefined);
		if (!cargo || cargo.requirements.length) return;
		cargo.requirements = requirementsOf(block.pieces);
		if (cargo.requirements.length) cargo.review = cargo.review.filter((field) => field !== 'requirements');
	};
	/** A piece that opens a cargo's requirement text: its name, then a colon and the requirement's first words. */
	const opening = (segment: Segment): { title: string; rest: string } | null => {
		const text = segment.text.replace(ITEM_MARK, '');
		// A name may hold a colon of its own ("Enfermeiro – Área de Atuação: Saúde: Ensino …"): the colon the requirement follows.
		for (let at = text.indexOf(':'); at > 0 && at < 120; at = text.indexOf(':', at + 1)) {
			const rest = text.slice(at + 1).trim();
			if (!NAMED_START.test(rest)) continue;
			const title = text.slice(0, at).trim();
			return /^\p{Lu}/u.test(title) && title.split(' ').length <= 14 ? { title, rest } : null;
		}
		return null;
	};
	const codesIn = (segments: Segment[]) => segments.filter((segment) => /^[A-Z]?\d{2,4}$/.test(segment.text)).map((segment) => segment.text);
	let block: Block | null = null;
	for (const line of lines) {
		const segments = segmentsOf(line);
		// The next line, or the one after it where the table goes on (a code alone on the line between is read as a page number):
		// the other columns hold text, or the text goes on where it stands.
		const gap = block && block.last.page === line.page ? line.line - block.last.line : 0;
		const goesOn = (column: number) => {
			const [left, right] = splitAt(segments, column);
			return left.length > 0 || Math.abs(right[0].from - column) <= 2;
		};
		if (block && !(gap === 1 || (gap === 2 && goesOn(block.column)))) {
			give(block);
			block = null;
		}
		const open = segments.map((segment) => ({ segment, found: opening(segment) })).find((s) => s.found);
		if (open?.found) {
			if (block) give(block);
			block = { title: open.found.title, column: open.segment.from, pieces: [{ text: open.found.rest, line }], codes: new Set(codesIn(splitAt(segments, open.segment.from)[0])), last: line };
			continue;
		}
		if (!block) continue;
		const column = block.column;
		const [left, inColumn] = splitAt(segments, column);
		const text = inColumn.map((segment) => segment.text).join(' ');
		// Another item of the list ("h) …", "2.4 …") where the text's item started ends it.
		if (inColumn[0]?.from === column && /^(?:[a-z]\)\s|\d+(?:\.\d+)*\.?\s+\p{Lu})/u.test(text)) {
			give(block);
			block = null;
			continue;
		}
		for (const code of codesIn(left)) block.codes.add(code);
		if (text) block.pieces.push({ text, line });
		block.last = line;
	}
	if (block) give(block);
}
