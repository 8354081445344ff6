import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewAts } from '../../worker/core/ats/service';
import { parseJobText } from '../../worker/core/job/parse';
import type { ParsedJob } from '../../worker/core/job/schema';
import { scoreMatch } from '../../worker/core/match/service';
import { parseResume } from '../../worker/core/resume/parse';
import type { ParsedResume } from '../../worker/core/resume/schema';
import { canonicalSkill } from '../../worker/core/skills/taxonomy';

/**
 * Scores every gold pair of the fixtures (MANIFEST.md, pairs.json): a strong pair must score above
 * every weak pair of the same resume, and no unsafe keyword may ever be reported as present.
 */
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = join(REPO, '..', 'shared', 'fixtures');
const AS_OF = '2026-11';

interface Pair {
	resume: string;
	job: string;
	fit: 'strong' | 'partial' | 'weak';
	matched: string[];
	gaps: string[];
	unsafe_keywords: string[];
	note?: string;
}

const pairs: Pair[] = JSON.parse(readFileSync(join(FIXTURES, 'pairs.json'), 'utf8'));
const resumes = new Map<string, ParsedResume>();
const jobs = new Map<string, ParsedJob>();
for (const pair of pairs) {
	if (!resumes.has(pair.resume)) {
		resumes.set(pair.resume, parseResume(readFileSync(join(FIXTURES, 'resumes', `${pair.resume}.txt`), 'utf8'), { asOf: AS_OF }));
	}
	if (!jobs.has(pair.job)) jobs.set(pair.job, parseJobText(readFileSync(join(FIXTURES, 'jobs', `${pair.job}.txt`), 'utf8')));
}

const scored = pairs.map((pair) => ({ ...pair, match: scoreMatch(resumes.get(pair.resume)!, jobs.get(pair.job)!) }));

describe('match and ATS against the gold pairs', () => {
	it('scores a strong pair above every weak pair of the same resume (pairwise accuracy ≥ 0.95)', () => {
		const jobNames = [...jobs.keys()];
		const lines = [`${'resume'.padEnd(36)} ${jobNames.map((j) => j.replace(/^d_job_/, '').slice(0, 14).padStart(15)).join('')}`];
		for (const resume of resumes.keys()) {
			const row = jobNames.map((job) => {
				const pair = scored.find((p) => p.resume === resume && p.job === job);
				return pair ? `${pair.match.score} ${pair.fit[0].toUpperCase()}`.padStart(15) : ''.padStart(15);
			});
			lines.push(`${resume.padEnd(36)} ${row.join('')}`);
		}
		let total = 0;
		let right = 0;
		for (const strong of scored.filter((p) => p.fit === 'strong')) {
			for (const weak of scored.filter((p) => p.fit === 'weak' && p.resume === strong.resume)) {
				total += 1;
				if (strong.match.score > weak.match.score) right += 1;
			}
		}
		const accuracy = total ? right / total : 0;
		lines.push(`pairwise accuracy (strong > weak, same resume): ${right}/${total} = ${accuracy.toFixed(3)} (S strong, P partial, W weak)`);
		console.log(lines.join('\n'));
		expect(total).toBeGreaterThan(0);
		expect(accuracy).toBeGreaterThanOrEqual(0.95);
	});

	it('never reports an unsafe keyword as present in the ATS review', () => {
		const leaks: string[] = [];
		for (const pair of scored) {
			const review = reviewAts(resumes.get(pair.resume)!, jobs.get(pair.job)!, pair.match);
			const present = new Set(review.present.map((k) => k.keyword));
			for (const raw of pair.unsafe_keywords) {
				const keyword = canonicalSkill(raw)?.name ?? raw;
				if (present.has(keyword)) leaks.push(`${pair.resume} × ${pair.job}: ${keyword}`);
			}
		}
		console.log(`unsafe keywords reported as present: ${leaks.length}${leaks.length ? `\n${leaks.join('\n')}` : ''}`);
		expect(leaks).toEqual([]);
	});

	it('puts every job keyword in exactly one ATS group for every pair', () => {
		for (const pair of scored) {
			const review = reviewAts(resumes.get(pair.resume)!, jobs.get(pair.job)!, pair.match);
			const all = [...review.present, ...review.safeIfTrue, ...review.withoutEvidence].map((k) => k.keyword);
			expect(new Set(all).size).toBe(all.length);
		}
	});
});
