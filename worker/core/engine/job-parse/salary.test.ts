import { describe, expect, it } from 'vitest';
import { parseNumber, readSalary } from './salary';

describe('readSalary', () => {
	it.each([
		['Compensation: $150,000 – $180,000 per year', { min: 150000, max: 180000, currency: 'USD', period: 'year' }],
		['Compensation: $85k–$100k', { min: 85000, max: 100000, currency: 'USD', period: 'year' }],
		['US$ 120k–150k/year', { min: 120000, max: 150000, currency: 'USD', period: 'year' }],
		['$120–150k', { min: 120000, max: 150000, currency: 'USD', period: 'year' }],
		['Pay: $38.00 - $45.00 per hour', { min: 38, max: 45, currency: 'USD', period: 'hour' }],
		['$45/hour', { min: 45, max: 45, currency: 'USD', period: 'hour' }],
		['Remuneração: comissão de 1,5% a 3% sobre vendas + ajuda de custo de R$ 1.500,00', null],
		['Bolsa-auxílio: R$ 1.500,00', { min: 1500, max: 1500, currency: 'BRL', period: 'month' }],
		['$62k-$70k/yr + quarterly bonus', { min: 62000, max: 70000, currency: 'USD', period: 'year' }],
		['Salary range: $190,000 - $225,000 annually', { min: 190000, max: 225000, currency: 'USD', period: 'year' }],
		['£45,000 - £55,000 per annum', { min: 45000, max: 55000, currency: 'GBP', period: 'year' }],
		['€60.000 por ano', { min: 60000, max: 60000, currency: 'EUR', period: 'year' }],
		['Salary: €28.000 - €32.000 per year', { min: 28000, max: 32000, currency: 'EUR', period: 'year' }],
		['Remuneração: R$ 12.000 – R$ 15.000 (CLT)', { min: 12000, max: 15000, currency: 'BRL', period: 'month' }],
		['Remuneração: R$ 14.000 a R$ 18.000/mês (PJ)', { min: 14000, max: 18000, currency: 'BRL', period: 'month' }],
		['Salário: R$ 8.000 – R$ 10.000/mês', { min: 8000, max: 10000, currency: 'BRL', period: 'month' }],
		['Salário: R$ 5.500,00', { min: 5500, max: 5500, currency: 'BRL', period: 'month' }],
		['Faixa salarial: R$ 7.000,00 a R$ 9.000,00', { min: 7000, max: 9000, currency: 'BRL', period: 'month' }],
		['Salário: R$ 15 mil a R$ 18 mil por mês', { min: 15000, max: 18000, currency: 'BRL', period: 'month' }],
		['Remuneração: R$ 7 mil', { min: 7000, max: 7000, currency: 'BRL', period: 'month' }],
		['Remuneração: de R$ 3.000 até R$ 4.000', { min: 3000, max: 4000, currency: 'BRL', period: 'month' }],
		['Salário: até R$ 5.000', { min: null, max: 5000, currency: 'BRL', period: 'month' }],
		['Salário: a partir de R$ 3.000', { min: 3000, max: null, currency: 'BRL', period: 'month' }],
		['Valor hora: R$ 120/hora (PJ)', { min: 120, max: 120, currency: 'BRL', period: 'hour' }],
		['Salário anual: R$ 180.000 por ano', { min: 180000, max: 180000, currency: 'BRL', period: 'year' }],
		['$120K/yr - $135K/yr · Full-time', { min: 120000, max: 135000, currency: 'USD', period: 'year' }],
		['Valor: R$ 80/h a R$ 95/h (PJ)', { min: 80, max: 95, currency: 'BRL', period: 'hour' }]
	])('reads "%s"', (line, expected) => {
		expect(readSalary(line)).toEqual(expected);
	});

	it('assumes the currency of the posting when a pay label shows none', () => {
		expect(readSalary('Faixa salarial: de 5 a 7 mil', 'BRL')).toEqual({ min: 5000, max: 7000, currency: 'BRL', period: 'month' });
	});

	it.each(['Salário: a combinar', 'Remuneração: Salário compatível com o mercado', 'Salary: competitive, DOE', '1,200 trucking companies', '5+ years of experience', '401(k)'])(
		'reads no salary from "%s"',
		(line) => {
			expect(readSalary(line, null)).toBeNull();
		}
	);
});

describe('parseNumber', () => {
	it.each([
		['150,000', 150000],
		['12.000', 12000],
		['5.500,00', 5500],
		['1,234.50', 1234.5],
		['45.50', 45.5],
		['7,5', 7.5],
		['60 000', 60000]
	])('reads %s as %d', (raw, value) => {
		expect(parseNumber(raw)).toBe(value);
	});
});
