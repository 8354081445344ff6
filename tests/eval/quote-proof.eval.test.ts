import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewSubject } from '../../worker/core/ats/service';
import { evidenceLines } from '../../worker/core/cover-letter/service';
import { evidenceSubject } from '../../worker/core/evidence/service';
import { quoteProves } from '../../worker/core/evidence/proves';
import { parseJobText } from '../../worker/core/engine/job-parse';
import { scoreSubject } from '../../worker/core/match/service';
import { parseResume } from '../../worker/core/engine/resume-parse';
import { canonicalName, type ProfileFacts } from '../../worker/core/evidence/service';
import { candidatesFromParsed } from '../../worker/core/profile/candidates';
import { tailorResume } from '../../worker/core/tailor/suggest';
import { FIXTURES } from '../fixtures/paths.mjs';
import type { Pair } from './pairs-eval';

// Issue 26: every quote proves its claim. Over every gold pair of the fixtures, each place that
// quotes the person — the analysis's evidence, the ATS review, the letter's lines, the tailor's
// suggestions — shows a quote that names what it is attached to (the skill, or the related skill
// it names). One checker decides: quoteProves.

const AS_OF = '2026-11';
const pairs: Pair[] = JSON.parse(readFileSync(join(FIXTURES, 'pairs.json'), 'utf8'));
const text = (dir: string, name: string) => readFileSync(join(FIXTURES, dir, `${name}.txt`), 'utf8');

describe('every quote proves its claim, over the fixtures\' pairs', () => {
	const failures: string[] = [];
	let quotes = 0;
	const check = (where: string, quote: string, ...names: (string | undefined)[]) => {
		quotes++;
		const claims = names.filter((name): name is string => !!name);
		if (!claims.some((name) => quoteProves(quote, name))) failures.push(`${where}: "${quote.slice(0, 90)}" does not name ${claims.join(' / ')}`);
	};
	for (const pair of pairs) {
		const resumeText = text('resumes', pair.resume);
		const resume = parseResume(resumeText, { asOf: AS_OF });
		const job = parseJobText(text('jobs', pair.job));
		// The letter reads a stored job; only its requirements matter here.
		const stored = { ...job, id: pair.job, createdAt: '2026-11-01T00:00:00.000Z' } as unknown as Parameters<typeof evidenceLines>[1];
		// The resume read into confirmed profile items, and the same items with a skill of the job the
		// person put on each job themselves ("ACLS" on "Enfermeira de Pronto-Socorro"): every quote
		// must still name what it is shown for, or the skill stands as the person's word alone.
		const items: ProfileFacts[] = candidatesFromParsed(resume, resumeText, 'resume', 'extracted').map((item, i) => ({ ...item, id: `item-${i}` }));
		const asked = job.job.requiredSkills[0]?.name;
		const stated: ProfileFacts[] = items.map((item) => (item.type === 'experience' && asked ? { ...item, origin: 'manual' as const, skills: [...item.skills, asked] } : item));
		for (const [kind, subject] of [
			['resume', evidenceSubject({ resume, asOf: AS_OF })],
			['profile', evidenceSubject({ profile: items, asOf: AS_OF })],
			['profile + stated', evidenceSubject({ profile: stated, asOf: AS_OF })]
		] as const) {
		const label = `${pair.resume} × ${pair.job} (${kind})`;
		const match = scoreSubject(subject, job);
		for (const row of match.evidence) if (!row.stated) check(`${label} analysis ${row.requirement}`, row.resumeEvidence, row.related ?? row.requirement);
		let ats;
		try {
			ats = reviewSubject(subject, job);
		} catch {
			ats = null; // too few keywords for a review: nothing quoted
		}
		for (const k of (ats?.present ?? []).filter((k) => !k.stated)) check(`${label} ATS present ${k.keyword}`, k.evidence, k.keyword);
		for (const k of ats?.safeIfTrue ?? []) check(`${label} ATS safe ${k.keyword}`, k.relatedEvidence, String(k.params.related ?? k.keyword));
		for (const line of evidenceLines(subject, stored)) check(`${label} letter`, line.text, ...line.skills);
		}
		try {
			const { suggestions } = tailorResume({ resume, resumeText, job, profile: stated, asOf: AS_OF });
			for (const s of suggestions) {
				const named = [s.params.keyword, ...String(s.params.skills ?? '').split(', ')].filter((v): v is string => typeof v === 'string' && v !== '');
				if (s.kind !== 'add_keyword' && s.kind !== 'emphasize') continue;
				for (const evidence of s.evidence.filter((e) => e.source !== 'profile:stated')) check(`${pair.resume} × ${pair.job} tailor ${s.code}`, evidence.text, ...named.map(canonicalName));
			}
		} catch {
			// no keyword to tailor for
		}
	}

	it('quotes something on every pair, and nothing that fails to name its claim', () => {
		expect(quotes).toBeGreaterThan(100);
		expect(failures).toEqual([]);
	});
});
