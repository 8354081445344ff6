import { findSkills } from '../skills/matcher';
import { simplify, stripBullet, stripEmoji, stripMarkdown, wordCount, type Line } from './text';

export type SectionKind =
	| 'required'
	| 'nice'
	| 'responsibilities'
	| 'description'
	| 'about'
	| 'benefits'
	| 'other';

export interface Section {
	kind: SectionKind;
	/** The heading as written ("O que buscamos"), or '' for text before the first heading. */
	heading: string;
	/** The heading's own line; content written after "Requisitos:" on that line is in `lines`. */
	headingLine: Line | null;
	lines: Line[];
}

export interface Sections {
	/** Lines before the first heading: title, company, place, pay. */
	header: Line[];
	sections: Section[];
}

/*
 * Headings, folded (lower case, no accents, punctuation as spaces), matched as whole headings.
 * Order matters: "requisitos desejaveis" is nice-to-have before "requisitos" is required, and
 * "preferred qualifications" before "qualifications".
 */
const RULES: [SectionKind, RegExp][] = [
	[
		'nice',
		/^(?:(?:(?:it s |it is |would be )?(?:a )?)?nice (?:to have|to haves|to have s|if you have)|nice to have skills|bonus(?: points)?(?: if you have)?|extra points|(?:a )?plus|pluses|(?:will be )?a plus|preferred(?: qualifications| skills| requirements| experience)?|desired(?: qualifications| skills)?|desirable(?: skills| qualifications| requirements)?|(?:it s )?great if you (?:have|also have)|even better if you have|what would make you stand out|what sets you apart|good to have|ideally you (?:also )?have|(?:os )?diferenciais|diferencial|(?:sera|e) um diferencial|(?:sera|e) um plus|(?:requisitos |conhecimentos |qualificacoes |competencias )?desejav(?:el|eis)|desejado|seria legal (?:se )?(?:voce )?(?:ter|tiver)|(?:o que )?conta pontos|pontos extras|bonus|extras|plus|nao obrigatorio|(?:requisitos |conhecimentos )?(?:nao obrigatorios|opcionais))$/
	],
	[
		'required',
		/^(?:(?:job |minimum |basic |required |key |essential |technical |professional |your )?(?:requirements?|qualifications?)(?: and (?:skills|qualifications|experience))?|requirements? (?:and|&) qualifications|required(?: skills| experience)?|skills(?: required| and experience| and qualifications| we need)?|must ?haves?|must have skills|essentials?|what you (?:ll |will )?(?:need|bring)(?: to (?:the role|succeed))?|what we (?:re |are )?looking for|what we need(?: from you)?|what we expect(?: from you)?|who (?:you are|we re looking for|we are looking for)|about you|you (?:have|bring|are|should have|should bring|will bring|will need|ll need|must have)|you ll have|your (?:profile|skills|background|experience)|what you ll bring|ideal candidate|the ideal candidate|(?:the )?candidate profile|experience|experience required|required experience|(?:requisitos|pre requisitos|prerequisitos)(?: obrigatorios| tecnicos| minimos| necessarios| da vaga| e qualificacoes| e habilidades| essenciais)?|qualificacoes(?: necessarias| tecnicas| obrigatorias| exigidas)?|o que (?:buscamos|procuramos|esperamos)(?: de voce| em voce)?|o que voce precisa(?: ter| saber)?|o que e necessario|o que voce (?:deve ter|traz)|quem (?:buscamos|procuramos|voce e)|perfil(?: desejado| da vaga| procurado| profissional| tecnico| do candidato| da pessoa candidata)?|conhecimentos(?: necessarios| obrigatorios| tecnicos| exigidos| essenciais)?|competencias(?: tecnicas| necessarias| exigidas)?|habilidades(?: necessarias| tecnicas| exigidas)?|experiencia(?: necessaria| exigida| requerida)?|exigencias|formacao(?: e experiencia| academica)?|escolaridade|para se candidatar|para essa vaga voce precisa|precisamos que voce tenha|licenses? (?:and|&) certifications?|(?:soft|hard|technical|tech|core) skills|(?:our |the |nossa )?(?:tech )?stack(?: tecnologica)?|tools(?: and technologies)?|technologies|tecnologias|ferramentas(?: e tecnologias)?|competencias (?:comportamentais|tecnicas)|habilidades (?:comportamentais|tecnicas)|certifications?|license|licensure|education(?: and experience)?|registro profissional)$/
	],
	[
		'responsibilities',
		/^(?:(?:key |main |primary |core |your |job |essential )?(?:responsibilities|duties|accountabilities)(?: and duties| of the role| include)?|duties and responsibilities|essential (?:duties|functions)(?: and responsibilities)?|what you (?:ll |will )?(?:do|be doing|work on|achieve|own|drive|lead)|what you ll be doing|in this role(?: you will| you ll)?|your (?:role|mission|day to day|impact|responsibilities|challenges)|the role|role|the job|the work|what the (?:job|role) involves|your day|a typical day|day to day|a day in the life|how you ll (?:contribute|make an impact)|(?:suas |principais )?(?:responsabilidades|atribuicoes|atividades)(?: e atribuicoes| da vaga| do cargo| e responsabilidades)?|responsabilidades e atribuicoes|o que voce (?:vai|ira) fazer|o que voce fara|o que voce vai encontrar|seu dia a dia|no dia a dia(?: voce vai| voce ira)?|(?:seus |principais )?desafios|(?:o |seu |nosso )desafio|sua missao|como sera (?:o seu|seu) dia a dia|funcoes|descricao das atividades|atuacao)$/
	],
	[
		'description',
		/^(?:about (?:the (?:role|job|position|opportunity)|this (?:role|job|position))|job (?:description|summary|overview)|(?:position|role) (?:summary|overview|description)|overview|summary|the opportunity|the position|description|sobre a (?:vaga|oportunidade|posicao|funcao)|descricao(?: da vaga| do cargo| da funcao| da oportunidade)?|a vaga|a oportunidade|resumo da vaga|missao do cargo|objetivo do cargo)$/
	],
	[
		'about',
		/^(?:about(?: us| the company| the team| our company| the (?:firm|practice|hospital|clinic|school|organi[sz]ation|store|agency))?|who we are|our (?:company|story|mission|team)|company (?:description|overview)|the company|the team|sobre(?: nos| a empresa| o time| a equipe| o negocio| o escritorio| a escola| o colegio| o hospital| a clinica| a rede| a loja| a cooperativa| a construtora| a companhia| a organizacao| a instituicao| a agencia)?|quem somos|a empresa|nossa (?:empresa|historia|missao)|o time|nosso time|a equipe)$/
	],
	[
		'benefits',
		/^(?:benefits?|perks(?: and benefits)?|benefits and perks|(?:what )?we offer|what s in it for you|what you ll get|what we (?:offer|provide)(?: you)?|compensation(?: and benefits| benefits)?|(?:salary|pay) and benefits|total rewards|why (?:join us|work with us|you ll love (?:it|working here))|beneficios|o que oferecemos|oferecemos|(?:remuneracao|salario) e beneficios|nossos beneficios|vantagens|pacote de beneficios)$/
	],
	[
		'other',
		/^(?:how to apply|to apply|application process|hiring process|our (?:hiring|interview) process|next steps|equal (?:employment )?opportunity(?: employer)?|eeo statement|diversity(?: and inclusion)?|location|work location|working hours|schedule|hours|additional information|more information|contact|como (?:se candidatar|participar)|processo seletivo|etapas do processo(?: seletivo)?|informacoes adicionais|outras informacoes|local de trabalho|localizacao|local|jornada(?: de trabalho)?|horario(?: de trabalho)?|diversidade(?: e inclusao)?|observacoes|contato|(?:similar|related|more|other|recommended) (?:jobs|positions|openings|roles)|vagas (?:semelhantes|parecidas|relacionadas|similares)|outras vagas|you may also like|people also viewed)$/
	]
];

/*
 * Words that say what an unknown heading is about ("Skills & Experience", "Você vai se dar bem
 * se tiver:", "Extra credit"), tried when no heading above matches, in this order.
 */
const KEYWORDS: [SectionKind, RegExp][] = [
	['nice', /\b(?:nice|bonus|plus|pluses|prefer\w*|desir\w*|desejav\w*|diferencia\w*|extra|advantage\w*|legal se|incrivel se|bacana se|ganha pontos|conta pontos|stand out)\b/],
	['benefits', /\b(?:benefits?|perks?|offer|offers|oferec\w*|beneficios?|vantagens|rewards?)\b/],
	['responsibilities', /\b(?:responsib\w*|duties|you ll do|you will do|you ll own|you will own|^as an? .+ you ll|^as .+ you ll|^as .+ you will|^como .+ voce (?:vai|ira)|day to day|dia a dia|atribuic\w*|responsabilidades?|atividades|vai fazer|desafios?|your mission|sua missao|your impact)\b/],
	['required', /\b(?:requir\w*|qualif\w*|must|need|looking for|skills?|experience|background|requisit\w*|precis\w*|buscamos|procuramos|esperamos|perfil|conhecimentos?|competencias?|habilidades|you have|you (?:should|will|ll) bring|voce tem|tenha|tiver|se dar bem|great fit|thrive)\b/],
	['about', /\b(?:about us|who we are|sobre nos|quem somos|our company|nossa empresa)\b/]
];

/** The kind an unknown heading's words suggest, or null. */
export function headingKindByWords(raw: string): SectionKind | null {
	const key = headingKey(raw);
	if (!key || key.split(' ').length > 9) return null;
	for (const [kind, pattern] of KEYWORDS) if (pattern.test(key)) return kind;
	return null;
}

/** The kind a heading names, or null when the text is not a heading we know. */
export function headingKind(raw: string): SectionKind | null {
	const key = headingKey(raw);
	if (!key || key.split(' ').length > 9) return null;
	for (const [kind, pattern] of RULES) if (pattern.test(key)) return kind;
	return null;
}

// "About Harborline", "Sobre a Nuvem Cacto": the company's own name after "about"/"sobre".
const ABOUT_COMPANY = /^(?:about|sobre(?: a| o)?|conheca(?: a| o)?|who is|quem e(?: a| o)?)\s+(.+)$/i;
const NOT_A_NAME = /^(?:us|you|me|the (?:role|job|team|company|position)|this (?:role|job)|nos|voce|a vaga|o time|a empresa|a equipe|o cargo|a oportunidade|o negocio)$/i;

/** "About Harborline Logistics" → "Harborline Logistics"; null for "About us" and non-headings. */
export function aboutCompany(raw: string): string | null {
	const text = stripMarkdown(stripEmoji(raw)).replace(/[:!.]$/, '').trim();
	const match = ABOUT_COMPANY.exec(text);
	if (!match) return null;
	const name = match[1].trim();
	if (NOT_A_NAME.test(simplify(name)) || wordCount(name) > 5 || !/^\p{Lu}/u.test(name)) return null;
	return name;
}

function headingKey(raw: string): string {
	return simplify(stripMarkdown(stripEmoji(stripBullet(raw.trim()).text)))
		.replace(/^(?:\d{1,2}|[ivx]{1,4})\s+/, '')
		.trim();
}

// A line that looks like a heading by shape: short, no sentence punctuation, not a list item.
function looksLikeHeading(text: string): boolean {
	const clean = stripMarkdown(stripEmoji(text)).trim();
	if (!clean || clean.length > 60 || wordCount(clean) > 7) return false;
	if (stripBullet(clean).bullet) return false;
	if (/[.,;!?]$/.test(clean) && !/:$/.test(clean)) return false;
	if (/https?:|@|\d{3}/.test(clean)) return false;
	return /^\p{Lu}/u.test(clean) || /:$/.test(clean) || /^#{1,6}\s/.test(text.trim());
}

// Sections that open on a label line in the header too ("Requisitos: Excel, SAP"); the others are header fields there.
const INLINE_KINDS = new Set<SectionKind>(['required', 'nice', 'responsibilities', 'description']);

interface HeadingFound {
	kind: SectionKind;
	heading: string;
	/** Where the content starts on the heading's own line ("Requisitos: Excel, SAP"), or -1. */
	inlineFrom: number;
}

/**
 * Whether a line opens a section: a known heading alone on its line ("Requisitos", "## What
 * you'll do", "NICE TO HAVE:"), or a known heading followed by a colon and its content on the same
 * line ("Requirements: Excel, SAP"). Unknown short title-like lines followed by a list ("Our
 * stack") close the section before them as `other` — see splitSections.
 */
export function readHeading(line: Line): HeadingFound | null {
	const text = line.text.trim();
	if (!text) return null;
	const body = stripBullet(text);
	const colon = body.text.indexOf(':');
	if (colon > 0 && colon < body.text.length - 1) {
		const label = body.text.slice(0, colon);
		const kind = headingKind(label);
		// Only section names open a section inline; "Location: Remote" or "Experience: 3 years" are fields.
		// "Job Description: Litigation Paralegal" names the job (a title label, header.ts), no section.
		if (kind === 'description' && isNameOnly(body.text.slice(colon + 1))) return null;
		if (kind && !/^(?:experience|experiencia|formacao|escolaridade|education)$/.test(headingKey(label)))
			return { kind, heading: label.trim(), inlineFrom: line.text.indexOf(':', line.text.indexOf(label)) + 1 };
		return null;
	}
	if (body.bullet && !/:$/.test(body.text)) return null;
	const leading = leadingHeading(line, body.text);
	if (leading) return leading;
	if (!looksLikeHeading(body.text) && !/:$/.test(body.text)) return null;
	const kind = headingKind(body.text);
	if (kind) return { kind, heading: stripMarkdown(stripEmoji(body.text)).replace(/:$/, '').trim(), inlineFrom: -1 };
	if (aboutCompany(body.text)) return { kind: 'about', heading: stripMarkdown(stripEmoji(body.text)).trim(), inlineFrom: -1 };
	return null;
}

/** A label's value that is only a name ("Litigation Paralegal"): short, capitalised, no sentence. */
function isNameOnly(value: string): boolean {
	const text = value.trim();
	return /^[\p{Lu}]/u.test(text) && wordCount(text) <= 8 && !/[.!?;:,]/.test(text);
}

// Single words that are headings even when the first item follows on the same line ("Requisitos Excel…").
const STRONG_WORDS = /^(?:requirements|qualifications|responsibilities|benefits|requisitos|qualificacoes|responsabilidades|atribuicoes|diferenciais|beneficios|desejavel)$/;

/**
 * A heading run into its first item without a colon, as copying from some pages leaves it:
 * "What we are looking for 5+ years of backend development", "Nice to have Kafka, Kubernetes".
 * Only when what follows starts like an item (a capital or a digit), so "Experience with Python"
 * stays a sentence.
 */
function leadingHeading(line: Line, text: string): HeadingFound | null {
	const words = text.split(/\s+/);
	if (words.length < 2 || /:$/.test(text)) return null;
	for (let n = Math.min(6, words.length - 1); n >= 1; n--) {
		const rest = words.slice(n).join(' ');
		if (!/^[\p{Lu}\d]/u.test(rest)) continue;
		const label = words.slice(0, n).join(' ');
		if (/(?:&|\/|\band|\be|\bor|\bou)$/i.test(label)) continue;
		const kind = headingKind(label);
		if (!kind || kind === 'other') continue;
		if (n === 1 && !STRONG_WORDS.test(headingKey(label))) continue;
		const at = line.text.indexOf(rest, line.text.indexOf(label) + label.length);
		return { kind, heading: label, inlineFrom: at };
	}
	return null;
}

/** Lines before the first known heading are the header; every heading opens a section until the next. */
export function splitSections(lines: Line[]): Sections {
	const header: Line[] = [];
	const sections: Section[] = [];
	let current: Section | null = null;
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		const found = readHeading(line);
		// In the header, "Compensation: $90k" or "Location: Remote" are fields; after it they close a section.
		if (found && found.inlineFrom > 0 && !current && !INLINE_KINDS.has(found.kind)) {
			header.push(line);
			continue;
		}
		if (found) {
			const section: Section = { kind: found.kind, heading: found.heading, headingLine: line, lines: [] };
			sections.push(section);
			if (found.inlineFrom > 0) {
				const start = line.start + found.inlineFrom;
				const rest = line.text.slice(found.inlineFrom);
				const lead = rest.length - rest.trimStart().length;
				section.lines.push({ text: rest.trim(), start: start + lead, end: line.end, index: line.index });
				// "Benefícios: VR, VA" inside another section is that one line; the section around it goes on.
				if (!INLINE_KINDS.has(found.kind) && current) {
					const resumed: Section = { ...current, headingLine: null, lines: [] };
					sections.push(resumed);
					current = resumed;
					continue;
				}
			}
			current = section;
			continue;
		}
		const guessed = guessedHeading(lines, i, current?.kind ?? null);
		if (guessed) {
			current = { kind: guessed, heading: stripMarkdown(stripEmoji(line.text)).replace(/:$/, '').trim(), headingLine: line, lines: [] };
			sections.push(current);
			continue;
		}
		(current ? current.lines : header).push(line);
	}
	return { header, sections };
}

/**
 * A heading we do not know by name, by its shape: a short title-like line that ends with a colon,
 * is written in capitals or as a Markdown heading, or stands after a blank line before a list.
 * Its words say what it holds ("Skills & Experience" → required); with no telling word it is
 * `other`, which still ends the section before it, so a list of perks under an odd heading is
 * not read as requirements. In the header only a telling heading opens a section.
 */
function guessedHeading(lines: Line[], i: number, within: SectionKind | null): SectionKind | null {
	const raw = lines[i].text.trim();
	if (!raw || !looksLikeHeading(raw) || stripBullet(raw).bullet) return null;
	const text = stripMarkdown(stripEmoji(raw));
	const next = lines.slice(i + 1).find((line) => line.text.trim() !== '');
	const beforeList = Boolean(next && stripBullet(next.text.trim()).bullet);
	const capitals = isCapitals(text);
	const marked = /:$/.test(text) || /^#{1,6}\s/.test(raw) || /^\*\*.+\*\*:?$/.test(raw) || capitals;
	const afterBlank = i === 0 || lines[i - 1].text.trim() === '';
	if (!marked && !(afterBlank && beforeList)) return null;
	const kind = headingKindByWords(text);
	if (kind) {
		// "Frontend:" or "Tools:" inside the requirements group them; a telling word like "Nice to have" still splits.
		if ((within === 'required' || within === 'nice') && /:$/.test(text) && kind === 'required') return null;
		return kind;
	}
	if (!within) return null;
	if ((within === 'required' || within === 'nice') && /:$/.test(text)) return null;
	// "Frontend", "Cloud & DevOps" over a group of requirements: a skill's name groups them.
	if ((within === 'required' || within === 'nice') && wordCount(text) <= 4 && findSkills(text).length > 0) return null;
	// "US GAAP", "CI/CD" in capitals are items; an untold heading needs a colon, Markdown or a list after a blank line.
	if (capitals && !/:$/.test(text) && !/^#{1,6}\s/.test(raw) && !(afterBlank && beforeList)) return null;
	return 'other';
}

function isCapitals(value: string): boolean {
	const letters = value.replace(/[^\p{L}]/gu, '');
	return letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
