import { z } from 'zod';
import { problem } from '../../http/problem';
import { findSkills } from '../../skills/matcher';
import { foldText } from '../../text/normalize';
import type { ProfileCandidate, ProfileImportResult } from '../schema';
import { candidate, clipTitle, evidence } from './item';

/**
 * A JSON Resume file (jsonresume.org) as profile candidates to review: work, education, skills,
 * certificates, languages, projects, awards and the profile links. Read leniently, as files
 * written by other tools are (v0's `company`, numbers for years, dates with a day or without a
 * month); a file that is not JSON, or whose sections have the wrong shape, is refused with a
 * sentence naming where. Nothing is stored here.
 */

const text = z.union([z.string(), z.number()]).transform(String).nullish();
const texts = z.array(text).nullish();
const entry = <T extends Record<string, z.ZodType>>(shape: T) => z.array(z.looseObject(shape)).nullish();

const JsonResumeFile = z.looseObject({
	basics: z.looseObject({ url: text, website: text, profiles: entry({ url: text, network: text, username: text }) }).nullish(),
	work: entry({ name: text, company: text, position: text, startDate: text, endDate: text, summary: text, highlights: texts }),
	education: entry({ institution: text, studyType: text, area: text, startDate: text, endDate: text }),
	skills: entry({ name: text, level: text, keywords: texts }),
	certificates: entry({ name: text, issuer: text, date: text, url: text }),
	languages: entry({ language: text, fluency: text }),
	projects: entry({ name: text, description: text, highlights: texts, keywords: texts, url: text, startDate: text, endDate: text }),
	awards: entry({ title: text, awarder: text, date: text, summary: text })
});
type JsonResumeFile = z.infer<typeof JsonResumeFile>;

const SECTIONS = ['basics', 'work', 'education', 'skills', 'certificates', 'languages', 'projects', 'awards'] as const;

/** "2020-01-15" → "2020-01", "2020" → "2020"; anything else (a free-text date) is left out, never guessed. */
function monthOf(value: string | null | undefined): string | null {
	const match = /^\s*(\d{4})(?:-(\d{1,2}))?/.exec(value ?? '');
	if (!match) return null;
	const month = Number(match[2]);
	return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : match[1];
}

const present = (...values: (string | null | undefined)[]) => values.map((v) => v?.trim() ?? '').filter(Boolean);
const canonical = (...values: (string | null | undefined)[]) => [...new Set(present(...values).flatMap((v) => findSkills(v).map((hit) => hit.name)))];
const quote = (section: string, ...values: (string | null | undefined)[]) => {
	const line = present(...values).join(' — ');
	return line ? [evidence(line, `json-resume:${section}`)] : [];
};

/**
 * The file's text as a JSON Resume, or the problem a person can fix in the file; `params.reason`
 * (invalid_json, not_json_resume, wrong_shape) lets the screen say it in the person's language.
 */
function readFile(raw: string): JsonResumeFile {
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
	if (!data || typeof data !== 'object' || Array.isArray(data) || !SECTIONS.some((key) => key in data))
		throw problem('validation_failed', 'This JSON is not a JSON Resume: it has none of its sections (basics, work, education, skills…). Choose another kind of import, or export a JSON Resume file.', [
			{ path: 'text', message: 'No JSON Resume sections.' }
		], { reason: 'not_json_resume' });
	const parsed = JsonResumeFile.safeParse(data);
	if (!parsed.success) {
		const issues = parsed.error.issues.slice(0, 5).map((issue) => ({ path: `text.${issue.path.join('.')}`, message: issue.message }));
		throw problem('validation_failed', `This JSON Resume file has a part in an unexpected shape: ${issues.map((i) => i.path.slice(5)).join(', ')}. Fix it in the file (a list where a list is expected, text where text is), then import it again.`, issues, {
			reason: 'wrong_shape',
			where: issues.map((i) => i.path.slice(5)).join(', ')
		});
	}
	return parsed.data;
}

/** Candidates from a JSON Resume file; each quotes the file's own words as its evidence. */
export function jsonResumeCandidates(raw: string): ProfileImportResult {
	const file = readFile(raw);
	const out: ProfileCandidate[] = [];
	for (const job of file.work ?? []) {
		const title = job.position?.trim() || '';
		const organization = (job.name ?? job.company)?.trim() || null;
		if (!title && !organization) continue;
		const lines = present(job.summary, ...(job.highlights ?? []));
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start: monthOf(job.startDate),
				end: monthOf(job.endDate),
				detail: lines.join('\n'),
				skills: canonical(title, ...lines),
				evidence: [...quote('experience', title, organization), ...lines.slice(0, 3).map((line) => evidence(line, 'json-resume:experience'))],
				// A role without a title (only the employer) is for the person to complete.
				...(title ? {} : { unsure: true })
			})
		);
	}
	for (const school of file.education ?? []) {
		const title = present(school.studyType, school.area).join(', ') || school.institution?.trim() || '';
		if (!title) continue;
		const organization = school.institution?.trim() || null;
		out.push(candidate({ type: 'education', title, organization: title === organization ? null : organization, start: monthOf(school.startDate), end: monthOf(school.endDate), evidence: quote('education', title, organization) }));
	}
	const skills = new Set<string>();
	for (const skill of file.skills ?? []) {
		for (const name of present(skill.name, ...(skill.keywords ?? []))) {
			if (skills.has(foldText(name))) continue;
			skills.add(foldText(name));
			out.push(candidate({ type: 'skill', title: clipTitle(name, 120), detail: skill.level?.trim() ?? '', skills: canonical(name), evidence: quote('skills', skill.name, ...(skill.name === name ? [] : [name])) }));
		}
	}
	for (const cert of file.certificates ?? []) {
		const name = cert.name?.trim();
		if (!name) continue;
		const proof = quote('certifications', name, cert.issuer).map((e) => ({ ...e, url: cert.url && /^https?:\/\//i.test(cert.url) ? cert.url : null }));
		out.push(candidate({ type: 'certification', title: name, organization: cert.issuer?.trim() || null, end: monthOf(cert.date), skills: canonical(name), evidence: proof }));
	}
	for (const language of file.languages ?? []) {
		const name = language.language?.trim();
		if (name) out.push(candidate({ type: 'language', title: name, detail: language.fluency?.trim() ?? '', evidence: quote('languages', name, language.fluency) }));
	}
	for (const project of file.projects ?? []) {
		const name = project.name?.trim();
		if (!name) continue;
		const lines = present(project.description, ...(project.highlights ?? []));
		const url = project.url && /^https?:\/\//i.test(project.url) ? project.url : null;
		out.push(
			candidate({
				type: 'project',
				title: name,
				detail: lines.join('\n'),
				start: monthOf(project.startDate),
				end: monthOf(project.endDate),
				skills: canonical(name, ...lines, ...(project.keywords ?? [])),
				evidence: quote('projects', name, lines[0]).map((e) => ({ ...e, url }))
			})
		);
	}
	for (const award of file.awards ?? []) {
		const title = award.title?.trim();
		if (title) out.push(candidate({ type: 'achievement', title: clipTitle(title, 120), organization: award.awarder?.trim() || null, end: monthOf(award.date), detail: award.summary?.trim() ?? '', evidence: quote('other', title, award.awarder) }));
	}
	const links = present(file.basics?.url, file.basics?.website, ...(file.basics?.profiles ?? []).map((p) => p.url)).filter((url) => /^https?:\/\/\S+$/i.test(url));
	for (const url of new Set(links)) out.push(candidate({ type: 'link', title: url, evidence: [evidence(url, 'json-resume:contact', url)] }));
	const warnings = out.length ? [] : [{ code: 'insufficient_evidence', message: 'This JSON Resume file has nothing to add to a profile. Add work, education or skills to the file, or add the items by hand.' }];
	return { candidates: out, warnings };
}
