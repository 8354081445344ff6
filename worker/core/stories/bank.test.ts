import { describe, expect, it } from 'vitest';
import { BANK, COMPETENCIES, FAMILIES } from './bank';
import { professionOf } from './profession';
import { SKILLS } from '../engine/skills/taxonomy';

describe('the question bank', () => {
	it('holds eight questions per profession family, each in English and Portuguese with a known competency', () => {
		const names = new Set(SKILLS.map((skill) => skill.name));
		for (const family of FAMILIES) {
			expect(BANK[family], family).toHaveLength(8);
			for (const question of BANK[family]) {
				expect(question.en).toMatch(/[?.]$/);
				expect(question.pt).toMatch(/[?.]$/);
				expect(question.pt).not.toBe(question.en);
				expect(COMPETENCIES[question.competency], question.competency).toBeDefined();
				for (const skill of question.skills ?? []) expect(names.has(skill), skill).toBe(true);
			}
			expect(new Set(BANK[family].map((q) => q.en)).size).toBe(8);
		}
		expect(BANK.general.length).toBeGreaterThanOrEqual(5);
	});

	it('reads the family from the title, in either language, and from the skills when the title says nothing', () => {
		expect(professionOf('Enfermeira de UTI Adulto', [])).toBe('nursing');
		expect(professionOf('Clinical Nurse Educator', [])).toBe('nursing');
		expect(professionOf('Advogado(a) Trabalhista Pleno', [])).toBe('law');
		expect(professionOf('Professora de Matemática — Ensino Fundamental II', [])).toBe('teaching');
		expect(professionOf('Senior Staff Accountant', [])).toBe('accounting');
		expect(professionOf('Product Designer', [])).toBe('design');
		expect(professionOf('Gerente de Produto', [])).toBe('product');
		expect(professionOf('Data Analyst', [])).toBe('data');
		expect(professionOf('Backend Engineer (Node.js)', [])).toBe('software');
		expect(professionOf('Coordenador de Logística', [])).toBe('operations');
		expect(professionOf('Executivo de Vendas', [])).toBe('sales');
		expect(professionOf('Analista de Políticas Públicas', [])).toBe('public-service');
		expect(professionOf('Associate', ['PostgreSQL', 'Docker'])).toBe('software');
		expect(professionOf('Associate', [])).toBe('general');
	});
});
