import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: an edital for several places (EBSERH's hospitals, a company's states) gives each place its own table of vacancies,
 * the same cargos in each. A cargo's vacancies are what all the places offer. Look-alike places, cargos and counts.
 */
const table = (place: string, rows: string[]) => [
	`                     ${place}`,
	'Código   Cargo                          Total   Ampla   PcD   Negros   Carga Horária',
	...rows,
	''
];
const text = [
	'EDITAL Nº 4/2025',
	...table('Hospital Universitário do Norte', [' 401     CARTÓGRAFO                        5       3       1      1       30h', ' 402     GEÓLOGO                           1       1       0      0       40h']),
	...table('Hospital Universitário do Sul', [' 401     CARTÓGRAFO                        3       2       0      1       30h', ' 403     OCEANÓGRAFO                       CR      -       -      -       40h']),
	...table('Hospital Universitário do Leste', [' 402     GEÓLOGO                           2       1       1      0       40h'])
].join('\n');

describe('a cargo in several places’ tables', () => {
	const exam = extractEdital(pagesOfText(text));
	const vacancies = (title: string) => {
		const v = exam.cargos.find((c) => c.title === title)?.vacancies;
		return v && [v.total, v.ampla, v.pcd, v.negros];
	};
	it('is one cargo, its vacancies those of all the places', () => {
		expect(exam.cargos.map((c) => c.title)).toEqual(['CARTÓGRAFO', 'GEÓLOGO', 'OCEANÓGRAFO']);
		expect(vacancies('CARTÓGRAFO')).toEqual([8, 5, 1, 2]);
		expect(vacancies('GEÓLOGO')).toEqual([3, 2, 1, 0]);
	});
	it('keeps a place’s reserve alone as it is', () => expect(exam.cargos.find((c) => c.title === 'OCEANÓGRAFO')?.vacancies.total).toBeNull());
});

describe('places’ tables on pages of their own', () => {
	// The same cargo on the same line of two pages is counted twice, once for each place.
	const page = (place: string, count: number) =>
		['EDITAL Nº 4/2025', ...table(place, [` 401     CARTÓGRAFO                        ${count}       ${count}       0      0       30h`])].join('\n');
	it('adds a page’s count though it stands on the same line as the other page’s', () => {
		const exam = extractEdital(pagesOfText([page('Hospital do Norte', 2), page('Hospital do Sul', 3)].join('\f')));
		expect(exam.cargos.map((c) => [c.title, c.vacancies.total])).toEqual([['CARTÓGRAFO', 5]]);
	});
});

describe('cargos defined in blocks, counted in places\' tables by their number', () => {
	// The blocks number the cargos; each place's table names a row by that number and its place's own code, its counts beside a
	// caption's columns of the candidates a later stage calls (no vacancies).
	const place = (name: string, rows: string[]) => [
		name,
		'                                                                               Candidatos convocados para',
		'                                                       Vagas para     Vagas      avaliação de títulos',
		'  Código        Empregos                       Vagas   candidatos     para',
		'                                                                              Ampla       Candidatos',
		'                                                          com       candidatos',
		'                                                       deficiência   negros   concorrência    negros',
		...rows,
		''
	];
	const text = [
		'EDITAL Nº 8/2025',
		'2.1.1 CARGO 1: GEOFÍSICO',
		'REQUISITO: diploma de graduação em Geofísica.',
		'2.1.2 CARGO 2: GEÓGRAFO – ÁREA: CLIMATOLOGIA',
		'REQUISITO: diploma de graduação em Geografia.',
		'3 DAS VAGAS',
		...place('1.1 Hospital Universitário do Norte', [
			'   410     Cargo 1: Geofísico                      2         *          **          6           1',
			// The table names the area without its label: the number says which block it is.
			'           Cargo 2: Geógrafo –',
			'   415                                             1         *          **          3           1',
			'           Climatologia'
		]),
		...place('1.2 Hospital Universitário do Sul', ['   420     Cargo 1: Geofísico                      3         *          **          9           1'])
	].join('\n');
	const exam = extractEdital(pagesOfText(text));
	const counts = (title: string) => {
		const v = exam.cargos.find((c) => c.title === title)?.vacancies;
		return v && [v.total, v.ampla, v.negros];
	};
	it('adds every place\'s count to the block\'s, and reads no candidates as vacancies', () => {
		expect(exam.cargos.map((c) => c.title)).toEqual(['GEOFÍSICO', 'GEÓGRAFO – ÁREA: CLIMATOLOGIA']);
		expect(counts('GEOFÍSICO')).toEqual([5, null, null]);
		expect(counts('GEÓGRAFO – ÁREA: CLIMATOLOGIA')).toEqual([1, null, null]);
	});
});
