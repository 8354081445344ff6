import { z } from 'zod';
import { splitEntries } from '../tailor';
import type { DocumentSection, HeadingLanguage, ResumeDocument } from './model';
import type { ItemFacts, ProfileBasics, ProfileItem } from '../profile';
import { countryCode } from '../profile';
import { BR_STATES, US_STATES } from '../engine/text/places';
import { foldText } from '../engine/text/normalize';
import { stripBullet } from '../engine/resume-parse/text';

/**
 * JSON Resume (jsonresume.org, schema v1.0.0): the structured export other tools read. The
 * schema below is the part of v1 Rumo writes, with v1's own rules (ISO 8601 dates, an email, URIs);
 * the tests hold every export to it. Objects stay open: v1 allows properties of one's own.
 */
const IsoDate = z.string().regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/, 'Use YYYY-MM-DD, YYYY-MM or YYYY');
const Uri = z.string().refine((value) => URL.canParse(value), 'Use a full web address');

const Dated = { startDate: IsoDate.optional(), endDate: IsoDate.optional() };
const Texts = z.array(z.string()).optional();

export const JsonResume = z.looseObject({
	$schema: z.string().optional(),
	basics: z
		.looseObject({
			name: z.string().optional(),
			label: z.string().optional(),
			email: z.email().optional(),
			phone: z.string().optional(),
			url: Uri.optional(),
			summary: z.string().optional(),
			location: z.looseObject({ address: z.string().optional(), city: z.string().optional(), region: z.string().optional(), countryCode: z.string().optional() }).optional(),
			profiles: z.array(z.looseObject({ network: z.string().optional(), username: z.string().optional(), url: Uri.optional() })).optional()
		})
		.optional(),
	work: z
		.array(
			z.looseObject({
				name: z.string().optional(),
				position: z.string().optional(),
				location: z.string().optional(),
				url: Uri.optional(),
				...Dated,
				summary: z.string().optional(),
				highlights: Texts
			})
		)
		.optional(),
	volunteer: z
		.array(z.looseObject({ organization: z.string().optional(), position: z.string().optional(), url: Uri.optional(), ...Dated, summary: z.string().optional(), highlights: Texts }))
		.optional(),
	education: z
		.array(
			z.looseObject({
				institution: z.string().optional(),
				url: Uri.optional(),
				studyType: z.string().optional(),
				area: z.string().optional(),
				...Dated,
				score: z.string().optional(),
				courses: Texts
			})
		)
		.optional(),
	awards: z.array(z.looseObject({ title: z.string().optional(), date: IsoDate.optional(), awarder: z.string().optional(), summary: z.string().optional() })).optional(),
	certificates: z.array(z.looseObject({ name: z.string().optional(), issuer: z.string().optional(), date: IsoDate.optional(), url: Uri.optional() })).optional(),
	publications: z
		.array(z.looseObject({ name: z.string().optional(), publisher: z.string().optional(), releaseDate: IsoDate.optional(), url: Uri.optional(), summary: z.string().optional() }))
		.optional(),
	skills: z.array(z.looseObject({ name: z.string().optional(), level: z.string().optional(), keywords: Texts })).optional(),
	languages: z.array(z.looseObject({ language: z.string().optional(), fluency: z.string().optional() })).optional(),
	interests: z.array(z.looseObject({ name: z.string().optional(), keywords: Texts })).optional(),
	references: z.array(z.looseObject({ name: z.string().optional(), reference: z.string().optional() })).optional(),
	projects: z
		.array(
			z.looseObject({
				name: z.string().optional(),
				description: z.string().optional(),
				highlights: Texts,
				keywords: Texts,
				...Dated,
				url: Uri.optional(),
				roles: Texts,
				entity: z.string().optional()
			})
		)
		.optional()
});
export type JsonResume = z.infer<typeof JsonResume>;

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Undefined instead of empty, so a field the resume does not have is left out, not written blank. */
const some = <T>(value: T | null | undefined | ''): T | undefined => (value === null || value === '' ? undefined : value);

const NETWORKS: [RegExp, string][] = [
	[/linkedin\./i, 'LinkedIn'],
	[/github\./i, 'GitHub'],
	[/gitlab\./i, 'GitLab'],
	[/behance\./i, 'Behance'],
	[/dribbble\./i, 'Dribbble'],
	[/(?:^|\.)(?:twitter|x)\.com$/i, 'X'],
	[/lattes\.cnpq\.br/i, 'Lattes'],
	[/orcid\.org/i, 'ORCID'],
	[/medium\.com/i, 'Medium'],
	[/stackoverflow\.com/i, 'Stack Overflow']
];

/** A link to a profile on a known network, with its user name; null for a site of the person's own. */
function profileOf(url: string): { network: string; username?: string; url: string } | null {
	if (!URL.canParse(url)) return null;
	const { hostname, pathname } = new URL(url);
	const network = NETWORKS.find(([host]) => host.test(hostname))?.[1];
	if (!network) return null;
	const username = pathname.split('/').filter(Boolean).filter((part) => !['in', 'u', 'user', 'users', 'pub'].includes(part))[0];
	return { network, ...(username ? { username } : {}), url };
}

const STATES = new Set([...Object.values(US_STATES), ...Object.values(BR_STATES)]);
/** A place's last part as a country: a name ("United States", "Brasil", "USA") or, after a city and a region, a code ("US"). */
function countryIn(part: string, parts: number): string | null {
	if (parts === 2 && STATES.has(foldText(part))) return null; // "Atlanta, Georgia": the state, not the country
	return countryCode(part) ?? (parts >= 3 && /^[A-Z]{2}$/.test(part) ? part : null);
}

/** "Denver, CO, USA" → city, region, countryCode; a place in another shape is kept whole as the address. */
function locationOf(place: string | null | undefined): NonNullable<JsonResume['basics']>['location'] {
	if (!place) return undefined;
	const parts = place.split(/\s*,\s*/).filter(Boolean);
	const country = countryIn(parts[parts.length - 1], parts.length);
	if (country && parts.length === 1) return { countryCode: country };
	const rest = country ? parts.slice(0, -1) : parts;
	if (rest.length === 2 && (/^[A-Z]{2}$/.test(rest[1]) || STATES.has(foldText(rest[1])))) return { city: rest[0], region: rest[1], ...(country ? { countryCode: country } : {}) };
	if (rest.length === 1 && country) return { city: rest[0], countryCode: country };
	return { address: place, ...(country ? { countryCode: country } : {}) };
}

/** "B.S. in Software Engineering" → studyType "B.S.", area "Software Engineering"; otherwise the degree as the study type. */
function studyOf(degree: string): { studyType?: string; area?: string } {
	const split = /^(.{2,60}?)\s+(?:in|em|of|de)\s+(.+)$/u.exec(degree);
	if (split && /^(?:b\.?\s?[asef]|m\.?\s?[asb]|ph\.?d|bachelor|master|doctor|associate|a\.a|mba|bacharel|licenciatura|tecn[oó]logo|t[eé]cnico|especializa|p[oó]s|mestrado|doutorado|gradua)/i.test(split[1]))
		return { studyType: split[1].trim(), area: split[2].trim() };
	return { studyType: some(degree) };
}

/** "Frontend: HTML, CSS" → one skill with keywords; "Node.js, TypeScript" → one skill each. */
function skillsOf(items: readonly string[]): NonNullable<JsonResume['skills']> {
	return items.flatMap((line) => {
		const { label, entries } = splitEntries(line);
		if (label) return [{ name: label.replace(/:\s*$/, ''), keywords: entries }];
		return entries.map((name) => ({ name }));
	});
}

const YEAR_AT_END = /[\s,(–—-]*\(?((?:19|20)\d\d(?:-(?:0[1-9]|1[0-2]))?)\)?\s*$/;

/** "AWS Certified Developer – Associate (2023)", "CPA — Illinois Board, 2019", "Cloud — Google (2025-01)" → name, issuer, date. */
function certificateOf(line: string): NonNullable<JsonResume['certificates']>[number] {
	const year = YEAR_AT_END.exec(line);
	const rest = year ? line.slice(0, year.index) : line;
	const [name, issuer] = rest.split(/\s+[—|]\s+/);
	return { name: name.trim(), ...(issuer ? { issuer: issuer.trim() } : {}), ...(year ? { date: year[1] } : {}) };
}

/** "Português (nativo)", "Inglês — avançado", "English: fluent" → language and fluency. */
function languageOf(line: string): NonNullable<JsonResume['languages']>[number] {
	const match = /^(.+?)\s*(?:\((.+)\)|[—–:-]\s*(.+))$/.exec(line.trim());
	if (!match) return { language: line.trim() };
	return { language: match[1].trim(), fluency: (match[2] ?? match[3]).trim() };
}

const date = (value: string | null) => some(value) ?? undefined;

/** A project's address as a URI: "recipebox.dev/app" gains https://, which the resume left out. */
function uriOf(url: string | null): string | undefined {
	if (!url) return undefined;
	const full = /^https?:\/\//i.test(url) ? url : /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(url) ? `https://${url}` : '';
	return full && URL.canParse(full) ? full : undefined;
}

/** The document as a JSON Resume: the same words, in the schema's fields. */
export function toJsonResume(doc: ResumeDocument): JsonResume {
	const find = <K extends DocumentSection['kind']>(kind: K) => doc.sections.filter((s): s is Extract<DocumentSection, { kind: K }> => s.kind === kind);
	const links = doc.basics?.links ?? [];
	const profiles = links.map(profileOf).filter((p) => p !== null);
	const site = links.find((link) => !profileOf(link) && URL.canParse(link));
	const email = doc.basics?.email;
	const resume: JsonResume = {
		$schema: JSON_RESUME_SCHEMA,
		basics: {
			name: some(doc.name),
			label: some(doc.headline),
			email: email && z.email().safeParse(email).success ? email : undefined,
			phone: some(doc.basics?.phone),
			url: site,
			summary: some(find('summary').map((s) => s.text).join('\n\n')),
			location: locationOf(doc.basics?.location),
			profiles
		},
		work: find('experience').flatMap((s) =>
			s.entries.map((entry) => ({
				name: some(entry.company),
				position: some(entry.title),
				location: some(entry.location),
				startDate: date(entry.start),
				// JSON Resume writes a current job without an end date.
				endDate: entry.current ? undefined : date(entry.end),
				highlights: entry.bullets
			}))
		),
		education: find('education').flatMap((s) =>
			s.entries.map((entry) => ({ institution: some(entry.institution), ...studyOf(entry.degree), startDate: date(entry.start), endDate: entry.current ? undefined : date(entry.end) }))
		),
		skills: find('skills').flatMap((s) => skillsOf(s.items)),
		certificates: find('certifications').flatMap((s) => s.items.map(certificateOf)),
		languages: find('languages').flatMap((s) => s.items.map(languageOf)),
		projects: find('projects').flatMap((s) => s.entries.map((p) => ({ name: some(p.name), description: some(p.description), url: uriOf(p.url) }))),
		// What the schema has no field for (awards, volunteering as the resume wrote them), kept under a name of Rumo's own.
		...(find('other').length ? { 'x-rumo-sections': find('other').map((s) => ({ heading: s.heading, lines: s.lines })) } : {})
	};
	return JSON.parse(JSON.stringify(resume)) as JsonResume;
}

/** A date of the profile (`YYYY-MM`/`YYYY`) with the day the file gave, while that day is still in its month. */
function when(month: string | null, day: string | undefined): string | undefined {
	if (!month) return undefined;
	return day && /^\d{4}-\d{2}$/.test(month) && day.startsWith(`${month}-`) ? day : month;
}

/**
 * An item's description as JSON Resume writes an entry: the lines before its list ("• …") as the
 * summary, the list as highlights (an import writes them so). A description with no list is lines
 * the person typed: each one a highlight (`plain: 'highlights'`, a role's lines) or all of it the
 * summary (`'summary'`, a project's description).
 */
export function describedAs(detail: string, plain: 'highlights' | 'summary'): { summary?: string; highlights?: string[] } {
	const lines = detail
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
		.map(stripBullet);
	if (!lines.length) return {};
	const first = lines.findIndex((line) => line.bullet);
	if (first < 0) return plain === 'highlights' ? { highlights: lines.map((line) => line.text) } : { summary: lines.map((line) => line.text).join('\n') };
	const summary = lines.slice(0, first).map((line) => line.text);
	return { ...(summary.length ? { summary: summary.join('\n') } : {}), highlights: lines.slice(first).map((line) => line.text) };
}

/** A degree's study type and area: the parts the file gave while the title still says them, else read from the title. */
function studyOfItem(item: ProfileItem): { studyType?: string; area?: string } {
	const { studyType, area } = item.facts ?? {};
	if ((studyType || area) && [studyType, area].filter(Boolean).join(', ') === item.title) return { ...(studyType ? { studyType } : {}), ...(area ? { area } : {}) };
	return studyOf(item.title);
}

const urlOf = (item: ProfileItem) => item.facts?.url ?? item.evidence.find((e) => e.url)?.url ?? undefined;
const kindOf = (item: ProfileItem) => item.facts?.kind ?? null;
const words = (list: readonly string[] | undefined) => (list?.length ? [...list] : undefined);

/** Headings of the achievements JSON Resume has no section for, under a name of Rumo's own. */
const OTHER_ACHIEVEMENTS: Record<HeadingLanguage, string> = { en: 'Achievements', 'pt-BR': 'Conquistas' };

/**
 * The profile as a JSON Resume: every item in the schema's own section, with what the file it
 * came from said (facts) given back — a job's place and address, the day of a date, a degree's
 * parts, score and courses, a skill's group and level, a profile's network — so a JSON Resume
 * imported and exported again keeps what the profile has a place for. Only what the profile
 * holds is written. Achievements of no kind JSON Resume knows stay under `x-rumo-sections`.
 */
export function profileToJsonResume(basics: ProfileBasics, items: readonly ProfileItem[], language: HeadingLanguage): JsonResume {
	const all = (type: ProfileItem['type']) => items.filter((item) => item.type === type);
	const of = (type: ProfileItem['type'], kind: ItemFacts['kind'] | null) => all(type).filter((item) => kindOf(item) === kind);
	const dates = (item: ProfileItem) => ({ startDate: when(item.start, item.facts?.startDay), endDate: when(item.end, item.facts?.endDay) });

	// Links: a profile on a network (with its name and user as the file gave them), then the person's own site.
	const profiles: NonNullable<NonNullable<JsonResume['basics']>['profiles']> = [];
	const seen = new Set<string>();
	for (const item of all('link')) {
		const url = urlOf(item) ?? (URL.canParse(item.title) && /^https?:/i.test(item.title) ? item.title : undefined);
		if (item.facts?.network || item.facts?.username) {
			profiles.push({ network: some(item.facts.network), username: some(item.facts.username), url });
			if (url) seen.add(url);
		}
	}
	const links = [...new Set([...basics.links, ...all('link').map((item) => urlOf(item) ?? item.title)])].filter((link) => !seen.has(link) && /^https?:\/\//i.test(link) && URL.canParse(link));
	const site = links.find((link) => !profileOf(link));
	for (const link of links) {
		if (link === site) continue;
		profiles.push(profileOf(link) ?? { network: new URL(link).hostname.replace(/^www\./, ''), url: link });
	}

	const resume: JsonResume = {
		$schema: JSON_RESUME_SCHEMA,
		basics: {
			name: some(basics.name?.trim()),
			label: some(basics.headline?.trim()),
			email: basics.email && z.email().safeParse(basics.email).success ? basics.email : undefined,
			phone: some(basics.phone?.trim()),
			url: site,
			summary: some(basics.summary?.trim()),
			location: locationOf(basics.location),
			profiles
		},
		work: all('experience')
			.filter((item) => kindOf(item) !== 'volunteer')
			.map((item) => ({
				name: some(item.organization),
				position: some(item.title),
				location: some(item.facts?.location),
				url: item.facts?.url,
				...dates(item),
				...describedAs(item.detail, 'highlights')
			})),
		volunteer: of('experience', 'volunteer').map((item) => ({
			organization: some(item.organization),
			position: some(item.title),
			url: item.facts?.url,
			...dates(item),
			...describedAs(item.detail, 'highlights')
		})),
		education: all('education').map((item) => ({
			institution: some(item.organization),
			url: item.facts?.url,
			...studyOfItem(item),
			...dates(item),
			score: some(item.facts?.score),
			courses: words(item.facts?.courses)
		})),
		awards: of('achievement', 'award').map((item) => ({
			title: item.title,
			date: when(item.end ?? item.start, item.facts?.endDay),
			awarder: some(item.organization),
			summary: some(item.detail.trim())
		})),
		certificates: all('certification').map((item) => ({
			name: item.title,
			date: when(item.end ?? item.start, item.facts?.endDay),
			issuer: some(item.organization),
			url: urlOf(item)
		})),
		publications: of('achievement', 'publication').map((item) => ({
			name: item.title,
			publisher: some(item.organization),
			releaseDate: when(item.end ?? item.start, item.facts?.endDay),
			url: urlOf(item),
			summary: some(item.detail.trim())
		})),
		skills: skillGroups(all('skill')),
		languages: all('language').map((item) => ({ language: item.title, fluency: some(item.detail.trim()) })),
		interests: of('achievement', 'interest').map((item) => ({ name: item.title, keywords: words(item.facts?.keywords) })),
		references: of('achievement', 'reference').map((item) => ({ name: item.title, reference: some(item.detail.trim()) })),
		projects: all('project').map((item) => ({
				name: item.title,
				...(({ summary, highlights }) => ({ description: summary, highlights }))(describedAs(item.detail, 'summary')),
				keywords: words(item.facts?.keywords),
				...dates(item),
				url: urlOf(item),
				roles: words(item.facts?.roles),
				entity: some(item.organization)
			})),
		...(of('achievement', null).length
			? { 'x-rumo-sections': [{ heading: OTHER_ACHIEVEMENTS[language], lines: of('achievement', null).map((item) => item.detail.trim() || item.title) }] }
			: {})
	};
	// Sections the profile has nothing for are left out, not written empty.
	const out = JSON.parse(JSON.stringify(resume)) as Record<string, unknown>;
	for (const [key, value] of Object.entries(out)) if (Array.isArray(value) && value.length === 0) delete out[key];
	return out as JsonResume;
}

/** Skills by the group the file listed them under (in the profile's order), each group with its level; a skill of no group on its own. */
function skillGroups(skills: readonly ProfileItem[]): NonNullable<JsonResume['skills']> {
	const out: NonNullable<JsonResume['skills']> = [];
	const groups = new Map<string, { name: string; level?: string; keywords: string[] }>();
	for (const item of skills) {
		const group = item.facts?.group;
		if (!group) {
			out.push({ name: item.title, level: some(item.facts?.level) });
			continue;
		}
		const known = groups.get(group);
		if (known) known.keywords.push(item.title);
		else {
			const entry = { name: group, level: some(item.facts?.level), keywords: [item.title] };
			groups.set(group, entry);
			out.push(entry);
		}
	}
	return out;
}
