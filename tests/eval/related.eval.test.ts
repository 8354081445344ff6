import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewAts } from '../../worker/core/ats/service';
import { parseJobText } from '../../worker/core/engine/job-parse';
import { scoreMatch } from '../../worker/core/match/service';
import { parseResume } from '../../worker/core/engine/resume-parse';
import { tailorResume } from '../../worker/core/tailor/suggest';
import { fold } from '../../worker/core/engine/skills/tokens';

/**
 * Pairs of our own where a job keyword's only support is a related skill the resume names
 * (PostgreSQL for SQL, React for JavaScript, Kubernetes for Docker, GAAP for IFRS): the keyword is
 * never present, never written by the tailor, and the analysis names the related skill instead.
 */
const DIR = fileURLToPath(new URL('./related/', import.meta.url));
const pairs = JSON.parse(readFileSync(join(DIR, 'pairs.json'), 'utf8')) as { resume: string; job: string; related_only: string[] }[];

const names = (text: string, keyword: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${fold(keyword).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(fold(text));

describe('keywords only a related skill supports', () => {
	for (const pair of pairs) {
		const resumeText = readFileSync(join(DIR, `${pair.resume}.txt`), 'utf8');
		const resume = parseResume(resumeText, { asOf: '2026-11' });
		const job = parseJobText(readFileSync(join(DIR, `${pair.job}.txt`), 'utf8'));

		it(`${pair.resume} × ${pair.job}: the job asks for ${pair.related_only.join(', ')}, the resume never writes it`, () => {
			const asked = [...job.job.requiredSkills, ...job.job.niceToHaveSkills].map((s) => s.name);
			for (const keyword of pair.related_only) {
				expect(asked).toContain(keyword);
				expect(names(resumeText, keyword)).toBe(false);
			}
		});

		it(`${pair.resume} × ${pair.job}: not present in the ATS review, not written by the tailor, reported as related`, () => {
			const review = reviewAts(resume, job);
			const match = scoreMatch(resume, job);
			const { suggestions, refused } = tailorResume({ resume, resumeText, job, profile: [] });
			for (const keyword of pair.related_only) {
				expect(review.present.map((k) => k.keyword)).not.toContain(keyword);
				expect(review.safeIfTrue.map((k) => k.keyword)).toContain(keyword);
				for (const s of suggestions) expect(names(s.after, keyword) && !names(s.before, keyword), `${s.kind} writes ${keyword}`).toBe(false);
				expect(refused.find((r) => r.keyword === keyword)?.code).toBe('related_only');
				const row = match.evidence.find((e) => e.requirement === keyword);
				expect(row?.related).toBeTruthy();
				expect(match.gaps.map((g) => g.requirement)).not.toContain(keyword);
			}
		});
	}
});
