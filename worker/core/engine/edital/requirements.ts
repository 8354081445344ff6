import { escapeRegExp, fold, quoteOf } from './lines';
import type { Cargo, Line, Requirement } from './types';

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
const NEXT_REQUIREMENT = '(?:registro|anota[cç][aã]o|inscri[cç][aã]o\\s+(?:no|na|junto)|experi[eê]ncia|carteira|cnh|habilita[cç][aã]o|curso|certificado|comprova|ensino|mestrado|doutorado|resid[eê]ncia|especializa[cç][aã]o|t[ií]tulo de especialista)';
const SPLIT = new RegExp(
	[
		'\\s*;\\s*',
		'\\.\\s+(?=[A-ZÀ-Ú])',
		'\\s+\\+\\s+',
		// "… completo e possuir habilitação …": what the person must hold, a requirement of its own.
		`,?\\s+e\\s+(?=(?:o\\s+|a\\s+|com\\s+|possuir\\s+|ter\\s+)?${NEXT_REQUIREMENT})`,
		// "Ensino Médio Completo mais Curso Técnico em …": two requirements.
		`,?\\s+mais\\s+(?=${NEXT_REQUIREMENT})`,
		// "Ensino médio completo, acrescido de curso técnico em …": two requirements.
		`,?\\s+acrescid[oa]s?\\s+(?:d[eo]s?\\s+)?(?=${NEXT_REQUIREMENT})`,
		',\\s*(?=(?:com\\s+)?(?:registro|experi[eê]ncia|cnh|carteira nacional))',
		// "Diploma … em engenharia, especialização em …": a second degree after a comma is a second requirement.
		// So is one "with" it ("Curso superior em Medicina, com especialização em Pediatria").
		',\\s*(?=(?:e\\s+|com\\s+)?(?:especializa[cç][aã]o|p[oó]s-gradua[cç][aã]o)\\s)',
		// "…, título de Especialista ou residência em Cardiologia": a specialist's title after a comma, another requirement.
		',\\s*(?=(?:e\\s+)?(?:resid[eê]ncia|t[ií]tulo\\s+de\\s+especialista)\\s)',
		// "Nível Médio Completo, Curso de Formação de Bombeiro …": a course of training after a comma, a second requirement.
		',\\s*(?=curso\\s+(?:de\\s+(?:forma[cç][aã]o|capacita[cç][aã]o|qualifica[cç][aã]o|aperfei[cç]oamento)|t[eé]cnico)\\b)',
		// "curso superior em Engenharia com Especialização em Segurança do Trabalho": a second degree "with" the first, no comma.
		'\\s+com\\s+(?=(?:especializa[cç][aã]o|p[oó]s-gradua[cç][aã]o|resid[eê]ncia)\\s)',
		// "… no CRM, certificado de conclusão de curso de Especialização em …": a second document after a comma, a second requirement.
		',\\s*(?=(?:e\\s+)?certificados?\\s+de\\s)',
		// "…, bem como registro ativo no Conselho …", "…, além de registro ativo no Conselho da Classe": a second requirement.
		`,?\\s+(?:bem como|al[eé]m d[eo])\\s+(?=${NEXT_REQUIREMENT})`
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

/** Where a course was taken, which ends its name ("… em faculdade reconhecida", "… em Instituição de ensino"). */
const TAKEN_AT = '\\bem\\s+(?:faculdade|institui|escola|estabelecimento|universidade|entidade)';
// A course is named after "em"/"de" in capitals; never a word of the sentence around it ("de Curso Superior",
// "de Especialização em …", "de Graduação"), whatever its case.
const COURSE = new RegExp(
	// "curso superior Terapia Ocupacional": the course may follow the degree with no "em".
	'\\b(?:em|de|(?<=[Cc]urso [Ss]uperior))\\s+((?![Nn][ií]vel|[Cc]onclus|[Cc]urso|[Gg]radua|[Ee]nsino|[Ii]nstitui|[Ff]orma|[Ee]speciali(?:za|sta)|[Pp][oó]s|[Bb]acharel|[Ll]icenciatura|[Tt]ecn[oó]logo|[Cc]omplet|[Ii]ncomplet|[Rr]esid[eê]ncia|[Cc]ertifica|[Tt][eé]cnic[oa]s?\\s+(?:em|de)\\s)[A-ZÀ-Ú][\\p{L} -]{2,60}?)' +
		'(?=\\s*(?:,|;|\\.|\\(|[-–]\\s|\\bou\\b|\\bfornecid|\\breconhecid|\\bexpedid|\\bcom\\b|\\bpor\\b|\\bpela\\b|\\bno\\b|\\be registro|\\be\\s+inscri|' +
		// "Curso de Medicina em faculdade reconhecida …": where the course was taken is no word of it; nor "e suas denominações".
		`${TAKEN_AT}|\\be\\s+suas\\b|` +
		// "… de Bombeiro Comunitário e se encontrar em situação ativa": what the person must do besides is no word of the course.
		'\\be\\s+(?:se|ser|estar|ter|possuir|apresentar)\\b|$))',
	'u'
);
/** Where a clause goes on to who issues or recognises the diploma, or to the act it follows ("reconhecido pelo MEC, Secretarias ou Conselhos…"): no course is named there. */
// Nor where it cites the act the course follows ("…, na forma da Lei de Diretrizes e Bases da Educação"): an act is no course.
// "legalmente reconhecido", "devidamente registrado": the adverb is the clause's too, no word of the course.
const ISSUER = /\b(?:(?:legalmente|devidamente|oficialmente)\s+)?(?:reconhecid|fornecid|expedid|emitid|ministrad|credenciad|(?:realizad|obtid)[oa]s? (?:em|n[ao]|junto)\b|registrad[oa]s? (?:no|pel)(?! curso)|na forma d[ao]s?|nos termos d[ao]s?|de acordo com|conforme)/iu;
/** A course in lower case, right after the degree that names it ("graduação em enfermagem", "pós-graduação em saúde da família"). */
const LOWER_COURSE = new RegExp(
	// "Diploma de enfermagem": the course a diploma is of, in lower case, never the words a diploma is worded with.
	// "… RESIDÊNCIA EM CIRURGIA GERAL" read in lower case: a residency's specialty is its course (never "em programa credenciado").
	'\\b(?:(?:gradua[cç][aã]o|especializa[cç][aã]o(?:\\s+t[eé]cnica)?|atualiza[cç][aã]o|bacharelado|licenciatura|t[eé]cnico|tecn[oó]logo|superior|completo|conclu[ií]do|resid[eê]ncia(?:\\s+(?:m[eé]dica|multiprofissional))?)\\s+em|t[eé]cnico\\s+de|^[Dd]iploma\\s+de)\\s+' +
		'((?!n[ií]vel|qualquer|[aá]rea|curso|institui|programa|uma\\b|um\\b|conclus|gradua|ensino|forma|especializa|bacharel|licenciatura|t[eé]cnico|escolaridade)\\p{Ll}[\\p{L} -]{2,60}?)' +
		`(?=\\s*(?:,|;|\\.|\\(|[-–]\\s|\\bou\\b|\\bcom\\b|\\bpor\\b|\\bpela\\b|\\bpelo\\b|\\be registro|\\be\\s+inscri|${TAKEN_AT}|$))`,
	'u'
);
/** A course followed by another one ("em Geologia ou Engenharia Geológica", "em Administração, Ciências Contábeis, …"): alternatives, keyed by the level. */
// After "ou" any word is another course ("em engenharia ou arquitetura"); after a comma, a capitalised one.
// A degree's kind after a comma ("em Educação Física, Bacharelado") is no other course.
const ANOTHER_COURSE = /^\s*(?:,\s*(?:ou\s+(?:em\s+)?\p{L}|(?!Bacharelado|Licenciatura)(?:em\s+)?[A-ZÀ-Ú])|\s+ou\s+(?:em\s+)?\p{L})/u;

/** The kinds of postgraduate title a clause may ask for in a specialty. */
const TITLE_KIND = '(?:t[ií]tulo de especialista|resid[eê]ncia(?: m[eé]dica)?|especializa[cç][aã]o)';
/** A specialist's title offered beside another kind of title ("título de Especialista ou residência em …"): the first is dropped. */
const TITLE_OR_TITLE = new RegExp(`\\b${TITLE_KIND}\\s+(?:ou|e\\/ou)\\s+(?=${TITLE_KIND})`, 'giu');
/** A clause that is itself a title ("Residência em …", "Certificado de especialização em …"), not a degree with its own routes. */
const TITLE_CLAUSE = new RegExp(`^(?:(?:certificado|comprovante)\\s+(?:de|em)\\s+)?${TITLE_KIND}\\b`, 'iu');
/** Another title in a course, offered past where a first one's issuer is named ("…, ou de título de especialista em Y"). */
const ANOTHER_TITLE = new RegExp(`\\bou\\s+(?:de\\s+|do\\s+)?(?:${TITLE_KIND}|certificado)[^.;]*?\\bem\\s+(\\p{L}[\\p{L} ]{2,60}?)(?=\\s*(?:[,;.(]|$))`, 'iu');

/** The course an education requirement names: "… em Enfermagem", "Curso Técnico em Enfermagem"; none when it names alternatives. */
function courseOf(text: string): string | undefined {
	const issuer = text.search(ISSUER);
	const course = namedCourse(text, issuer);
	// A title offered against another title in another course, past the first one's issuer: the courses are alternatives.
	const other = issuer > 0 && TITLE_CLAUSE.test(text.trim()) ? ANOTHER_TITLE.exec(text.slice(issuer)) : null;
	return course && other && fold(other[1]).trim() !== fold(course) ? undefined : course;
}

/** The one course a clause names before its issuer (at `issuer`), alternatives aside. */
function namedCourse(text: string, issuer: number): string | undefined {
	// "título de Especialista ou residência em Cardiologia": two kinds of title in one course, no alternative courses.
	const own = (issuer > 0 ? text.slice(0, issuer) : text).replace(TITLE_OR_TITLE, '');
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
	const escaped = escapeRegExp(named);
	// Another course named first ("em jornalismo ou em comunicação social com habilitação em jornalismo") makes them alternatives.
	if (new RegExp(`^\\s*,?\\s*ou\\s+(?:(?!\\bem\\s).)*\\bem\\s+${escaped}\\s*(?:[,;.(]|$)`, 'iu').test(after)) return named;
	// "… na área de Contabilidade ou Médio Completo com Curso Técnico na mesma área": the other route is in the same course.
	if (/^\s*,?\s*ou\b[^.;]*\bna mesma [aá]rea\b/iu.test(after)) return course;
	// "… Técnico Agrícola – nas modalidades Técnico Agrícola ou Técnico em Agricultura": the modalities are alternatives.
	if (/^\s*[-–,]?\s*n[ao]s? modalidades?\b[^.;]*\bou\b/iu.test(after)) return undefined;
	// In lower case, two courses more between commas are a list whatever ends it ("em biotecnologia, análise clínicas,
	// metrologia, …, viticultura e enologia").
	const lowerList = /^(?:\s*,\s*\p{Ll}[\p{L} ]*?)+\s*,?\s+ou\s+\p{L}/u.test(after) || /^(?:\s*,\s*\p{Ll}[\p{Ll} ]{2,40}?){2,}\s*(?:,?\s+(?:e|ou)\s+\p{L}|[.;,]|$)/u.test(after);
	if (ANOTHER_COURSE.test(after) || (/^\p{Ll}/u.test(course) && lowerList)) return undefined;
	return /qualquer|\barea\b/i.test(fold(course)) ? undefined : course;
}

const EDUCATION = new RegExp(
	[
		...['ensino', 'gradua', 'nivel (?:superior|medio|tecnico|fundamental)', 'diploma', '\\bcurso', 'bacharel', 'licenciatura', 'tecnologo'],
		...['formacao', 'especializacao', 'escolaridade', 'alfabetizad', 'certificado de conclusao', 'superior completo', 'mestrado', 'doutorado'],
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

/** The specialty of the cargo applied to, named no other way: "na especialidade a que concorre", "na especialidade" alone. */
export const OWN_SPECIALTY = /\bna (?:especialidade|area)\b(?!\s+(?:de|em)\s+(?!que\b)\p{L})/u;

/** One requirement clause, classified: never a requirement the clause does not state. */
export function classify(text: string, line: Line): Requirement | null {
	const clean = text.replace(/^[\s,.;:–-]+|[\s,;:–-]+$/g, '').replace(/\s+/g, ' ');
	if (clean.length < 4 || !/\p{L}{3}/u.test(clean)) return null;
	const folded = fold(clean);
	if (ALLOWANCE.test(folded)) return null;
	const quote = quoteOf(line);
	// The bodies that recognise a diploma ("Secretarias ou Conselhos Estaduais de Educação") are no professional council.
	// Nor is the body that recognises a title ("título de especialista …, reconhecido pelo Conselho Federal de …"), up to a registration.
	// Not the body that issues a registration ("registro profissional expedido pelo Conselho Regional de Medicina"): that body is
	// its council.
	const recognised = /\b(?:reconhecid|fornecid|expedid|emitid|conferid|outorgad|concedid)[oa]s?\b.*?(?=\bregistro\b|\binscricao\b|$)/;
	const withoutEducation = folded.replace(/\bconselhos? (?:estadua(?:l|is)|nacional|federal|municipa(?:l|is)) de educacao\b/g, ' ');
	const professional = /^(?:o |a )?(?:registro|inscricao)\b/.test(folded) ? withoutEducation : withoutEducation.replace(recognised, ' ');
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
	// "haver exercido atividade jurídica pelo período mínimo de 3 (três) anos": experience, however worded.
	if (/experiencia|tempo de servico|pratica profissional|\b(?:exercido|exercicio de|exercer) atividades? (?:juridica|profissional)/.test(folded)) {
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
		// Levels offered as alternatives ("Formação superior ou Curso Técnico na área de …") ask for the lower one.
		const lower = lowerOfAlternatives(folded);
		// A "curso técnico" the diploma is of is the technical level, whatever the diploma is called.
		const technical = /\bcursos? tecnicos?\b/.test(folded) && !/\bgraduac|\bsuperior\b|\bbacharel|\blicenciatura/.test(folded) ? 'tecnico' : undefined;
		// A postgraduate title on another route only ("nível superior … em TI ou Curso de graduação … em qualquer formação acrescido
		// de pós-graduação em TI") asks for none: the degree is the sure level. Not so after "ou" between courses ("em Geologia
		// ou Geofísica e pós-graduação …"): a route starts with its own degree.
		const pos = LEVELS[0][1].exec(clean);
		const route = /\bou\s+(?:(?:de|do|o|a|outr[oa]s?)\s+)?(?:curso|diploma|gradua|certificado|bacharel|formacao)/;
		const onAnotherRoute = pos !== null && named === 'superior' && route.test(folded.slice(folded.search(/\bnivel superior\b/), pos.index));
		const level = pos && !onAnotherRoute ? 'pos' : (lower ?? named ?? technical ?? LEVELS.find(([, test]) => test.test(clean))?.[0]);
		// A residency or a specialist's title names its specialty ("… na especialidade de Pediatria ou título de especialista …").
		const specialty = /\b(?:resid[eê]ncia|especialista)\b/iu.test(clean) ? SPECIALTY.exec(clean)?.[1] : undefined;
		// A course named on one of those routes is no requirement of the other.
		const course = specialty ?? (lower ? undefined : courseOf(clean));
		// A residency whose specialty is not read says nothing sure of its own: left out, not guessed. Unless it is the cargo's own
		// ("… residência médica na especialidade a que concorre", "na especialidade da área a qual se inscreveu"): a postgraduate
		// title is asked for, its specialty the cargo's, to be checked by the person.
		const residency = !course && /^(?:certidao|certificado|comprovante)?[^,;]*\bresidencia\b/.test(folded) && !/\b(?:graduacao|ensino|nivel)\b/.test(folded);
		if (residency && OWN_SPECIALTY.test(folded)) return { text: clean, kind: 'education', quote, level: 'pos', review: true };
		// Titles in other courses offered as alternatives ("Residência em X, …, ou de título de especialista em Y"): the level is sure.
		if (residency && ANOTHER_TITLE.test(clean)) return { text: clean, kind: 'education', quote, level: 'pos' };
		if (residency) return null;
		return { text: clean, kind: 'education', quote, ...(level ? { level } : { review: true }), ...(course ? { course } : {}) };
	}
	return null;
}

/** The levels of schooling, lowest first, as a clause names them ("nível médio técnico" is the technical level). */
const LEVEL_RANK = ['fundamental', 'medio', 'tecnico', 'superior'] as const;
const LEVEL_WORD = '(superior|medio(?: tecnico)?|tecnico|fundamental)';
/** Two levels joined by "ou" as two routes: "superior ou curso técnico", "de nível médio ou de nível médio técnico". */
const ALTERNATIVE_LEVELS = new RegExp(`\\b${LEVEL_WORD}\\b[^.;]{0,60}?\\bou\\s+(?:d[eo]\\s+|em\\s+)?(?:(?:nivel|ensino|formacao|curso)\\s+)?${LEVEL_WORD}\\b`);
/** The lower of two levels a clause offers as alternatives (the one that suffices), if it offers two. */
function lowerOfAlternatives(folded: string): Requirement['level'] | undefined {
	const m = ALTERNATIVE_LEVELS.exec(folded);
	if (!m) return undefined;
	const [first, second] = [m[1], m[2]].map((word) => LEVEL_RANK.indexOf(word === 'medio tecnico' ? 'tecnico' : (word as (typeof LEVEL_RANK)[number])));
	return first === second ? undefined : LEVEL_RANK[Math.min(first, second)];
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
	// And whether it is what is added to the clause before ("…, acrescido de curso de …").
	const bounds: [number, number, boolean, boolean][] = [];
	let sentence = true;
	let added = false;
	for (const m of joined.matchAll(separator)) {
		bounds.push([offset, m.index, sentence, added]);
		offset = m.index + m[0].length;
		sentence = /[.;]/.test(m[0]);
		added = /acrescid|\bmais\b/iu.test(m[0]);
	}
	bounds.push([offset, joined.length, sentence, added]);
	let allowance = false;
	// The requirement the clause before stands for, if it was read: an alternative to a clause left out ("Residência em …;
	// ou Curso de pós-graduação …") takes nothing from the degree before that.
	let previous: Requirement | undefined;
	for (const [at, [from, to, starts, addition]] of bounds.entries()) {
		const clause = joined.slice(from, to);
		const before = previous;
		previous = undefined;
		// "curso técnico em …, ou curso de nível médio acrescido de curso de …": what is added to another route is that route's, no requirement of all.
		// Unless the other route names the same course ("Técnico em Edificações ou Ensino Médio Completo mais Curso Técnico em Edificações").
		const routes = at > 0 ? joined.slice(bounds[at - 1][0], bounds[at - 1][1]) : '';
		if (addition && /\bou\s+(?:curso|ensino|nivel|formacao|diploma|graduacao)\b/.test(fold(routes)) && !sameCourseIn(clause, routes)) continue;
		// A sentence saying what else is accepted ("Serão aceitos diplomas e certificados de …") holds no requirement, to its end.
		if (starts) allowance = ALLOWANCE.test(fold(clause));
		if (allowance) continue;
		const requirement = classify(clause, lineAt(from + 1));
		// "…; ou certificado de curso de Tecnologia em …": another way to meet the education before, not a requirement of its own.
		// "…; ou ainda, graduação em qualquer área e pós-graduação em …": another path, of another level, is a requirement of its own.
		if (requirement?.kind === 'education' && before?.kind === 'education' && /^\s*ou\s/iu.test(clause)) {
			// The same course another way ("Residência em X …; ou título de especialista em X") keeps it.
			if (!requirement.course || !before.course || fold(requirement.course) !== fold(before.course)) delete before.course;
			// Another way to the same requirement: a third way is the first's too ("A; ou B; ou C").
			previous = before;
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
		if (!requirement) continue;
		// The same clause again stands for the requirement already read: an alternative after it is that one's.
		const again = out.find((r) => r.text === requirement.text);
		if (again) {
			previous = again;
			continue;
		}
		// A second postgraduate title named with no course ("Residência Médica na especialidade e Título de Especialista …") is the
		// same requirement said again, another document of it.
		if (requirement.kind === 'education' && requirement.level === 'pos' && !requirement.course && out.some((r) => r.kind === 'education' && r.level === 'pos' && !r.course)) continue;
		// "Curso técnico de nível médio em …" asks for both: the secondary level and the technical course (with its course).
		// "Médio Profissionalizante" does so where it names its course ("… na área de Contabilidade"), not as one route of two.
		const atSecondary = TECHNICAL_AT_SECONDARY.test(fold(requirement.text)) || (PROFESSIONAL_SECONDARY.test(fold(requirement.text)) && requirement.course !== undefined);
		if (requirement.kind === 'education' && requirement.level !== 'pos' && atSecondary && !lowerOfAlternatives(fold(requirement.text))) {
			const { course: _course, ...secondary } = requirement;
			out.push({ ...secondary, level: 'medio', quote: { ...requirement.quote } }, { ...requirement, level: 'tecnico' });
		} else out.push(requirement);
		previous = out.at(-1);
	}
	return out;
}

/** Whether a route named before names the course an added clause names ("Técnico em Edificações" … "Curso Técnico em Edificações"). */
function sameCourseIn(clause: string, routes: string): boolean {
	const course = courseOf(clause);
	return Boolean(course) && fold(routes).includes(`em ${fold(course!)}`);
}

/** A technical course given at the secondary level: "curso técnico de nível médio", "técnico em nível médio", "Médio Profissionalizante na área de …". */
const TECHNICAL_AT_SECONDARY = /\btecnico (?:de|em) nivel medio\b|\bnivel medio tecnico\b|\bensino medio tecnico\b/;
const PROFESSIONAL_SECONDARY = /^(?:ensino )?medio profissionalizante\b/;

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

/** A cargo's requirements read from elsewhere in the edital: they are its own, and no longer a field to review once there are some. */
export function giveRequirements(cargo: Pick<Cargo, 'requirements' | 'review'>, requirements: Requirement[]): void {
	cargo.requirements = requirements;
	if (requirements.length) cargo.review = cargo.review.filter((field) => field !== 'requirements');
}

/**
 * Whether requirements read elsewhere say more than a cargo's own: its own a bare level ("ENSINO SUPERIOR COMPLETO" in a table
 * of vacancies, a caption's "CARGOS DE NÍVEL SUPERIOR") or none, the others naming a course or a council.
 */
export function saysMore(own: readonly Requirement[], other: readonly Requirement[]): boolean {
	if (!own.length) return other.length > 0;
	return own.every((r) => r.kind === 'education' && !r.course) && other.some((r) => (r.kind === 'education' && r.course) || r.kind === 'registration');
}
