import Papa from 'papaparse';
import { problem } from '../../http/problem';
import { findSkills } from '../../engine/skills/matcher';
import { foldText } from '../../engine/text/normalize';
import type { ProfileCandidate, ProfileImportResult } from '../schema';
import { fitBasics } from './basics';
import { candidate, clipTitle, evidence, factsOf, webAddress } from './item';
import { capped, fitAll, ImportNotes, MAX_SKILLS } from './limits';

/**
 * LinkedIn's data export ("Get a copy of your data": a ZIP of CSV files) as profile candidates
 * and basics, read in the worker. The files and columns are LinkedIn's own:
 *   Profile.csv        First Name, Last Name, Headline, Summary, Geo Location, Websites, …
 *   Positions.csv      Company Name, Title, Description, Location, Started On, Finished On
 *   Education.csv      School Name, Start Date, End Date, Notes, Degree Name, Activities
 *   Skills.csv         Name
 *   Certifications.csv Name, Url, Authority, Started On, Finished On, License Number
 *   Languages.csv      Name, Proficiency
 *   Projects.csv       Title, Description, Url, Started On, Finished On
 *   Volunteering.csv   Company Name, Role, Cause, Started On, Finished On, Description
 *   Honors.csv         Title, Description, Issued On
 *   Publications.csv   Name, Published On, Description, Publisher, Url
 *   Email Addresses.csv, PhoneNumbers.csv — the contacts of the basics.
 * Dates are written "Mar 2021" (or the year alone); a file may open with a "Notes:" paragraph
 * before its header. Everything else in the archive (messages, connections…) is never opened.
 * Left out: a certificate's expiry and licence number, the cause of a volunteer role, the
 * Twitter handles and instant messengers of Profile.csv.
 */

/** The most the CSV files read here may hold once unpacked: an archive bomb stops here. */
const MAX_UNPACKED = 30 * 1024 * 1024;

const FILES = ['Profile', 'Positions', 'Education', 'Skills', 'Certifications', 'Languages', 'Projects', 'Volunteering', 'Honors', 'Publications', 'Email Addresses', 'PhoneNumbers'] as const;
type FileName = (typeof FILES)[number];
type Row = Record<string, string>;

const MONTHS: Record<string, number> = {
	jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
	fev: 2, abr: 4, mai: 5, ago: 8, set: 9, out: 10, dez: 12
};

/** "Mar 2021", "mar. de 2021", "2021", "2021-03-15", "03/2021" → "2021-03" / "2021"; anything else → null. */
export function linkedinDate(value: string | undefined): string | null {
	const text = foldText(value?.trim() ?? '');
	if (!text || /^(?:present|presente|atual|current)$/.test(text)) return null;
	let match = /^([a-z]+)\.?(?:\s+de)?\s+(\d{4})$/.exec(text);
	if (match) {
		const month = MONTHS[match[1]] ?? MONTHS[match[1].slice(0, 3)];
		return month ? `${match[2]}-${String(month).padStart(2, '0')}` : match[2];
	}
	match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(text);
	if (match) return match[2] && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? `${match[1]}-${match[2]}` : match[1];
	match = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(text);
	if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12) return `${match[2]}-${match[1].padStart(2, '0')}`;
	return null;
}

/** A CSV of the export as rows keyed by its header, the "Notes:" paragraph some files open with skipped. */
export function readCsv(text: string): Row[] {
	let body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
	if (/^notes:/i.test(body)) {
		// "Notes:\n"…"\n\n" then the header: the paragraph ends at the first blank line.
		const blank = body.indexOf('\n\n');
		body = blank >= 0 ? body.slice(blank + 2) : '';
	}
	const parsed = Papa.parse<Row>(body, { header: true, skipEmptyLines: 'greedy', transformHeader: (name) => name.trim() });
	return parsed.data.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''])));
}

/** A column by any of its names (LinkedIn renamed a few over the years), case aside. */
const cell = (row: Row, ...names: string[]) => {
	for (const name of names) {
		const key = Object.keys(row).find((k) => k.toLowerCase() === name.toLowerCase());
		if (key && row[key]) return row[key];
	}
	return '';
};

/** "NATIVE_OR_BILINGUAL" (older exports) → "Native or bilingual"; a level written in words stays as written. */
const proficiency = (value: string) => (/^[A-Z_]+$/.test(value) ? value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ') : value);

const quote = (section: string, ...values: string[]) => {
	const line = values.filter(Boolean).join(' — ');
	return line ? [evidence(line, `linkedin:${section}`)] : [];
};
const lines = (text: string) =>
	text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean);
const skillsIn = (...texts: string[]) => [...new Set(texts.flatMap((text) => findSkills(text).map((hit) => hit.name)))];

/** The CSV files of the archive this reader knows, by name (wherever they sit in it). */
async function csvFiles(bytes: Uint8Array): Promise<Partial<Record<FileName, Row[]>>> {
	const { default: JSZip } = await import('jszip');
	let zip: InstanceType<typeof JSZip>;
	try {
		zip = await JSZip.loadAsync(bytes);
	} catch {
		throw problem('invalid_file', 'This ZIP file is damaged or is not a ZIP archive. Download your LinkedIn data again and import the ZIP as it came.', undefined, { reason: 'damaged_zip' });
	}
	const found: Partial<Record<FileName, Row[]>> = {};
	let unpacked = 0;
	for (const entry of Object.values(zip.files)) {
		if (entry.dir) continue;
		const base = entry.name.split('/').pop()!.replace(/\.csv$/i, '');
		const name = FILES.find((file) => file.toLowerCase() === base.toLowerCase());
		if (!name || found[name]) continue;
		const text = await entry.async('string');
		unpacked += text.length;
		if (unpacked > MAX_UNPACKED) throw problem('payload_too_large', 'The profile files of this ZIP hold more than 30 MB of text, more than a LinkedIn profile. Import the export LinkedIn sent you, as it came.');
		found[name] = readCsv(text);
	}
	return found;
}

export async function linkedinCandidates(bytes: Uint8Array): Promise<ProfileImportResult> {
	const files = await csvFiles(bytes);
	if (!Object.keys(files).length)
		throw problem('invalid_file', 'This ZIP is not a LinkedIn data export: it has none of its files (Profile.csv, Positions.csv, Skills.csv…). On LinkedIn, go to Settings → Data privacy → Get a copy of your data, then import the ZIP it sends you.', undefined, {
			reason: 'not_linkedin'
		});
	const notes = new ImportNotes();
	const out: ProfileCandidate[] = [];

	for (const row of files.Positions ?? []) {
		const title = cell(row, 'Title');
		const organization = cell(row, 'Company Name') || null;
		if (!title && !organization) continue;
		const description = lines(cell(row, 'Description'));
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start: linkedinDate(cell(row, 'Started On')),
				end: linkedinDate(cell(row, 'Finished On')),
				detail: description.join('\n'),
				skills: skillsIn(title, ...description),
				evidence: [...quote('experience', title, organization ?? ''), ...description.slice(0, 3).map((line) => evidence(line, 'linkedin:experience'))],
				facts: factsOf({ location: cell(row, 'Location') }),
				...(title ? {} : { unsure: true })
			})
		);
	}
	for (const row of files.Volunteering ?? []) {
		const title = cell(row, 'Role');
		const organization = cell(row, 'Company Name', 'Organization') || null;
		if (!title && !organization) continue;
		const description = lines(cell(row, 'Description'));
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start: linkedinDate(cell(row, 'Started On')),
				end: linkedinDate(cell(row, 'Finished On')),
				detail: description.join('\n'),
				skills: skillsIn(title, ...description),
				evidence: quote('volunteer', title, organization ?? ''),
				facts: factsOf({ kind: 'volunteer' }),
				...(title ? {} : { unsure: true })
			})
		);
	}
	for (const row of files.Education ?? []) {
		const school = cell(row, 'School Name');
		const degree = cell(row, 'Degree Name');
		if (!school && !degree) continue;
		out.push(
			candidate({
				type: 'education',
				title: degree || school,
				organization: degree ? school || null : null,
				start: linkedinDate(cell(row, 'Start Date', 'Started On')),
				end: linkedinDate(cell(row, 'End Date', 'Finished On')),
				detail: [...lines(cell(row, 'Notes')), ...lines(cell(row, 'Activities'))].join('\n'),
				evidence: quote('education', degree, school)
			})
		);
	}
	const skills: ProfileCandidate[] = [];
	const seen = new Set<string>();
	for (const row of files.Skills ?? []) {
		const name = cell(row, 'Name');
		if (!name || seen.has(foldText(name))) continue;
		seen.add(foldText(name));
		skills.push(candidate({ type: 'skill', title: clipTitle(name, 120), skills: skillsIn(name), evidence: quote('skills', name) }));
	}
	out.push(...capped(skills, MAX_SKILLS, notes, 'skills'));
	for (const row of files.Certifications ?? []) {
		const name = cell(row, 'Name');
		if (!name) continue;
		const url = webAddress(cell(row, 'Url'));
		const authority = cell(row, 'Authority');
		out.push(
			candidate({
				type: 'certification',
				title: name,
				organization: authority || null,
				// The profile dates a certificate by when it was issued.
				end: linkedinDate(cell(row, 'Started On')),
				skills: skillsIn(name),
				evidence: quote('certifications', name, authority).map((e) => ({ ...e, url })),
				facts: factsOf({ url })
			})
		);
	}
	for (const row of files.Languages ?? []) {
		const name = cell(row, 'Name');
		if (!name) continue;
		const level = proficiency(cell(row, 'Proficiency'));
		out.push(candidate({ type: 'language', title: name, detail: level, evidence: quote('languages', name, level) }));
	}
	for (const row of files.Projects ?? []) {
		const name = cell(row, 'Title');
		if (!name) continue;
		const description = lines(cell(row, 'Description'));
		const url = webAddress(cell(row, 'Url'));
		out.push(
			candidate({
				type: 'project',
				title: name,
				detail: description.join('\n'),
				start: linkedinDate(cell(row, 'Started On')),
				end: linkedinDate(cell(row, 'Finished On')),
				skills: skillsIn(name, ...description),
				evidence: quote('projects', name, description[0] ?? '').map((e) => ({ ...e, url })),
				facts: factsOf({ url })
			})
		);
	}
	for (const row of files.Honors ?? []) {
		const title = cell(row, 'Title');
		if (!title) continue;
		const description = cell(row, 'Description');
		out.push(
			candidate({
				type: 'achievement',
				title: clipTitle(title, 300),
				end: linkedinDate(cell(row, 'Issued On')),
				detail: description,
				evidence: quote('awards', title, description),
				facts: factsOf({ kind: 'award' })
			})
		);
	}
	for (const row of files.Publications ?? []) {
		const name = cell(row, 'Name');
		if (!name) continue;
		const publisher = cell(row, 'Publisher');
		out.push(
			candidate({
				type: 'achievement',
				title: clipTitle(name, 300),
				organization: publisher || null,
				end: linkedinDate(cell(row, 'Published On')),
				detail: cell(row, 'Description'),
				skills: skillsIn(name),
				evidence: quote('publications', name, publisher),
				facts: factsOf({ kind: 'publication', url: webAddress(cell(row, 'Url')) })
			})
		);
	}

	const profile = files.Profile?.[0] ?? {};
	const emails = files['Email Addresses'] ?? [];
	const email = cell(emails.find((row) => /^yes$/i.test(cell(row, 'Primary'))) ?? emails[0] ?? {}, 'Email Address');
	const phone = cell((files.PhoneNumbers ?? [])[0] ?? {}, 'Number');
	// "Websites" holds addresses in LinkedIn's own brackets ("[PORTFOLIO:https://…]"): the addresses are read out of it.
	const websites = cell(profile, 'Websites').match(/https?:\/\/[^\s,\]]+/gi) ?? [];
	const basics = fitBasics({
		name: [cell(profile, 'First Name'), cell(profile, 'Last Name')].filter(Boolean).join(' '),
		headline: cell(profile, 'Headline'),
		summary: cell(profile, 'Summary'),
		location: cell(profile, 'Geo Location', 'Location'),
		email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
		phone,
		links: websites
	});
	const candidates = fitAll(out, notes);
	if (!candidates.length && !Object.keys(basics).length)
		notes.add('insufficient_evidence', 'This LinkedIn export has no profile in it (no positions, education or skills). Ask LinkedIn for your profile data, then import the new ZIP.');
	return { candidates, ...(Object.keys(basics).length ? { basics } : {}), warnings: notes.list };
}
