import { aboutCompany, readHeading, type Section } from './sections';
import { readLocation, REMOTE_PLACE, type Lang } from './location';
import { cleanTitle, isMetaSegment, looksLikeCompany, nameSegments, sameName } from './title';
import { readWorkMode } from './work-mode';
import {
	bannerName,
	canBeTitle,
	hiringCompany,
	isBoardChrome,
	isCapitalised,
	isFurniture,
	isSiteLine,
	labelled,
	leadingOrganisation,
	looksLikeName,
	looksLikeOrganisation,
	ROLE_WORD,
	SITE_SEGMENT,
	splitLabel,
	splitTitleTail
} from './header-lines';
import { splitSegments, stripBullet, stripEmoji, tidy, wordCount, type Line } from './text';

export { splitLabel } from './header-lines';

export interface HeaderFacts {
	title: string | null;
	company: string | null;
	location: string | null;
	/** Lines read as title, company or place: never evidence of a skill. */
	used: Set<number>;
	/** The line the title was read from, for its level, contract and mode words ("Estagiário(a) — 30h"). */
	titleLine: Line | null;
}

const UNDISCLOSED_COMPANY = /^(?:(?:empresa )?(?:confidencial|sigilosa|n[ãa]o divulgada)|confidential(?: company)?|undisclosed|stealth(?: startup)?)$/i;

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
	// A board's page may put its own "About us" before the job: a labelled title ("Descrição da vaga:
	// Enfermeiro(a)", "Job Description: Paralegal") in the first lines counts even past that heading.
	const listed = new Set(sections.filter((section) => LIST_KINDS.has(section.kind)).flatMap((section) => section.lines.map((line) => line.index)));
	const firstLines = lines.filter((line) => line.text.trim() && !listed.has(line.index)).slice(0, 16);
	const headerNamesJob = top.some((line) => ROLE_WORD.test(line.text) && canBeTitle(line.text, lang));
	const labelScope = headerNamesJob ? top : [...top, ...firstLines.filter((line) => !top.includes(line))];
	// Copied from a job board: the lines before the job are the board's, not the employer's.
	const fromBoard = top.some((line) => isBoardChrome(line.text));

	let title: string | null = null;
	let titleLine: Line | null = null;
	let company: string | null = null;
	let location: string | null = null;
	let companyFallback: string | null = null;

	for (const line of top) {
		const value = labelled(line.text, 'company');
		if (value && !company) {
			company = value;
			used.add(line.index);
		}
	}
	// What the title line held after the title: "… – Meio Período | Drogaria X | Belo Horizonte | MG".
	const readRest = (rest: string[]) => {
		for (let i = 0; i < rest.length; i++) {
			const next = rest[i + 1];
			const joined = next && /^[A-Z]{2}$/.test(next) ? readLocation(`${rest[i]}, ${next}`, lang) : null;
			const place = readLocation(rest[i], lang) ?? joined;
			if (place) {
				location ??= place;
				if (joined) i++;
				continue;
			}
			if (!company && looksLikeName(rest[i]) && !isMetaSegment(rest[i], lang) && !SITE_SEGMENT.test(rest[i]) && !ROLE_WORD.test(rest[i])) company = tidy(rest[i]);
		}
	};
	// Label lines that decorate a banner, not a job ("🔥 We're hiring: ACME ANALYTICS" over "Data Engineer").
	const bannerLabels = new Map<number, string | null>();
	for (const line of labelScope) {
		const value = labelled(line.text, 'title') ?? describedTitle(line.text);
		if (value && !title) {
			const parts = cleanTitle(value, lang, company);
			const hiring = hiringCompany(line.text);
			const site = isSiteLine(value) ? bannerName(value) : null;
			const bannerLike = hiring !== null || site !== null || isCapitalised(parts.title) || looksLikeOrganisation(parts.title);
			const jobBelow = top.some((other) => other.index > line.index && other.index <= line.index + 3 && ROLE_WORD.test(other.text) && canBeTitle(other.text, lang));
			if (!ROLE_WORD.test(parts.title) && bannerLike && jobBelow) {
				bannerLabels.set(line.index, hiring ?? site ?? (looksLikeName(parts.title) ? parts.title : null));
				continue;
			}
			const tail = splitTitleTail(parts.title);
			title = tail.title || null;
			titleLine = line;
			company ??= parts.company;
			if (tail.name) companyFallback = tail.name;
			used.add(line.index);
			readRest(parts.rest);
		}
	}
	if (!title) {
		const candidates = top.filter((line) => canBeTitle(line.text, lang)).slice(0, 4);
		// "Harborline Logistics\nSenior Backend Engineer", "ACME ANALYTICS\nCareers | Lisbon\n\nData
		// Engineer": lines that name no job (a company, a site's banner or breadcrumb) before one that does.
		const named = candidates.findIndex((line) => ROLE_WORD.test(line.text));
		const before = named > 0 ? candidates.slice(0, named) : [];
		const isBanner = (line: Line) => bannerLabels.has(line.index) || isSiteLine(line.text) || bannerName(line.text) !== null;
		const banner =
			named > 0 &&
			(named === 1
				? candidates[1].index === candidates[0].index + 1 || isBanner(candidates[0])
				: before.every((line) => isBanner(line) || isCapitalised(line.text)));
		const swapped = banner && named > 0;
		const candidate = swapped ? candidates[named] : candidates[0];
		if (swapped && !company && !fromBoard) {
			const nameOf = (line: Line) =>
				bannerLabels.get(line.index) ?? bannerName(line.text) ?? (looksLikeName(line.text) && !isSiteLine(line.text) && !splitLabel(line.text) ? tidy(stripEmoji(line.text)) : null);
			const name = before.map(nameOf).find(Boolean);
			if (name) {
				company = name;
				for (const line of before) used.add(line.index);
			}
		}
		if (candidate) {
			// "Mercy Ridge Medical Center | Staff Nurse – ICU": the employer before the job on one line.
			const lead = leadingOrganisation(candidate.text);
			if (lead) company ??= lead.company;
			const parts = cleanTitle(lead ? lead.rest : candidate.text, lang, company);
			if (parts.title) {
				const tail = splitTitleTail(parts.title);
				title = tail.title;
				titleLine = candidate;
				company ??= parts.company;
				used.add(candidate.index);
				readRest(parts.rest);
				// "Analista de Logística | Mandacaru Distribuidora": the name after the job, when no other line gives one.
				if (tail.name) companyFallback = tail.name;
			}
		}
	}

	// The header named no job (a board's name and links, then its "About us"): the first short line
	// that names one among the first lines is the title.
	if (!title && !headerNamesJob) {
		const line = firstLines.find(
			(other) => !top.includes(other) && ROLE_WORD.test(other.text) && canBeTitle(other.text, lang) && !readHeading(other) && !stripBullet(other.text.trim()).bullet && wordCount(other.text) <= 10
		);
		const parts = line ? cleanTitle(line.text, lang, company) : null;
		if (line && parts?.title) {
			title = splitTitleTail(parts.title).title;
			titleLine = line;
			company ??= parts.company;
			used.add(line.index);
			readRest(parts.rest);
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
	// A board's furniture between them ("Posted 2 Days Ago", "Full time", "R-04417") is skipped.
	const afterTitle = (titleLine ? linesAfter(titleLine, top, lines) : top).filter((line) => !isFurniture(line.text));
	for (const line of afterTitle.slice(0, 3)) {
		if (splitLabel(line.text)) continue;
		const segments = splitSegments(stripEmoji(line.text));
		const isShort = wordCount(line.text) <= 14 && !/[.!?]$/.test(line.text.trim());
		if (!isShort) continue;
		// "at Northwind Tide Analytics": a hosted job board's company line.
		const at = /^(?:at|@)\s+(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60})$/u.exec(tidy(stripEmoji(line.text)));
		if (at && !company && looksLikeName(at[1]) && !readLocation(at[1], lang)) {
			company = tidy(at[1]);
			used.add(line.index);
			continue;
		}
		let took = false;
		const placeParts = new Set<string>();
		for (let i = 0; i < segments.length; i++) {
			// "São Paulo – SP | Presencial": the separator split the city from its state.
			const next = segments[i + 1];
			const joined = next && /^[A-Z]{2}$/.test(next) ? readLocation(`${segments[i]}, ${next}`, lang) : null;
			const place = readLocation(segments[i], lang) ?? joined;
			if (!place) continue;
			placeParts.add(segments[i]);
			if (joined) placeParts.add(next);
			if (!location) {
				location = place;
				took = true;
			}
		}
		if (isSiteLine(line.text)) continue;
		const names = nameSegments(stripEmoji(line.text), lang).filter((segment) => !placeParts.has(segment) && !SITE_SEGMENT.test(segment));
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
		// "Local: Porto Alegre/RS | Regime: CLT | Escala 12x36": the place is the first segment.
		const first = value ? value.split(/\s+\|\s+|\s+·\s+/)[0].trim() : null;
		if (value && first) location = readLocation(value, lang) ?? readLocation(first, lang) ?? (value.length <= 80 && !readWorkMode(value) && first === value ? value : null);
	}

	// "Remoto", "Home office" alone: no place is given, only that the job is remote.
	if (!location) {
		const bare = [...(titleLine ? [titleLine] : []), ...top]
			.flatMap((line) => splitSegments(stripEmoji(line.text)))
			.find((segment) => REMOTE_PLACE.test(segment) && wordCount(segment) <= 3);
		if (bare) location = tidy(bare);
	}

	if (!company && titleLine) {
		for (const line of top.filter((other) => other.index < titleLine!.index).slice(-2)) {
			const labelledName = bannerLabels.get(line.index);
			const name = labelledName ?? bannerName(line.text);
			if (name && (labelledName || isSiteLine(line.text) || isCapitalised(line.text) || looksLikeOrganisation(name))) {
				company = name;
				used.add(line.index);
				break;
			}
		}
	}
	// "PREFEITURA MUNICIPAL DE RIBEIRÃO CLARO" over its department and the notice's number: an
	// organisation's name in capitals further up.
	if (!company && titleLine) {
		const banner = top.find((line) => line.index < titleLine!.index && isCapitalised(line.text) && looksLikeOrganisation(tidy(stripEmoji(line.text))));
		if (banner) {
			company = tidy(stripEmoji(banner.text));
			used.add(banner.index);
		}
	}
	if (!company) company = top.map((line) => hiringCompany(line.text)).find(Boolean) ?? null;
	if (!company) company = companyFallback;
	if (!company) company = companyFromAbout(sections) ?? companyFromProse(lines.slice(0, 25));
	if (company && title && sameName(company, title)) company = null;
	// "Empresa confidencial": the posting hides its employer; Rumo does not invent one.
	if (company && UNDISCLOSED_COMPANY.test(company.trim())) company = null;
	if (titleLine && !title) titleLine = null;
	return { title, company, location, used, titleLine };
}

/** The lines after the title's: the header's, or — for a title read past the header — the next few before a heading. */
function linesAfter(titleLine: Line, top: Line[], lines: Line[]): Line[] {
	if (top.includes(titleLine)) return top.filter((line) => line.index > titleLine.index);
	const next: Line[] = [];
	for (const line of lines.slice(titleLine.index + 1)) {
		if (!line.text.trim()) continue;
		if (readHeading(line) || next.length === 3) break;
		next.push(line);
	}
	return next;
}

// Sections that list what the job asks or does: a title is never read from them.
const LIST_KINDS = new Set(['required', 'nice', 'responsibilities', 'benefits']);

// "Job Description: Litigation Paralegal", "Descrição da vaga: Enfermeiro(a) Assistencial": a label of
// the description whose value is only the job's name.
const DESCRIPTION_LABEL = /^(?:job description|position description|role description|descri[cç][aã]o da vaga|descri[cç][aã]o do cargo|descri[cç][aã]o da oportunidade)$/i;

/** The title a description label gives ("Job Description: Litigation Paralegal"), or null. */
export function describedTitle(line: string): string | null {
	const pair = splitLabel(line);
	if (!pair || !DESCRIPTION_LABEL.test(pair[0])) return null;
	return titleLike(pair[1]) ? tidy(pair[1]) : null;
}

/** A value that can only be a job's name: short, capitalised, no sentence. */
export function titleLike(value: string): boolean {
	const text = value.trim();
	return /^[\p{Lu}\d]/u.test(text) && wordCount(text) <= 8 && !/[.!?;:]$/.test(text) && (ROLE_WORD.test(text) || wordCount(text) <= 5);
}

// "We are looking for a Junior QA Analyst to join Pixel Forge", "Buscamos um(a) Analista de Dados Pleno para…".
const SAYS_TITLE = [
	/\b(?:looking for|seeking|hiring|searching for|in search of)\s+(?:an?|our next|a new)\s+((?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|of|and|&|de|da|do|e)(?:\s+(?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|of|and|&|de|da|do|e|\(a\)))*)(?:\s+(?:to join|to help|to lead|to work|who|with|for|at|in)\s+((?:our |the )?[\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4}))?/u,
	/\b(?:procuramos|buscamos|contratamos|estamos contratando|est[áa] contratando|est[áa] buscando)\s+(?:um\(a\)|uma?|pessoa)?\s*((?:[\p{Lu}][\p{L}\p{N}.+#/()-]*)(?:\s+(?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|de|da|do|e|em|\(a\)))*)(?:\s+(?:para (?:fazer parte d[ao]|integrar (?:o time|a equipe) d[ao]|atuar n[ao]|se juntar ao time d[ao])|n[ao])\s+([\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4}))?/u
];

// "As a Product Designer at Brightwell, you will…", "Como Analista de Dados na Vela, você vai…",
// "Join our team as a Senior QA Engineer": the title in capitals after "as a", an employer after "at".
const AS_TITLE =
	/(?:^|[.!?]\s+|\b[Jj]oin (?:us|our team|the team)\s+)(?:[Aa]s|[Cc]omo)\s+(?:an?|um|uma|our|nosso|nossa|the)\s+((?:[\p{Lu}][\p{L}\p{N}.+#/()-]*)(?:\s+(?:[\p{Lu}][\p{L}\p{N}.+#/()-]*|of|and|&|de|da|do|e|\(a\)))*)(?:\s+(?:at|with|in|na|no|da|do|em)\s+([\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4}))?/u;
// "…to join our Payments team at Lumora": the employer after "team at".
const TEAM_AT = /\b(?:team|squad|group|time|equipe)\s+(?:at|@|na|no|da|do)\s+([\p{Lu}][\p{L}\p{N}&'’.-]*(?:\s+[\p{Lu}][\p{L}\p{N}&'’.-]*){0,4})/u;

function titleFromProse(lines: Line[]): { title: string; company: string | null } | null {
	for (const line of lines) {
		for (const pattern of [...SAYS_TITLE, AS_TITLE]) {
			const match = pattern.exec(line.text);
			if (!match) continue;
			const title = match[1].replace(/\s+(?:de|da|do|e|em|of|and|&)$/, '').trim();
			if (wordCount(title) < 1 || wordCount(title) > 8 || !ROLE_WORD.test(title)) continue;
			const named = match[2] && !/^(?:our|the|nosso|nossa|o|a)\b/i.test(match[2]) ? tidy(match[2]) : null;
			const teamAt = TEAM_AT.exec(line.text.slice(match.index));
			const company = named ?? (teamAt ? tidy(teamAt[1]) : null);
			return { title, company: company?.replace(/\.$/, '') ?? null };
		}
	}
	return null;
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
