import { findSkills } from '../engine/skills/matcher';
import { foldText as fold } from '../engine/text/normalize';
import { parseResume } from '../engine/resume-parse';
import { stripBullet } from '../engine/resume-parse/text';
import type { ParsedResume } from '../engine/resume-parse/schema';
import type { ImportKind, ProfileCandidate, ProfileImportResult } from './schema';
import { candidate, clipTitle, evidence } from './import/item';
import { europassCandidates } from './import/europass';
import { jsonResumeCandidates } from './import/json-resume';
import { problem } from '../http/problem';
import { lattesCandidates, looksLikeLattes } from './import/lattes';
import { writtenLanguage, writtenSkillName } from './import/surface';

type Warning = { code: string; message: string };

const asOfMonth = (now: Date) => now.toISOString().slice(0, 7);

/** Language names and levels as a Portuguese resume writes them, for quoting its own line. */
const PT_WORDS: Record<string, string[]> = {
	english: ['ingles'],
	spanish: ['espanhol'],
	portuguese: ['portugues'],
	french: ['frances'],
	german: ['alemao'],
	italian: ['italiano'],
	japanese: ['japones'],
	chinese: ['chines', 'mandarim'],
	mandarin: ['mandarim'],
	'brazilian sign language': ['libras'],
	native: ['nativo', 'materna'],
	fluent: ['fluente'],
	advanced: ['avancado'],
	intermediate: ['intermediario'],
	basic: ['basico']
};

/**
 * The source line that best shows an item, quoted exactly as written — evidence is always the
 * person's own words, never our normalised version of them. Null when no line mentions it.
 */
function verbatimLine(source: string, needles: (string | null | undefined)[]): string | null {
	const words = needles
		.filter((n): n is string => !!n && n.trim().length >= 2)
		.flatMap((n) => [fold(n.trim()), ...(PT_WORDS[fold(n.trim())] ?? [])]);
	if (words.length === 0) return null;
	let best: { line: string; score: number } | null = null;
	for (const { raw, line } of foldedLines(source)) {
		const score = words.reduce((sum, word) => sum + (line.includes(word) ? word.length : 0), 0);
		// Quoted without its list bullet: "• Inglês — avançado" proves "Inglês — avançado".
		if (score > 0 && (!best || score > best.score)) best = { line: stripBullet(raw.trim()).text, score };
	}
	return best?.line ?? null;
}

// One reading quotes the same source for every item it proposes: its lines are folded once (the
// last source is kept), so a long resume is not folded again per item.
let lastSource: string | null = null;
let lastLines: { raw: string; line: string }[] = [];
function foldedLines(source: string): { raw: string; line: string }[] {
	if (source !== lastSource) {
		lastLines = source.split('\n').map((raw) => ({ raw, line: fold(raw) }));
		lastSource = source;
	}
	return lastLines;
}

const quoted = (source: string, origin: string, needles: (string | null | undefined)[]) => {
	const line = verbatimLine(source, needles);
	return line ? [evidence(line, origin)] : [];
};

/**
 * The text an experience or education candidate quotes first: what ties the item the person
 * confirmed (and may have corrected) back to the entry of the resume it was read from.
 */
export function entryEvidence(
	entry: { kind: 'experience'; title: string; company: string; lines?: string[] } | { kind: 'education'; degree: string; institution: string },
	text: string
): string | null {
	if (entry.kind === 'experience') return entry.lines?.length ? entry.lines.join('\n') : verbatimLine(text, [entry.title, entry.company]);
	return verbatimLine(text, [entry.degree, entry.institution]);
}

/**
 * Every part of an extracted resume as items to review; each quotes the text it came from. Items
 * are titled in the document's own words ("Pesquisa com usuários", "Postgres"); a skill's
 * canonical name stays in `skills`, for matching.
 */
export function candidatesFromParsed(parsed: ParsedResume, text: string, source: string, origin: ProfileCandidate['origin']): ProfileCandidate[] {
	const p = parsed.profile;
	const out: ProfileCandidate[] = [];
	const from = (section: string) => `${source}:${section}`;
	for (const skill of p.skills)
		out.push(
			candidate({
				type: 'skill',
				title: writtenSkillName(skill.name, skill.evidence),
				detail: skill.category,
				skills: [skill.name],
				origin,
				evidence: skill.evidence.slice(0, 3).map((e) => evidence(e.text, from(e.section))),
				// Inferred from a narrower skill the document names (SQL beside "PostgreSQL"): the person must choose it.
				...(skill.evidence.some((e) => findSkills(e.text).some((hit) => hit.name === skill.name)) ? {} : { unsure: true })
			})
		);
	for (const x of p.experiences)
		out.push(
			candidate({
				type: 'experience',
				title: x.title,
				organization: x.company || null,
				start: x.start,
				end: x.current ? null : x.end,
				detail: x.bullets.join('\n'),
				skills: x.skills,
				origin,
				// The entry's own lines first (what the review shows it was read from), then its first bullets.
				evidence: [
					...(x.lines?.length ? [evidence(x.lines.join('\n'), from('experience'))] : quoted(text, from('experience'), [x.title, x.company])),
					...x.bullets.slice(0, 3).map((b) => evidence(stripBullet(b).text, from('experience')))
				],
				...(x.doubts?.length ? { unsure: true, doubts: x.doubts } : {})
			})
		);
	for (const e of p.education)
		out.push(
			candidate({
				type: 'education',
				title: e.degree,
				organization: e.institution || null,
				start: e.start,
				end: e.end,
				origin,
				evidence: quoted(text, from('education'), [e.degree, e.institution])
			})
		);
	for (const c of p.certifications)
		out.push(
			candidate({ type: 'certification', title: c.name, organization: c.issuer, end: c.year, origin, evidence: quoted(text, from('certifications'), [c.name, c.issuer]) })
		);
	for (const l of p.languages) {
		// The parser infers the language a resume is written in; with no line to quote, it is no item.
		const proof = quoted(text, from('languages'), [l.name, l.level]);
		if (!proof.length) continue;
		// As the line writes it ("Português — nativo"); the parser's English name only when the line does not say it.
		const written = writtenLanguage(proof[0].text, l.name);
		out.push(candidate({ type: 'language', title: written?.name ?? l.name, detail: written ? written.level : (l.level ?? ''), origin, evidence: proof }));
	}
	for (const pr of p.projects)
		out.push(
			candidate({
				type: 'project',
				title: pr.name,
				detail: pr.description,
				skills: pr.skills,
				origin,
				evidence: quoted(text, from('projects'), [pr.name]).map((e) => ({ ...e, url: pr.url }))
			})
		);
	for (const link of p.basics.links)
		out.push(candidate({ type: 'link', title: link, origin, evidence: quoted(text, from('contact'), [link.replace(/^https?:\/\//, '')]).map((e) => ({ ...e, url: link })) }));
	return out;
}

const CERTIFICATE_COURSE = [
	/(?:conclu[ií]u|concluiu com (?:êxito|exito|aproveitamento))\s+o\s+(?:curso|treinamento|programa)\s+(?:de\s+|em\s+)?["“]?([^"”\n.,;]{3,160})/i,
	/(?:has\s+)?(?:successfully\s+)?completed\s+(?:the\s+)?(?:course|training|program(?:me)?)?\s*["“]?([^"”\n.,;]{3,160})/i,
	/certificate\s+of\s+(?:completion|achievement)\s*(?:in|for|:)?\s*["“]?([^"”\n.,;]{3,160})/i,
	/certificado\s+(?:de\s+conclusão\s+)?(?:do\s+curso\s+|de\s+)?["“]?([^"”\n.,;]{3,160})/i
];
const ISSUER = /\b(?:universidade|university|instituto|institute|faculdade|college|academy|academia|associação|association|conselho|council|escola|school|senac|senai|sebrae|coursera|udemy|alura|fundação|foundation|hospital)\b[^\n,;]*/i;

/** A pasted certificate: the course it certifies, who issued it and the year, quoted from the text. */
function certificateCandidates(text: string, parsed: ParsedResume): ProfileCandidate[] {
	if (parsed.profile.certifications.length) {
		const basics = { ...parsed.profile.basics, links: [] };
		const profile = { ...parsed.profile, skills: [], experiences: [], education: [], languages: [], projects: [], basics };
		return candidatesFromParsed({ ...parsed, profile }, text, 'certificate', 'imported');
	}
	const course = CERTIFICATE_COURSE.map((re) => text.match(re)?.[1]?.trim()).find(Boolean);
	if (!course) return [];
	const issuer = text.match(ISSUER)?.[0]?.trim() ?? null;
	const year = text.match(/\b(19|20)\d{2}\b/)?.[0] ?? null;
	const skills = [...new Set(findSkills(course).map((h) => h.name))];
	const line = text.split('\n').find((l) => l.includes(course)) ?? course;
	return [candidate({ type: 'certification', title: course, organization: issuer, end: year, skills, evidence: [evidence(line, 'certificate')] })];
}

const ACHIEVEMENT = /\b(led|increased|reduced|improved|won|award(?:ed)?|launched|saved|grew|achieved|prêmio|premiad[oa]|liderei|aumentei|reduzi|melhorei|conquistei|implantei|criei|economizei|publiquei|published)\b/i;

/** Free notes: skills named in them (with the sentence as evidence) and achievement-like lines. */
function notesCandidates(text: string): ProfileCandidate[] {
	const out: ProfileCandidate[] = [];
	const seen = new Set<string>();
	for (const raw of text.split(/\n+/)) {
		const line = raw.replace(/^\s*[-*•]\s*/, '').trim();
		if (!line) continue;
		for (const hit of findSkills(line)) {
			if (seen.has(hit.name)) continue;
			seen.add(hit.name);
			out.push(candidate({ type: 'skill', title: writtenSkillName(hit.name, [{ text: line }]), detail: hit.category, skills: [hit.name], evidence: [evidence(line, 'notes')] }));
		}
		if (ACHIEVEMENT.test(line) && line.length >= 20)
			out.push(candidate({ type: 'achievement', title: clipTitle(line, 120), detail: line, skills: [...new Set(findSkills(line).map((h) => h.name))], evidence: [evidence(line, 'notes')] }));
	}
	return out;
}

/**
 * An academic record: a Lattes CV read by its own sections; any other record (a CV in a resume's
 * layout) as a resume, plus whatever Lattes-style sections (publications, awards) it has.
 */
function academicCandidates(text: string, parsed: ParsedResume): ProfileCandidate[] {
	if (looksLikeLattes(text)) return lattesCandidates(text);
	return [...candidatesFromParsed(parsed, text, 'academic', 'imported'), ...lattesCandidates(text)];
}

/** Import: proposes profile items from pasted text. Nothing here is stored. */
export function importCandidates(kind: ImportKind, text: string, now: Date): ProfileImportResult {
	// A JSON Resume and a Europass CV have their own fields: they are never read as a resume's text.
	if (kind === 'json-resume') return jsonResumeCandidates(text);
	if (kind === 'europass') return europassCandidates(text);
	if (kind === 'linkedin')
		throw problem('validation_failed', 'A LinkedIn data export is a ZIP file: choose the file instead of pasting text.', [{ path: 'kind', message: 'Send the ZIP as a file.' }], { reason: 'linkedin_is_a_file' });
	const parsed = parseResume(text, { asOf: asOfMonth(now) });
	const warnings: Warning[] = [...parsed.warnings];
	let candidates: ProfileCandidate[];
	switch (kind) {
		case 'resume':
			candidates = candidatesFromParsed(parsed, text, 'resume', 'extracted');
			break;
		case 'academic':
			candidates = academicCandidates(text, parsed);
			break;
		case 'portfolio': {
			const all = candidatesFromParsed(parsed, text, 'portfolio', 'imported');
			candidates = all.filter((c) => ['project', 'link', 'skill'].includes(c.type));
			break;
		}
		case 'certificate':
			candidates = certificateCandidates(text, parsed);
			break;
		case 'notes':
			candidates = notesCandidates(text);
			break;
	}
	if (candidates.length === 0) warnings.push({ code: 'insufficient_evidence', message: 'Nothing in this text could be turned into profile items. Add more detail, or add the items by hand.' });
	return { candidates, warnings };
}
