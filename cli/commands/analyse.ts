import { basename } from 'node:path';
import { reviewSubject } from '$core/ats/service';
import type { AtsResult } from '$core/ats/schema';
import { evidenceSubject, type EvidenceSubject } from '$core/evidence/service';
import { Problem } from '$core/http/problem';
import type { ParsedJob } from '$core/job/schema';
import type { MatchResult } from '$core/match/schema';
import { scoreSubject } from '$core/match/service';
import { gapNote, requirementText, safeActionText, warningText, atsWarningText, safeIfTrueReason } from '$lib/i18n/analysis-text';
import { BadInput, EXIT, required, scoreFlag } from '../args';
import type { Command, Context } from '../context';
import { JOB_FILE, monthOf, readJobSource, readResumeFile, type ReadResume } from '../inputs';
import { isFolder, listFolder } from '../node-env';
import { toJson } from '../output/json';
import { scoreTone } from '../output/style';
import { fields, section, table } from '../output/table';
import { pagesFor } from './job-extract';
import { problemSentence } from './problems';

/** One job compared: the compatibility analysis and the ATS review, as POST /match/analyze and /ats/analyze answer them. */
export type Analysis = {
	job: { file: string; title: string | null; company: string | null };
	match: MatchResult;
	/** Null when the job names too few skills for a keyword review (insufficient_keywords). */
	ats: AtsResult | null;
};

/** The person's evidence: this resume alone (the command line has no profile). */
export const subjectOf = (resume: ReadResume, now: Date): EvidenceSubject => evidenceSubject({ resume, profile: [], asOf: monthOf(now) });

export function analyseJob(subject: EvidenceSubject, job: ParsedJob, file: string): Analysis {
	const match = scoreSubject(subject, job);
	let ats: AtsResult | null = null;
	try {
		// As the ATS review of a stored analysis: with that analysis's confidence.
		ats = reviewSubject(subject, job, { confidence: match.confidence });
	} catch (error) {
		if (!(error instanceof Problem && error.code === 'insufficient_keywords')) throw error;
	}
	return { job: { file, title: job.job.title, company: job.job.company }, match, ats };
}

function renderOne(analysis: Analysis, context: Context): string {
	const { words, style } = context;
	const { t, w } = words;
	const { match, ats } = analysis;
	const number = words.number;
	let out = fields(
		[
			[w('h.job'), [analysis.job.title, analysis.job.company].filter(Boolean).join(' — ') || analysis.job.file],
			[w('h.score'), scoreTone(style, match.score)(`${match.score}/100`)],
			[w('h.confidence'), words.percent(match.confidence)],
			...(Object.entries(match.breakdown).map(([dimension, score]) => [`  ${w(`dim.${dimension}` as 'dim.skills')}`, String(score)]) as [string, string][])
		],
		style.bold
	);
	out += section(w('h.evidence'), match.evidence.map((e) => `${e.requirement}: “${e.resumeEvidence}”`), style.bold);
	out += section(w('h.gaps'), match.gaps.map((g) => `${requirementText(g, t, number)} (${w(g.importance === 'required' ? 'word.required' : 'word.nice')}): ${gapNote(g, t, number)}`), style.bold);
	out += section(w('h.actions'), match.safeActions.map((a) => safeActionText(a, t, number).action), style.bold);
	out += section(w('h.warnings'), match.warnings.map((x) => style.warn(warningText(x, t, number))), style.bold);
	if (!ats) return out + section(w('h.ats'), [w('ats.tooFew')], style.bold);
	out += `\n${style.bold(`${w('h.ats')} — ${w('h.coverage')} ${words.percent(ats.coverage)}`)}\n`;
	out += section(w('ats.present'), ats.present.map((k) => k.keyword), style.good);
	out += section(w('ats.safeIfTrue'), ats.safeIfTrue.map((k) => `${k.keyword}: ${safeIfTrueReason(k, t, number)}`), style.warn);
	out += section(w('ats.withoutEvidence'), ats.withoutEvidence.map((k) => k.keyword), style.bad);
	out += section(w('h.warnings'), ats.warnings.map((x) => style.warn(atsWarningText(x, t, number))), style.bold);
	return out;
}

function renderRanking(ranked: Analysis[], skipped: Skipped[], context: Context): string {
	const { w } = context.words;
	const rows = ranked.map((a, i) => [
		String(i + 1),
		scoreTone(context.style, a.match.score)(String(a.match.score)),
		a.ats ? context.words.percent(a.ats.coverage) : '—',
		a.job.title ?? '—',
		a.job.company ?? '—',
		basename(a.job.file)
	]);
	const headers = [
		{ header: '#', right: true },
		{ header: w('h.score'), right: true },
		{ header: w('h.ats'), right: true },
		{ header: w('h.title') },
		{ header: w('h.company') },
		{ header: w('h.file') }
	];
	let out = table(headers, rows, context.style.bold);
	out += section(w('h.skipped'), skipped.map((s) => `${basename(s.file)}: ${s.reason}`), context.style.bold);
	return out;
}

type Skipped = { file: string; code: string; reason: string };

/** Highest score first; a tie keeps the folder's (alphabetical) order. */
export const rank = (analyses: Analysis[]) => analyses.map((a, i) => ({ a, i })).sort((x, y) => y.a.match.score - x.a.match.score || x.i - y.i).map(({ a }) => a);

export const analyse: Command = {
	name: 'analyse',
	summary: 'summary.analyse',
	help: 'help.analyse',
	options: { resume: { type: 'string' }, job: { type: 'string' }, 'fail-under': { type: 'string' }, 'allow-network': { type: 'boolean' } },
	async run(context, values, positionals) {
		if (positionals.length) throw new BadInput(`analyse takes no "${positionals[0]}"; give files with --resume and --job.`, 'error.unexpected', { value: positionals[0] });
		const threshold = scoreFlag('--fail-under', values['fail-under'] as string | undefined);
		const resumePath = required('--resume', values.resume as string | undefined);
		const jobPath = required('--job', values.job as string | undefined);
		const { cwd } = context.io;
		const now = context.io.now();
		const pages = pagesFor(context, values['allow-network'] === true);
		const subject = subjectOf(await readResumeFile(resumePath, cwd, now), now);

		if (!(await isFolder(jobPath, cwd))) {
			const analysis = analyseJob(subject, await readJobSource(jobPath, cwd, pages), jobPath);
			context.io.stdout(context.json ? toJson(analysis) : renderOne(analysis, context));
			return belowThreshold(context, threshold, analysis.match.score);
		}
		const files = await listFolder(jobPath, cwd, (name) => JOB_FILE.test(name));
		const analyses: Analysis[] = [];
		const skipped: Skipped[] = [];
		for (const file of files) {
			try {
				analyses.push(analyseJob(subject, await readJobSource(file, cwd, pages), file));
			} catch (error) {
				// One posting that cannot be read does not stop the ranking; it is listed with why.
				const said = problemSentence(error, context.words);
				if (!said) throw error;
				skipped.push({ file, code: said.code, reason: said.sentence });
			}
		}
		if (!analyses.length) throw new BadInput(`No posting in ${jobPath} could be read: give a folder of .txt, .md, .html, .pdf or .docx postings.`, 'error.noJobs', { path: jobPath });
		const ranked = rank(analyses);
		context.io.stdout(context.json ? toJson({ ranked, skipped }) : renderRanking(ranked, skipped, context));
		return belowThreshold(context, threshold, ranked[0].match.score);
	}
};

/** --fail-under: exit 1 when the (best) score is below it, saying so on stderr. */
function belowThreshold(context: Context, threshold: number | null, score: number): number {
	if (threshold === null || score >= threshold) return EXIT.ok;
	context.io.stderr(`${context.words.w('fail.below', { score, threshold })}\n`);
	return EXIT.belowThreshold;
}
