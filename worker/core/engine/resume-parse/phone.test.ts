import { describe, expect, it } from 'vitest';
import { findLocalPhones, findPhone, findPhones, normalisePhone } from './phone';

describe('normalisePhone', () => {
	it('writes US numbers as +1 AAA-BBB-CCCC', () => {
		expect(normalisePhone('(512) 555-0126', 'US')).toBe('+1 512-555-0126');
		expect(normalisePhone('512.555.0126', null)).toBe('+1 512-555-0126');
		expect(normalisePhone('+1 (512) 555-0126', null)).toBe('+1 512-555-0126');
		expect(normalisePhone('+1-512-555-0126', 'BR')).toBe('+1 512-555-0126');
	});

	it('writes Brazilian numbers as +55 DD NNNNN-NNNN, with or without the country code', () => {
		expect(normalisePhone('(31) 90000-0318', 'BR')).toBe('+55 31 90000-0318');
		expect(normalisePhone('+55 31 90000-0318', null)).toBe('+55 31 90000-0318');
		expect(normalisePhone('31 90000-0318', null)).toBe('+55 31 90000-0318');
		expect(normalisePhone('+55 (21) 9 0000-0455', null)).toBe('+55 21 90000-0455');
		expect(normalisePhone('5511987654321', null)).toBe('+55 11 98765-4321');
	});

	it('reads a 10-digit number by the country of the resume (Brazilian landline or US)', () => {
		expect(normalisePhone('(31) 3333-4444', 'BR')).toBe('+55 31 3333-4444');
		expect(normalisePhone('313 333 4444', 'US')).toBe('+1 313-333-4444');
	});

	it('keeps other countries as written, with plain spaces', () => {
		expect(normalisePhone('+44 20 7946 0958', null)).toBe('+44 20 7946 0958');
		expect(normalisePhone('+351 912 345 678', null)).toBe('+351 912 345 678');
	});

	it('refuses numbers that are too short or too long', () => {
		expect(normalisePhone('555-0126', 'US')).toBeNull();
		expect(normalisePhone('1234567890123456', null)).toBeNull();
	});
});

describe('findPhone', () => {
	it('finds the phone among other contact items', () => {
		expect(findPhone('Chicago, IL | derek@example.com | (773) 555-0112', 'US')?.phone).toBe('+1 773-555-0112');
	});

	it('skips Brazilian ID numbers and registration numbers', () => {
		expect(findPhone('CPF: 123.456.789-00', 'BR')).toBeNull();
		expect(findPhone('CPF 12345678900 | Tel: (11) 98765-4321', 'BR')?.phone).toBe('+55 11 98765-4321');
	});

	it('does not take a date range for a phone', () => {
		expect(findPhones('2013 - 2017 | 03/2019 - 12/2021', 'US')).toEqual([]);
	});
});

describe('findLocalPhones', () => {
	it('gives a Brazilian mobile written without area code the code of the city', () => {
		expect(findLocalPhones('Celular/WhatsApp: 90000-0358 · E-mail: ana@example.com', '19').map((found) => found.phone)).toEqual(['+55 19 90000-0358']);
		expect(findLocalPhones('Cel. 9 0000-0358', '81').map((found) => found.phone)).toEqual(['+55 81 90000-0358']);
	});

	it('reads a landline only after a phone label, and never a document number or a year range', () => {
		expect(findLocalPhones('Tel.: 3333-4444', '31').map((found) => found.phone)).toEqual(['+55 31 3333-4444']);
		expect(findLocalPhones('Atuação 2019-2023 e CEP 13000-000', '19')).toEqual([]);
		expect(findLocalPhones('CPF: 000.000.000-00', '19')).toEqual([]);
	});
});

describe('phones of other countries and in other typography', () => {
	it('reads a number written with en dashes, and still no date range', () => {
		expect(findPhone('Sacramento, CA | 916–555–0171', 'US')?.phone).toBe('+1 916-555-0171');
		expect(findPhone('+55 81 90000–0533', null)?.phone).toBe('+55 81 90000-0533');
		expect(findPhones('2013 – 2017 · 2019–2021', 'US')).toEqual([]);
	});

	it('reads a nine-digit number without a country code by the country of the resume (Portugal, Spain)', () => {
		expect(normalisePhone('912 000 345', 'PT')).toBe('+351 912 000 345');
		expect(normalisePhone('600 000 123', 'ES')).toBe('+34 600 000 123');
		expect(normalisePhone('600 000 123', 'US')).toBeNull();
	});

	it('writes Mexico, the UK and India the way each groups its numbers', () => {
		expect(normalisePhone('+52 55 0000 0142', null)).toBe('+52 55 0000 0142');
		expect(normalisePhone('+52 1 55 0000 0142', null)).toBe('+52 55 0000 0142');
		expect(normalisePhone('+44 (0)7700 900321', null)).toBe('+44 7700 900321');
		expect(normalisePhone('07700 900456', 'GB')).toBe('+44 7700 900456');
		expect(normalisePhone('+91-90000-05678', null)).toBe('+91 90000 05678');
	});

	it('never reads a UK mobile as a US number', () => {
		expect(normalisePhone('07700 900456', 'GB')).not.toMatch(/^\+1 /);
	});
});
