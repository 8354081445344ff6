import { describe, expect, it } from 'vitest';
import { Problem } from '../http/problem';
import { parseJobText } from '../engine/job-parse';
import { parseResume } from '../engine/resume-parse';
import { findPersonalData } from './personal-data';
import { Suggestion } from './schema';
import { plainSynonym, tailorResume, type Proposal } from './suggest';

const RESUME = `Marina Costa
Backend Developer
São Paulo, SP | marina@example.com

SUMMARY
Backend developer building APIs for retail.

SKILLS
Go, Redis, Postgres, Docker, Linux, Git

EXPERIENCE
Backend Developer — Loja Azul, São Paulo
2020 – Present
- Ran weekly on-call rotations for the checkout team.
- Built payment services in Go backed by Postgres and Redis.
- Wrote integration tests in CI/CD pipelines on GitLab.

Support Analyst — Mercado Bom, São Paulo
2017 – 2020
- Answered customer tickets and wrote runbooks.
`;

const JOB = `Backend Engineer — Pago Fácil
Remote

We build the payment platform used by thousands of small shops across Brazil. You will design,
build and run the services that move money, with a small team that owns its work end to end.

Responsibilities
- Design and run payment services
- Review code and mentor teammates

Requirements
- 3+ years with PostgreSQL
- Go in production
- Docker
- CI/CD pipelines

Nice to have
- Kubernetes
- Kafka
`;

const resume = parseResume(RESUME, { asOf: '2026-11' });
const job = parseJobText(JOB);
const run = (extra: Partial<Parameters<typeof tailorResume>[0]> = {}) => tailorResume({ resume, resumeText: RESUME, job, profile: [], ...extra });
const byKind = (list: Proposal[], kind: Proposal['kind']) => list.filter((s) => s.kind === kind);

describe('tailorResume', () => {
	it('is deterministic and every suggestion fits the contract, quoting its evidence', () => {
		const first = run();
		expect(JSON.stringify(run())).toBe(JSON.stringify(first));
		expect(first.suggestions.length).toBeGreaterThan(0);
		for (const s of first.suggestions) {
			expect(() => Suggestion.parse({ ...s, id: 's', status: 'pending' })).not.toThrow();
			for (const e of s.evidence) expect(RESUME).toContain(e.text);
		}
	});

	it('refuses the job keywords nothing shows, with the reason, and never writes them', () => {
		const { suggestions, refused } = run();
		expect(refused.map((r) => r.keyword).sort()).toEqual(['Kafka', 'Kubernetes']);
		for (const r of refused) expect(r.reason).toContain(r.keyword);
		for (const s of suggestions) expect(s.after).not.toMatch(/Kafka|Kubernetes/);
	});

	it('writes a Portuguese resume\'s skills in its own words, capitalised as list items', () => {
		const text = `Ana Lima\nProfessora de Matemática\n\nRESUMO\nProfessora com 8 anos de experiência.\n\nEXPERIÊNCIA\nProfessora — Escola Estadual Sol, Recife\n2018 – atual\n- Planejamento de aulas e gestão de sala de aula para turmas do ensino médio.\n- Avaliação da aprendizagem com provas e projetos.\n`;
		const posting = `Professor(a) de Matemática — Colégio Mar\nRecife, PE\n\nBuscamos docente para o ensino médio, com foco em resultados e acolhimento dos alunos em todas as turmas.\n\nRequisitos\n- Planejamento de aulas\n- Gestão de sala de aula\n- Licenciatura em Matemática\n`;
		const result = tailorResume({ resume: parseResume(text, { asOf: '2026-11' }), resumeText: text, job: parseJobText(posting), profile: [] });
		const summary = result.suggestions.find((s) => s.kind === 'emphasize');
		expect(summary?.after).toContain('Principais competências: Planejamento de aulas, Gestão de sala de aula');
		expect(summary?.after).not.toMatch(/Lesson planning|Classroom management/);
	});

	it('uses the job word for the same skill (Postgres → PostgreSQL), never a qualified one', () => {
		const rephrased = byKind(run().suggestions, 'rephrase');
		expect(rephrased.some((s) => s.before.includes('Postgres') && s.after.includes('PostgreSQL'))).toBe(true);
		expect(plainSynonym('Postgres', 'PostgreSQL')).toBe(true);
		expect(plainSynonym('JS', 'JavaScript')).toBe(true);
		expect(plainSynonym('Excel', 'Advanced Excel')).toBe(false);
		expect(plainSynonym('GAAP', 'US GAAP')).toBe(false);
	});

	it('adds a job keyword to the skills list only when the resume shows it elsewhere', () => {
		const added = byKind(run().suggestions, 'add_keyword');
		// Written as the resume and the job both write it; the canonical name rides along.
		const cicd = added.find((s) => s.params.skill === 'CI/CD');
		expect(cicd?.after).toBe('CI/CD pipelines');
		expect(cicd?.evidence[0].text).toContain('CI/CD pipelines');
		expect(added.map((s) => s.params.skill)).not.toContain('Kubernetes');
	});

	it('leads a role with the lines that show what the job asks for, and names required skills in the summary', () => {
		const { suggestions } = run();
		const bullets = suggestions.find((s) => s.kind === 'reorder' && s.target === 'experience:0');
		expect(bullets?.after.split('\n')[0]).toContain('payment services in Go');
		expect(bullets?.before.split('\n')[0]).toContain('on-call');
		const summary = suggestions.find((s) => s.kind === 'emphasize');
		expect(summary?.before).toBe('Backend developer building APIs for retail.');
		expect(summary?.after).toMatch(/^Backend developer building APIs for retail\. Core skills: .*Go/);
	});

	it('adds a keyword the profile shows with evidence, and one the person only stated in their profile, marked as their own word (profile:stated), never as a quote', () => {
		const profile = [
			{ type: 'project' as const, title: 'Cluster migration', detail: '', organization: 'Side project', skills: ['Kubernetes'], evidence: [{ text: 'Moved 12 services to Kubernetes on GKE.', source: 'manual', public: true, url: null }] },
			{ type: 'skill' as const, title: 'Kafka', detail: '', organization: null, skills: [], evidence: [] }
		];
		const { suggestions, refused } = run({ profile });
		const k8s = suggestions.find((s) => s.kind === 'add_keyword' && s.params.skill === 'Kubernetes');
		expect(k8s?.evidence).toEqual([{ text: 'Moved 12 services to Kubernetes on GKE.', source: 'profile:project' }]);
		const kafka = suggestions.find((s) => s.kind === 'add_keyword' && s.params.skill === 'Kafka');
		expect(kafka?.evidence).toEqual([{ text: 'Kafka', source: 'profile:stated' }]);
		// The person's word, not evidence: the tailor says so instead of "shows it with evidence".
		expect([k8s?.code, kafka?.code]).toEqual(['add_keyword_profile', 'add_keyword_stated']);
		expect(kafka?.reason).not.toMatch(/evidence/i);
		expect(refused.map((r) => r.keyword)).not.toContain('Kafka');
	});

	it('refuses a claim with no evidence (unsupported_claim) and accepts one the resume shows', () => {
		expect(() => run({ claims: ['Kubernetes'] })).toThrowError(Problem);
		let refusal: unknown;
		try {
			run({ claims: ['Kafka', 'Rust'] });
		} catch (error) {
			refusal = error;
		}
		expect(refusal).toBeInstanceOf(Problem);
		expect((refusal as Problem).code).toBe('unsupported_claim');
		expect((refusal as Problem).message).toMatch(/Kafka, Rust/);
		const added = byKind(run({ claims: ['GitLab'] }).suggestions, 'add_keyword');
		expect(added.find((s) => s.params.skill === 'GitLab')?.evidence[0].text).toContain('GitLab');
	});

	it('suggests leaving out personal details a Brazilian resume often carries', () => {
		const text = `Ana Lima\nBrasileira, casada, 32 anos\nCPF: 123.456.789-00\nData de nascimento: 01/02/1994\nEnfermeira\n\nRESUMO\nEnfermeira com 10 anos de experiência em UTI.`;
		expect(findPersonalData(text).map((f) => f.kind)).toEqual(['marital', 'cpf', 'birth']);
		expect(findPersonalData('Enfermeira com 10 anos de experiência em UTI.\nCasa de parto e nascimento humanizado')).toEqual([]);
	});

	it('needs a job with keywords', () => {
		const empty = parseJobText(
			'Assistant\n\nWe are a friendly team looking for a new colleague to join us in our office downtown. You will help the team with daily work, talk to visitors and keep things tidy. Apply today and tell us about yourself; we answer every message within a week.'
		);
		expect(() => tailorResume({ resume, resumeText: RESUME, job: empty, profile: [] })).toThrowError(/no skill/);
	});
});
