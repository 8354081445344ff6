import { describe, expect, it } from 'vitest';
import { resumeWith } from '../match/fixtures.test-helpers';
import { scoreMatch } from '../match';
import { reviewAts } from '../ats';
import { tailorResume } from '../tailor';
import { parseResume } from '../engine/resume-parse';
import { parseJobText } from '../engine/job-parse';
import { coverageOf, evidenceSubject, isEvidenced, type ProfileFacts } from './service';

const item = (fields: Partial<ProfileFacts> & Pick<ProfileFacts, 'type' | 'title'>): ProfileFacts => ({
	detail: '',
	organization: null,
	skills: [],
	evidence: [],
	...fields
});

const resume = resumeWith([
	['PostgreSQL', 'Wrote PostgreSQL reports for finance.', 'experience'],
	['Excel', 'Excel, Power Query', 'skills'],
	['REST APIs', 'Capstone: a REST API with a React frontend.', 'projects']
]);

describe('what is evidenced', () => {
	it('holds a skill the resume lists, quoting the resume', () => {
		const subject = evidenceSubject({ resume, asOf: '2026-11' });
		expect(coverageOf('Excel', subject)).toEqual({
			kind: 'exact',
			inResume: true,
			proof: { text: 'Excel, Power Query', section: 'skills', source: 'resume' }
		});
	});

	it('holds a skill only the confirmed profile shows, and says it is not in the resume', () => {
		const kafka = item({ type: 'project', title: 'Event pipeline', id: 'p1', origin: 'manual', evidence: [{ text: 'Streamed ledger events through Kafka.', source: 'manual', public: false, url: null }] });
		const subject = evidenceSubject({ resume, profile: [kafka], asOf: '2026-11' });
		const coverage = coverageOf('Kafka', subject);
		expect(coverage).toMatchObject({ kind: 'exact', inResume: false, proof: { source: 'profile', profileItemId: 'p1', section: 'project', origin: 'manual' } });
		expect(coverage.kind === 'exact' && coverage.proof.text).toBe('Streamed ledger events through Kafka.');
	});

	it('changes its verdict when the profile gains or loses the evidence', () => {
		const kafka = item({ type: 'skill', title: 'Kafka', evidence: [{ text: 'Kafka consumers in production since 2021.', source: 'manual', public: false, url: null }] });
		expect(isEvidenced('Kafka', evidenceSubject({ resume, profile: [], asOf: '2026-11' }))).toBe(false);
		expect(isEvidenced('Kafka', evidenceSubject({ resume, profile: [kafka], asOf: '2026-11' }))).toBe(true);
	});

	it('never takes a related skill for the skill itself', () => {
		const subject = evidenceSubject({ resume, asOf: '2026-11' });
		const sql = coverageOf('SQL', subject);
		expect(sql.kind).not.toBe('exact');
		expect(isEvidenced('SQL', subject)).toBe(false);
	});

	it('counts a single passing mention as a mention, unless the profile confirms the skill', () => {
		expect(coverageOf('REST APIs', evidenceSubject({ resume, asOf: '2026-11' })).kind).toBe('mentioned');
		const confirmed = item({ type: 'skill', title: 'REST APIs' });
		const coverage = coverageOf('REST APIs', evidenceSubject({ resume, profile: [confirmed], asOf: '2026-11' }));
		expect(coverage).toMatchObject({ kind: 'exact', inResume: true, proof: { source: 'profile', stated: true, text: 'REST APIs' } });
	});

	it('finds a skill the taxonomy does not know whatever its case or accents', () => {
		const subject = evidenceSubject({ profile: [item({ type: 'skill', title: 'Manejo de sépsis neonatal' })], asOf: '2026-11' });
		expect(isEvidenced('MANEJO DE SEPSIS NEONATAL', subject)).toBe(true);
	});

	it('does not read a skill into an experience title alone', () => {
		const subject = evidenceSubject({ profile: [item({ type: 'experience', title: 'Docker', organization: 'Acme' })], asOf: '2026-11' });
		expect(isEvidenced('Docker', subject)).toBe(false);
	});

	it('reads years, degree and languages from the profile when no resume is chosen', () => {
		const profile = [
			item({ type: 'experience', title: 'Enfermeira', organization: 'Hospital Santa Clara', start: '2016-03', end: null, skills: ['Terapia intensiva'] }),
			item({ type: 'education', title: 'Bacharelado em Enfermagem', organization: 'UFMG' }),
			item({ type: 'language', title: 'Inglês', detail: 'intermediário' })
		];
		const subject = evidenceSubject({ profile, asOf: '2026-11' });
		expect(subject.hasResume).toBe(false);
		expect(subject.yearsExperience).toBe(10);
		expect(subject.hasDegree).toBe(true);
		expect(subject.languages).toEqual([{ name: 'Inglês', level: 'intermediário' }]);
		expect(isEvidenced('Intensive care', subject)).toBe(true);
	});
});

describe('related is not present', () => {
	const postgresOnly = parseResume(
		`Ana Lima\nData Analyst\nana@example.com\n\nSKILLS\nPostgreSQL, Excel, Power BI\n\nEXPERIENCE\nData Analyst — Acme, Recife\n2020 – Present\n- Wrote PostgreSQL queries for finance dashboards.\n- Built monthly Excel reports for the board.\n`,
		{ asOf: '2026-11' }
	);

	it('keeps a skill the parser inferred from a narrower one out of the evidence, quoting the narrower one as related', () => {
		const subject = evidenceSubject({ resume: postgresOnly, asOf: '2026-11' });
		expect(isEvidenced('PostgreSQL', subject)).toBe(true);
		const sql = coverageOf('SQL', subject);
		expect(sql).toMatchObject({ kind: 'related', via: 'PostgreSQL' });
		expect(sql.kind === 'related' && sql.proof.text).toMatch(/PostgreSQL/);
	});

	it('puts SQL in safe if true, never in present, and the tailor never writes it until the person confirms it', () => {
		const job = parseJobText(
			`Data Analyst — Pinecrest Health\nHybrid\n\nAbout the role\nYou will turn hospital data into reports the clinical teams use every week, with a small analytics team.\n\nResponsibilities\n- Build dashboards\n- Answer data questions from clinicians\n\nRequirements\n- SQL\n- Excel\n- Power BI\n- PostgreSQL\n`
		);
		const review = reviewAts(postgresOnly, job);
		expect(review.present.map((k) => k.keyword)).not.toContain('SQL');
		expect(review.safeIfTrue).toContainEqual(expect.objectContaining({ keyword: 'SQL', code: 'related_skill' }));
		const { suggestions, refused } = tailorResume({ resume: postgresOnly, resumeText: 'PostgreSQL, Excel, Power BI', job, profile: [] });
		expect(suggestions.filter((s) => s.kind === 'add_keyword').map((s) => s.params.skill)).not.toContain('SQL');
		expect(suggestions.some((s) => /\bSQL\b/.test(s.after.replace(/PostgreSQL/g, '')))).toBe(false);
		expect(refused).toContainEqual(expect.objectContaining({ keyword: 'SQL', code: 'related_only' }));
		const analysis = scoreMatch(postgresOnly, job);
		const row = analysis.evidence.find((e) => e.requirement === 'SQL');
		expect(row).toMatchObject({ related: 'PostgreSQL' });
		expect(analysis.gaps.map((g) => g.requirement)).not.toContain('SQL');

		// "I do know SQL": a confirmed profile item with the person as its source lets the tailor write it.
		const confirmed = { type: 'skill' as const, title: 'SQL', detail: '', organization: null, skills: [], evidence: [{ text: 'I write SQL every day.', source: 'person', public: false, url: null }] };
		const after = tailorResume({ resume: postgresOnly, resumeText: 'PostgreSQL, Excel, Power BI', job, profile: [confirmed] });
		expect(after.suggestions.find((s) => s.kind === 'add_keyword' && s.params.skill === 'SQL')?.evidence).toEqual([{ text: 'I write SQL every day.', source: 'profile:skill' }]);
	});
});

describe('what a reader proposed and the person added', () => {
	it('holds a skill only the words of an extracted item name, and keeps an inferred one as related', () => {
		const extracted = item({
			type: 'experience',
			title: 'Data Analyst',
			organization: 'Acme',
			origin: 'extracted',
			skills: ['PostgreSQL', 'SQL'],
			evidence: [{ text: 'Wrote PostgreSQL queries for finance dashboards.', source: 'resume:experience', public: false, url: null }]
		});
		const subject = evidenceSubject({ profile: [extracted], asOf: '2026-11' });
		expect(isEvidenced('PostgreSQL', subject)).toBe(true);
		expect(coverageOf('SQL', subject)).toMatchObject({ kind: 'related', via: 'PostgreSQL', proof: { source: 'profile' } });
	});

	it('trusts a skill the person listed themselves', () => {
		const manual = item({ type: 'experience', title: 'Data Analyst', organization: 'Acme', origin: 'manual', skills: ['SQL'] });
		expect(isEvidenced('SQL', evidenceSubject({ profile: [manual], asOf: '2026-11' }))).toBe(true);
	});
});

describe('a skill item with a level', () => {
	it('quotes the person\'s statement, never the level or category as if it were evidence', () => {
		const subject = evidenceSubject({ profile: [item({ type: 'skill', title: 'Kafka', detail: 'Advanced', origin: 'manual' })], asOf: '2026-11' });
		expect(coverageOf('Kafka', subject)).toMatchObject({ kind: 'exact', proof: { text: 'Kafka', stated: true } });
	});
});
