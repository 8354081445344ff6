import { describe, expect, it } from 'vitest';
import { seniorityOfLabel, seniorityOfSentence, seniorityOfTitle, seniorityOfYears } from './seniority';

describe('seniorityOfTitle', () => {
	it.each([
		['Estagiário(a) de Marketing', 'intern'],
		['Estágio em Engenharia de Software (Backend)', 'intern'],
		['Software Engineering Intern', 'intern'],
		['Junior Frontend Developer', 'junior'],
		['Analista de Dados Júnior', 'junior'],
		['Desenvolvedor Jr.', 'junior'],
		['Entry-level Accountant', 'junior'],
		['Engenheiro(a) DevOps Pleno', 'mid'],
		['Mid-level Data Analyst', 'mid'],
		['Analista Contábil II', 'mid'],
		['Dev Backend PL', 'mid'],
		['Senior Backend Engineer (Node.js)', 'senior'],
		['Product Designer Sênior', 'senior'],
		['Sr. Accountant', 'senior'],
		['Engenheiro de Software III', 'senior'],
		['Tech Lead (Java)', 'lead'],
		['Senior Tech Lead', 'lead'],
		['Coordenadora de Enfermagem', 'lead'],
		['Líder de Loja', 'lead'],
		['Staff Software Engineer', 'principal'],
		['Principal Product Designer', 'principal']
	])('reads "%s" as %s', (title, level) => {
		expect(seniorityOfTitle(title)).toBe(level);
	});

	it.each(['Data Analyst', 'Staff Nurse', 'School Principal', 'Lead Generation Specialist', 'Professor(a) de Matemática – Ensino Fundamental II', 'Caregiver – Senior Living Community', 'Data Entry Clerk', 'PL/SQL Developer'])(
		'finds no level in "%s"',
		(title) => {
			expect(seniorityOfTitle(title)).toBeNull();
		}
	);
});

describe('other signs of the level', () => {
	it('reads a level label', () => {
		expect(seniorityOfLabel('Nível: Pleno')).toBe('mid');
		expect(seniorityOfLabel('Seniority: Senior')).toBe('senior');
	});

	it('reads the level said of the person hired, not of the people they work with', () => {
		expect(seniorityOfSentence('Our finance team needs a senior accountant.')).toBe('senior');
		expect(seniorityOfSentence('Buscamos uma pessoa desenvolvedora… procuramos um pleno para o time')).toBe('mid');
		expect(seniorityOfSentence('Mentor mid-level engineers through code review.')).toBeNull();
	});

	it('maps years to a level only as a last resort: up to 1 junior, 2–4 mid, 5+ senior', () => {
		expect(seniorityOfYears(0)).toBe('junior');
		expect(seniorityOfYears(3)).toBe('mid');
		expect(seniorityOfYears(5)).toBe('senior');
		expect(seniorityOfYears(null)).toBeNull();
	});

	it('reads no level of the hire in the level of someone the hire works for', () => {
		expect(seniorityOfSentence('Calendar management for a senior leader')).toBeNull();
		expect(seniorityOfSentence('Apoio administrativo para um gerente sênior')).toBeNull();
		expect(seniorityOfSentence('We are looking for a senior accountant')).toBe('senior');
	});
});
