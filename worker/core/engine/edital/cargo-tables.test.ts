import { describe, expect, it } from 'vitest';
import { cargoTables } from './cargo-tables';
import { toLines } from './lines';

/** The cargos a table's text gives, as title, vacancies and requirement keys. */
const read = (...pages: string[]) =>
	cargoTables(toLines(pages)).map((c) => ({
		title: c.title,
		vacancies: [c.vacancies.ampla, c.vacancies.pcd, c.vacancies.negros, c.vacancies.total],
		requirements: c.requirements.map((r) => `${r.kind}:${r.council ?? r.course ?? r.level ?? r.category ?? r.years}`)
	}));

// Issue 31: a row of a vacancy table wraps in a PDF's text; each layout below was met in real editais.
describe('a vacancy table whose rows wrap', () => {
	it('joins a cargo name wrapped under its numbers', () => {
		const text = ['CARGO AC PcD PN TOTAL', 'Analista de Tecnologia da 10 2 3 15', 'Informação', 'Enfermeiro 5 1 1 7', 'Técnico em Segurança do 2 0 1 3', 'Trabalho'].join('\n');
		expect(read(text)).toEqual([
			{ title: 'Analista de Tecnologia da Informação', vacancies: [10, 2, 3, 15], requirements: [] },
			{ title: 'Enfermeiro', vacancies: [5, 1, 1, 7], requirements: [] },
			{ title: 'Técnico em Segurança do Trabalho', vacancies: [2, 0, 1, 3], requirements: [] }
		]);
	});

	it('reads a row whose numbers stand on its last line, after a row on one line', () => {
		const text = [
			'CARGO REQUISITOS AC PcD PN TOTAL',
			'Enfermeiro Graduação em Enfermagem e registro no COREN. 5 1 1 7',
			'Analista de Tecnologia da',
			'Informação Graduação em Ciência da Computação. 10 2 3 15',
			'Motorista Ensino fundamental completo e CNH categoria D. 3 0 1 4'
		].join('\n');
		expect(read(text)).toEqual([
			{ title: 'Enfermeiro', vacancies: [5, 1, 1, 7], requirements: ['education:Enfermagem', 'registration:COREN'] },
			{ title: 'Analista de Tecnologia da Informação', vacancies: [10, 2, 3, 15], requirements: ['education:Ciência da Computação'] },
			{ title: 'Motorista', vacancies: [3, 0, 1, 4], requirements: ['education:fundamental', 'license:D'] }
		]);
		// The cargo is quoted where its row starts, its vacancies where their numbers stand.
		const analyst = cargoTables(toLines([text]))[1];
		expect([analyst.quote.line, analyst.vacancies.quote?.line]).toEqual([3, 4]);
	});

	it('keeps a wrapped requirement with its own row, never lending it to the next', () => {
		const text = [
			'CARGO REQUISITOS AC PcD PN TOTAL SALÁRIO (R$) JORNADA',
			'Agente de Fiscalização Ensino superior completo em Ciências 4 1 1 6 7.120,44 40h',
			'Contábeis e registro no CRC.',
			'Contador Ensino superior completo em Ciências Contábeis. 1 0 0 1 7.120,44 30h',
			'Agente Administrativo Ensino médio completo e experiência 6 1 1 8 3.450,00 40h',
			'mínima de 1 (um) ano em atividades administrativas.'
		].join('\n');
		expect(read(text)).toEqual([
			{ title: 'Agente de Fiscalização', vacancies: [4, 1, 1, 6], requirements: ['education:Ciências Contábeis', 'registration:CRC'] },
			{ title: 'Contador', vacancies: [1, 0, 0, 1], requirements: ['education:Ciências Contábeis'] },
			{ title: 'Agente Administrativo', vacancies: [6, 1, 1, 8], requirements: ['education:medio', 'experience:1'] }
		]);
	});

	it('reads numbers standing alone between the two lines of a name (FURB, as pypdf reads it)', () => {
		const text = [
			'Cargo Vagas Ampla Concorrência Reservadas PcD Total',
			'Motorista I – Veículos Leves 71 04 75',
			'Motorista II – Veículos Leves e',
			'28 02 30',
			'Utilitários',
			'Motorista IV – Caminhões 14 01 15',
			'Operador de Máquinas e',
			'14 01 15',
			'Equipamentos Pesados',
			'Operador de Patrola 14 01 15'
		].join('\n');
		expect(read(text).map((c) => [c.title, c.vacancies])).toEqual([
			['Motorista I – Veículos Leves', [71, 4, null, 75]],
			['Motorista II – Veículos Leves e Utilitários', [28, 2, null, 30]],
			['Motorista IV – Caminhões', [14, 1, null, 15]],
			['Operador de Máquinas e Equipamentos Pesados', [14, 1, null, 15]],
			['Operador de Patrola', [14, 1, null, 15]]
		]);
	});

	it('goes on with a row split by a page break, its header repeated on the next page', () => {
		const page1 = ['2.1 Os cargos são os seguintes:', 'CARGO REQUISITOS AC PcD PN TOTAL', 'Enfermeiro Graduação em Enfermagem e registro no COREN. 5 1 1 7', 'Técnico em Segurança do Ensino médio completo e curso 2 0 1 3'].join('\n');
		const page2 = ['CARGO REQUISITOS AC PcD PN TOTAL', 'Trabalho técnico em Segurança do Trabalho.', 'Motorista Ensino fundamental completo e CNH categoria D. 3 0 1 4', '3 DAS INSCRIÇÕES'].join('\n');
		expect(read(page1, page2)).toEqual([
			{ title: 'Enfermeiro', vacancies: [5, 1, 1, 7], requirements: ['education:Enfermagem', 'registration:COREN'] },
			{ title: 'Técnico em Segurança do Trabalho', vacancies: [2, 0, 1, 3], requirements: ['education:medio', 'education:Segurança do Trabalho'] },
			{ title: 'Motorista', vacancies: [3, 0, 1, 4], requirements: ['education:fundamental', 'license:D'] }
		]);
	});

	it('reads a coded row whose name wraps onto the line that holds its numbers and requirement', () => {
		const text = [
			'CÓD. CARGO VAGAS CARGA HORÁRIA VENCIMENTO (R$) REQUISITOS',
			'301 Analista de Tecnologia da',
			'Informação 2 40h 6.100,00 Graduação em Sistemas de Informação.',
			'302 Enfermeiro 3 40h 5.200,00 Graduação em Enfermagem e registro no',
			'Conselho Regional de Enfermagem (COREN).'
		].join('\n');
		const cargos = cargoTables(toLines([text]));
		expect(cargos.map((c) => [c.code, c.title, c.vacancies.total, c.weeklyHours, c.salary?.amount])).toEqual([
			['301', 'Analista de Tecnologia da Informação', 2, 40, 6100],
			['302', 'Enfermeiro', 3, 40, 5200]
		]);
		expect(read(text).map((c) => c.requirements)).toEqual([['education:Sistemas de Informação'], ['education:Enfermagem', 'registration:COREN']]);
	});

	it('splits a line holding the ends of a name and of a requirement at the gap between their columns', () => {
		const text = [
			'CARGO                          REQUISITOS                                AC  PcD  PN  TOTAL',
			'Analista de Tecnologia da      Graduação em Ciência da Computação        10    2   3     15',
			'Informação                     ou em Sistemas de Informação.',
			'Enfermeiro                     Graduação em Enfermagem e registro no      5    1   1      7',
			'                               COREN.'
		].join('\n');
		expect(read(text)).toEqual([
			// Two courses, either of which will do: the requirement is the level (the real editais' truth convention).
			{ title: 'Analista de Tecnologia da Informação', vacancies: [10, 2, 3, 15], requirements: ['education:superior'] },
			{ title: 'Enfermeiro', vacancies: [5, 1, 1, 7], requirements: ['education:Enfermagem', 'registration:COREN'] }
		]);
	});

	it('ends the table where a sentence below it starts, coded or not', () => {
		const plain = ['CARGO AC PcD PN TOTAL', 'Enfermeiro 5 1 1 7', 'Motorista 3 0 1 4', 'Os candidatos aprovados serão lotados na sede.'].join('\n');
		expect(read(plain).map((c) => c.title)).toEqual(['Enfermeiro', 'Motorista']);
		const coded = ['CÓD. CARGO VAGAS VENCIMENTO (R$) REQUISITOS', '101 Motorista 3 2.400,00 Ensino fundamental completo.', 'Os vencimentos serão reajustados em maio.'].join('\n');
		expect(read(coded)).toEqual([{ title: 'Motorista', vacancies: [null, null, null, 3], requirements: ['education:fundamental'] }]);
		// A requirement's own line stays with the last row, whatever its capitals.
		const council = ['CÓD. CARGO VAGAS REQUISITOS', '201 Enfermeiro 4 Graduação em Enfermagem e inscrição no conselho', 'Regional de Enfermagem (COREN).', 'Fonte: Lei Municipal nº 12/2020.'].join('\n');
		expect(read(council).map((c) => c.requirements)).toEqual([['education:Enfermagem', 'registration:COREN']]);
	});
});

// Issue 31, eighth pass: one cargo split into professional categories, each a row of its own with its code and counts, the
// category's name wrapped around its coded line.
describe('a table of a cargo’s professional categories', () => {
	it('reads "CATEGORIA PROFISSIONAL" as the names’ column, each category without its label, its name wrapped around its code', () => {
		const text = [
			'                                                                   Ampla          Pessoas com        Pessoa',
			'     CÓDIGO                CATEGORIA PROFISSIONAL                  Concorrência     Deficiência        Negra   TOTAL',
			'                                                                    (AC)            (PCD)              (2)',
			'                 CATEGORIA I: PSICÓLOGO, ASSISTENTE SOCIAL OU',
			'       201                                                          8                1                  2       11',
			'                 TERAPEUTA OCUPACIONAL',
			'',
			'       202      CATEGORIA II: BIBLIOTECÁRIO                         4                -                  1        5',
			'',
			'                 CATEGORIA III: GRADUAÇÃO EM QUALQUER ÁREA,',
			'       203                                                          6                1                  2        9',
			'                 COM ESPECIALIZAÇÃO EM GESTÃO PÚBLICA',
			'                 CATEGORIA IV: ARQUITETO OU ENGENHEIRO CIVIL,',
			'       204                                                          2                -                  1        3',
			'                 COM ESPECIALIZAÇÃO EM PATRIMÔNIO',
			'                                   TOTAL                            20               2                  6       28'
		].join('\n');
		expect(read(text)).toEqual([
			{ title: 'PSICÓLOGO, ASSISTENTE SOCIAL OU TERAPEUTA OCUPACIONAL', vacancies: [8, 1, 2, 11], requirements: [] },
			{ title: 'BIBLIOTECÁRIO', vacancies: [4, null, 1, 5], requirements: [] },
			{ title: 'GRADUAÇÃO EM QUALQUER ÁREA, COM ESPECIALIZAÇÃO EM GESTÃO PÚBLICA', vacancies: [6, 1, 2, 9], requirements: [] },
			{ title: 'ARQUITETO OU ENGENHEIRO CIVIL, COM ESPECIALIZAÇÃO EM PATRIMÔNIO', vacancies: [2, null, 1, 3], requirements: [] }
		]);
	});
});

describe('a table whose requirement column is named "Habilitação" and whose PcD column is "PD"', () => {
	it('reads the requirement and the counts of each column', () => {
		const text = [
			'  Cargo                    AC     PD     CN         Habilitação                              Vencimentos',
			'  Fonoaudiólogo            12     2      3          Graduação em Fonoaudiologia.             R$ 3.100,00',
			'  Motorista                8      1      2          Ensino Fundamental completo.             R$ 2.000,00'
		].join('\n');
		expect(read(text)).toEqual([
			{ title: 'Fonoaudiólogo', vacancies: [12, 2, 3, 17], requirements: ['education:Fonoaudiologia'] },
			{ title: 'Motorista', vacancies: [8, 1, 2, 11], requirements: ['education:fundamental'] }
		]);
	});
});

describe('a table of specialities whose acronyms stand alone under their names', () => {
	it('reads the acronym as the code, no word of the name', () => {
		const text = [
			'                                        VAGAS AMPLA             VAGAS',
			' ESPECIALIDADE         TOTAL DE VAGAS',
			'                                       CONCORRÊNCIA           RESERVADAS',
			'   Biblioteconomia',
			'                               03                      02                     01',
			'       (BIB)',
			'  Engenharia Civil',
			'                               02                      02                     00',
			'       (ECV)'
		].join('\n');
		expect(cargoTables(toLines([text])).map((c) => [c.title, c.code])).toEqual([
			['Biblioteconomia', 'BIB'],
			['Engenharia Civil', 'ECV']
		]);
	});
});

describe('a wrapped header with an abbreviation ("CÓD.") over a name wrapped beside its requirement', () => {
	it('reads the header by its columns and the name whole', () => {
		const text = [
			'                     TOTAL                          VAGAS       REQUISITOS',
			' CÓD.     CARGO                 VAGAS     VAGAS                                  C.H**   VENCIMENTO',
			'                       DE                           Negros        PARA',
			'                                  AC       PCD',
			'                     VAGAS                          e Índios   PROVIMENTO *',
			'  002    Agente         20        15         1         4       Ensino Médio      40h     R$ 1.900,00',
			'         Municipal                                             completo.',
			'         de Trânsito'
		].join('\n');
		expect(read(text)).toEqual([{ title: 'Agente Municipal de Trânsito', vacancies: [15, 1, 4, 20], requirements: ['education:medio'] }]);
	});
});

describe('a table of places under a table of areas', () => {
	it('ends the areas’ table at the places’ header: the cities are no cargos', () => {
		const text = [
			'                                                                                                                                     Vagas       Passam',
			'              Área                           Requisitos                                                                   Vagas',
			'                                                                                                                                      PCD       para o TAF',
			'',
			'              Odontologia Legal              Diploma, devidamente registrado, de conclusão de curso de graduação',
			'                                             de nível superior em Odontologia.                                               4          1          40',
			'',
			'',
			'             Lotação Odontologia Legal',
			'',
			'              Lotação                              Vagas           Lotação                             Vagas              Lotação                               Vagas',
			'',
			'              Itajaí                                CR             Pomerode                              CR               Rio Negrinho                           CR',
			'',
			'              Gaspar Alto                           CR             Ilhota                                1                Timbó                                   1',
			'',
			'              Brusque                                2             Navegantes                            2                Indaial                                CR'
		].join('\n');
		expect(read(text).map((c) => c.title)).toEqual(['Odontologia Legal']);
	});
});

describe('a wrapped header whose requirement column is named far right of its text', () => {
	it('reads each requirement in its column, not in the unnamed column nearer to it', () => {
		const text = [
			'                                                                                         CH',
			'CÓDIGO                       CARGOS                         VAGAS         SALÁRIO     (semanal)',
			'                                                                                                                      REQUISITOS',
			'C302001   Auxiliar de Biblioteca                            01+CR*        R$ 2.073,94    40h    Ensino médio completo',
			'                                                                                                Ensino médio completo e curso técnico em eletrônica ou tec-',
			'C207001   Técnico em Eletrônica                             01+CR*        R$ 3.743,07    40h',
			'                                                                                                nologia em automação'
		].join('\n');
		expect(read(text).map((c) => [c.title, c.requirements])).toEqual([
			['Auxiliar de Biblioteca', ['education:medio']],
			['Técnico em Eletrônica', ['education:medio', 'education:tecnico']]
		]);
	});
});

describe('a coded row whose name wraps around its counts', () => {
	// Issue 31: "ENFERMEIRO - SAÚDE DA MULHER -" / "356   1   1   -   …" / "OBSTETRÍCIA", the cells centred on the name, rows with
	// their name on their coded line between them. Look-alike titles and counts.
	const table = [
		'                                                                                         Vagas PNP:   Carga',
		'                                                 Total de    Vagas Ampla      Vagas                                     Salário',
		'Código           Cargo/Especialidade                                                    Pessoa Negra Horária',
		'                                                  Vagas     Concorrência     P.c.D. (*)                                 Mensal',
		'                                                                                         ou Parda(**) Semanal',
		' 410     CARTÓGRAFO                                 3             2              1              -        30h         R$ 4.100,00',
		'         CARTÓGRAFO - GEODÉSIA DE',
		' 415                                                1             1              -              -        30h         R$ 4.100,00',
		'         SATÉLITES',
		'         CARTÓGRAFO - HIDROGRAFIA -',
		' 416                                               CR             -              -              -        30h         R$ 4.100,00',
		'         ESTUÁRIOS',
		'         CARTÓGRAFO - TOPOGRAFIA',
		' 417                                                2             2              -              -        30h         R$ 4.100,00',
		'         URBANA',
		' 430     GEÓLOGO                                   CR             -              -              -        40h         R$ 5.200,00'
	].join('\n');
	it('reads each code as a row, its name from the lines above and below it', () =>
		expect(read(table).map((c) => [c.title, c.vacancies[3]])).toEqual([
			['CARTÓGRAFO', 3],
			['CARTÓGRAFO - GEODÉSIA DE SATÉLITES', 1],
			['CARTÓGRAFO - HIDROGRAFIA - ESTUÁRIOS', null],
			['CARTÓGRAFO - TOPOGRAFIA URBANA', 2],
			['GEÓLOGO', null]
		]));
});
