import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { reviewAts } from '../../worker/core/ats/service';
import { parseJobText } from '../../worker/core/engine/job-parse';
import type { ParsedJob } from '../../worker/core/job/schema';
import { scoreMatch } from '../../worker/core/match/service';
import type { MatchResult } from '../../worker/core/match/schema';
import { parseResume } from '../../worker/core/engine/resume-parse';
import type { ParsedResume } from '../../worker/core/resume/schema';
import { canonicalSkill } from '../../worker/core/engine/skills/taxonomy';

/**
 * Scoring of gold resume × job pairs (MANIFEST.md, pairs.json), shared by the dev set and the
 * hold-out set: every strong pair must score above every weak pair of the same resume, and no
 * unsafe keyword may be reported as present.
 */
export interface Pair {
	resume: string;
	job: string;
	fit: 'strong' | 'partial' | 'weak';
	matched: string[];
	gaps: string[];
	unsafe_keywords: string[];
	note?: string;
}

const AS_OF = '2026-11';

/** Reads the pairs file, parses each resume and job once (`<dir>/<name>.txt`), and scores every pair. */
export function scorePairs(pairsFile: string, resumeDir: string, jobDir: string) {
	const pairs: Pair[] = JSON.parse(readFileSync(pairsFile, 'utf8'));
	const resumes = new Map<string, ParsedResume>();
	const jobs = new Map<string, ParsedJob>();
	for (const pair of pairs) {
		if (!resumes.has(pair.resume)) resumes.set(pair.resume, parseResume(readFileSync(join(resumeDir, `${pair.resume}.txt`), 'utf8'), { asOf: AS_OF }));
		if (!jobs.has(pair.job)) jobs.set(pair.job, parseJobText(readFileSync(join(jobDir, `${pair.job}.txt`), 'utf8')));
	}
	const scored: (Pair & { match: MatchResult })[] = pairs.map((pair) => ({ ...pair, match: scoreMatch(resumes.get(pair.resume)!, jobs.get(pair.job)!) }));
	return { resumes, jobs, scored };
}

type Scored = ReturnType<typeof scorePairs>;

/** Strong > weak for the same resume, with a score table (`jobPrefix` is cut from column names) and the pairs it got wrong. */
export function pairwise({ resumes, jobs, scored }: Scored, jobPrefix: RegExp) {
	const jobNames = [...jobs.keys()];
	const lines = [`${'resume'.padEnd(36)} ${jobNames.map((job) => job.replace(jobPrefix, '').slice(0, 14).padStart(15)).join('')}`];
	for (const resume of resumes.keys()) {
		const row = jobNames.map((job) => {
			const pair = scored.find((p) => p.resume === resume && p.job === job);
			return (pair ? `${pair.match.score} ${pair.fit[0].toUpperCase()}` : '').padStart(15);
		});
		lines.push(`${resume.padEnd(36)} ${row.join('')}`);
	}
	let total = 0;
	let right = 0;
	const wrong: string[] = [];
	for (const strong of scored.filter((p) => p.fit === 'strong')) {
		for (const weak of scored.filter((p) => p.fit === 'weak' && p.resume === strong.resume)) {
			total += 1;
			if (strong.match.score > weak.match.score) right += 1;
			else wrong.push(`${strong.resume}: ${strong.job} (${strong.match.score}) ≤ ${weak.job} (${weak.match.score})`);
		}
	}
	const accuracy = total ? right / total : 0;
	lines.push(`pairwise accuracy (strong > weak, same resume): ${right}/${total} = ${accuracy.toFixed(3)} (S strong, P partial, W weak)`, ...wrong);
	return { total, accuracy, table: lines.join('\n') };
}

/** The ATS review of every pair, and each unsafe keyword it reports as present. */
export function atsReviews({ resumes, jobs, scored }: Scored) {
	const reviews = scored.map((pair) => ({ pair, review: reviewAts(resumes.get(pair.resume)!, jobs.get(pair.job)!, pair.match) }));
	const leaks: string[] = [];
	for (const { pair, review } of reviews) {
		const present = new Set(review.present.map((k) => k.keyword));
		for (const raw of pair.unsafe_keywords) {
			const keyword = canonicalSkill(raw)?.name ?? raw;
			if (present.has(keyword)) leaks.push(`${pair.resume} × ${pair.job}: ${keyword}`);
		}
	}
	return { reviews, leaks };
}
