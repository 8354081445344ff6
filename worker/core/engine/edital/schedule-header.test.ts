import { describe, expect, it } from 'vitest';
import { datesIn, keyDates } from './dates';
import { header } from './header';
import { toLines } from './lines';

/**
 * Shapes of real editais' schedules and title pages (issue 31), each written afresh here: a cronograma
 * whose date cells stand beside the middle of their rows, "Início"/"Término" cells, a row that publishes
 * the exam's venues before the exam's own row, acts cited with their dates, dates with dots or abbreviated
 * months, and an edital dated only where it is signed.
 */
const kinds = (text: string) => Object.fromEntries(keyDates(toLines([text])).map((d) => [d.kind, d.date]));

describe('the dates of a schedule', () => {
	it('reads dates with dots, abbreviated months and a day lent the year of the date after it; never an act’s own date', () => {
		expect(datesIn('Período de inscrições 03.02 a 27.02.2026')).toEqual(['2026-02-03', '2026-02-27']);
		expect(datesIn('Prazo para isenção 03 e 04.02.2026')).toEqual(['2026-02-03', '2026-02-04']);
		expect(datesIn('a prova será em 19.04.2026, às 9h')).toEqual(['2026-04-19']);
		expect(datesIn('Inscrições De 02 a 20 FEV 26')).toEqual(['2026-02-02', '2026-02-20']);
		expect(datesIn('Exame intelectual 11 OUT 26')).toEqual(['2026-10-11']);
		expect(datesIn('De 25 MAR 26 a 08 MAIO 26')).toEqual(['2026-03-25', '2026-05-08']);
		expect(datesIn('levar o mar 26 vezes')).toEqual([]);
		expect(datesIn('entre 10 horas do dia 02/03 e 23h59 do dia 20/03/2026')).toEqual(['2026-03-02', '2026-03-20']);
		expect(datesIn('nos termos da Lei nº 12.990, de 9 de junho de 2014, e do Decreto nº 9.508, de 24 de setembro de 2018')).toEqual([]);
		expect(datesIn('item 4.2.1 de 2026')).toEqual([]);
	});

	it('gives each date cell to the row it stands beside, above, below or between the label’s lines', () => {
		const schedule = [
			'ANEXO III – CRONOGRAMA',
			'ATIVIDADE                                                              DATA PREVISTA',
			'',
			'                                                                        02/03/2026 a 20/03/2026',
			'                                                                   Das 10 horas do primeiro dia às',
			'Período para a solicitação de inscrição e de isenção da taxa de inscrição',
			'                                                                   18 horas do último dia',
			'                                                                             24/03/2026',
			'Consulta individual à situação provisória da solicitação de isenção',
			'',
			'Divulgação do edital de consulta aos locais de realização das provas objetivas    30/04/2026',
			'',
			'Aplicação das provas objetivas                                                    10/05/2026',
			'',
			'Divulgação do edital de resultado final nas provas objetivas e de convocação',
			'para a avaliação de títulos                                                       02/06/2026',
			'Divulgação do edital de resultado final no concurso                               14/07/2026'
		].join('\n');
		// A date-first schedule that calls the final result "Classificação Final".
		expect(kinds('  20/09/26      Publicação do gabarito\n  16/11/26      Publicação da Classificação Final (site da banca)')).toEqual({ result: '2026-11-16' });
		expect(kinds(schedule)).toEqual({
			registration_start: '2026-03-02',
			registration_end: '2026-03-20',
			exemption_start: '2026-03-02',
			exemption_end: '2026-03-20',
			exam: '2026-05-10',
			result: '2026-07-14'
		});
	});

	it('reads "Início" and "Término" cells, each with its date on the line below', () => {
		const schedule = [
			'Item                          Descrição do Evento                         Horário        Datas',
			'                         Isenção da Taxa de Inscrição                      Início',
			'        O pedido de isenção será feito somente pela                                 06/04/2026',
			'                                                                         (00h00min)',
			' 2               internet, no site do Concurso.',
			'                                                                           Término',
			'                                                                                    10/04/2026',
			'                                                                         (23h59min)',
			'                         Inscrição no Concurso                             Início',
			'                                                                                    06/04/2026',
			'        A inscrição será feita somente pela internet.                    (00h00min)',
			' 3               (www.exemplo.org.br).                                     Término',
			'                                                                                    08/05/2026',
			'                                                                         (23h59min)',
			' 4        Divulgação do resultado preliminar dos pedidos de isenção.   Após as 19 horas    17/04/2026'
		].join('\n');
		expect(kinds(schedule)).toEqual({ exemption_start: '2026-04-06', exemption_end: '2026-04-10', registration_start: '2026-04-06', registration_end: '2026-05-08' });
	});

	it('reads the written exam of an armed forces’ admission, its date in the calendar’s column', () => {
		const calendar = ['              EXAME INTELECTUAL', '              Provas de Matemática e Português (horário oficial de Brasília):', '                                                         10 OUT 26', '              - entrada dos candidatos: até 12h.'].join('\n');
		expect(kinds(calendar)).toEqual({ exam: '2026-10-10' });
	});

	it('reads a sentence that stops mid-date even when its next line names another event, and a classificatory exam', () => {
		const text = [
			'5.2 A isenção poderá ser solicitada no período entre as 10h do dia 4 de maio',
			'de 2026 até às 16h do dia 6 de maio de 2026, por meio de inscrição no',
			'site da banca.',
			'7.2 O candidato que necessitar de condições especiais para a realização das provas deverá pedi-las até o dia 20/05/2026.',
			'8.1 A Prova Objetiva, de caráter eliminatório e classificatório, para todos os cargos, será',
			'realizada no dia 21 de junho de 2026, das 9h às 13h.'
		].join('\n');
		expect(kinds(text)).toEqual({ exemption_start: '2026-05-04', exemption_end: '2026-05-06', exam: '2026-06-21' });
	});

	it('reads a window whose sentence goes on with the day, and a written objective test', () => {
		const text = [
			'3.9.2. O candidato que desejar requerer a isenção da taxa de inscrição deverá fazê-lo segundo modelo',
			'disponível no site da banca, no período das 8 horas do dia 2 de março às 23:59 horas do dia',
			'9 de março de 2026, observado o horário de Brasília.',
			'6.1. O candidato que necessitar de condição especial para a realização da prova deverá pedi-la até 20 de março de 2026.',
			'8.1.1 A Prova Escrita Objetiva será realizada no dia 26 de abril de 2026, das 15h às 19h.'
		].join('\n');
		expect(kinds(text)).toEqual({ exemption_start: '2026-03-02', exemption_end: '2026-03-09', exam: '2026-04-26' });
	});

	it('reads the "Prova de Conhecimentos" as the exam', () => {
		expect(kinds('10.4.1 A Prova de Conhecimentos, na modalidade objetiva, será realizada no dia 29/11/2026, na cidade de Rio Claro.')).toEqual({ exam: '2026-11-29' });
	});

	it('reads exemptions named in the plural', () => {
		expect(kinds('5.2 As isenções poderão ser solicitadas entre 16h do dia 3 de fevereiro de\n2026 e 16h do dia 6 de fevereiro de 2026.')).toEqual({ exemption_start: '2026-02-03', exemption_end: '2026-02-06' });
	});

	it('takes an item’s own window over a payment deadline worded in the sentence that goes on below', () => {
		const text = [
			'6.1. As inscrições serão feitas no site da banca das 00h00min do dia 6 de abril até as 23h59min do dia 8 de maio de 2026.',
			'6.3. O pagamento da taxa somente poderá ser feito por meio de boleto bancário gerado no período de',
			'inscrições, exclusivamente no site da banca, até o dia 6 de maio de 2026.'
		].join('\n');
		expect(kinds(text)).toEqual({ registration_start: '2026-04-06', registration_end: '2026-05-08' });
	});
});

describe('the title page', () => {
	it('reads a number with its tail, a company by its legal form, and the last organ of a letterhead run', () => {
		const company = header(toLines(['COMPANHIA DE ÁGUAS DO LITORAL S.A. – CAL\nEDITAL N.º 2 – CAL/PSP TEC 2026, DE 5 DE JANEIRO DE 2026\n1 DAS DISPOSIÇÕES PRELIMINARES']));
		expect(company.number).toBe('2 – CAL/PSP TEC 2026');
		expect(company.date).toBe('2026-01-05');
		expect(company.body).toMatch(/^COMPANHIA DE ÁGUAS DO LITORAL S\.A\.?$/);
		const school = header(toLines(['MINISTÉRIO DA DEFESA\nMARINHA DO BRASIL\nESCOLA NAVAL DE APRENDIZES DO SUL\nEDITAL Nº 03/26 S CONC ADM, DE 2 DE FEVEREIRO DE 2026']));
		expect(school.body).toBe('ESCOLA NAVAL DE APRENDIZES DO SUL');
		expect(school.number).toBe('03/26 S CONC ADM');
		const plain = header(toLines(['EDITAL Nº 04/2026 CONCURSO PÚBLICO PARA PROVIMENTO DE CARGOS']));
		expect(plain.number).toBe('04/2026');
		const bank = header(toLines(['BANCO NACIONAL DE FOMENTO REGIONAL - BNFR\nEDITAL Nº 02/2026 - SELEÇÃO PÚBLICA, DE 4 DE MAIO DE 2026']));
		expect(bank).toMatchObject({ body: 'BANCO NACIONAL DE FOMENTO REGIONAL', number: '02/2026', date: '2026-05-04' });
		const commission = header(toLines(['COMISSÃO NACIONAL DE ÁGUAS E SANEAMENTO\nEDITAL Nº 1/2026 CNAS, DE 8 MARÇO DE 2026']));
		expect(commission).toMatchObject({ body: 'COMISSÃO NACIONAL DE ÁGUAS E SANEAMENTO', number: '1/2026 CNAS', date: '2026-03-08' });
	});

	it('reads a câmara, a department under its secretariat and acronym, a number without "nº", and a board named "X CONCURSOS"', () => {
		const camara = header(toLines([['EDITAL 03/2026, 10 DE MARÇO DE 2026.', 'A CÂMARA MUNICIPAL DE VALE VERDE, Estado de Goiás, torna pública a realização de concurso,', 'mediante a execução técnica da ALFAVALE CONCURSOS.'].join('\n')]));
		expect(camara).toMatchObject({ body: 'CÂMARA MUNICIPAL DE VALE VERDE', number: '03/2026', date: '2026-03-10', board: 'Alfavale' });
		const department = header(toLines([['ESTADO DO LITORAL', 'SECRETARIA DE ESTADO DA GESTÃO PÚBLICA', '(SEGEP/LT)', 'DEPARTAMENTO DE PORTOS E HIDROVIAS DO LITORAL (DPH/LT)', 'EDITAL Nº 2 – DPH/LT, DE 3 DE ABRIL DE 2026'].join('\n')]));
		expect(department.body).toBe('DEPARTAMENTO DE PORTOS E HIDROVIAS DO LITORAL');
	});

	it('reads a letterhead run through the board’s lines, past an administration secretariat, and numbers among title words', () => {
		const run = header(toLines(['UFX – UNIVERSIDADE FEDERAL DO XINGU\nPROGRAD – PRÓ-REITORIA DE GRADUAÇÃO\nCOSEAC – COORDENAÇÃO DE SELEÇÃO ACADÊMICA\nFMS – FUNDAÇÃO MUNICIPAL DE SAÚDE DE PORTO ALTO\nEDITAL N° 4/2026']));
		expect(run).toMatchObject({ body: 'FUNDAÇÃO MUNICIPAL DE SAÚDE DE PORTO ALTO', number: '4/2026', board: 'COSEAC' });
		const city = header(toLines(['Prefeitura Municipal de Rio Claro do Sul\nSecretaria Municipal de Administração, Gestão de Pessoal e Tecnologia\nEDITAL NORMATIVO DO CONCURSO PÚBLICO Nº 12/2026']));
		expect(city).toMatchObject({ body: 'Prefeitura Municipal de Rio Claro do Sul', number: '12/2026' });
		expect(header(toLines(['PREFEITURA DE SERRA ALTA\nEDITAL Nº 003/2026 – Prefeitura de Serra Alta, 2 de março de 2026.'])).number).toBe('003/2026');
		expect(header(toLines(['SECRETARIA DE ESTADO DE SAÚDE DO LITORAL\nEDITAL Nº 002/2026 – SES-LT, DE 5 DE MAIO DE 2026'])).number).toBe('002/2026 – SES-LT');
	});

	it('dates an edital where it is signed when its title gives no date', () => {
		const text = ['PREFEITURA MUNICIPAL DE SERRA CLARA', 'EDITAL DE CONCURSO PÚBLICO Nº 01/2026', '1 DAS DISPOSIÇÕES PRELIMINARES', '1.1 O concurso será regido por este edital.', 'Serra Clara, 14 de janeiro de 2026.', 'ANEXO I'].join('\n');
		expect(header(toLines([text])).date).toBe('2026-01-14');
		expect(header(toLines([text.replace('Serra Clara, 14 de janeiro de 2026.', 'Em 15 de janeiro de 2026')])).date).toBe('2026-01-15');
		expect(header(toLines([text.replace('Serra Clara, 14 de janeiro de 2026.', '__________, ____ de ________ de 2026.')])).date).toBeNull();
	});
});
