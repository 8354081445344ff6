import { describe, expect, it } from 'vitest';
import type { ProfileSuggestion } from '$lib/api/ai-assist';
import { AI_FALLBACK_REASONS } from '$core/ai/provider';
import { hasSeen, markSeen, profileItemOf, providerHost, reasonAdvice, requirementsWith, suggestionDetail, suggestionTitle, timeoutIssue, usedLine, type JobRequirement } from './ai-run-rules';

const evidence = { text: 'Triage and wound care in a 30-bed ward', start: 0, end: 38 };
const requirement = (name: string, required: boolean): JobRequirement => ({
	kind: 'requirement',
	name,
	required,
	evidence,
	origin: 'ai',
	skill: { name, evidence: evidence.text }
});

describe('providerHost', () => {
	it('names the provider by the host of its address, port included', () => {
		expect(providerHost('https://api.example.com/v1')).toBe('api.example.com');
		expect(providerHost('http://127.0.0.1:11434/v1')).toBe('127.0.0.1:11434');
	});
	it('has no host without a valid address', () => {
		expect(providerHost(null)).toBeNull();
		expect(providerHost('not a url')).toBeNull();
	});
});

describe('the first-time preview', () => {
	it('is seen per provider host and per use', () => {
		const seen = markSeen(undefined, 'api.example.com', 'resume');
		expect(hasSeen(seen, 'api.example.com', 'resume')).toBe(true);
		expect(hasSeen(seen, 'api.example.com', 'job')).toBe(false);
		expect(hasSeen(seen, '127.0.0.1:11434', 'resume')).toBe(false);
	});
	it('marks a use once and keeps what was seen before', () => {
		const once = markSeen({ 'a.example': ['job'] }, 'a.example', 'resume');
		expect(markSeen(once, 'a.example', 'resume')).toEqual({ 'a.example': ['job', 'resume'] });
	});
});

describe('reasonAdvice', () => {
	it('tells, for every reason, a title and a sentence with what to do', () => {
		for (const reason of AI_FALLBACK_REASONS) {
			const advice = reasonAdvice(reason);
			expect(advice.title).toBe(`aiAssist.reason.${reason}.title`);
			expect(advice.body).toBe(`aiAssist.reason.${reason}.body`);
			expect(advice.settings || advice.retry).toBe(true);
		}
	});
	it('sends a refused key and a missing set-up to Settings, and a time-out to Settings and a retry', () => {
		expect(reasonAdvice('invalid_key')).toMatchObject({ settings: true, retry: false });
		expect(reasonAdvice('off')).toMatchObject({ settings: true, retry: false });
		expect(reasonAdvice('provider_timeout')).toMatchObject({ settings: true, retry: true });
		expect(reasonAdvice('provider_limit')).toMatchObject({ settings: false, retry: true });
	});
});

describe('usedLine', () => {
	it('names the provider and model when AI was used, and says so when it was not', () => {
		expect(usedLine({ used: true, provider: '127.0.0.1:9', model: 'm1' })).toEqual({ key: 'aiAssist.used', params: { provider: '127.0.0.1:9', model: 'm1' } });
		expect(usedLine({ used: false, provider: '127.0.0.1:9', model: 'm1' })).toEqual({ key: 'aiAssist.notUsed' });
	});
});

describe('timeoutIssue', () => {
	it('accepts whole seconds from 5 to 120', () => {
		for (const value of ['5', '20', '120', 60]) expect(timeoutIssue(value)).toBeNull();
	});
	it('refuses anything else with a sentence', () => {
		for (const value of ['4', '121', '', '12.5', 'abc', '-5', null]) expect(timeoutIssue(value)).toBe('aiAssist.settings.timeoutError');
	});
});

describe('how a suggestion is listed', () => {
	it('shows an experience by its title, with the employer and period beside it', () => {
		const experience = { kind: 'experience', title: 'Nurse', company: 'Hospital Sírio', start: '2019-03', end: null, current: true, evidence, origin: 'ai' } as unknown as ProfileSuggestion;
		expect(suggestionTitle(experience)).toBe('Nurse');
		expect(suggestionDetail(experience)).toBe('Hospital Sírio · 2019-03');
	});
	it('shows a requirement by its name', () => {
		expect(suggestionTitle(requirement('Triage', true))).toBe('Triage');
		expect(suggestionDetail(requirement('Triage', true))).toBe('');
	});
});

describe('profileItemOf', () => {
	it('stores the core’s candidate as the AI’s, without the reader’s own flags', () => {
		const candidate = { type: 'skill', title: 'Triage', detail: '', organization: null, start: null, end: null, skills: ['Triage'], evidence: [{ text: evidence.text, source: 'ai', public: false, url: null }], origin: 'extracted', unsure: true } as const;
		const item = profileItemOf({ kind: 'skill', evidence, origin: 'ai', candidate } as unknown as ProfileSuggestion);
		expect(item).toEqual({ ...candidate, unsure: undefined, origin: 'ai' } as never);
		expect('unsure' in item).toBe(false);
		expect(item.evidence?.[0].text).toBe(evidence.text);
	});
});

describe('requirementsWith', () => {
	it('adds each chosen requirement to the list the posting puts it in', () => {
		expect(requirementsWith({ required: ['SQL'], nice: [] }, [requirement('Triage', true), requirement('Wound care', false)])).toEqual({
			required: ['SQL', { name: 'Triage', evidence: evidence.text, origin: 'ai' }],
			nice: [{ name: 'Wound care', evidence: evidence.text, origin: 'ai' }]
		});
	});
	it('never adds a name the job already lists, case and accents aside', () => {
		expect(requirementsWith({ required: ['Triagem'], nice: ['excel'] }, [requirement('TRIAGEM', true), requirement('Excel', true), requirement('Excel', true)])).toEqual({ required: ['Triagem'], nice: ['excel'] });
	});
});
