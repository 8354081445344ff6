import { describe, expect, it } from 'vitest';
import { exportFilename, shortCompany, shortTitle } from './filename';

describe('exportFilename', () => {
	it('names a tailored file after the person, the company and a short title', () => {
		expect(exportFilename('Samuel Reyes', { company: 'Harborline Logistics', title: 'Senior Backend Engineer (Node.js)' }, 'pdf')).toBe('Samuel-Reyes_Harborline_Backend.pdf');
	});

	it('folds accents and drops every character a file system or form may refuse', () => {
		expect(exportFilename('Beatriz Conceição D’Ávila', { company: 'Saúde Capivara S/A', title: 'Product Designer Sênior (UX/UI)' }, 'docx')).toBe(
			'Beatriz-Conceicao-D-Avila_Saude-Capivara_Product-Designer.docx'
		);
		expect(exportFilename('Łukasz Øster/../etc', null, 'md')).toBe('Lukasz-Oster-etc.md');
	});

	it('is the name alone without a job, and "resume" without a name it can write', () => {
		expect(exportFilename('Helena Duarte', null, 'json')).toBe('Helena-Duarte.json');
		expect(exportFilename(null, null, 'pdf')).toBe('resume.pdf');
		expect(exportFilename('王小明', { company: 'Harborline', title: 'Backend Engineer' }, 'pdf')).toBe('resume_Harborline_Backend.pdf');
	});

	it('keeps the parts short', () => {
		expect(shortCompany('Hospital Municipal Lagoa Serena')).toBe('Hospital-Municipal');
		expect(shortTitle('Enfermeiro(a) de UTI Adulto')).toBe('Enfermeiro-UTI');
		expect(shortTitle('Staff Software Engineer — Payments')).toBe('Software');
		expect(exportFilename('Maria Aparecida dos Santos Oliveira de Albuquerque Cavalcanti', null, 'pdf').length).toBeLessThanOrEqual(52);
	});
});
