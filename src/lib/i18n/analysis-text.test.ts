import { beforeAll, describe, expect, it } from 'vitest';
import { AtsWarningCode, SafeIfTrueCode } from '$core/ats/schema';
import { reviewAts } from '$core/ats/service';
import { jobWith, resumeWith } from '$core/match/fixtures.test-helpers';
import { GapCode, LEGACY_GAP_CODES, MatchWarningCode, RequirementCode, SafeActionCode } from '$core/match/schema';
import { scoreMatch } from '$core/match/service';
import {
	atsWarningText,
	gapNote,
	requirementText,
	safeActionText,
	safeIfTrueReason,
	sectionName,
	warningText,
	type Translate
} from './analysis-text';
import { en, type Messages } from './en';
import { format, loadLocale } from './i18n.svelte';
import { pt } from './pt';

// The screens that show these sentences load their areas first; here, every area once.
beforeAll(() => loadLocale('en'));

/** Like the app's `t`, but a key missing from this language fails the test instead of falling back. */
const strict =
	(messages: Messages): Translate =>
	(key, params) => {
		if (!Object.hasOwn(messages, key)) throw new Error(`missing message ${key}`);
		return format(messages[key], params);
	};

const LANGUAGES = { en: strict(en), pt: strict(pt) };
// Stands in for the core's English sentence: seeing it means the UI fell back.
const FALLBACK = 'FALLBACK';

// Real analyses from the core, so the params are the ones the core sends.
const nurse = resumeWith(
	[
		['Patient care', 'Provided patient care for 24 beds in a surgical ward.', 'experience'],
		['Triage', 'Triage of walk-in patients.', 'experience']
	],
	{ certifications: ['COREN'], language: 'pt' }
);
const accountant = resumeWith([
	['GAAP', 'Accounting, GAAP, month-end close', 'skills'],
	['Excel', 'Excel (pivot tables)', 'skills']
]);
const student = resumeWith([['REST APIs', 'Capstone: a REST API with a React frontend.', 'projects']], {
	years: 2,
	degree: null,
	confidence: 0.3
});
const analyst = resumeWith([
	['PostgreSQL', 'Wrote PostgreSQL reports for finance.', 'experience'],
	['Excel', 'Excel, Power Query', 'skills']
]);
const matches = [
	scoreMatch(nurse, jobWith(['Nursing care', 'CPA', 'Month-end close'])),
	scoreMatch(accountant, jobWith(['GAAP'], ['Python'])),
	// Skills one line shows, highlighted together; several gaps to learn, in one step.
	scoreMatch(
		resumeWith([
			['GAAP', 'Accounting, GAAP, month-end close', 'skills'],
			['Month-end close', 'Accounting, GAAP, month-end close', 'skills']
		]),
		jobWith(['GAAP', 'Month-end close', 'Python', 'Tableau'])
	),
	scoreMatch(student, jobWith(['REST APIs'], [], { minYears: 5, text: 'Bachelor degree required.' })),
	scoreMatch(resumeWith([['GAAP', 'GAAP', 'skills']], { years: null }), jobWith(['GAAP'])),
	scoreMatch(accountant, jobWith(['GAAP'], [], { seniority: 'intern' })),
	// A skill the profile confirms and this resume does not name yet.
	scoreMatch(accountant, jobWith(['GAAP', 'Kafka']), {
		profile: [{ type: 'project', title: 'Event pipeline', detail: '', organization: null, skills: ['Kafka'], evidence: [{ text: 'Streamed ledger events through Kafka.', source: 'manual', public: false, url: null }] }]
	})
];
const reviews = [
	reviewAts(analyst, jobWith(['SQL', 'Excel', 'Python'])),
	reviewAts(student, jobWith(['REST APIs', 'Python', 'SQL']))
];
const gaps = matches.flatMap((m) => m.gaps);
const actions = matches.flatMap((m) => m.safeActions);
const warnings = matches.flatMap((m) => m.warnings);
const safeIfTrue = reviews.flatMap((r) => r.safeIfTrue);
const atsWarnings = reviews.flatMap((r) => r.warnings);

const codesOf = (items: { code: string }[]) => new Set(items.map((item) => item.code));

/** A sentence that came from the UI's own messages with every placeholder filled. */
function expectWritten(text: string) {
	expect(text).not.toBe(FALLBACK);
	expect(text).not.toMatch(/\{\w+\}/);
	expect(text.trim().length).toBeGreaterThan(0);
}

describe('analysis sentences', () => {
	it('has a core analysis for every code, so each one below is rendered', () => {
		expect(codesOf(gaps)).toEqual(new Set(GapCode.options.filter((code) => !LEGACY_GAP_CODES.includes(code))));
		expect(new Set(gaps.map((g) => g.requirementCode))).toEqual(new Set(RequirementCode.options));
		expect(codesOf(actions)).toEqual(new Set(SafeActionCode.options));
		expect(codesOf(warnings)).toEqual(new Set(MatchWarningCode.options));
		expect(codesOf(safeIfTrue)).toEqual(new Set(SafeIfTrueCode.options));
		expect(codesOf(atsWarnings)).toEqual(new Set(AtsWarningCode.options));
	});

	for (const [language, t] of Object.entries(LANGUAGES)) {
		it(`writes every gap, requirement, action, warning and reason in ${language}, each placeholder filled`, () => {
			for (const gap of gaps) {
				expectWritten(gapNote({ ...gap, note: FALLBACK }, t));
				expectWritten(requirementText({ ...gap, requirement: FALLBACK }, t));
			}
			for (const action of actions) {
				const text = safeActionText({ ...action, action: FALLBACK, reason: FALLBACK }, t);
				expectWritten(text.action);
				expectWritten(text.reason);
			}
			for (const warning of warnings) expectWritten(warningText({ ...warning, message: FALLBACK }, t));
			for (const warning of atsWarnings) expectWritten(atsWarningText({ ...warning, message: FALLBACK }, t));
			for (const keyword of safeIfTrue) expectWritten(safeIfTrueReason({ ...keyword, reason: FALLBACK }, t));
		});

		it(`names every resume section in ${language}`, () => {
			for (const section of ['summary', 'contact', 'experience', 'education', 'skills', 'languages', 'certifications', 'projects', 'other']) {
				expect(sectionName(section, t)).not.toBe(section);
			}
		});
	}

	it('writes Portuguese with the skill, the section and the quote in place', () => {
		const t = LANGUAGES.pt;
		const related = actions.find((a) => a.code === 'mention_related')!;
		expect(safeActionText(related, t).action).toBe('Fale da sua experiência com COREN registration, se ela tiver a ver com Nursing care.');
		const mentioned = gaps.find((g) => g.code === 'skill_mentioned_once')!;
		expect(gapNote(mentioned, t)).toBe(
			'Aparece só uma vez, em Projetos (“Capstone: a REST API with a React frontend”), e não está na sua lista de competências; conta só uma parte da nota.'
		);
		expect(safeActionText(actions.find((a) => a.code === 'learn_skill')!, t).action).toBe('Aprenda Month-end close.');
	});

	it('says a skill the profile shows comes from the profile, and never doubles the punctuation after a quote', () => {
		for (const t of Object.values(LANGUAGES)) {
			const fromProfile = actions.find((a) => a.code === 'add_from_profile')!;
			const text = safeActionText(fromProfile, t);
			expect(text.reason).toContain('Streamed ledger events through Kafka');
			expect(text.reason).not.toMatch(/\.”\./);
			for (const action of actions) expect(safeActionText(action, t).reason).not.toMatch(/[.!?]”[.!?]/);
		}
	});

	it('names requirements that are no skill in the person’s language, and a skill by its own name', () => {
		const t = LANGUAGES.pt;
		const requirement = (code: string) => requirementText(gaps.find((g) => g.requirementCode === code)!, t);
		expect(requirement('min_years')).toBe('5+ anos de experiência');
		expect(requirement('degree')).toBe('Graduação');
		expect(requirement('language')).toBe('Inglês');
		expect(requirementText({ requirement: 'SQL', requirementCode: 'skill', requirementParams: { skill: 'SQL' } }, t)).toBe('SQL');
		const portuguese = (skill: string) => (skill === 'Epidemiology' ? 'Epidemiologia' : skill);
		expect(requirementText({ requirement: 'Epidemiology', requirementCode: 'skill', requirementParams: { skill: 'Epidemiology' } }, t, undefined, portuguese)).toBe('Epidemiologia');
	});

	it('writes numbers the way the language does', () => {
		const gap = { note: FALLBACK, code: 'years_short', params: { years: 2.5, minYears: 5 } };
		expect(gapNote(gap, LANGUAGES.pt, (n) => new Intl.NumberFormat('pt-BR').format(n))).toBe(
			'Seu currículo mostra cerca de 2,5 anos de experiência na área.'
		);
	});

	it('falls back to the core’s English sentence for an unknown or missing code', () => {
		const t = LANGUAGES.pt;
		expect(gapNote({ note: 'Some new note.', code: 'from_a_newer_core', params: {} }, t)).toBe('Some new note.');
		expect(gapNote({ note: 'Stored before codes.' }, t)).toBe('Stored before codes.');
		expect(requirementText({ requirement: 'Driving licence', requirementCode: 'driving' }, t)).toBe('Driving licence');
		expect(safeActionText({ action: 'Do it.', reason: 'Because.' }, t)).toEqual({ action: 'Do it.', reason: 'Because.' });
		expect(warningText({ code: 'new_warning', message: 'Careful.' }, t)).toBe('Careful.');
		expect(sectionName('volunteering', t)).toBe('volunteering');
	});
});
