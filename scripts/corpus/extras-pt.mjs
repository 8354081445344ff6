/**
 * Lines Brazilian CVs carry beyond the person's jobs, for the families that print them: short
 * courses ("Cursos complementares", dated, with hours), events attended ("Participação em
 * eventos", dated), a street address and the civil-status line ("Brasileira, casada, 34 anos").
 * All invented; none names a skill (checked at load, as people.mjs checks its own word lists).
 */
import { TOWNS, WORDS, skillMentions } from './people.mjs';
import { choose, cityAndState, isFemale } from './reshape.mjs';

/** @typedef {import('./person.mjs').CorpusPerson} CorpusPerson */

const COURSES = [
	'Curso de Atualização Profissional',
	'Curso de Português Instrumental',
	'Curso de Educação Ambiental',
	'Curso de Prevenção de Acidentes',
	'Curso de Inclusão e Diversidade',
	'Curso de Noções de Arquivo',
	'Curso de Organização do Ambiente de Trabalho',
	'Curso de Legislação Municipal',
	'Curso de Etiqueta Profissional'
];
const SCHOOLS = ['Instituto {Word} de Formação', 'Centro de Capacitação {Town}', 'Escola de Ofícios {Word}'];
const EVENTS = [
	'{n} Seminário Regional de Práticas Profissionais',
	'Semana de Estudos do Trabalho e Sociedade',
	'{n} Encontro Municipal de Servidores',
	'{n} Congresso Estadual de Território e Cidades',
	'Jornada de Atualização Profissional',
	'{n} Fórum Regional de Boas Práticas',
	'Mostra de Experiências Exitosas',
	'{n} Simpósio Regional de Formação Continuada'
];
const ORDINALS = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const STREETS = ['Rua das Acácias', 'Rua Sete de Setembro', 'Avenida dos Ipês', 'Rua Padre Anchieta', 'Travessa das Flores', 'Rua Barão do Rio Branco', 'Rua Tiradentes', 'Avenida Brasil'];
const DISTRICTS = ['Centro', 'Jardim América', 'Boa Vista', 'Santa Mônica', 'Vila Nova', 'Cidade Jardim', 'Bela Vista'];

{
	const fixed = [...COURSES, ...SCHOOLS, ...EVENTS, ...STREETS, ...DISTRICTS, 'Brasileira, casada, solteira, divorciada', 'Brasileiro, casado, solteiro, divorciado', 'anos', 'horas'].map((s) => s.replace(/\{\w+\}/g, 'Qqqx'));
	const bad = fixed.filter((s) => skillMentions(s).length);
	if (bad.length) throw new Error(`extras-pt.mjs: these name skills: ${bad.join('; ')}`);
}

/** The year the person left school: the earliest education end, or 2010. @param {CorpusPerson} person */
const schoolYear = (person) => Math.min(...person.education.map((e) => Number(e.end)), 2020);

/**
 * Two to four short courses, oldest last: { year, name, school, hours, certification } where
 * `certification` is how the truth lists it ("Curso de … – Instituto …").
 * @param {CorpusPerson} person
 */
export function coursesOf(person) {
	const count = 2 + choose(person, 41, 3);
	const from = schoolYear(person);
	/** @type {{ year: number, name: string, school: string, hours: number, certification: string }[]} */
	const out = [];
	for (let i = 0; i < count; i++) {
		const name = COURSES[(choose(person, 42, COURSES.length) + i * 2) % COURSES.length];
		const school = SCHOOLS[choose(person, 43 + i, SCHOOLS.length)]
			.replace('{Word}', WORDS.pt[choose(person, 50 + i, WORDS.pt.length)])
			.replace('{Town}', TOWNS.pt[choose(person, 60 + i, TOWNS.pt.length)]);
		const year = Math.min(2026, from + choose(person, 70 + i, Math.max(1, 2026 - from + 1)));
		const hours = [8, 12, 20, 40, 60, 80][choose(person, 80 + i, 6)];
		out.push({ year, name, school, hours, certification: `${name} – ${school}` });
	}
	return out.sort((a, b) => b.year - a.year);
}

/** One to three events attended: { year, name, place }. Not jobs, not certifications. @param {CorpusPerson} person */
export function eventsOf(person) {
	const count = 1 + choose(person, 90, 3);
	const from = schoolYear(person) - 1;
	const { city, state } = cityAndState(person);
	/** @type {{ year: number, name: string, place: string }[]} */
	const out = [];
	for (let i = 0; i < count; i++) {
		const name = EVENTS[(choose(person, 91, EVENTS.length) + i * 3) % EVENTS.length].replace('{n}', ORDINALS[choose(person, 92 + i, ORDINALS.length)]);
		out.push({ year: Math.min(2026, from + choose(person, 100 + i, Math.max(1, 2026 - from + 1))), name, place: `${city}/${state}` });
	}
	return out.sort((a, b) => b.year - a.year);
}

/** "Rua das Acácias, 123 – Jardim América – Recife/PE – CEP 50110-000" @param {CorpusPerson} person */
export function streetAddress(person) {
	const { city, state } = cityAndState(person);
	const street = STREETS[choose(person, 110, STREETS.length)];
	const number = 10 + choose(person, 111, 1900);
	const district = DISTRICTS[choose(person, 112, DISTRICTS.length)];
	const cep = `${String(10000 + choose(person, 113, 89999)).padStart(5, '0')}-000`;
	return `${street}, ${number} – ${district} – ${city}/${state} – CEP ${cep}`;
}

/** "Brasileira, casada, 34 anos": age from the year the person left school (at about 22). @param {CorpusPerson} person */
export function civilStatus(person) {
	const female = isFemale(person);
	const status = ['casad', 'solteir', 'divorciad'][choose(person, 120, 3)];
	const age = Math.max(20, 2026 - (schoolYear(person) - 22 + choose(person, 121, 3)));
	return `${female ? 'Brasileira' : 'Brasileiro'}, ${status}${female ? 'a' : 'o'}, ${age} anos`;
}
