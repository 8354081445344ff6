import { fold, quoteOf } from './lines';
import type { Line, Requirement } from './types';

/** Professional councils by acronym and by the name editais spell out. */
const COUNCILS: [string, RegExp][] = [
	['COREN', /\bcoren\b|conselho regional de enfermagem/],
	['CRM', /\bcrm\b|conselho regional de medicina\b/],
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
	['CRTR', /\bcrtr\b|conselho regional de tecnicos em radiologia/],
	['CRT', /\bcrt\b|conselho regional dos tecnicos industriais/],
	['CFT', /\bcft\b|conselho federal dos tecnicos industriais/],
	['CRECI', /\bcreci\b|conselho regional de corretores de imoveis/]
];

/** Where one requirement ends and the next begins inside a cargo's requirement text. */
const NEXT_REQUIREMENT = '(?:registro|inscri[cç][aã]o\\s+(?:no|junto)|experi[eê]ncia|carteira|cnh|habilita[cç][aã]o|curso|certificado|comprova|ensino)';
const SPLIT = new RegExp(
	[
		'\\s*;\\s*',
		'\\.\\s+(?=[A-ZÀ-Ú])',
		'\\s+\\+\\s+',
		`,?\\s+e\\s+(?=(?:o\\s+|a\\s+|com\\s+)?${NEXT_REQUIREMENT})`,
		',\\s*(?=(?:com\\s+)?(?:registro|experi[eê]ncia|cnh|carteira nacional))'
	].join('|'),
	'iu'
);

const LEVELS: [Requirement['level'], RegExp][] = [
	['pos', /p[oó]s[- ]gradua|especializa[cç][aã]o|resid[eê]ncia (?:m[eé]dica|multiprofissional)|mestrado|doutorado/i],
	['superior', /superior|gradua[cç][aã]o|bacharel|licenciatura|tecn[oó]logo|diploma/i],
	['tecnico', /t[eé]cnico|curso profissionalizante/i],
	['medio', /m[eé]dio|2º grau|segundo grau/i],
	['fundamental', /fundamental|alfabetizad|1º grau|primeiro grau|4[ªa] s[eé]rie|5º ano/i]
];

const COURSE = new RegExp(
	'\\b(?:em|de)\\s+((?!n[ií]vel|conclus|curso|gradua|ensino|institui|forma)[A-ZÀ-Ú][\\p{L} ]{2,60}?)' +
		'(?=\\s*(?:,|;|\\.|\\(|\\bou\\b|\\bfornecid|\\breconhecid|\\bexpedid|\\bcom\\b|\\bpor\\b|\\bpela\\b|\\bno\\b|\\be registro|\\be\\s+inscri|$))',
	'u'
);

/** The course an education requirement names: "… em Enfermagem", "Curso Técnico em Enfermagem". */
function courseOf(text: string): string | undefined {
	const m = COURSE.exec(text);
	if (!m) return undefined;
	const course = m[1].trim();
	return /qualquer|\barea\b/i.test(fold(course)) ? undefined : course;
}

const EDUCATION = new RegExp(
	[
		...['ensino', 'gradua', 'nivel (?:superior|medio|tecnico|fundamental)', 'diploma', 'curso', 'bacharel', 'licenciatura', 'tecnologo'],
		...['formacao', 'especializacao', 'escolaridade', 'alfabetizad', 'certificado de conclusao', 'superior completo']
	].join('|')
);

/** One requirement clause, classified: never a requirement the clause does not state. */
export function classify(text: string, line: Line): Requirement | null {
	const clean = text.replace(/^[\s,.;:–-]+|[\s,;:–-]+$/g, '').replace(/\s+/g, ' ');
	if (clean.length < 4 || !/\p{L}{3}/u.test(clean)) return null;
	const folded = fold(clean);
	const quote = quoteOf(line);
	const council = COUNCILS.find(([, test]) => test.test(folded));
	if (/registro|inscri[cç]ao (?:no|junto|em)|conselho|ordem dos/.test(folded) || (council && !/ensino|gradua|curso/.test(folded))) {
		return { text: clean, kind: 'registration', quote, ...(council ? { council: council[0] } : { review: true }) };
	}
	if (/\bcnh\b|carteira nacional de habilitacao|habilitacao (?:para|categoria)/.test(folded)) {
		const category = /categoria\s*["“']?\s*([a-e]{1,2})\b/.exec(folded) ?? /\bcnh\s*["“']?([a-e]{1,2})\b/.exec(folded);
		return { text: clean, kind: 'license', quote, ...(category ? { category: category[1].toUpperCase() } : {}) };
	}
	if (/experiencia|tempo de servico|pratica profissional/.test(folded)) {
		const years = /(\d+)\s*(?:\([^)]*\)\s*)?anos?/.exec(folded);
		const months = /(\d+)\s*(?:\([^)]*\)\s*)?mes(?:es)?/.exec(folded);
		const value = years ? Number(years[1]) : months ? Math.round((Number(months[1]) / 12) * 10) / 10 : undefined;
		return { text: clean, kind: 'experience', quote, ...(value !== undefined ? { years: value } : { review: true }) };
	}
	if (EDUCATION.test(folded)) {
		const level = LEVELS.find(([, test]) => test.test(clean))?.[0];
		const course = courseOf(clean);
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
export function requirementsOf(pieces: readonly Piece[]): Requirement[] {
	const out: Requirement[] = [];
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
	const bounds: [number, number][] = [];
	for (const m of joined.matchAll(separator)) {
		bounds.push([offset, m.index]);
		offset = m.index + m[0].length;
	}
	bounds.push([offset, joined.length]);
	for (const [from, to] of bounds) {
		const requirement = classify(joined.slice(from, to), lineAt(from + 1));
		if (requirement && !out.some((r) => r.text === requirement.text)) out.push(requirement);
	}
	return out;
}
