import { z } from 'zod';
import { splitEntries } from '../tailor/reorder-skills';
import type { DocumentSection, ResumeDocument } from './model';

/**
 * JSON Resume (jsonresume.org, schema v1.0.0): the structured export other tools read. The
 * schema below is the part of v1 Rumo writes, with v1's own rules (ISO 8601 dates, an email, URIs);
 * the tests hold every export to it. Objects stay open: v1 allows properties of one's own.
 */
const IsoDate = z.string().regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/, 'Use YYYY-MM-DD, YYYY-MM or YYYY');
const Uri = z.string().refine((value) => URL.canParse(value), 'Use a full web address');

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
				startDate: IsoDate.optional(),
				endDate: IsoDate.optional(),
				highlights: z.array(z.string()).optional()
			})
		)
		.optional(),
	education: z
		.array(z.looseObject({ institution: z.string().optional(), studyType: z.string().optional(), area: z.string().optional(), startDate: IsoDate.optional(), endDate: IsoDate.optional() }))
		.optional(),
	skills: z.array(z.looseObject({ name: z.string().optional(), keywords: z.array(z.string()).optional() })).optional(),
	certificates: z.array(z.looseObject({ name: z.string().optional(), issuer: z.string().optional(), date: IsoDate.optional() })).optional(),
	languages: z.array(z.looseObject({ language: z.string().optional(), fluency: z.string().optional() })).optional(),
	projects: z.array(z.looseObject({ name: z.string().optional(), description: z.string().optional(), url: Uri.optional() })).optional()
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

const COUNTRY_CODES: Record<string, string> = { usa: 'US', 'united states': 'US', brasil: 'BR', brazil: 'BR', portugal: 'PT', canada: 'CA', 'united kingdom': 'GB', uk: 'GB', spain: 'ES', 'españa': 'ES', mexico: 'MX', 'méxico': 'MX', india: 'IN' };

/** "Denver, CO, USA" → city, region, countryCode; a place in another shape is kept whole as the address. */
function locationOf(place: string | null | undefined): NonNullable<JsonResume['basics']>['location'] {
	if (!place) return undefined;
	const parts = place.split(/\s*,\s*/).filter(Boolean);
	const country = parts.length >= 2 ? COUNTRY_CODES[parts[parts.length - 1].toLowerCase()] : undefined;
	const rest = country ? parts.slice(0, -1) : parts;
	if (rest.length === 2 && /^[A-Z]{2}$/.test(rest[1])) return { city: rest[0], region: rest[1], ...(country ? { countryCode: country } : {}) };
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

const YEAR_AT_END = /[\s,(–—-]*\(?((?:19|20)\d\d)\)?\s*$/;

/** "AWS Certified Developer – Associate (2023)", "CPA — Illinois Board, 2019" → name, issuer, date. */
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
