import { z } from 'zod';
import { problem } from '../../http/problem';
import { findSkills } from '../../engine/skills/matcher';
import { foldText } from '../../engine/text/normalize';
import type { BasicsProposal, ProfileCandidate, ProfileImportResult } from '../schema';
import { placeOf } from './countries';
import { candidate, clipTitle, datedFields, evidence, factsOf, webAddress } from './item';
import { capped, fitAll, ImportNotes, MAX_SKILLS } from './limits';
import { fitBasics, bulleted } from './basics';

/**
 * A JSON Resume file (jsonresume.org, schema v1) as profile candidates to review, and its basics
 * as a proposal: every section the schema has (work, volunteer, education, awards, certificates,
 * publications, skills, languages, interests, references, projects) and the basics. Checked
 * against the schema's own shapes: a null, a list where an object belongs, a date that is not
 * ISO 8601 is refused with a sentence naming the field. Read leniently only where other tools
 * write files the schema did not foresee: v0's `company` and `website`, and a year written as a
 * number. An address that is not a web address, or an email that is not one, is left out with a
 * warning naming where. Nothing is stored here.
 */

/** Text, or a number (a year written as 2023): read as text. */
const text = z.union([z.string(), z.number()], { error: 'Write text here, or leave the field out.' }).transform(String).optional();
const texts = z.array(z.union([z.string(), z.number()], { error: 'Each entry of this list is text.' }).transform(String), { error: 'Write a list of texts here, or leave the field out.' }).optional();
const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;
const date = z
	.union([z.string().regex(ISO_DATE, 'Write the date as YYYY-MM-DD, YYYY-MM or YYYY (leave the end out for something still going on).'), z.number().int().min(1000).max(2999)], {
		error: 'Write the date as YYYY-MM-DD, YYYY-MM or YYYY, or leave the field out.'
	})
	.transform(String)
	.optional();
const section = <T extends z.ZodRawShape>(shape: T) =>
	z.array(z.looseObject(shape, { error: 'Each entry of this section is an object ({…}).' }), { error: 'This section is a list ([…]), or leave it out.' }).optional();
const object = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape, { error: 'This is an object ({…}), or leave it out.' }).optional();

/** The schema's shapes (v1.0.0 and later: the same fields), with the leniencies above. */
const JsonResumeFile = z.looseObject({
	$schema: z.string({ error: 'Write the schema address as text, or leave it out.' }).optional(),
	basics: object({
		name: text,
		label: text,
		image: text,
		email: text,
		phone: text,
		url: text,
		website: text,
		summary: text,
		location: object({ address: text, postalCode: text, city: text, countryCode: text, region: text }),
		profiles: section({ network: text, username: text, url: text })
	}),
	work: section({ name: text, company: text, location: text, description: text, position: text, url: text, website: text, startDate: date, endDate: date, summary: text, highlights: texts }),
	volunteer: section({ organization: text, position: text, url: text, startDate: date, endDate: date, summary: text, highlights: texts }),
	education: section({ institution: text, url: text, area: text, studyType: text, startDate: date, endDate: date, score: text, courses: texts }),
	awards: section({ title: text, date: date, awarder: text, summary: text }),
	certificates: section({ name: text, date: date, url: text, issuer: text }),
	publications: section({ name: text, publisher: text, releaseDate: date, url: text, summary: text }),
	skills: section({ name: text, level: text, keywords: texts }),
	languages: section({ language: text, fluency: text }),
	interests: section({ name: text, keywords: texts }),
	references: section({ name: text, reference: text }),
	projects: section({ name: text, description: text, highlights: texts, keywords: texts, startDate: date, endDate: date, url: text, roles: texts, entity: text, type: text }),
	meta: object({ canonical: text, version: text, lastModified: text })
});
type JsonResumeFile = z.infer<typeof JsonResumeFile>;

const SECTIONS = ['$schema', 'basics', 'work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills', 'languages', 'interests', 'references', 'projects', 'meta'] as const;

const present = (...values: (string | null | undefined)[]) => values.map((v) => v?.trim() ?? '').filter(Boolean);
const canonical = (...values: (string | null | undefined)[]) => [...new Set(present(...values).flatMap((v) => findSkills(v).map((hit) => hit.name)))];
const quote = (where: string, ...values: (string | null | undefined)[]) => {
	const line = present(...values).join(' — ');
	return line ? [evidence(line, `json-resume:${where}`)] : [];
};

/**
 * The file's text as a JSON Resume, or the problem a person can fix in the file; `params.reason`
 * (invalid_json, not_json_resume, wrong_shape) lets the screen say it in the person's language.
 */
export function readJsonResume(raw: string): JsonResumeFile {
	let data: unknown;
	try {
		data = JSON.parse(raw.replace(/^\uFEFF/, ''));
	} catch (error) {
		const where = /position (\d+)/.exec(String((error as Error).message))?.[1];
		throw problem(
			'validation_failed',
			`This is not a JSON Resume file: it is not valid JSON${where ? ` (the text breaks at character ${where})` : ''}. Paste the whole file, exactly as exported.`,
			[{ path: 'text', message: 'Not valid JSON.' }],
			{ reason: 'invalid_json', ...(where ? { position: Number(where) } : {}) }
		);
	}
	const notResume = () =>
		problem('validation_failed', 'This JSON is not a JSON Resume: it has none of its sections (basics, work, education, skills…). Choose another kind of import, or export a JSON Resume file.', [{ path: 'text', message: 'No JSON Resume sections.' }], {
			reason: 'not_json_resume'
		});
	if (!data || typeof data !== 'object' || Array.isArray(data)) throw notResume();
	const parsed = JsonResumeFile.safeParse(data);
	if (!parsed.success) {
		const issues = parsed.error.issues.slice(0, 5).map((issue) => ({ path: ['text', ...issue.path].join('.'), message: issue.message }));
		const where = issues.map((i) => i.path.slice(5)).join(', ');
		throw problem('validation_failed', `This JSON Resume file has a part in an unexpected shape: ${where} — ${issues[0].message} Fix it in the file, then import it again.`, issues, { reason: 'wrong_shape', where });
	}
	if (!SECTIONS.some((key) => key in (data as object))) throw notResume();
	return parsed.data;
}

/** A summary followed by its highlights: the highlights as a list, so an export tells them apart again. */
const detailOf = (summary: string | null | undefined, highlights: readonly string[] = []) => bulleted(summary, present(...highlights));

/** Web addresses of the file, each checked; one that is not http(s) is said in a warning. */
function addresses(notes: ImportNotes) {
	const refused: string[] = [];
	const check = (value: string | null | undefined, where: string): string | null => {
		if (!value?.trim()) return null;
		const url = webAddress(value);
		if (!url) refused.push(where);
		return url;
	};
	const report = () => {
		if (refused.length)
			notes.add('url_left_out', `Left out what is not a web address (starting with http:// or https://): ${refused.slice(0, 5).join(', ')}${refused.length > 5 ? '…' : ''}. Add the address in your profile if you need it.`, {
				where: refused.slice(0, 5).join(', ')
			});
	};
	return { check, report };
}

/** Candidates and the basics of a JSON Resume file; each candidate quotes the file's own words. */
export function jsonResumeCandidates(raw: string): ProfileImportResult {
	const file = readJsonResume(raw);
	const notes = new ImportNotes();
	const url = addresses(notes);
	const out: ProfileCandidate[] = [];

	(file.work ?? []).forEach((job, i) => {
		const title = job.position?.trim() || '';
		const organization = (job.name ?? job.company)?.trim() || null;
		if (!title && !organization) return;
		const lines = present(job.summary, ...(job.highlights ?? []));
		const { start, end, days } = datedFields(job.startDate, job.endDate);
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start,
				end,
				detail: detailOf(job.summary, job.highlights),
				skills: canonical(title, ...lines),
				evidence: [...quote('experience', title, organization), ...lines.slice(0, 3).map((line) => evidence(line, 'json-resume:experience'))],
				facts: factsOf({ location: job.location, url: url.check(job.url ?? job.website, `work.${i}.url`), ...days }),
				// A role without a title (only the employer) is for the person to complete.
				...(title ? {} : { unsure: true })
			})
		);
	});
	(file.volunteer ?? []).forEach((role, i) => {
		const title = role.position?.trim() || '';
		const organization = role.organization?.trim() || null;
		if (!title && !organization) return;
		const lines = present(role.summary, ...(role.highlights ?? []));
		const { start, end, days } = datedFields(role.startDate, role.endDate);
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start,
				end,
				detail: detailOf(role.summary, role.highlights),
				skills: canonical(title, ...lines),
				evidence: [...quote('volunteer', title, organization), ...lines.slice(0, 3).map((line) => evidence(line, 'json-resume:volunteer'))],
				facts: factsOf({ kind: 'volunteer', url: url.check(role.url, `volunteer.${i}.url`), ...days }),
				...(title ? {} : { unsure: true })
			})
		);
	});
	(file.education ?? []).forEach((school, i) => {
		const degree = present(school.studyType, school.area).join(', ');
		const organization = school.institution?.trim() || null;
		const title = degree || organization || '';
		if (!title) return;
		const { start, end, days } = datedFields(school.startDate, school.endDate);
		out.push(
			candidate({
				type: 'education',
				title,
				organization: title === organization ? null : organization,
				start,
				end,
				evidence: quote('education', title, organization),
				facts: factsOf({ studyType: school.studyType, area: school.area, score: school.score, courses: present(...(school.courses ?? [])), url: url.check(school.url, `education.${i}.url`), ...days })
			})
		);
	});
	(file.awards ?? []).forEach((award) => {
		const title = award.title?.trim();
		if (!title) return;
		const { end, days } = datedFields(null, award.date);
		out.push(
			candidate({
				type: 'achievement',
				title: clipTitle(title, 300),
				organization: award.awarder?.trim() || null,
				end,
				detail: award.summary?.trim() ?? '',
				evidence: quote('awards', title, award.awarder),
				facts: factsOf({ kind: 'award', ...days })
			})
		);
	});
	(file.certificates ?? []).forEach((cert, i) => {
		const name = cert.name?.trim();
		if (!name) return;
		const address = url.check(cert.url, `certificates.${i}.url`);
		const { end, days } = datedFields(null, cert.date);
		out.push(
			candidate({
				type: 'certification',
				title: name,
				organization: cert.issuer?.trim() || null,
				end,
				skills: canonical(name),
				evidence: quote('certifications', name, cert.issuer).map((e) => ({ ...e, url: address })),
				facts: factsOf({ url: address, ...days })
			})
		);
	});
	(file.publications ?? []).forEach((work, i) => {
		const name = work.name?.trim();
		if (!name) return;
		const { end, days } = datedFields(null, work.releaseDate);
		out.push(
			candidate({
				type: 'achievement',
				title: clipTitle(name, 300),
				organization: work.publisher?.trim() || null,
				end,
				detail: work.summary?.trim() ?? '',
				skills: canonical(name),
				evidence: quote('publications', name, work.publisher),
				facts: factsOf({ kind: 'publication', url: url.check(work.url, `publications.${i}.url`), ...days })
			})
		);
	});

	// A group's keywords are the skills, each kept with its group and level; a skill without keywords is its own name.
	const skills: { name: string; group?: string; level?: string; from: string[] }[] = [];
	const seen = new Set<string>();
	for (const group of file.skills ?? []) {
		const keywords = present(...(group.keywords ?? []));
		const names = keywords.length ? keywords : present(group.name);
		for (const name of names) {
			if (seen.has(foldText(name))) continue;
			seen.add(foldText(name));
			skills.push({
				name,
				...(keywords.length && group.name?.trim() ? { group: group.name.trim() } : {}),
				...(group.level?.trim() ? { level: group.level.trim() } : {}),
				from: keywords.length ? present(group.name, name) : [name]
			});
		}
	}
	for (const skill of capped(skills, MAX_SKILLS, notes, 'skills'))
		out.push(
			candidate({
				type: 'skill',
				title: clipTitle(skill.name, 120),
				skills: canonical(skill.name),
				evidence: quote('skills', ...skill.from),
				facts: factsOf({ group: skill.group, level: skill.level })
			})
		);

	for (const language of file.languages ?? []) {
		const name = language.language?.trim();
		if (name) out.push(candidate({ type: 'language', title: name, detail: language.fluency?.trim() ?? '', evidence: quote('languages', name, language.fluency) }));
	}
	for (const interest of file.interests ?? []) {
		const name = interest.name?.trim();
		const keywords = present(...(interest.keywords ?? []));
		if (!name) continue;
		out.push(candidate({ type: 'achievement', title: clipTitle(name, 300), evidence: quote('interests', name, keywords.join(', ')), facts: factsOf({ kind: 'interest', keywords }) }));
	}
	for (const reference of file.references ?? []) {
		const name = reference.name?.trim();
		if (!name) continue;
		const words = reference.reference?.trim() ?? '';
		out.push(candidate({ type: 'achievement', title: clipTitle(name, 300), detail: words, evidence: quote('references', name, words), facts: factsOf({ kind: 'reference' }) }));
	}
	(file.projects ?? []).forEach((project, i) => {
		const name = project.name?.trim();
		if (!name) return;
		const lines = present(project.description, ...(project.highlights ?? []));
		const keywords = present(...(project.keywords ?? []));
		const address = url.check(project.url, `projects.${i}.url`);
		const { start, end, days } = datedFields(project.startDate, project.endDate);
		out.push(
			candidate({
				type: 'project',
				title: name,
				organization: project.entity?.trim() || null,
				detail: detailOf(project.description, project.highlights),
				start,
				end,
				skills: canonical(name, ...lines, ...keywords),
				evidence: quote('projects', name, lines[0]).map((e) => ({ ...e, url: address })),
				facts: factsOf({ url: address, keywords, roles: present(...(project.roles ?? [])), ...days })
			})
		);
	});

	const basics = file.basics;
	const site = url.check(basics?.url ?? basics?.website, 'basics.url');
	(basics?.profiles ?? []).forEach((profile, i) => {
		const address = url.check(profile.url, `basics.profiles.${i}.url`);
		const network = profile.network?.trim();
		const username = profile.username?.trim();
		const title = address ?? present(network, username).join(': ');
		if (!title || (address && address === site)) return;
		out.push(candidate({ type: 'link', title, evidence: [evidence(present(network, username, address).join(' — '), 'json-resume:contact', address)], facts: factsOf({ network, username }) }));
	});
	url.report();
	const proposal = basicsOf(file, site, notes);
	const candidates = fitAll(out, notes).filter((item, index, all) => item.type !== 'link' || all.findIndex((other) => other.type === 'link' && other.title === item.title) === index);
	if (!candidates.length && !Object.keys(proposal).length)
		notes.add('insufficient_evidence', 'This JSON Resume file has nothing to add to a profile. Add work, education or skills to the file, or add the items by hand.');
	return { candidates, ...(Object.keys(proposal).length ? { basics: proposal } : {}), warnings: notes.list };
}

/** The file's basics as the profile keeps them: the place as one line, the site among the links. */
function basicsOf(file: JsonResumeFile, site: string | null, notes: ImportNotes): BasicsProposal {
	const b = file.basics;
	if (!b) return {};
	const place = b.location ? placeOf({ city: b.location.city, region: b.location.region, countryCode: b.location.countryCode }) : '';
	const email = b.email?.trim() ?? '';
	if (email && !z.email().safeParse(email).success)
		notes.add('email_left_out', `Left out the email "${email}": it is not an email address. Type it in your details if it is yours.`, { email });
	return fitBasics({
		name: b.name,
		headline: b.label,
		email: email && z.email().safeParse(email).success ? email : null,
		phone: b.phone,
		location: place,
		summary: b.summary,
		links: site ? [site] : []
	});
}
