import { aboutCompany, type Section } from './sections';
import { readLocation, REMOTE_PLACE, type Lang } from './location';
import { cleanTitle, isMetaSegment, looksLikeCompany, nameSegments, sameName } from './title';
import { readWorkMode } from './work-mode';
import { foldText, splitSegments, stripBullet, stripEmoji, stripMarkdown, tidy, wordCount, type Line } from './text';

export interface HeaderFacts {
	title: string | null;
	company: string | null;
	location: string | null;
	/** Lines read as title, company or place: never evidence of a skill. */
	used: Set<number>;
	/** The line the title was read from, for its level, contract and mode words ("Estagiário(a) — 30h"). */
	titleLine: Line | null;
}

const LABELS = {
	title: /^(?:vaga(?: (?:afirmativa|exclusiva|aberta|para|de)\b.*)?|cargo|position|job title|title|role|t[íi]tulo(?: da vaga)?|fun[cç][aã]o|oportunidade|job|opening|posi[cç][aã]o|nome da vaga|hiring|we(?:'|’)?re hiring|we are hiring|now hiring|estamos contratando|contratamos|contrata-se|nova vaga|vaga aberta|open (?:position|role)|job opening)$/i,
	company: /^(?:company|company name|empresa|employer|organi[sz]ation|organiza[cç][aã]o|hiring company|contratante|client|cliente|institui[cç][aã]o)$/i,
	location: /^(?:location|job location|work location|localiza[cç][aã]o|local|local de trabalho|cidade|city|based in|onde|lugar|place of work|office|escrit[óo]rio|unidade|sede)$/i
};

/** "Empresa: Jabuti Software" → ["Empresa", "Jabuti Software"]; null when the line is no label. */
export function splitLabel(raw: string): [string, string] | null {
	const text = stripMarkdown(stripEmoji(stripBullet(raw.trim()).text)).replace(/\*\*/g, '');
	const match = /^([\p{L}][\p{L} /()'’.-]{0,40}?)\s*[:：]\s*(.+)$/u.exec(text);
	if (!match || /^https?$/i.test(match[1])) return null;
	return [match[1].trim(), match[2].trim()];
}

function labelled(line: string, kind: keyof typeof LABELS): string | null {
	const pair = splitLabel(line);
	return pair && LABELS[kind].test(pair[0]) ? tidy(pair[1]) : null;
}

const UNDISCLOSED_COMPANY = /^(?:(?:empresa )?(?:confidencial|sigilosa|n[ãa]o divulgada)|confidential(?: company)?|undisclosed|stealth(?: startup)?)$/i;

// Words of job names: a first line without one, followed by a line with one, is the company.
const ROLE_WORD =
	/\b(?:engineer|developer|analyst|manager|designer|nurse|teacher|accountant|attorney|lawyer|associate|specialist|coordinator|assistant|technician|consultant|director|intern|architect|scientist|administrator|representative|clerk|cashier|driver|officer|supervisor|lead|head|recruiter|writer|editor|agent|operator|programmer|tester|auditor|pharmacist|physician|therapist|receptionist|chef|cook|barista|salesperson|enfermeir[oa]|desenvolvedor|desenvolvedora|analista|engenheir[oa]|gerente|professor|professora|advogad[oa]|contador|contadora|assistente|t[ée]cnic[oa]|coordenador|coordenadora|auxiliar|operador|operadora|vendedor|vendedora|atendente|estagi[áa]ri[oa]|est[áa]gio|motorista|recepcionista|farmac[êe]utic[oa]|m[ée]dic[oa]|psic[óo]log[oa]|cozinheir[oa]|designer|consultor|consultora|especialista|supervisor|supervisora|l[íi]der|diretor|diretora|programador|programadora|arquitet[oa]|cientista|redator|redatora|secret[áa]ri[oa]|fisioterapeuta|nutricionista|pedagog[oa]|caixa|repositor|repositora|promotor|promotora|gar[çc]om|soldador|eletricista|mec[âa]nic[oa]|pedreiro|zelador|porteiro)\b/i;

// Buttons and counters copied with a page: "Save", "Easy Apply", "Compartilhar", "120 applicants".
const UI_WORDS =
	/^(?:save|saved|share|apply|apply now|easy apply|report|report job|follow|message|more|show more|see more|back|back to jobs|salvar|compartilhar|candidatar-se|candidate-se|denunciar|seguir|ver mais|voltar|inscrever-se|inscreva-se|job details|detalhes da vaga|\d+\s+(?:applicants|candidatos|candidaturas)|actively recruiting|recrutando ativamente)$/i;

// A line that is no title: a date, a link, a place, a greeting, a label of another field.
function canBeTitle(text: string, lang: Lang): boolean {
	const clean = stripMarkdown(stripEmoji(text)).trim();
	if (!clean || clean.length > 120 || wordCount(clean) > 14 || wordCount(clean) === 0) return false;
	if (/^https?:|@|^\(?\d/.test(clean)) return false;
	if (/[.;]$/.test(clean) && !/\b(?:Jr|Sr|Inc|Ltd|S\.A)\.$/.test(clean)) return false;
	if (/^(?:we(?:'|’)?re hiring|we are hiring|now hiring|estamos contratando|vaga aberta|nova vaga|urgente|hiring)!*$/i.test(clean)) return false;
	if (/^(?:posted|publicad[ao]|published|apply|candidate-se|candidatar|reposted|promoted|promovida)/i.test(clean)) return false;
	if (UI_WORDS.test(clean)) return false;
	const pair = splitLabel(clean);
	if (pair && !LABELS.title.test(pair[0])) return false;
	return !isMetaSegment(splitSegments(clean)[0] ?? clean, lang) || Boolean(pair);
}

/**
 * Title, company and place from the lines before the first section, from labels ("Cargo:",
 * "Empresa:", "Local:") and from an "About <Company>" heading. Only the header and the first
 * lines count for the title and the company: a label further down is the posting's prose (or
 * someone's attempt to steer the reader) and does not rename the job.
 */
export function readHeader(header: Line[], lines: Line[], sections: Section[], lang: Lang): HeaderFacts {
	const used = new Set<number>();
	const early = header.filter((line) => line.text.trim());
	const top = early.slice(0, 12);

	let title: string | null = null;
	let titleLine: Line | null = null;
	let company: string | null = null;
	let location: string | null = null;

	for (const line of top) {
		const value = labelled(line.text, 'company');
		if (value && !company) {
			company = value;
			used.add(line.index);
		}
	}
	for (const line of top) {
		const value = labelled(line.text, 'title');
		if (value && !title) {
			const parts = cleanTitle(value, lang, company);
			title = parts.title || null;
			titleLine = line;
			company ??= parts.company;
			used.add(line.index);
		}
	}
	if (!title) {
		const candidates = top.filter((line) => canBeTitle(line.text, lang)).slice(0, 2);
		// "Harborline Logistics\nSenior Backend Engineer": a first line that names no job before one that does.
		const swapped = candidates.length === 2 && !ROLE_WORD.test(candidates[0].text) && ROLE_WORD.test(candidates[1].text) && candidates[1].index === candidates[0].index + 1;
		const candidate = swapped ? candidates[1] : candidates[0];
		if (swapped && !company && looksLikeName(candidates[0].text)) {
			company = tidy(stripEmoji(candidates[0].text));
			used.add(candidates[0].index);
		}
		if (candidate) {
			const parts = cleanTitle(candidate.text, lang, company);
			if (parts.title) {
				title = parts.title;
				titleLine = candidate;
				company ??= parts.company;
				used.add(candidate.index);
				for (const segment of parts.rest) location ??= readLocation(segment, lang);
			}
		}
	}

	if (!title) {
		const said = titleFromProse(lines.slice(0, 8));
		if (said) {
			title = cleanTitle(said.title, lang).title || null;
			company ??= said.company;
		}
	}

	// The line after the title: "Harborline Logistics — Remote (United States)", "Acme · São Paulo/SP · CLT".
	const afterTitle = titleLine ? top.filter((line) => line.index > titleLine!.index) : top;
	for (const line of afterTitle.slice(0, 3)) {
		if (splitLabel(line.text)) continue;
		const segments = splitSegments(stripEmoji(line.text));
		const names = nameSegments(line.text, lang);
		const isShort = wordCount(line.text) <= 14 && !/[.!?]$/.test(line.text.trim());
		if (!isShort) continue;
		let took = false;
		for (let i = 0; i < segments.length && !location; i++) {
			// "São Paulo – SP | Presencial": the separator split the city from its state.
			const next = segments[i + 1];
			const place = readLocation(segments[i], lang) ?? (next && /^[A-Z]{2}$/.test(next) ? readLocation(`${segments[i]}, ${next}`, lang) : null);
			if (place) {
				location = place;
				took = true;
			}
		}
		const name = names.find((segment) => looksLikeName(segment));
		if (name && !company && (segments.length > 1 || looksLikeCompany(name) || wordCount(name) <= 5)) {
			company = tidy(name);
			took = true;
		}
		if (took) used.add(line.index);
		if (company && location) break;
	}

	for (const line of lines) {
		if (location) break;
		const value = labelled(line.text, 'location');
		// "Work Location: In person" says how, not where.
		if (value) location = readLocation(value, lang) ?? (value.length <= 80 && !readWorkMode(value) ? value : null);
	}

	if (!company) company = companyFromAbout(sections) ?? companyFromProse(lines.slice(0, 25));
	if (company && title && sameName(company, title)) company = null;
	// "Empresa confidencial": the posting hides its employer; Rumo does not invent one.
	if (company && UNDISCLOSED_COMPANY.test(company.trim())) company = null;
	if (titleLine && !title) titleLine = null;
	return { title, company, location, used, titleLine };
}

// "We are looking for a Junior QA Analyst to join Pixel Forge", "Buscamos um(a) Analista de Dados Pleno para…".
const SAYS_TITLE = [
	/\b(?:looking for|seeking|hiring|searching for|in search of)\s+(?:an?|our next|a new)\s+((?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|of|and|&|de|da|do|e)(?:\s+(?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|of|and|&|de|da|do|e|\(a\)))*)(?:\s+(?:to join|to help|to lead|to work|who|with|for|at|in)\s+((?:our |the )?[\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4}))?/u,
	/\b(?:procuramos|buscamos|contratamos|estamos contratando|est[áa] contratando|est[áa] buscando)\s+(?:um\(a\)|uma?|pessoa)?\s*((?:[\p{Lu}][\p{L}\p{N}.+#/()-]*)(?:\s+(?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|de|da|do|e|em|\(a\)))*)(?:\s+(?:para (?:fazer parte d[ao]|integrar (?:o time|a equipe) d[ao]|atuar n[ao]|se juntar ao time d[ao])|n[ao])\s+([\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4}))?/u
];

function titleFromProse(lines: Line[]): { title: string; company: string | null } | null {
	for (const line of lines) {
		for (const pattern of SAYS_TITLE) {
			const match = pattern.exec(line.text);
			if (!match) continue;
			const title = match[1].replace(/\s+(?:de|da|do|e|em|of|and|&)$/, '').trim();
			if (wordCount(title) < 1 || wordCount(title) > 8) continue;
			const company = match[2] && !/^(?:our|the)\b/i.test(match[2]) ? tidy(match[2]) : null;
			return { title, company };
		}
	}
	return null;
}

function looksLikeName(segment: string): boolean {
	const text = segment.trim();
	if (!/^[\p{Lu}\d]/u.test(text) || wordCount(text) > 6 || text.length > 60) return false;
	if (/[.!?]$/.test(text) && !/\b(?:Inc|Ltd|Co|S\.A|Ltda)\.$/i.test(text)) return false;
	return !REMOTE_PLACE.test(text);
}

function companyFromAbout(sections: Section[]): string | null {
	for (const section of sections) {
		if (section.kind !== 'about' || !section.headingLine) continue;
		const name = aboutCompany(section.headingLine.text);
		if (name) return name;
	}
	return null;
}

// "Acme is hiring", "Join Acme", "A Acme está contratando", "Junte-se à Acme".
const PROSE = [
	/^(?:join|junte-se (?:a|à|ao)|venha (?:fazer parte|trabalhar) (?:da|do|na|no))\s+(\p{Lu}[\p{L}\p{N}&'’ .-]{1,50}?)(?:[!.,]|\s+(?:and|e|as|como|team|time)\b|$)/u,
	/^(?:a |o )?(\p{Lu}[\p{L}\p{N}&'’ .-]{1,50}?)\s+(?:is hiring|is looking for|está contratando|esta contratando|está buscando|busca|procura|contrata)\b/u
];

function companyFromProse(lines: Line[]): string | null {
	for (const line of lines) {
		const text = stripEmoji(line.text.trim());
		for (const pattern of PROSE) {
			const match = pattern.exec(text);
			if (match && wordCount(match[1]) <= 5 && !/^(?:we|you|nós|voce|você|our|nossa)$/i.test(match[1].trim())) return tidy(match[1]);
		}
	}
	return null;
}
