import { describe, expect, it } from 'vitest';
import { findRegistrations, mergeCertifications, readCertification, readCertifications } from './certifications';
import { splitLines } from './text';

describe('readCertification', () => {
	it('reads the year and keeps the level in the name', () => {
		expect(readCertification('• AWS Certified Developer – Associate (2023)', 'en')).toEqual({ name: 'AWS Certified Developer – Associate', issuer: null, year: '2023' });
	});

	it('reads the issuer after a dash or a comma', () => {
		expect(readCertification('PMP — PMI, 2021', 'en')).toEqual({ name: 'PMP', issuer: 'PMI', year: '2021' });
		expect(readCertification('Compliance Trabalhista – FGV (2020)', 'pt')).toEqual({ name: 'Compliance Trabalhista', issuer: 'FGV', year: '2020' });
		expect(readCertification('Certified Management Accountant (CMA), IMA', 'en')).toMatchObject({ name: 'Certified Management Accountant (CMA)', issuer: 'IMA' });
	});

	it('drops expiry dates and course hours', () => {
		expect(readCertification('BLS — American Heart Association, 2024 (expires 2026)', 'en')).toEqual({ name: 'BLS', issuer: 'American Heart Association', year: '2024' });
		expect(readCertification('Excel Avançado – Alura (40h)', 'pt')).toMatchObject({ name: 'Excel Avançado', issuer: 'Alura' });
	});

	it('keeps a licence with its state', () => {
		expect(readCertification('Certified Public Accountant (CPA), Illinois', 'en')).toMatchObject({ name: 'Certified Public Accountant (CPA), Illinois', issuer: null });
	});
});

describe('findRegistrations', () => {
	it('finds Brazilian professional registrations with their numbers', () => {
		expect(findRegistrations('Enfermeira | COREN-SP 123.456 | São Paulo').map((cert) => cert.name)).toEqual(['COREN-SP 123.456']);
		expect(findRegistrations('Advogada – OAB/RJ 98.765').map((cert) => cert.name)).toEqual(['OAB/RJ 98.765']);
		expect(findRegistrations('Contador CRC-MG 012345/O-1').map((cert) => cert.name)).toEqual(['CRC-MG 012345/O-1']);
	});
});

describe('mergeCertifications', () => {
	it('does not list a licence twice', () => {
		const merged = mergeCertifications(
			[{ name: 'Certified Public Accountant (CPA), Illinois', issuer: null, year: null }],
			[{ name: 'CPA', issuer: null, year: null }, { name: 'PMP', issuer: null, year: null }]
		);
		expect(merged.map((cert) => cert.name)).toEqual(['Certified Public Accountant (CPA), Illinois', 'PMP']);
	});
});

describe('registrations and lists of certificates', () => {
	it('reads councils numbered by region and the CAU number', () => {
		expect(findRegistrations('Psicóloga — CRP 07/000412').map((r) => r.name)).toEqual(['CRP 07/000412']);
		expect(findRegistrations('CREFITO-3 000123-F').map((r) => r.name)).toEqual(['CREFITO-3 000123-F']);
		expect(findRegistrations('Técnico em Segurança do Trabalho\nRegistro MTE 0012345/SP').map((r) => r.name)).toEqual(['Registro MTE 0012345/SP']);
		expect(findRegistrations('Jornalista – MTb 12.345/RJ').map((r) => r.name)).toEqual(['MTb 12.345/RJ']);
		expect(findRegistrations('Arquiteta | CAU A000214-7').map((r) => r.name)).toEqual(['CAU A000214-7']);
		expect(findRegistrations('Met the CRA in 2024').map((r) => r.name)).toEqual([]);
	});

	it('reads a Brazilian driving licence', () => {
		expect(findRegistrations('Estado civil: casado | CNH categoria B').map((r) => r.name)).toEqual(['CNH categoria B']);
	});

	it('splits several certificates on one line and acronyms that share an issuer', () => {
		const lines = splitLines('APICS CSCP (2021) · Lean Six Sigma Green Belt (2018)\nBLS e ACLS — American Heart Association (2024)\nACLS, PALS and TNCC — current');
		expect(readCertifications(lines, 'en').map((c) => [c.name, c.issuer, c.year])).toEqual([
			['APICS CSCP', null, '2021'],
			['Lean Six Sigma Green Belt', null, '2018'],
			['BLS', 'American Heart Association', '2024'],
			['ACLS', 'American Heart Association', '2024'],
			['ACLS', null, null],
			['PALS', null, null],
			['TNCC', null, null]
		]);
	});

	it('names the state of a bar admission', () => {
		expect(readCertifications(splitLines('Pennsylvania (2013); New Jersey (2014)'), 'en', 'Bar Admissions').map((c) => c.name)).toEqual(['Bar admission — Pennsylvania', 'Bar admission — New Jersey']);
	});
});
