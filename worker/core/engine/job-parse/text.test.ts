import { describe, expect, it } from 'vitest';
import { breakRunOnSections, maskAdverts } from './text';

describe('maskAdverts', () => {
	it('blanks an advert\'s label line and its block, keeping every offset', () => {
		const text = 'Product Designer\n\nAdvertisement\nLearn Python in 12 weeks!\n\nRequirements\n- Figma';
		const masked = maskAdverts(text);
		expect(masked.length).toBe(text.length);
		expect(masked).not.toContain('Python');
		expect(masked).toContain('Requirements\n- Figma');
	});

	it('stops at a heading right under the advert', () => {
		const masked = maskAdverts('Publicidade\nCurso de Excel grátis\nRequisitos\n- Excel', (line) => line === 'Requisitos');
		expect(masked).toContain('Requisitos\n- Excel');
		expect(masked).not.toContain('grátis');
	});

	it('leaves a posting without an advert\'s label untouched', () => {
		const text = 'Analista de Marketing\nRequisitos\n- Experiência com anúncios no Google Ads';
		expect(maskAdverts(text)).toBe(text);
	});
});

describe('breakRunOnSections', () => {
	const isSection = (label: string) => /^(?:requisitos|requirements|benefícios)$/i.test(label);

	it('breaks a line before a section\'s label run into it after a separator or a full stop', () => {
		expect(breakRunOnSections('Vaga: Técnico(a) de Enfermagem / Requisitos: COREN ativo', isSection)).toBe('Vaga: Técnico(a) de Enfermagem\nRequisitos: COREN ativo');
		expect(breakRunOnSections('Staff Nurse. Requirements: RN license, BLS', isSection)).toBe('Staff Nurse.\nRequirements: RN license, BLS');
	});

	it('leaves labels that name no section where they are', () => {
		const text = 'Analista Fiscal | Local: Recife/PE';
		expect(breakRunOnSections(text, isSection)).toBe(text);
	});
});
