import { describe, expect, it } from 'vitest';
import { minYearsExperience, saysNoExperience, yearsInLine } from './years';

describe('years of experience', () => {
	it.each([
		['5+ years of backend development', 5],
		['At least 5 years of experience in accounting', 5],
		['Minimum of 2 years in a clinical setting', 2],
		['3-5 years of experience', 3],
		['5 or more years as a project manager', 5],
		['two years of customer service experience', 2],
		['Mínimo de 2 anos de experiência em UTI', 2],
		['Experiência de 3 a 5 anos com análise de dados', 3],
		['Pelo menos 4 anos de atuação em contencioso', 4],
		['3+ anos em DevOps/infra', 3]
	])('reads "%s" as %d', (line, years) => {
		expect(yearsInLine(line)).toBe(years);
	});

	it('counts any number of years in a requirements list, but asks for "experience" words elsewhere', () => {
		expect(yearsInLine('ICU: 1 year (Required)', true)).toBe(1);
		expect(yearsInLine('ICU: 1 year (Required)')).toBeNull();
	});

	it.each(['Software house com 15 anos de estrada', 'Founded 20 years ago, we serve 1,200 clients', 'Contrato de 2 anos', '1,200 trucking companies'])(
		'does not read the company\'s age or a contract as experience: "%s"',
		(line) => {
			expect(minYearsExperience([], [line])).toBeNull();
		}
	);

	it('takes the largest minimum among the requirements', () => {
		expect(minYearsExperience(['3+ years with Python', '5+ years in data engineering'])).toBe(5);
	});

	it('notices when no experience is needed', () => {
		expect(saysNoExperience('Não é necessário ter experiência.')).toBe(true);
		expect(saysNoExperience('No experience required — we train you.')).toBe(true);
		expect(saysNoExperience('Experience with Excel required.')).toBe(false);
	});
});
