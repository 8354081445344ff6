import { describe, expect, it } from 'vitest';
import { monthsWorked, yearsClaimed, yearsFromDurations, yearsOfExperience, type DatedRole } from './years';

const role = (start: string | null, end: string | null, extra: Partial<DatedRole> = {}): DatedRole => ({
	start,
	end,
	current: end === null,
	internship: false,
	...extra
});

describe('yearsClaimed', () => {
	it('reads the years a summary claims', () => {
		expect(yearsClaimed('Backend engineer with 8 years of experience.')).toBe(8);
		expect(yearsClaimed('Enfermeira com mais de 12 anos de experiência.')).toBe(12);
		expect(yearsClaimed('Results-driven leader with 12+ years across audit.')).toBe(12);
		expect(yearsClaimed('Team player.')).toBeNull();
	});
});

describe('yearsOfExperience', () => {
	it('counts whole years from the first paid role to the reference month', () => {
		expect(yearsOfExperience([role('2021', null), role('2017', '2021')], '2026-11')).toBe(9);
		expect(yearsOfExperience([role('2018-06', '2019-12'), role('2020-01', null)], '2026-11')).toBe(8);
	});

	it('leaves internships and teaching assistantships out', () => {
		expect(yearsOfExperience([role('2013', '2015', { internship: true }), role('2015-09', null)], '2026-11')).toBe(11);
	});

	it('counts overlapping jobs once', () => {
		expect(yearsOfExperience([role('2020-01', null), role('2021-01', '2022-12')], '2026-01')).toBe(6);
		expect(monthsWorked([role('2020-01', '2021-12'), role('2021-01', '2022-12')], '2026-01')).toBe(36);
	});

	it("counts a career changer's earlier career and the gap between careers, as the truth files do", () => {
		// Store manager 2017-03 – 2024-09, then a developer from 2025-03: 9 years to 2026-11.
		expect(yearsOfExperience([role('2025-03', null), role('2017-03', '2024-09')], '2026-11')).toBe(9);
		expect(monthsWorked([role('2025-03', null), role('2017-03', '2024-09')], '2026-11')).toBe(91 + 21);
	});

	it('is null without a dated paid role, and ignores roles that start after the reference month', () => {
		expect(yearsOfExperience([role(null, null)], '2026-11')).toBeNull();
		expect(yearsOfExperience([role('2027-01', null)], '2026-11')).toBeNull();
	});
});

describe('yearsOfExperience, volunteer posts', () => {
	it('counts from the first paid role, not from a volunteer post', () => {
		const roles = [role('2016-01', '2019-12', { title: 'Advogado Associado' }), role('2014-01', '2015-12', { title: 'Advogado Voluntário' })];
		expect(yearsOfExperience(roles, '2026-11')).toBe(10);
		expect(yearsOfExperience([role('2012-03', null, { title: 'Volunteer Nurse' }), role('2015-01', null)], '2026-11')).toBe(11);
	});
});

describe('years from words and from jobs without dates', () => {
	it('reads a claim written in words, in English, Portuguese and Spanish', () => {
		expect(yearsClaimed('Paralegal with seven years in insurance defense.')).toBe(7);
		expect(yearsClaimed('Enfermera con nueve años de experiencia.')).toBe(9);
		expect(yearsClaimed('Contadora com dois anos de experiência.')).toBe(2);
	});

	it('never reads "ao longo dos anos" as two years', () => {
		expect(yearsClaimed('Aprendi muito ao longo dos anos.')).toBeNull();
		expect(yearsClaimed('Trabajé dos años en el hospital.')).toBe(2);
	});

	it('adds up the lengths of jobs written without dates, but not internships', () => {
		expect(yearsFromDurations([{ ...role(null, null), months: 36 }, { ...role(null, null), months: 24 }, { ...role(null, null, { internship: true }), months: 12 }])).toBe(5);
		expect(yearsFromDurations([role(null, null)])).toBeNull();
	});
});
