import { describe, expect, it } from 'vitest';
import { checkSentences, explainRequestText, explainSupport, sentencesIn } from './explain';
import type { MatchAnalysis } from '../match';

const ANALYSIS: MatchAnalysis = {
	id: 'm1',
	resumeId: 'r1',
	jobId: null,
	basis: { resumeId: 'r1', resumeName: 'Ana', profileItems: 0, at: '2026-01-01T00:00:00.000Z' },
	score: 68,
	confidence: 0.8,
	warnings: [],
	breakdown: { skills: 70, experience: 60, seniority: 80, education: 100, language: 100 },
	evidence: [{ requirement: 'PostgreSQL', resumeEvidence: 'Tuned PostgreSQL queries for 3 services', section: 'experience', source: 'resume' }],
	gaps: [
		{ requirement: 'Kubernetes', importance: 'required', note: 'Not shown.', code: 'skill_missing', params: { skill: 'Kubernetes' }, requirementCode: 'skill', requirementParams: { skill: 'Kubernetes' } },
		{ requirement: '5+ years', importance: 'required', note: 'Short.', code: 'years_short', params: { years: 3, minYears: 5 }, requirementCode: 'min_years', requirementParams: { years: 5 } }
	],
	safeActions: []
};

const check = (sentences: string[]) => checkSentences(sentences, explainSupport(ANALYSIS, null), ['Kubernetes']);

describe('checkSentences', () => {
	it('keeps sentences that say only what the analysis found', () => {
		const { sentences, removed } = check(['Your score is 68 out of 100. You tuned PostgreSQL queries for three services.', 'You have 3 of the 5 years asked.']);
		expect(removed).toEqual([]);
		expect(sentences.map((s) => s.text)).toHaveLength(3);
		expect(sentences[1].claims.map((c) => c.value)).toEqual(expect.arrayContaining(['PostgreSQL']));
	});

	it('keeps a gap said to be missing, in English and Portuguese', () => {
		expect(check(['Kubernetes is missing.', 'Falta Kubernetes no seu currículo.', "You don't show Kubernetes yet."]).removed).toEqual([]);
	});

	it('removes a sentence that says the person has a gap, and one that invents', () => {
		const { sentences, removed } = check(['You know Kubernetes well.', 'You led 12 people at Google.', 'Your score is 68.']);
		expect(sentences.map((s) => s.text)).toEqual(['Your score is 68.']);
		expect(removed.map((r) => r.unsupported.map((c) => `${c.reason}:${c.value}`))).toEqual([
			['skill_not_in_evidence:Kubernetes'],
			['number_not_in_evidence:12', 'employer_not_in_evidence:Google']
		]);
	});

	it('splits sentences the provider ran together', () => {
		expect(sentencesIn('One. Two! "Three?" 4 more.')).toEqual(['One.', 'Two!', '"Three?"', '4 more.']);
	});
});

describe('explainRequestText', () => {
	it('sends the score, the shown skills with their quotes, the gaps and the language, nothing else', () => {
		const text = explainRequestText(ANALYSIS, null, 'pt-BR');
		expect(text).toContain('Fit score: 68 out of 100');
		expect(text).toContain('- PostgreSQL: "Tuned PostgreSQL queries for 3 services"');
		expect(text).toContain('- Kubernetes (required): Not shown.');
		expect(text).toContain('Write the sentences in Brazilian Portuguese.');
		expect(text).not.toContain('Ana');
	});
});
