import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
	it('tells Portuguese from English by their common words', () => {
		expect(detectLanguage('Enfermeira com experiência em UTI adulto e pronto-socorro, responsável pela equipe de enfermagem.')).toBe('pt');
		expect(detectLanguage('Registered nurse with experience in the ICU and emergency department, responsible for a team.')).toBe('en');
	});

	it('reads a Portuguese resume with English tool names as Portuguese', () => {
		expect(detectLanguage('Desenvolvedor com 6 anos de experiência em aplicações web com React, Node.js e PostgreSQL na AWS.')).toBe('pt');
	});
});
