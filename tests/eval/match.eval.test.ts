import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures/paths.mjs';
import { atsReviews, pairwise, scorePairs } from './pairs-eval';

/**
 * Scores every gold pair of the fixtures (MANIFEST.md, pairs.json): a strong pair must score above
 * every weak pair of the same resume, and no unsafe keyword may ever be reported as present.
 */
const set = scorePairs(join(FIXTURES, 'pairs.json'), join(FIXTURES, 'resumes'), join(FIXTURES, 'jobs'));

describe('match and ATS against the gold pairs', () => {
	it('scores a strong pair above every weak pair of the same resume (pairwise accuracy ≥ 0.95)', () => {
		const { total, accuracy, table } = pairwise(set, /^d_job_/);
		console.log(table);
		expect(total).toBeGreaterThan(0);
		expect(accuracy).toBeGreaterThanOrEqual(0.95);
	});

	it('never reports an unsafe keyword as present in the ATS review', () => {
		const { leaks } = atsReviews(set);
		console.log(`unsafe keywords reported as present: ${leaks.length}${leaks.length ? `\n${leaks.join('\n')}` : ''}`);
		expect(leaks).toEqual([]);
	});

	it('puts every job keyword in exactly one ATS group for every pair', () => {
		for (const { review } of atsReviews(set).reviews) {
			const all = [...review.present, ...review.safeIfTrue, ...review.withoutEvidence].map((k) => k.keyword);
			expect(new Set(all).size).toBe(all.length);
		}
	});
});
