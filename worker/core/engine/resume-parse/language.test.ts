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

describe('detectLanguage on Spanish', () => {
	it('tells Spanish from Portuguese, though they share "de", "para" and "experiencia"', () => {
		expect(detectLanguage('Enfermera con nueve años de experiencia en urgencias hospitalarias y atención primaria.')).toBe('es');
		expect(detectLanguage('Enfermeira com nove anos de experiência em urgência hospitalar e atenção primária.')).toBe('pt');
	});

	it('reads Spanish dates and headings as Spanish', () => {
		expect(detectLanguage('EXPERIENCIA PROFESIONAL\nContador General | Grupo Azteca\n2019 - presente\nFormación académica\nLicenciatura en Contaduría Pública')).toBe('es');
	});

	it('keeps an English resume with a Spanish place English', () => {
		expect(detectLanguage('Front-end developer in Barcelona, España, with five years of experience in React and the design of accessible apps.')).toBe('en');
	});
});
