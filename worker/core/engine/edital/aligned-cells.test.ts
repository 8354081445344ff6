import { describe, expect, it } from 'vitest';
import { cargoTables } from './cargo-tables';
import { keyOf, linesOf, placed } from './look-alikes';

/**
 * Issue 31: cells read from the columns a wrapped header sets, where the header's names stand apart from their cells: a
 * "Cargo" centred over names written from the left, nearer the "Código" on its left; a table going on over a long page that
 * sets its columns apart; requirements in capitals centred on their rows with no blank line between rows. Look-alikes
 * with invented names and counts.
 */
const read = (...pages: string[][]) =>
	cargoTables(linesOf(...pages)).map((c) => ({ title: c.title, ampla: c.vacancies.ampla, total: c.vacancies.total, requirements: c.requirements.map(keyOf) }));

describe('a name written from the left under a centred "Cargo", nearer the code column', () => {
	const page = [
		'                             QUADRO DE DISTRIBUIÇÃO DAS VAGAS',
		'Código                                                      Carga',
		'                                                                   Vagas Ampla    Vagas   Vencimento',
		'  do                            Cargo                      Horária',
		'                                                                   Concorrência    PcD    inicial Bruto',
		'Cargo                                                      Semanal',
		'',
		'  501    ARQUIVISTA HOSPITALAR 30H                           30H         2          -     R$ 2.410,00',
		'',
		'  502    GEÓGRAFO 30H                                        30H         3          1     R$ 2.410,00',
		'',
		'  503    MUSEÓLOGO 40H                                       40H         1          -     R$ 3.050,00'
	];
	it('reads the short names as names, not codes, with their counts', () => {
		expect(read(page).map((c) => [c.title, c.ampla, c.total])).toEqual([
			['ARQUIVISTA HOSPITALAR 30H', 2, 2],
			['GEÓGRAFO 30H', 3, 4],
			['MUSEÓLOGO 40H', 1, 1]
		]);
	});
});

/** A row of the table: code, name, counts, hours, pay, with two lines of its requirement below it. */
const row = (columns: number[], code: number, name: string, ampla: number) => [
	placed([
		[columns[0], String(code)],
		[columns[1], name],
		[columns[2], String(ampla)],
		[columns[3], '-'],
		[columns[4], '40H'],
		[columns[5], '3.120,00'],
		[columns[6], 'DIPLOMA DE CURSO SUPERIOR EM']
	]),
	placed([[columns[6], `OCEANOGRAFIA ${code}.`]]),
	''
];

describe('a table going on over a page longer than sixty lines, its columns set apart from the header page', () => {
	// Read at the header's columns, the second page's counts stand nearer "CARGO" than "VAGAS".
	const header = [0, 10, 60, 72, 80, 90, 105];
	const shifted = [0, 6, 34, 40, 45, 52, 64];
	const first = [
		placed([[0, 'CÓD.'], [10, 'CARGO'], [58, 'VAGAS'], [70, 'PCD'], [80, 'CH'], [90, 'SALÁRIO'], [105, 'REQUISITOS']]),
		'',
		...row(header, 701, 'OCEANÓGRAFO I', 2)
	];
	// Thirty-six rows of two lines of text: the last rows stand past the page's sixtieth line.
	const second = Array.from({ length: 36 }, (_, at) => row(shifted, 702 + at, `OCEANÓGRAFO ${at + 2}`, at + 1)).flat();
	const cargos = read(first, second);
	it('lays the whole page out again at the header\'s columns, its last rows too', () => {
		expect(cargos).toHaveLength(37);
		expect(cargos.at(-1)).toMatchObject({ title: 'OCEANÓGRAFO 37', ampla: 36, total: 36 });
		expect(cargos.every((c) => c.requirements.join() === 'education:superior')).toBe(true);
	});
});

describe('requirements in capitals centred on rows with no blank line between them', () => {
	const at = [0, 8, 44, 50, 56, 64];
	const line = (cells: [number, string][]) => placed(cells);
	const page = [
		line([[0, 'CÓD.'], [8, 'CARGO'], [43, 'VAGAS'], [50, 'CH'], [56, 'SALÁRIO'], [64, 'REQUISITOS']]),
		'',
		line([[at[5], 'DIPLOMA DE CURSO SUPERIOR EM']]),
		line([[at[0], '801'], [at[1], 'ZOOTECNISTA'], [at[2], '2'], [at[3], '40H'], [at[4], '4.100,00'], [at[5], 'ZOOTECNIA, REGISTRO NO CONSELHO']]),
		line([[at[5], 'REGIONAL DE MEDICINA VETERINÁRIA.']]),
		line([[at[5], 'DIPLOMA DE GRADUAÇÃO EM MEDICINA']]),
		line([[at[5], 'VETERINÁRIA REGISTRADO NO MEC;']]),
		line([[at[5], 'REGISTRO NO CONSELHO REGIONAL']]),
		line([[at[0], '802'], [at[1], 'MÉDICO VETERINÁRIO'], [at[2], '1'], [at[3], '40H'], [at[4], '5.300,00'], [at[5], 'DE MEDICINA VETERINÁRIA;']]),
		line([[at[5], 'CERTIFICADO DE RESIDÊNCIA EM']]),
		line([[at[5], 'PATOLOGIA ANIMAL, RECONHECIDO']]),
		line([[at[5], 'PELO MEC.']])
	];
	it('parts two rows after a sentence that ends, before a requirement\'s first word', () => {
		const [zoo, vet] = read(page);
		// Courses keep the edital's capitals (the truth files compare them in any case).
		expect(zoo.requirements).toEqual(['education:ZOOTECNIA', 'registration:CRMV']);
		expect(vet.requirements).toEqual(['education:MEDICINA VETERINÁRIA', 'registration:CRMV', 'education:PATOLOGIA ANIMAL']);
	});
});

describe('a table going on overleaf under the page\'s running foot', () => {
	const header = [
		'Código                                                      Carga',
		'                                                                   Vagas Ampla    Vagas   Vencimento',
		'  do                            Cargo                      Horária',
		'                                                                   Concorrência    PcD    inicial Bruto',
		'Cargo                                                      Semanal',
		''
	];
	const first = [
		...header,
		'  601    PALEONTÓLOGO 30H                                    30H         2          -     R$ 2.410,00',
		'',
		'  602    ESPELEÓLOGO 30H                                     30H         1          1     R$ 2.410,00',
		'',
		'____________________________________________________________________________________________________',
		'Anexo I – Quadro de Distribuição das Vagas – Edital nº 7/2025 – Prefeitura de Exemplo Página 1 de 2'
	];
	const second = [
		'  603   VULCANÓLOGO 40H                             40H        3         -     R$ 3.050,00',
		'',
		'  604   SISMÓLOGO 40H                               40H        4         1     R$ 3.050,00'
	];
	it('reads the rows on the next page as the same table\'s', () => {
		expect(read(first, second).map((c) => [c.title, c.ampla, c.total])).toEqual([
			['PALEONTÓLOGO 30H', 2, 2],
			['ESPELEÓLOGO 30H', 1, 2],
			['VULCANÓLOGO 40H', 3, 3],
			['SISMÓLOGO 40H', 4, 5]
		]);
	});
});

describe('a table of requirements and pay going on over pages, its names and requirements centred on the pay line', () => {
	const HEADER = [
		'                                           CARGA                                VALE',
		'     CARGO',
		'                        REQUISITOS        HORARIA     REMUNERAÇÃO           ALIMENTAÇÃO'
	];
	// The first page's rows of as many pieces as columns hold the name and the pay, their requirements above and below.
	const first = [
		...HEADER,
		'                      Curso de nível',
		'                   superior em Geologia',
		'GEÓLOGO                                    40           R$ 4.561,32           R$ 475,00         ***',
		'                    e registro no CREA.',
		'                      Curso de nível',
		'                   superior em Geofísica',
		'GEOFÍSICO                                  30           R$ 3.247,32           R$ 475,00         ***',
		'                    e registro no CREA.'
	];
	// The next page sets its cells two characters left; its rows of as many pieces hold the requirement's line and the pay,
	// the name on the lines around them: measured against the first page's, they would carry the requirements into the names.
	// Ten rows of five lines: read as one row, they would run past what a cell wraps.
	const MINERALS = ['Cobre', 'Ferro', 'Ouro', 'Prata', 'Zinco', 'Níquel', 'Estanho', 'Bauxita', 'Manganês', 'Nióbio'];
	const second = MINERALS.flatMap((mineral) => [
		'                    Curso Técnico em',
		'   TÉCNICO EM          Mineração e',
		'                    registro no CREA.    40         R$ 2.835,29         R$ 475,00         ***',
		`  LAVRA DE ${mineral.toUpperCase()}`,
		'                    com prática de lavra.'
	]);
	it('reads the next page\'s rows with their requirements', () => {
		const cargos = cargoTables(linesOf(first, second)).map((c) => [c.title, c.requirements.map(keyOf)]);
		expect(cargos.slice(-10)).toEqual(MINERALS.map((mineral) => [`TÉCNICO EM LAVRA DE ${mineral.toUpperCase()}`, ['education:Mineração', 'registration:CREA']]));
	});
});

describe('a name broken off at a page\'s foot, its rest read into the requirement\'s cell beside it', () => {
	const first = [
		'                                           CARGA                                VALE',
		'     CARGO',
		'                        REQUISITOS        HORARIA     REMUNERAÇÃO           ALIMENTAÇÃO',
		'                      Curso de nível',
		'GEOFÍSICO                                  30           R$ 3.247,32           R$ 475,00         ***',
		'                    superior em Geofísica.',
		'                      Curso de nível',
		'   PERITO -                                30           R$ 3.247,32           R$ 475,00         ***',
		' SÍSMICO superior em Geofísica aplicada.'
	];
	// Twelve rows of four lines overleaf, each named on its line of pay.
	const ROCKS = ['Basalto', 'Granito', 'Gnaisse', 'Calcário', 'Arenito', 'Ardósia', 'Mármore', 'Quartzito', 'Xisto', 'Diorito', 'Gabro', 'Riolito'];
	const second = ROCKS.flatMap((rock) => [
		'                    Tecnólogo em',
		`${`PETRÓGRAFO ${rock.toUpperCase()}`.padEnd(42)}40           R$ 3.247,32           R$ 475,00         ***`,
		'                        Geologia e',
		'                    registro no CREA.'
	]);
	it('goes on no name overleaf: each row there opens on its own name, with its whole requirement', () => {
		const rows = cargoTables(linesOf(first, second)).map((c) => [c.title, c.requirements.map(keyOf)]);
		expect(rows.slice(-12)).toEqual(ROCKS.map((rock) => [`PETRÓGRAFO ${rock.toUpperCase()}`, ['education:Geologia', 'registration:CREA']]));
	});
});
