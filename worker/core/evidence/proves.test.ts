import { describe, expect, it } from 'vitest';
import { quoteAround, quoteProves } from './proves';

describe('quoteProves', () => {
	it('holds a quote that names the skill, by its name or an alias, and no other', () => {
		expect(quoteProves('Containerized services with Docker and deployed to AWS.', 'Docker')).toBe(true);
		expect(quoteProves('Cuidados com ventilação mecânica em UTI adulto.', 'Mechanical ventilation')).toBe(true);
		expect(quoteProves('Enfermeira de Pronto-Socorro.', 'ACLS')).toBe(false);
		expect(quoteProves('Built RESTful services for the billing team.', 'SQL')).toBe(false);
		expect(quoteProves('', 'Docker')).toBe(false);
	});

	it('holds a skill the taxonomy does not know by its own words', () => {
		expect(quoteProves('Led sepsis management protocols on the ward.', 'Sepsis management')).toBe(true);
		expect(quoteProves('Led the ward.', 'Sepsis management')).toBe(false);
	});
});

describe('quoteAround', () => {
	const skillsLine = 'Pesquisa com usuários, testes de usabilidade, wireframes, protótipos de alta fidelidade, design system, UX writing';

	it('quotes the list item that names the skill in a long skills line', () => {
		expect(quoteAround(skillsLine, 'User research')).toBe('Pesquisa com usuários');
		expect(quoteAround(skillsLine, 'Usability testing')).toBe('testes de usabilidade');
	});

	it('quotes the sentence that names the skill in a paragraph, never cut mid-sentence', () => {
		const paragraph = 'Atendimento em pronto-socorro adulto. Cuidados com ventilação mecânica e sedação. Plantões de 12 horas.';
		expect(quoteAround(paragraph, 'Mechanical ventilation')).toBe('Cuidados com ventilação mecânica e sedação.');
	});

	it('keeps a short statement whole, and the whole quote when no part alone names the skill', () => {
		expect(quoteAround('Figma, Sketch', 'Figma')).toBe('Figma, Sketch');
		expect(quoteAround('Built the billing service in Node.js.', 'Node.js')).toBe('Built the billing service in Node.js.');
	});
});
