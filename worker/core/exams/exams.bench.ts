/*
 * Speed figures for issue 31 (`npx vitest bench --run worker/core/exams`): the fit of 50 cargos
 * (goal ≤ 100 ms), a study plan of 300 topics over 120 days (goal ≤ 50 ms), and a 100-page edital
 * structured from its text (the reading of a PDF's pages comes on top). Figures, not pass/fail: the
 * unit tests hold looser bounds that fail on a real regression.
 */
import { bench, describe } from 'vitest';
import { extractEdital, pagesOfText } from '../engine/edital';
import { parseResume } from '../engine/resume-parse';
import { evidenceSubject } from '../evidence';
import { DEMO_RESUME } from '../../../src/lib/demo/person';
import { DEMO_EDITAL } from '../../../src/lib/demo/exams';
import { fitExam } from './fit';
import { buildPlan } from './plan';

const demo = extractEdital(pagesOfText(DEMO_EDITAL));
const cargos = Array.from({ length: 50 }, (_, i) => ({ ...demo.cargos[i % 3], id: `c${i}` }));
const exam = { ...demo, cargos };
const resume = parseResume(DEMO_RESUME, { asOf: '2026-11' });
const subject = evidenceSubject({ resume, profile: [], asOf: '2026-11' });
const facts = {
	education: resume.profile.education.map((e) => ({ text: `${e.degree} — ${e.institution}`, source: 'resume' as const })),
	lines: DEMO_RESUME.split('\n').map((text) => ({ text, source: 'resume' as const }))
};
const subjects = Array.from({ length: 10 }, (_, s) => ({
	cargoId: 'c',
	name: `Disciplina ${s}`,
	questions: 10 + s,
	weight: 1 + (s % 3),
	topics: Array.from({ length: 30 }, (_, t) => `${t + 1} Tópico ${t + 1} da disciplina ${s}`),
	quote: null
}));
const filler = Array.from({ length: 45 }, (_, i) => `5.${i} O candidato deverá observar as normas deste edital e de seus anexos, publicadas no Diário Oficial.`).join('\n');
const pages = [DEMO_EDITAL, ...Array.from({ length: 99 }, () => filler)];

describe('public exams', () => {
	bench('fit of 50 cargos', () => void fitExam(exam, subject, facts));
	bench('plan of 300 topics over 120 days', () =>
		void buildPlan({ subjects, hours: { mon: 2, tue: 2, wed: 2, thu: 2, fri: 1, sat: 4, sun: 2 }, known: new Set(), status: new Map(), from: '2026-12-01', examDate: '2027-03-31' })
	);
	bench('a 100-page edital structured from its text', () => void extractEdital(pages));
});
