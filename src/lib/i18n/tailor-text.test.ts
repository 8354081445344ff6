import { beforeAll, describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { pt } from './pt';
import { format, loadLocale } from './i18n.svelte';
import { refusalReason, suggestionReason, suggestionTarget } from './tailor-text';

const translator = (messages: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
// The screens that show these sentences load their areas first; here, every area once.
beforeAll(() => loadLocale('en'));
const PARAMS: Record<string, Record<string, string>> = {
	emphasize_summary: { skills: 'Go, Docker' },
	reorder_skills: { skills: 'Go, Docker' },
	reorder_bullets: { title: 'Backend Developer', company: 'Loja Azul', skills: 'Go' },
	add_keyword_shown: { keyword: 'CI/CD', section: 'experience' },
	add_keyword_profile: { keyword: 'Kubernetes' },
	add_keyword_stated: { keyword: 'Kafka' },
	add_keyword_confirmed: { keyword: 'GitLab', section: 'resume' },
	rephrase_term: { from: 'Postgres', to: 'PostgreSQL' },
	remove_personal: { detail: 'cpf' }
};
const REFUSALS: Record<string, Record<string, string>> = {
	no_evidence: { keyword: 'Kafka' },
	related_only: { keyword: 'Kubernetes', related: 'Docker', evidence: 'Docker, Linux' },
	mentioned_once: { keyword: 'Jest', section: 'projects', evidence: 'Tests in Jest' },
	profile_without_evidence: { keyword: 'Kafka' }
};

describe('tailor sentences in both languages', () => {
	for (const [name, messages] of [['en', en], ['pt', pt]] as const) {
		const t = translator(messages);
		it(`writes every suggestion and refusal code in ${name}, with no placeholder left`, () => {
			for (const [code, params] of Object.entries(PARAMS)) {
				const text = suggestionReason({ code, params, reason: 'ENGLISH FALLBACK' }, t);
				expect(text, code).not.toMatch(/\{\w+\}|ENGLISH FALLBACK/);
				for (const value of Object.values(params)) if (!['experience', 'resume', 'cpf', 'Loja Azul'].includes(value)) expect(text).toContain(value);
			}
			for (const [code, params] of Object.entries(REFUSALS)) {
				const text = refusalReason({ code, params, reason: 'ENGLISH FALLBACK' }, t);
				expect(text, code).not.toMatch(/\{\w+\}|ENGLISH FALLBACK/);
				expect(text).toContain(params.keyword);
			}
		});
	}

	it('names sections, personal details and roles in Portuguese', () => {
		const t = translator(pt);
		expect(suggestionReason({ code: 'remove_personal', params: { detail: 'cpf' }, reason: '' }, t)).toContain('seu CPF');
		expect(suggestionReason({ code: 'add_keyword_shown', params: { keyword: 'CI/CD', section: 'experience' }, reason: '' }, t)).toContain(pt['analysis.section.experience']);
		expect(suggestionTarget({ target: 'basics', params: {} }, t)).toBe('Dados pessoais');
		expect(suggestionTarget({ target: 'experience:0', params: { title: 'Enfermeira', company: 'Hospital Sul' } }, t)).toBe('Enfermeira — Hospital Sul');
	});

	it('falls back to the English sentence for a code it does not know', () => {
		expect(suggestionReason({ code: 'something_new', params: {}, reason: 'As sent.' }, translator(pt))).toBe('As sent.');
	});
});
