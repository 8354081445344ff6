import { describe, expect, it } from 'vitest';
import { parseJobText } from '../engine/job-parse';
import { parseResume } from '../engine/resume-parse';
import type { Suggestion } from '../tailor';
import { tailorResume } from '../tailor';
import { composeResume } from './compose';
import { toJsonResume } from './json-resume';
import { renderMarkdown } from './markdown';
import type { DocumentSection, ResumeDocument } from './model';

const RESUME = `Marina Costa
Backend Developer
São Paulo, SP | marina@example.com
Date of birth: 12/03/1990 | Marital status: married

SUMMARY
Backend developer building APIs for retail.

SKILLS
Go, Redis, Postgres, Docker, Linux, Git

EXPERIENCE
Backend Developer — Cobalt Retail, Curitiba – PR
2020 – Present
- Ran weekly on-call rotations for the checkout team.
- Built payment services in Go backed by Postgres and Redis.
- Wrote integration tests in CI/CD pipelines on GitLab.

Support Analyst — Mercado Bom, Londrina – PR
2017 – 2020
- Answered customer tickets and wrote runbooks.
`;

const JOB = `Backend Engineer — Pago Fácil
Remote

We build the payment platform used by thousands of small shops across Brazil. You will design,
build and run the services that move money, with a small team that owns its work end to end.

Requirements
- 3+ years with PostgreSQL
- Go in production
- Docker
- CI/CD pipelines

Nice to have
- Kubernetes
- Kafka
`;

const resume = { ...parseResume(RESUME, { asOf: '2026-11' }), text: RESUME };
// The tailor's own proposals for this resume and job: one of each kind.
const proposals = tailorResume({ resume, resumeText: RESUME, job: parseJobText(JOB), profile: [] }).suggestions.map(
	(p, i): Suggestion => ({ ...p, id: `s${i + 1}`, status: 'pending' })
);
const find = (kind: Suggestion['kind'], target?: string) => proposals.find((s) => s.kind === kind && (!target || s.target === target))!;
const decide = (status: Suggestion['status'], ...chosen: Suggestion[]) =>
	proposals.map((s) => (chosen.includes(s) ? { ...s, status } : s));
const compose = (suggestions: Suggestion[]) => composeResume(resume, { language: 'en', suggestions });
const section = <K extends DocumentSection['kind']>(doc: ResumeDocument, kind: K) => doc.sections.find((s): s is Extract<DocumentSection, { kind: K }> => s.kind === kind)!;
const untailored = composeResume(resume, { language: 'en' });

describe('a tailoring in the document', () => {
	it('has one proposal of each kind to work with', () => {
		expect(new Set(proposals.map((s) => s.kind))).toEqual(new Set(['emphasize', 'reorder', 'add_keyword', 'rephrase', 'remove']));
	});

	it('never applies a pending or rejected suggestion', () => {
		expect(compose(proposals)).toEqual(untailored);
		expect(compose(decide('rejected', ...proposals))).toEqual(untailored);
	});

	it('emphasize: the summary reads as the suggestion wrote it', () => {
		const doc = compose(decide('accepted', find('emphasize')));
		expect(section(doc, 'summary').text).toBe('Backend developer building APIs for retail. Core skills: PostgreSQL, Go, Docker, CI/CD pipelines.');
	});

	it('reorder: the skills list and a job bullets move, word for word', () => {
		const doc = compose(decide('accepted', find('reorder', 'skills'), find('reorder', 'experience:0')));
		expect(section(doc, 'skills').items).toEqual(['Postgres, Docker, Go, Redis, Linux, Git']);
		expect(section(doc, 'experience').entries[0].bullets).toEqual([
			'Built payment services in Go backed by Postgres and Redis.',
			'Wrote integration tests in CI/CD pipelines on GitLab.',
			'Ran weekly on-call rotations for the checkout team.'
		]);
	});

	it('rephrase: the job word replaces the resume word in its line, even after the line was reordered', () => {
		expect(section(compose(decide('accepted', find('rephrase'))), 'skills').items).toEqual(['Go, Redis, PostgreSQL, Docker, Linux, Git']);
		const both = compose(decide('accepted', find('rephrase'), find('reorder', 'skills')));
		expect(section(both, 'skills').items).toEqual(['PostgreSQL, Docker, Go, Redis, Linux, Git']);
	});

	it('add_keyword: the keyword joins the skills list once', () => {
		const add = find('add_keyword');
		expect(section(compose(decide('accepted', add)), 'skills').items).toEqual(['Go, Redis, Postgres, Docker, Linux, Git', 'CI/CD pipelines']);
		const twice = compose([...decide('accepted', add), { ...add, id: 'again', status: 'accepted' }]);
		expect(section(twice, 'skills').items).toHaveLength(2);
	});

	it('remove: the personal detail the person chose to leave out is in no format', () => {
		const remove = find('remove');
		expect(untailored.contact).toContain(remove.before);
		const doc = compose(decide('accepted', remove));
		expect(doc.contact).toEqual(['marina@example.com', 'São Paulo, SP']);
		for (const written of [renderMarkdown(doc), JSON.stringify(toJsonResume(doc))]) {
			expect(written).not.toContain('12/03/1990');
			expect(written).not.toContain('married');
		}
	});

	it('applies the accepted ones and only those, never touching titles, employers or dates', () => {
		const doc = compose(decide('accepted', find('emphasize'), find('add_keyword')).map((s) => (s.kind === 'rephrase' ? { ...s, status: 'rejected' as const } : s)));
		expect(section(doc, 'skills').items[0]).toContain('Postgres,');
		expect(section(doc, 'summary').text).toContain('Core skills');
		expect(section(doc, 'experience').entries.map(({ title, company, start, end }) => ({ title, company, start, end }))).toEqual(
			section(untailored, 'experience').entries.map(({ title, company, start, end }) => ({ title, company, start, end }))
		);
	});

	it('leaves out a suggestion whose text the resume no longer shows rather than guessing', () => {
		const stale: Suggestion = { ...find('emphasize'), before: 'A summary the resume never had.', status: 'accepted' };
		expect(compose([stale])).toEqual(untailored);
	});

	it('starts a summary from an emphasis when the resume had none', () => {
		const bare = { ...resume, profile: { ...resume.profile, basics: { ...resume.profile.basics, summary: null } } };
		const text = RESUME.replace('SUMMARY\nBackend developer building APIs for retail.\n\n', '');
		const doc = composeResume({ ...bare, text }, { language: 'en', suggestions: [{ ...find('emphasize'), before: '', after: 'Core skills: Go.', status: 'accepted' }] });
		expect(doc.sections[0]).toEqual({ kind: 'summary', text: 'Core skills: Go.' });
	});
});
