/**
 * Evidence the person added from a repository analysis (/repository → "Add to profile") is
 * evidence like any other: the analysis, the ATS review and the tailor count it and quote the file
 * it came from. Its words are code ("react": "^18" in package.json), where a prose reader sees no
 * skill, so what makes it count is that the analysis read the skill from that file.
 */
import { describe, expect, it } from 'vitest';
import { analyzeRepository } from '../repository';
import { scoreMatch } from '../match';
import { reviewAts } from '../ats';
import { tailorResume } from '../tailor';
import { parseResume } from '../engine/resume-parse';
import { parseJobText } from '../engine/job-parse';
import { coverageOf, evidenceSubject, type ProfileFacts } from './service';
import { REPOSITORY_EVIDENCE_SOURCE } from './profile-facts';

const FILES: Record<string, string> = {
	'README.md': '# ledger\n\nA small ledger for shops.\n',
	'package.json': '{\n  "name": "ledger-web",\n  "dependencies": {\n    "react": "^18.3.0",\n    "express": "^4.19.0"\n  }\n}\n',
	'go.mod': 'module example.org/ledger\n\ngo 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.6.0\n)\n',
	Dockerfile: 'FROM golang:1.22\nRUN go build ./...\n'
};

const analysis = analyzeRepository({
	meta: { host: 'github.com', owner: 'ana', name: 'ledger', url: 'https://github.com/ana/ledger', description: null, stars: 3, license: 'MIT', pushedAt: '2026-10-01T00:00:00Z', archived: false, defaultBranch: 'main' },
	languages: { Go: 9000, JavaScript: 4000 },
	tree: Object.entries(FILES).map(([path, text]) => ({ path, size: text.length })),
	truncated: false,
	contents: FILES,
	public: true,
	now: '2026-11-20T00:00:00Z'
} as Parameters<typeof analyzeRepository>[0]);

/** What "Add to profile" stores for one evidence row: a skill item quoting the file and line. */
function addedFromRepository(skill: string, source = REPOSITORY_EVIDENCE_SOURCE): ProfileFacts {
	const row = analysis.evidence.find((e) => e.skill === skill);
	if (!row) throw new Error(`The analysis found no ${skill}; found ${analysis.evidence.map((e) => e.skill).join(', ')}`);
	return {
		id: `item-${skill}`,
		type: 'skill',
		title: skill,
		detail: '',
		organization: null,
		skills: [],
		origin: 'imported',
		evidence: [{ text: `${row.path}, line ${row.line}: ${row.detail} — github.com/ana/ledger`, source, public: true, url: 'https://github.com/ana/ledger' }]
	};
}

const JOB = parseJobText(
	`Full-stack Developer — Pinecrest Software\nRemote\n\nAbout the role\nYou will build the web and service side of our billing product with a small team.\n\nRequirements\n- React\n- PostgreSQL\n- Docker\n- Kubernetes\n`
);

const RESUME = parseResume(`Ana Lima\nDeveloper\nana@example.com\n\nSKILLS\nHTML, CSS\n\nEXPERIENCE\nDeveloper — Acme, Recife\n2021 – Present\n- Built internal web pages.\n`, { asOf: '2026-11' });

describe('evidence added from a repository', () => {
	const profile = ['React', 'PostgreSQL', 'Docker'].map((skill) => addedFromRepository(skill));

	it('is evidence of its skill, quoting the file it came from', () => {
		const subject = evidenceSubject({ profile, asOf: '2026-11' });
		for (const skill of ['React', 'PostgreSQL', 'Docker']) {
			const coverage = coverageOf(skill, subject);
			expect(coverage.kind, skill).toBe('exact');
			const row = analysis.evidence.find((e) => e.skill === skill)!;
			expect(coverage.kind === 'exact' && coverage.proof.text).toContain(row.path);
		}
	});

	it('meets the job\'s requirements in the analysis, citing the file; a skill it does not show is at most related', () => {
		const match = scoreMatch(RESUME, JOB, { profile });
		const react = match.evidence.find((e) => e.requirement === 'React');
		expect(react?.resumeEvidence).toContain('package.json');
		const postgres = match.evidence.find((e) => e.requirement === 'PostgreSQL');
		expect(postgres?.resumeEvidence).toContain('go.mod');
		// Docker is no proof of Kubernetes: at most related evidence, never the skill.
		expect(match.evidence.find((e) => e.requirement === 'Kubernetes')).toMatchObject({ related: 'Docker' });
		expect(match.gaps.map((g) => g.requirement)).not.toContain('React');
	});

	it('is in the profile for the ATS review and the tailor writes it with the file as its evidence', () => {
		const review = reviewAts(RESUME, JOB, undefined, { profile });
		expect(review.present).toContainEqual(expect.objectContaining({ keyword: 'React', inResume: false }));
		const { suggestions } = tailorResume({ resume: RESUME, resumeText: 'HTML, CSS', job: JOB, profile });
		const react = suggestions.find((s) => s.kind === 'add_keyword' && s.params.skill === 'React');
		expect(react?.evidence?.[0]?.text).toContain('package.json');
		expect(suggestions.some((s) => s.kind === 'add_keyword' && s.params.skill === 'Kubernetes')).toBe(false);
	});

	it('counts only because the analysis read it from a file: the same words from a prose reader prove nothing', () => {
		const prose = evidenceSubject({ profile: [addedFromRepository('React', 'resume:skills')], asOf: '2026-11' });
		expect(coverageOf('React', prose).kind).not.toBe('exact');
	});
});
