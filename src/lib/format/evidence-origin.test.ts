import { beforeAll, describe, expect, it } from 'vitest';
import { en, type MessageKey } from '$lib/i18n/en';
import { pt } from '$lib/i18n/pt';
import { format, loadLocale } from '$lib/i18n/i18n.svelte';
import { evidenceOrigin } from './evidence-origin';

const translator = (messages: Record<string, string>) => (key: MessageKey, params?: Record<string, string | number>) => format(messages[key], params);
const tEn = translator(en);
const tPt = translator(pt);
// The screens that show these sentences load their areas first; here, every area once.
beforeAll(() => loadLocale('en'));

describe('where evidence comes from, as a sentence', () => {
	it('names the resume section in the person’s language', () => {
		expect(evidenceOrigin('resume:skills', tEn)).toBe('From your resume — Skills section');
		expect(evidenceOrigin('resume:skills', tPt)).toBe('Do seu currículo — seção Competências');
		expect(evidenceOrigin('resume: experience', tEn)).toBe('From your resume — Experience section');
		expect(evidenceOrigin('resume', tPt)).toBe('Do seu currículo');
	});

	it('says which profile item stands behind it, and who added it', () => {
		expect(evidenceOrigin('profile:project', tEn, 'manual')).toBe('From your profile — a project (added by you)');
		expect(evidenceOrigin('profile:project:manual', tPt)).toBe('Do seu perfil — um projeto (adicionado por você)');
		expect(evidenceOrigin('profile:skill', tEn)).toBe('From your profile — a skill');
	});

	it('names a LinkedIn export, a Europass CV and the JSON Resume sections an import quotes', () => {
		expect(evidenceOrigin('linkedin:experience', tEn)).toBe('From your LinkedIn data — Experience section');
		expect(evidenceOrigin('linkedin:skills', tPt)).toBe('Dos seus dados do LinkedIn — seção Competências');
		expect(evidenceOrigin('europass:languages', tEn)).toBe('From your Europass CV — Languages section');
		expect(evidenceOrigin('json-resume:volunteer', tPt)).toBe('Do seu arquivo JSON Resume — seção Voluntariado');
		expect(evidenceOrigin('json-resume:references', tEn)).toBe('From your JSON Resume file — References section');
	});

	it('names an academic record’s sections and the other imports', () => {
		expect(evidenceOrigin('academic:publications', tEn)).toBe('From your academic record — Publications section');
		expect(evidenceOrigin('academic:languages', tPt)).toBe('Do seu currículo acadêmico — seção Idiomas');
		expect(evidenceOrigin('certificate', tEn)).toBe('From a certificate you pasted');
		expect(evidenceOrigin('notes', tPt)).toBe('Das suas anotações');
		expect(evidenceOrigin('manual', tEn)).toBe('Added by you');
	});

	it('keeps a heading the resume wrote itself, and never shows a code', () => {
		expect(evidenceOrigin('resume: Experiência', tPt)).toBe('Do seu currículo — seção Experiência');
		for (const source of ['resume:skills', 'profile:project', 'academic:awards', 'x-unknown', '']) {
			const sentence = evidenceOrigin(source, tEn);
			expect(sentence).not.toMatch(/\b(?:resume|profile|academic):/);
			expect(sentence).not.toMatch(/^(?:fidelity|analysis)\./);
		}
		expect(evidenceOrigin('x-unknown', tEn)).toBe('From your own records');
	});
});
