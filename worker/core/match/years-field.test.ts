import { describe, expect, it } from 'vitest';
import { roleInField, yearsFieldPhrase } from './years-field';
import { scoreMatch } from './service';
import { parseResume } from '../engine/resume-parse';
import { parseJobText } from '../engine/job-parse';

describe('what the years asked for are years of', () => {
	it.each([
		['• 3+ years as an analyst', 'analyst', 'last'],
		['3+ years as a data analyst', 'data analyst', 'last'],
		['• 4+ years of accounting experience', 'accounting', null],
		['• 3+ anos em DevOps/infra', 'DevOps/infra', null],
		['• Mínimo de 6 anos de experiência em advocacia', 'advocacia', null],
		['- 3 anos de experiência como analista de dados', 'analista de dados', 'first'],
		['- 4+ years in high-volume kitchens, at least 2 of them as a sous chef', 'high-volume kitchens', null],
		['- 5+ years of FP&A or corporate finance experience, ideally in banking', 'FP&A or corporate finance', null]
	])('reads "%s" as years of "%s"', (line, phrase, head) => {
		expect(yearsFieldPhrase(line)).toEqual({ phrase, head });
	});

	it('finds no field in years of experience in general', () => {
		expect(yearsFieldPhrase('• 3+ anos de experiência')).toBeNull();
		expect(yearsFieldPhrase('At least 5 years of professional experience.')).toBeNull();
		expect(yearsFieldPhrase('Experiência de 2 anos na área')).toBeNull();
	});

	it('counts a role in the field by its title head or its skills, never a role of another field', () => {
		const analyst = { text: 'a data analyst', skills: [], titleWords: ['analyst'] };
		expect(roleInField({ title: 'Senior Data Analyst', skills: [] }, analyst)).toBe(true);
		expect(roleInField({ title: 'Analista de Dados', skills: [] }, analyst)).toBe(true);
		expect(roleInField({ title: 'Backend Engineer', skills: ['Node.js', 'SQL'] }, analyst)).toBe(false);
		const accounting = { text: 'accounting', skills: ['Accounting'], titleWords: ['accounting'] };
		expect(roleInField({ title: 'Staff Accountant', skills: ['Accounting'] }, accounting)).toBe(true);
		expect(roleInField({ title: 'Barista', skills: [] }, accounting)).toBe(false);
	});
});

describe('years in the field in an analysis', () => {
	const backend = parseResume(
		`Samuel Reyes\nBackend Engineer\nsamuel@example.com\n\nSKILLS\nNode.js, PostgreSQL, SQL, Docker, AWS\n\nEXPERIENCE\nSenior Backend Engineer — Harborline, Austin\nJan 2019 – Present\n- Built Node.js services on PostgreSQL.\nBackend Engineer — Tidewater, Austin\nJan 2016 – Dec 2018\n- Wrote SQL reports and REST APIs.\n`,
		{ asOf: '2026-11' }
	);
	const analystJob = parseJobText(
		`Data Analyst — Pinecrest Health\nHybrid\n\nAbout the role\nYou will turn hospital data into the reports our clinical teams read every week, in a small analytics team.\n\nResponsibilities\n- Build dashboards\n- Answer data questions\n\nRequirements\n- 3+ years as a data analyst\n- SQL\n- Excel\n- Power BI\n`
	);

	it('does not count a backend career as years as a data analyst', () => {
		expect(backend.yearsExperience).toBeGreaterThanOrEqual(10);
		const result = scoreMatch(backend, analystJob);
		const gap = result.gaps.find((g) => g.code === 'years_short');
		expect(gap).toMatchObject({ params: { years: 0, minYears: 3, field: 'data analyst' }, requirementParams: { years: 3, field: 'data analyst' } });
		expect(result.breakdown.experience).toBe(0);
	});

	it('counts the years of the roles that are in the field', () => {
		const analyst = parseResume(
			`Aisha Karimi\nData Analyst\naisha@example.com\n\nSKILLS\nSQL, Excel, Power BI\n\nEXPERIENCE\nData Analyst — Brightwater Energy, Houston\nMar 2021 – Present\n- Built Power BI dashboards.\nBarista — Bean There, Houston\nJan 2017 – Feb 2021\n- Served coffee.\n`,
			{ asOf: '2026-11' }
		);
		const result = scoreMatch(analyst, analystJob);
		expect(result.gaps.find((g) => g.code === 'years_short')).toBeUndefined();
		expect(result.breakdown.experience).toBe(100);
	});
});
