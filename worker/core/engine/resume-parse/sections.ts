import { mentionsLanguage } from './languages';
import { roleScore } from './roles';
import { isAllCaps, simplify, type Line } from './text';

export type SectionKind =
	| 'summary'
	| 'contact'
	| 'experience'
	| 'education'
	| 'skills'
	| 'languages'
	| 'certifications'
	| 'projects'
	| 'other';

export interface Section {
	kind: SectionKind;
	/** The heading as written, e.g. "Experiência Profissional". */
	heading: string;
	/** What the heading says about its entries ("Internships", "Estágios", "Teaching Assistantships"). */
	academic: boolean;
	lines: Line[];
}

export interface Sections {
	/** Lines before the first heading: name, headline, contact. */
	header: Line[];
	sections: Section[];
}

// Headings people write, folded (lower case, no accents, punctuation as spaces). EN and pt-BR.
const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
	experience: [
		'experience', 'experiences', 'professional experience', 'work experience', 'work history', 'employment',
		'employment history', 'career history', 'relevant experience', 'professional history', 'professional background',
		'career', 'experience summary', 'clinical experience', 'teaching experience', 'legal experience',
		'nursing experience', 'industry experience', 'related experience', 'professional employment', 'positions held',
		'experiencia', 'experiencias', 'experiencia profissional', 'experiencias profissionais', 'historico profissional',
		'trajetoria profissional', 'atuacao profissional', 'carreira', 'experiencia clinica', 'experiencia docente',
		'experiencia juridica', 'experiencia relevante', 'historico de empregos', 'internships', 'internship',
		'internship experience', 'estagios', 'estagio', 'experiencia academica', 'academic experience',
		'teaching assistantships', 'research experience', 'experiencia em pesquisa', 'monitorias', 'trajetoria',
		'percurso profissional', 'vivencia profissional', 'experiencia de trabalho', 'experiencias de trabalho',
		'employment record', 'career highlights', 'selected experience', 'professional practice', 'work and internships',
		'work', 'where i have worked', 'where i ve worked', 'places i have worked', 'onde trabalhei', 'empregos',
		// Spanish; job portals
		'experiencia laboral', 'experiencia profesional', 'experiencias laborales', 'experiencias profesionales',
		'trayectoria profesional', 'historial laboral', 'employment details', 'work experience details', 'experiencia profissional',
		// academic CVs
		'appointments', 'academic appointments', 'professional appointments', 'positions', 'academic positions',
		'employment and appointments', 'positions and appointments', 'professional positions', 'cargos ocupados',
		'historico de atuacao', 'vinculos', 'vinculos profissionais', 'vinculos institucionais', 'vinculos empregaticios'
	],
	education: [
		'education', 'academic background', 'education and training', 'academic education', 'academic formation',
		'academic history', 'educational background', 'academic qualifications', 'degrees', 'education and certifications',
		'education certifications', 'formacao', 'formacao academica', 'escolaridade', 'educacao', 'formacao escolar',
		'graduacao', 'formacao educacional', 'historico academico', 'formacao academica e certificacoes',
		'educacion', 'estudios', 'formacion', 'formacion academica', 'titulacion', 'educacion y formacion', 'estudios realizados',
		'educacao e formacao'
	],
	skills: [
		'skills', 'technical skills', 'core skills', 'key skills', 'core competencies', 'competencies', 'competences',
		'skills and tools', 'skills tools', 'tools', 'tools and technologies', 'technologies', 'tech stack', 'stack',
		'hard skills', 'soft skills', 'areas of expertise', 'expertise', 'skills summary', 'skills and abilities',
		'skills and competencies', 'clinical skills', 'legal skills', 'teaching skills', 'professional skills',
		'key competencies', 'technical proficiencies', 'proficiencies', 'software', 'computer skills', 'it skills',
		'habilidades', 'competencias', 'conhecimentos', 'conhecimentos tecnicos', 'habilidades tecnicas', 'ferramentas',
		'tecnologias', 'areas de atuacao', 'areas de conhecimento', 'principais competencias', 'competencias tecnicas',
		'habilidades e competencias', 'competencias e habilidades', 'conhecimentos especificos', 'qualificacoes',
		'qualificacoes tecnicas', 'informatica', 'conhecimentos em informatica', 'ferramentas e tecnologias',
		'habilidades tecnicas e ferramentas', 'aptidoes', 'softwares', 'softwares e ferramentas', 'ferramentas e softwares',
		'softwares utilizados', 'software skills', 'software and tools', 'sistemas e softwares', 'toolkit', 'toolbox',
		'my toolkit', 'tool kit', 'kit de ferramentas', 'what i use', 'tech', 'tech skills', 'technical', 'skill set', 'skillset',
		'relevant skills', 'skills and expertise', 'skills highlights', 'strengths', 'key strengths', 'core strengths',
		'specialties', 'specialities', 'capabilities', 'abilities', 'what i do', 'what i do well', 'how i work', 'what i bring',
		'practice areas', 'areas of practice', 'tecnologias e ferramentas', 'pontos fortes', 'especialidades', 'como trabalho',
		'como eu trabalho', 'o que faco', 'o que eu faco', 'o que faco bem', 'areas de especialidade', 'areas de expertise',
		'competencias profissionais', 'habilidades profissionais', 'conhecimentos e habilidades',
		'conocimientos', 'conocimientos tecnicos', 'aptitudes', 'herramientas', 'habilidades y competencias', 'top skills',
		// Europass
		'personal skills', 'personal skills and competences', 'technical skills and competences', 'aptidoes e competencias',
		'aptidoes e competencias pessoais', 'aptidoes e competencias tecnicas', 'competencias pessoais', 'job related skills'
	],
	languages: ['languages', 'language', 'language skills', 'spoken languages', 'idiomas', 'linguas', 'idioma', 'linguas estrangeiras', 'lenguas', 'languages known'],
	certifications: [
		'certifications', 'certificates', 'certification', 'licenses', 'licences', 'license', 'licence', 'licensure',
		'licenses and certifications', 'licences and certifications', 'certifications and licenses',
		'certifications and licences', 'certifications and training', 'credentials', 'professional credentials',
		'courses', 'training', 'trainings', 'professional development', 'continuing education', 'bar admissions',
		'registrations', 'professional registrations', 'professional licenses', 'cursos', 'cursos e certificacoes',
		'certificacoes', 'certificados', 'cursos complementares', 'formacao complementar', 'registros profissionais',
		'registro profissional', 'registros', 'registro', 'registration', 'professional registration', 'registro no conselho',
		'registro de classe', 'conselho de classe', 'treinamentos', 'cursos e treinamentos', 'certificacoes e cursos',
		'cursos livres', 'licencas', 'licencas e certificacoes', 'certificacoes e licencas', 'qualificacoes complementares',
		'certificaciones', 'certificaciones y cursos', 'cursos y certificaciones', 'formacion complementaria', 'licencias'
	],
	projects: [
		'projects', 'personal projects', 'selected projects', 'key projects', 'side projects', 'academic projects',
		'portfolio', 'portfolio projects', 'relevant projects', 'projetos', 'projetos pessoais', 'projetos academicos',
		'projetos relevantes', 'principais projetos', 'portfolio de projetos'
	],
	summary: [
		'summary', 'professional summary', 'profile', 'professional profile', 'about', 'about me', 'objective',
		'career objective', 'professional objective', 'summary of qualifications', 'qualifications summary', 'overview',
		'career summary', 'executive summary', 'personal statement', 'resumo', 'resumo profissional', 'perfil',
		'perfil profissional', 'objetivo', 'objetivo profissional', 'objetivos', 'sobre', 'sobre mim', 'apresentacao',
		'resumo de qualificacoes', 'sintese profissional', 'perfil pessoal',
		'perfil profesional', 'resumen', 'resumen profesional', 'sobre mi', 'acerca de mi', 'profile summary', 'resume headline'
	],
	contact: [
		'contact', 'contacts', 'contact information', 'informacao pessoal', 'contact info', 'contact details', 'personal information',
		'personal details', 'contato', 'contatos', 'informacoes de contato', 'dados pessoais', 'informacoes pessoais',
		'dados de contato', 'datos personales', 'informacion personal', 'contacto', 'datos de contacto'
	]
};

// Skills headings that announce tools only: such a list says nothing about practices.
const TOOL_HEADINGS = new Set([
	'tools', 'ferramentas', 'software', 'softwares', 'toolkit', 'toolbox', 'my toolkit', 'tool kit', 'kit de ferramentas', 'what i use', 'softwares e ferramentas', 'ferramentas e softwares', 'softwares utilizados',
	'software skills', 'software and tools', 'sistemas e softwares', 'informatica', 'conhecimentos em informatica', 'computer skills', 'it skills'
]);

/** Whether a skills heading announces a list of tools only ("Softwares", "Ferramentas", "Computer skills"). */
export function isToolsHeading(heading: string): boolean {
	return TOOL_HEADINGS.has(simplify(heading.replace(/&/g, ' and ')));
}

// Sections whose content is none of the above; recognising them stops their lines leaking into the previous one.
const OTHER_HEADINGS = [
	'volunteer', 'volunteering', 'volunteer experience', 'volunteer work', 'community involvement', 'voluntariado',
	'trabalho voluntario', 'trabalhos voluntarios', 'experiencia voluntaria', 'awards', 'honors', 'honors and awards',
	'awards and honors', 'achievements', 'accomplishments', 'premios', 'premiacoes', 'conquistas', 'publications',
	'publicacoes', 'presentations', 'interests', 'hobbies', 'interesses', 'references', 'referencias', 'activities',
	'atividades', 'extracurricular activities', 'atividades extracurriculares', 'additional information',
	'informacoes adicionais', 'informacoes complementares', 'memberships', 'affiliations', 'professional affiliations',
	'professional memberships', 'associacoes', 'leadership', 'leadership and activities', 'research', 'pesquisa',
	'outras informacoes', 'other information', 'disponibilidade', 'availability',
	// job portals: what the person wants next, not what they did
	'desired job profile', 'desired career profile', 'job preferences', 'career preferences',
	'logros', 'intereses', 'publicaciones', 'informacion adicional', 'otros datos',
	// academic CVs and the Lattes platform: dated lines here are papers, grants and prizes, never jobs
	'grants', 'grants and awards', 'awards and grants', 'funding', 'research funding', 'fellowships', 'honours',
	'honours and awards', 'awards and honours', 'prizes', 'talks', 'invited talks', 'conference presentations',
	'presentations and talks', 'selected publications', 'peer reviewed publications', 'journal articles',
	'conference papers', 'books', 'book chapters', 'service', 'professional service', 'editorial service',
	'peer review', 'supervision', 'student supervision', 'producao bibliografica', 'artigos publicados',
	'artigos completos publicados em periodicos', 'trabalhos publicados', 'premios e titulos', 'premios',
	'participacao em eventos', 'participacao em bancas', 'orientacoes', 'bancas', 'eventos', 'palestras',
	'apresentacoes de trabalho'
];

// Heading words that mark entries as internships or academic roles (not paid experience).
const ACADEMIC = /\b(?:internships?|estagios?|academic|academica|teaching assistantships|monitorias|research experience|pesquisa)\b/;

const BY_PHRASE = new Map<string, SectionKind>();
for (const [kind, phrases] of Object.entries(HEADINGS)) for (const phrase of phrases) BY_PHRASE.set(phrase, kind as SectionKind);
for (const phrase of OTHER_HEADINGS) BY_PHRASE.set(phrase, 'other');
// A heading set with letter spacing can come back without its word gap ("EMPLOYMENTHISTORY",
// "EXPERIENCIAPROFISSIONAL"): the known phrases of two words or more, written without spaces.
const BY_GLUED_PHRASE = new Map<string, SectionKind>([...BY_PHRASE].filter(([phrase]) => phrase.includes(' ')).map(([phrase, kind]) => [phrase.replace(/ /g, ''), kind]));

// A word inside a capitalised or colon-ended short line that is enough to name the section ("CLINICAL ROTATIONS" is not; "RELEVANT NURSING EXPERIENCE" is).
// A key word is enough in a short line written like a heading ("RELEVANT NURSING EXPERIENCE",
// "Technical Skills & Tools", "EXPERIÊNCIA NA ÁREA DA SAÚDE") — unless the line names a job or a
// company ("Customer Experience Manager", "EDUCATION FIRST LTD").
const KEYWORDS: [RegExp, SectionKind][] = [
	[/\b(?:experience|employment|experiencias?|historico profissional|trajetoria)\b/, 'experience'],
	[/\b(?:education|formacao|escolaridade|educacion|formacion)\b/, 'education'],
	[/\b(?:skills|competencies|competencias|habilidades|conhecimentos|conocimientos)\b/, 'skills'],
	[/\b(?:languages|idiomas)\b/, 'languages'],
	[/\b(?:certifications?|licenses|licences|certificacoes|licencas|cursos|registros|certificaciones)\b/, 'certifications'],
	[/\b(?:projects|projetos|proyectos)\b/, 'projects'],
	// Sections that hold dated lines which are no jobs: "Select Publications", "Peer-reviewed papers".
	[/\b(?:publications?|publicacoes|papers|artigos|awards|honou?rs|premios|premiacoes|patents|patentes|grants|auxilios|bolsas|talks|palestras|references|referencias|volunteering|voluntariado|hobbies|interests|interesses)\b/, 'other']
];

// The legal form of a company: "EDUCATION FIRST LTD", "Projetos Engenharia S.A.".
const LEGAL_FORM = /\b(?:inc|ltd|llc|ltda|s a|sa|corp|corporation|gmbh|plc|eireli|me|group|grupo)$/;

// "Technical Skills & Tools": every word capitalised but the small joining ones.
function isTitleCase(raw: string): boolean {
	const words = raw.replace(/[^\p{L}\s]/gu, ' ').trim().split(/\s+/).filter(Boolean);
	return words.length > 0 && words.every((word) => /^\p{Lu}/u.test(word) || /^(?:and|of|e|de|da|do|das|dos|na|no|em|in|for|the)$/.test(word));
}

export interface Heading {
	kind: SectionKind;
	heading: string;
	academic: boolean;
	/** Text after "Skills:" on the same line, if any. */
	rest: string;
}

const MAX_HEADING_CHARS = 48;

/**
 * Whether a line is a section heading. Headings are short; case, accents, a trailing colon,
 * numbering ("01.") and decoration ("— SKILLS —", "■ Experience", "E X P E R I E N C E") do not matter.
 * "Skills: Python, SQL" is a heading with its first content on the same line.
 */
// "PROFESSIONAL EXPERIENCE (1999–2025)", "Experiência (2010 – atual)": the years a section spans
// decorate its heading; they are no content.
const HEADING_SPAN = /\s*[([]\s*(?:\d{4})\s*(?:[–—-]\s*(?:\d{4}|present|current|now|atual|hoje|presente)\s*)?[)\]]\s*$/i;

export function readHeading(text: string): Heading | null {
	const line = text.trim().replace(HEADING_SPAN, '');
	if (line.length === 0) return null;
	const inline = /^([^:]{2,40}):\s*(\S.*)$/.exec(line);
	if (inline) {
		const head = classify(inline[1], true);
		// "Portfólio: ana.test" is a contact item, not a projects section.
		const link = head?.kind === 'projects' && /^\S+\.[a-z]{2,}\S*$/i.test(inline[2].trim());
		if (head && head.kind !== 'other' && !link) return { ...head, rest: inline[2] };
	}
	if (line.length > MAX_HEADING_CHARS) return null;
	// A line with digits, an e-mail or a separator between words is content, not a heading.
	if (/[@|]|\d{3,}|\s[–—-]\s\S|,/.test(line.replace(/^\d{1,2}[.)]\s*/, ''))) return null;
	const head = classify(line, /:\s*$/.test(line));
	return head ? { ...head, rest: '' } : null;
}

const phraseKind = (key: string): SectionKind | undefined =>
	BY_PHRASE.get(key) ?? BY_PHRASE.get(key.replace(/ and /g, ' e ')) ?? BY_PHRASE.get(key.replace(/ e /g, ' and '));

/** A heading's words as a known phrase ("Experiência profissional"), not only a key word in a line. */
const isKnownPhrase = (text: string): boolean => !!phraseKind(simplify(text.replace(/&/g, ' and ').replace(HEADING_SPAN, '')));

function classify(raw: string, colon: boolean): Omit<Heading, 'rest'> | null {
	// "E X P E R I E N C E" is a heading spaced out for looks.
	const spaced = /^(?:\p{L} ){3,}\p{L}$/u.test(raw.replace(/[^\p{L} ]/gu, '').trim());
	const letters = spaced ? raw.replace(/ (?=\p{L}( |$))/gu, '') : raw;
	const key = simplify(letters.replace(/&/g, ' and ').replace(/^\s*\d{1,2}[.)]?\s*/, ''));
	if (!key || key.split(' ').length > 5) return null;
	const heading = letters.replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '').trim();
	const kind = phraseKind(key) ?? (isAllCaps(raw) && !key.includes(' ') ? BY_GLUED_PHRASE.get(key) : undefined);
	if (kind) return { kind, heading, academic: ACADEMIC.test(key) };
	// Unknown wording: accept a key word only in a line that looks like a heading.
	if ((isAllCaps(raw) || colon || isTitleCase(raw)) && key.split(' ').length <= 5 && roleScore(raw) === 0 && !LEGAL_FORM.test(key)) {
		for (const [pattern, found] of KEYWORDS) if (pattern.test(key)) return { kind: found, heading, academic: ACADEMIC.test(key) };
	}
	return null;
}

// The sections every resume has, whose headings a layout may set apart from the others' style.
const MAIN_KINDS = new Set<SectionKind>(['experience', 'education', 'summary', 'skills']);

// Inside these, "Tools: React, Node" describes the entry above; it is not a section of its own.
const OWNS_LABELS = new Set<SectionKind>(['experience', 'projects', 'education']);

/**
 * Cut the lines into a header block and sections. A resume writes all its headings alike: when
 * most are in capitals, a line in lower case that reads like a heading ("Key projects:" under a
 * job) is part of the section it sits in.
 */
// "Experience | Nursing Supervisor, Summit Valley Health…": a heading in a margin column, on the
// baseline of its section's first line.
const MARGIN_HEADING = /^([^|]{2,40}?)\s+\|\s+(\S.*)$/;

const pieceOf = (line: Line, from: number): Line => ({ text: line.text.slice(from), start: line.start + from, end: line.end, index: line.index });

/**
 * moderncv and the layouts like it set each section's heading in a margin, beside the section's
 * first line. Where the document does so twice or more, each such heading becomes a line of its
 * own; one wrapped in the margin ("Resumo" / "Profissional", each beside a line) is joined.
 */
function withMarginHeadings(lines: Line[]): Line[] {
	const margin = (line: Line | undefined) => {
		const cut = line && MARGIN_HEADING.exec(line.text.trim());
		if (!cut || !line) return null;
		const offset = line.text.indexOf(cut[2], line.text.indexOf(cut[1]) + cut[1].length);
		return { label: cut[1].trim(), content: pieceOf(line, offset) };
	};
	const isMargin = (label: string) => isKnownPhrase(label) && readHeading(label)?.rest === '';
	const found = lines.map(margin);
	if (found.filter((cut) => cut && isMargin(cut.label)).length < 2) return lines;
	const out: Line[] = [];
	for (let i = 0; i < lines.length; i++) {
		const cut = found[i];
		if (!cut || !isMargin(cut.label)) {
			out.push(lines[i]);
			continue;
		}
		const next = found[i + 1];
		const wrappedLabel = next && next.label.split(/\s+/).length <= 2 && !isMargin(next.label) && isKnownPhrase(`${cut.label} ${next.label}`);
		const label = wrappedLabel ? `${cut.label} ${next.label}` : cut.label;
		const at = lines[i].text.indexOf(cut.label);
		out.push({ text: label, start: lines[i].start + at, end: lines[i].start + at + cut.label.length, index: lines[i].index }, cut.content);
		if (wrappedLabel) {
			out.push(next.content);
			i++;
		}
	}
	return out;
}

export function splitSections(all: Line[]): Sections {
	const lines = withMarginHeadings(all);
	const header: Line[] = [];
	const sections: Section[] = [];
	let current: Section | null = null;
	const found = lines.map((line) => readHeading(line.text));
	// A heading wrapped in a narrow column ("EXPERIÊNCIA" / "PROFISSIONAL", "EDUCATION AND" /
	// "TRAINING"): the second line joins the first when together they name the same section, or
	// the first alone names none.
	const wrapped = new Set<number>();
	for (let i = 0; i + 1 < lines.length; i++) {
		const [first, second] = [lines[i].text.trim(), lines[i + 1].text.trim()];
		if (!first || !second || (found[i] && found[i]!.rest) || second.split(/\s+/).length > 2 || isAllCaps(first) !== isAllCaps(second)) continue;
		const joined = isKnownPhrase(`${first} ${second}`) ? readHeading(`${first} ${second}`) : null;
		if (!joined || joined.rest || (found[i] && found[i]!.kind !== joined.kind)) continue;
		found[i] = joined;
		found[i + 1] = null;
		wrapped.add(i + 1);
	}
	const standalone = lines.filter((_, i) => found[i] && !found[i]!.rest);
	// "VÍNCULOS (2006–atual)": the span's words are not the heading's case.
	const inCapitals = (text: string) => isAllCaps(text.trim().replace(HEADING_SPAN, ''));
	const capitals = standalone.filter((line) => inCapitals(line.text)).length;
	const capitalStyle = capitals >= 2 && capitals >= standalone.length - capitals;
	// Two heading styles in one document: a sidebar's in capitals ("CONTACT", "SKILLS"), the main
	// column's in title case ("Profile", "Experience", "Select Publications"). When a title-case
	// heading names a main section no capital heading names, the title-case ones are headings too.
	const named = new Set(found.filter((head, i) => head && !head.rest && inCapitals(lines[i].text)).map((head) => head!.kind));
	const colon = (line: Line) => /:\s*$/.test(line.text);
	const twoStyles =
		capitalStyle &&
		lines.some((line, i) => found[i] && !found[i]!.rest && !inCapitals(line.text) && !colon(line) && MAIN_KINDS.has(found[i]!.kind) && !named.has(found[i]!.kind) && isKnownPhrase(line.text));
	for (const [i, line] of lines.entries()) {
		if (wrapped.has(i)) continue;
		let heading = found[i];
		if (heading && !heading.rest && capitalStyle && !inCapitals(line.text) && !(twoStyles && !colon(line))) heading = null;
		// "Tools: React" under a job describes it; "Idiomas: Inglês avançado" or "Certifications: …"
		// after a blank line starts a section of its own, even below a degree; so does "Skills: Excel, SQL"
		// set apart below the degrees (a degree has no skills list of its own).
		const startsBlock = i === 0 || !lines[i - 1].text.trim();
		const ownBlock =
			startsBlock &&
			(heading?.kind === 'certifications' || (heading?.kind === 'languages' && mentionsLanguage(heading.rest)) || (heading?.kind === 'skills' && current?.kind === 'education'));
		if (heading && heading.rest && current && !ownBlock && (OWNS_LABELS.has(current.kind) || current.kind === heading.kind)) {
			current.lines.push(line);
			continue;
		}
		if (heading && heading.rest) {
			// "Languages: English, Spanish" inside a skills list is a section of one line; the list goes on after it.
			const offset = line.text.indexOf(heading.rest);
			const rest: Line = { text: heading.rest, start: line.start + offset, end: line.end, index: line.index };
			const one: Section = { kind: heading.kind, heading: heading.heading, academic: heading.academic, lines: [rest] };
			sections.push(one);
			if (!current) current = one;
			else {
				const resumed: Section = { kind: current.kind, heading: current.heading, academic: current.academic, lines: [] };
				sections.push(resumed);
				current = resumed;
			}
			continue;
		}
		if (heading) {
			current = { kind: heading.kind, heading: heading.heading, academic: heading.academic, lines: [] };
			sections.push(current);
			continue;
		}
		(current ? current.lines : header).push(line);
	}
	return { header, sections: sections.filter((section) => section.lines.length > 0) };
}
