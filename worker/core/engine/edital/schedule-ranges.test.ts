import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';
import { fold } from './lines';

/**
 * Issue 31: a schedule whose date ranges stand around their row's label ("20/02/2026 a" above it, the end beside or
 * below it, a column of where-to notes beside), a schedule's caption over its rows, and headers that name the edital's
 * date, board and number in ways the reader had not met (a title "EDITAL DE ABERTURA DE …", a signature "Cidade (UF), …",
 * a board named by its acronym after a dash or "com execução pela …", a SEI document number over the edital's own).
 * Look-alikes with invented names and dates.
 */
const read = (text: string[]) => extractEdital(pagesOfText(text.join('\n')));
const byKind = (text: string[]) => Object.fromEntries(read(text).dates.map((d) => [d.kind, d.date]));

describe('a schedule whose ranges stand around their labels', () => {
	const dates = byKind([
		'EDITAL Nº 4/2026',
		'CRONOGRAMA',
		'Publicação do edital                          02/03/2026',
		'                                              09/03/2026 a              portal.exemplo.edu.br/concursos',
		'Recebimento de Inscrições                     08/04/2026                (Acessar a área do candidato)',
		'                                              09/03/2026 a              portal.exemplo.edu.br/concursos',
		'Período de solicitação de isenção',
		'                                              13/03/2026                (Acessar a área do candidato)',
		'Divulgação do resultado da isenção            17/03/2026'
	]);
	it('reads the registration window opened above its label and closed on it', () =>
		expect([dates.registration_start, dates.registration_end]).toEqual(['2026-03-09', '2026-04-08']));
	it('reads the exemption window opened above its label and closed below it', () =>
		expect([dates.exemption_start, dates.exemption_end]).toEqual(['2026-03-09', '2026-03-13']));
});

describe("a schedule's caption over its rows", () => {
	it('dates the exam by its own row, not by the row under the caption', () =>
		expect(
			byKind([
				'EDITAL Nº 7/2025',
				'      Período de inscrições                                                    01/09/2025 a 30/09/2025',
				'                                    PROVA OBJETIVA E DISCURSIVA',
				'      Divulgação do Edital de horário e local da prova                         03/11/2025',
				'      APLICAÇÃO DA PROVA OBJETIVA E DISCURSIVA                                 16/11/2025'
			]).exam
		).toBe('2025-11-16'));
});

describe('headers worded in other ways', () => {
	it('dates an edital by its title "EDITAL DE ABERTURA DE …"', () =>
		expect(read(['EDITAL DE ABERTURA DE 12 DE MARÇO DE 2026 CONCURSO PÚBLICO PARA PROFESSOR', 'A Universidade Federal de Exemplo torna público …']).date).toBe('2026-03-12'));
	it('dates an edital by its signature "Cidade (UF), …"', () =>
		expect(read(['EDITAL Nº 12/2025', '1. DAS DISPOSIÇÕES PRELIMINARES', 'Texto do edital.', '', '                    Ribeirão Claro (PR), 3 de novembro de 2025.']).date).toBe('2025-11-03'));
	it('names the board by the acronym after its name', () =>
		expect(
			read([
				'EDITAL Nº 2/2025',
				'1.1 O Concurso Público será regido por este edital e executado',
				'pela Fundação de Apoio ao Ensino do Vale - FAEV, com sede na Rua Um, 100.'
			]).board
		).toBe('FAEV'));
	it('names the board of "com execução pela …"', () =>
		expect(
			read([
				'EDITAL Nº 9/2026',
				'1.1. O Concurso Público será regido por este Edital, sendo coordenado pela Pró-Reitoria de Pessoas',
				'da Universidade e com execução pela FAPEX/UFEX.'
			]).board
		).toBe('FAPEX/UFEX'));
	it('names the board by its acronym before its name', () =>
		expect(
			read([
				'EDITAL Nº 4/2026',
				'1.1. O Concurso Público, objeto deste Edital, a ser realizado sob a responsabilidade da FEDEX - Fundação',
				'Educacional do Exemplo, nos termos do Decreto N.º 1.234/97, visa ao preenchimento das vagas existentes.'
			]).board
		).toBe('FEDEX'));
	it('names the organ a state government’s concurso staffs, from the concurso’s title', () =>
		expect(
			fold(
				read([
					'GOVERNO DO ESTADO DO EXEMPLO',
					'SECRETARIA DE ESTADO DA ADMINISTRAÇÃO - SEADE',
					'CONCURSO PÚBLICO PARA PROVIMENTO DO QUADRO DE PESSOAL DA SECRETARIA DE',
					'ESTADO DA EDUCAÇÃO – SEDUC/EX.',
					'EDITAL Nº 2/2026'
				]).body ?? ''
			)
		).toBe('secretaria de estado da educacao'));
	it('names the company the edital puts in charge', () =>
		expect(
			read([
				'EDITAL Nº 3/2024',
				'1.1. O Processo Seletivo será realizado sob a responsabilidade da empresa Alfa Seleção e Treinamento Ltda, localizada na Rua Dois.'
			]).board
		).toBe('Alfa Seleção e Treinamento Ltda'));
	it("reads the edital's own number, not the number of its document in the records system", () =>
		expect(read(['EDITAL SEI Nº 12345678/2025 - SGP.UDS', 'PREFEITURA MUNICIPAL DE EXEMPLO', 'EDITAL DE CONCURSO PÚBLICO N.º 007/2025']).number).toBe('007/2025'));
	it('reads the body of an edital printed after other acts in a Diário Oficial from the letterhead over its title', () =>
		expect(
			read([
				'DIÁRIO OFICIAL DO MUNICÍPIO',
				'Secretaria Municipal de Saúde das informações prestadas pelos servidores;',
				'Texto de outro ato publicado no mesmo diário.',
				...Array.from({ length: 10 }, (_, n) => `Linha ${n + 1} do outro ato, que segue sem nada do edital.`),
				'CONCURSO PÚBLICO',
				'PREFEITURA MUNICIPAL DO EXEMPLO – BA',
				'EDITAL Nº 02/2025, DE 3 DE MARÇO DE 2025'
			]).body
		).toBe('PREFEITURA MUNICIPAL DO EXEMPLO'));
	it('reads a scientific police as a body', () =>
		expect(read(['POLÍCIA CIENTÍFICA DO ESTADO DE EXEMPLO', 'EDITAL Nº 1/2025']).body).toBe('POLÍCIA CIENTÍFICA DO ESTADO DE EXEMPLO'));
});

describe("a schedule row whose label goes on below its date cell", () => {
	const dates = byKind([
		'EDITAL Nº 7/2026',
		'CRONOGRAMA',
		'12/05 a 20/06/2026   Período de inscrições, no site www.exemplo.org.br',
		'                     Período para pessoas com necessidades especiais requerer atendimento',
		'22/06 a 26/06/2026   especial durante a aplicação das provas, no site',
		'                     Recurso ao indeferimento do pedido de atendimento especializado durante a',
		'3 e 4/07/2026        aplicação das provas',
		'16/08/2026           Aplicação das Provas Objetivas'
	]);
	it('reads the label with its line above, so a request about the exam is not the exam', () => expect(dates.exam).toBe('2026-08-16'));
});

describe('a numbered schedule whose row number and date stand on the middle line of the row', () => {
	const dates = byKind([
		'EDITAL Nº 15/2026',
		'ANEXO I – CRONOGRAMA',
		'16     Divulgação dos locais de realização das provas                                      01/09/2026',
		'       Aplicação das provas objetiva e discursiva',
		'17     Turno matutino: cargo Analista                                                       06/09/2026',
		'       Turno vespertino: cargo Técnico',
		'18     Divulgação do gabarito preliminar                                                    09/09/2026'
	]);
	it("reads the row's label with the numbered line below it", () => expect(dates.exam).toBe('2026-09-06'));
});

describe("a schedule row whose events are a bulleted list under its label", () => {
	const dates = byKind([
		'EDITAL Nº 17/2026',
		'CRONOGRAMA',
		'16.03.2026     Publicação do Edital.',
		'               Período para:',
		'                   • Inscrição pela internet;',
		'18.03.2026 a       • Emissão do boleto bancário;',
		'20.04.2026         • Envio dos laudos médicos;',
		'',
		'03.05.2026     APLICAÇÃO DA PROVA OBJETIVA',
		'               Publicação:',
		' 19.06.2026',
		'                   • Resultado definitivo do Concurso Público.',
		'                   • Homologação do resultado do Concurso Público.'
	]);
	it("gives an event of the list the row's dates, at the start of the list's lines", () =>
		expect([dates.registration_start, dates.registration_end]).toEqual(['2026-03-18', '2026-04-20']));
	it('or the date cell alone between the label and the list', () => expect(dates.result).toBe('2026-06-19'));
});

describe('dates a sentence gives that are not the key dates', () => {
	it("takes a fee's due date for no registration's end", () =>
		expect(
			byKind([
				'EDITAL Nº 8/2026',
				'4.2 A taxa de inscrição deverá ser paga até o dia 21/06/2026, em qualquer agência.',
				'CRONOGRAMA',
				'Período de inscrições                12/05 a 20/06/2026'
			]).registration_end
		).toBe('2026-06-20'));
	it("takes a stage's final result for no final result of the concurso", () =>
		expect(
			byKind([
				'EDITAL Nº 9/2026',
				'CRONOGRAMA',
				'10/09/2026   Resultado final da discursiva',
				'30/09/2026   Homologação do concurso'
			]).result
		).toBeUndefined());
	it("takes an act's date in figures for no key date", () =>
		expect(
			byKind(['EDITAL Nº 10/2026', 'Vila Serena, 2 de março de 2026.', '4.1 As inscrições vão até o dia previsto na Lei Estadual nº 11.222 de 06/01/2026.']).registration_end
		).toBeUndefined());
	it("takes a gazette's dateline for no exam's day", () =>
		expect(
			byKind([
				'EDITAL Nº 11/2026',
				'Vila Serena, 2 de março de 2026.',
				'a Prova Objetiva será aplicada VILA SERENA, QUINTA-FEIRA, 5 DE MARÇO DE 2026 - ANO CIX - Nº 24.046',
				'11.1 A Prova Objetiva será aplicada em 26/04/2026.'
			]).exam
		).toBe('2026-04-26'));
	it('takes no date more than a year before the edital’s own for its key dates', () =>
		expect(
			byKind(['EDITAL Nº 12/2026', 'Vila Serena, 2 de março de 2026.', '4.1 O período das inscrições do concurso anterior foi de 03/02/2024 a 04/03/2024.', '4.2 Período de inscrições: 10/03/2026 a 10/04/2026.'])
				.registration_start
		).toBe('2026-03-10'));
	it('reads an exemption asked for within the registration period as that window, marked for review', () => {
		const exam = read([
			'EDITAL Nº 13/2026',
			'7.4.2 Para solicitar a isenção de taxa de inscrição, os candidatos amparados pelo subitem 7.4.1',
			'deverão, no período de inscrição estabelecido no cronograma, enviar a documentação.',
			'CRONOGRAMA',
			'Período de solicitação de inscrição            16/03 a 10/04/2026'
		]);
		const exemption = exam.dates.filter((d) => d.kind.startsWith('exemption'));
		expect(exemption.map((d) => [d.kind, d.date, d.review])).toEqual([
			['exemption_start', '2026-03-16', true],
			['exemption_end', '2026-04-10', true]
		]);
		expect(exemption[0].quote.text).toMatch(/^7\.4\.2 Para solicitar a isenção/);
	});
	it('gives an exemption no window where the edital dates none', () =>
		expect(byKind(['EDITAL Nº 14/2026', 'CRONOGRAMA', 'Período de solicitação de inscrição            16/03 a 10/04/2026']).exemption_start).toBeUndefined());
	it('reads the exam’s day told in passing, where no line speaks of the exam, the first of its days', () =>
		expect(
			byKind([
				'EDITAL Nº 16/2026',
				'3.8.1 As informações sobre o local estarão disponíveis a partir das 16h do dia 20 de outubro de 2026',
				'para os candidatos que farão as provas no dia 26 de outubro de 2026 e a partir das 16h do dia 27 de outubro de 2026',
				'para os candidatos que farão as provas no dia 2 de novembro de 2026, no endereço eletrônico da banca.'
			]).exam
		).toBe('2026-10-26'));
	it('takes no exam’s day told in passing from more than a year before the edital', () =>
		expect(
			byKind(['EDITAL Nº 18/2026', 'Vila Serena, 2 de março de 2026.', '1.3 No concurso anterior, os candidatos que farão as provas no dia 26 de outubro de 2024 foram convocados.']).exam
		).toBeUndefined());
});

describe('a numbered schedule whose ranges open with a dash above their labels', () => {
	const dates = byKind([
		'EDITAL Nº 2/2025',
		'                                      ANEXO I - Cronograma Previsto',
		'   Item                              Atividades                                                  Início',
		'     1  Publicação do Edital                                                                  10/12/2025',
		'                                                                                             15/12/2025 –',
		'    2    Período de solicitação de isenção do valor de inscrição',
		'                                                                                              19/12/2025',
		'    3    Divulgação da relação de isentos do valor de inscrição                               09/01/2026',
		'                                                                                             15/12/2025 –',
		'    4    Período das inscrições',
		'                                                                                              23/01/2026'
	]);
	it('reads each window from the date above its label to the one below', () =>
		expect([dates.exemption_start, dates.exemption_end, dates.registration_start, dates.registration_end]).toEqual(['2025-12-15', '2025-12-19', '2025-12-15', '2026-01-23']));
});

describe('one row for both windows, the registration named again after "e"', () => {
	const text = [
		'EDITAL Nº 3/2026',
		'Divulgação das respostas às impugnações ao edital de abertura',
		'15/1/2026',
		'Período  de  solicitação  de  isenção  da  taxa  de',
		'inscrição e de solicitação de inscrições',
		'16 a 30/1/2026',
		'Das 10 horas do primeiro dia às 18 horas do último',
		'Período de solicitação de isenção da taxa de inscrição',
		'2 a 4/2/2026'
	];
	const dates = byKind(text);
	it('reads the row as both windows, and no registration where only the fee is named', () => {
		expect([dates.exemption_start, dates.exemption_end, dates.registration_start, dates.registration_end]).toEqual(['2026-01-16', '2026-01-30', '2026-01-16', '2026-01-30']);
		expect(read(text).dates.filter((d) => d.kind.startsWith('registration')).map((d) => d.review ?? false)).toEqual([false, false]);
	});
});

describe('the exam day named in sentences about something else', () => {
	const dates = byKind([
		'EDITAL Nº 5/2026',
		'10.10. Fica assegurado à candidata lactante o direito de amamentar seu filho durante a realização da prova,',
		'    desde que o lactente tenha nascido a partir do dia 10 de março de 2026, considerando o limite de até 6',
		'    (seis) meses de idade na data de realização da prova (10 de setembro de 2026).',
		'10.11. Toda documentação comprobatória de necessidade especial no dia da prova deverá ser entregue até 20/07/2026.',
		'11.4. As Provas Objetivas estão previstas para o dia 13/09/2026.'
	]);
	it('reads the exam from its own sentence, not from the lines of a sentence about a nursing mother or a special need', () => expect(dates.exam).toBe('2026-09-13'));
});

describe('a selection\'s dates told in its sentences', () => {
	const dates = byKind([
		'EDITAL DE PROCESSO SELETIVO Nº 11/2024',
		'DAS INSCRIÇÕES',
		'Os interessados deverão se inscrever única e exclusivamente através',
		'do site https://www.exemplo.mg.gov.br/ no período de 0 horas do',
		'dia 03/06/2024 a 23:59 do dia 09/06/2024',
		'DO RESULTADO',
		'O resultado será emitido pela Secretaria Municipal de Saúde em ordem decrescente de pontos e publicado até o dia',
		'28/06/2024 no Diário Oficial do Município e no site da Prefeitura, no campo da inscrição do processo, e na',
		'Secretaria Municipal de Saúde, Gerência de Recursos Humanos. Em caso de finalização da análise antes da data,',
		'a divulgação do resultado poderá ocorrer antes.',
		'O candidato poderá interpor recurso do resultado no prazo de 01 (um) dia útil, contado de 28/06/2024.'
	]);
	it('reads the registration told by its verb, and the one result the selection publishes', () => {
		expect([dates.registration_start, dates.registration_end]).toEqual(['2024-06-03', '2024-06-09']);
		expect(dates.result).toBe('2024-06-28');
	});
});

describe('an internship selection\'s schedule', () => {
	const dates = byKind([
		'EDITAL DE SELEÇÃO DE ESTAGIÁRIOS Nº 3/2025',
		'CRONOGRAMA',
		'Período de inscrições                                      03/02/2025 a 10/02/2025',
		'Realização da Avaliação Técnica                            18/02/2025',
		'Publicação da classificação preliminar                     25/02/2025',
		'Publicação da classificação definitiva                     12/03/2025'
	]);
	it('reads its technical test as the exam and its definitive list as the result', () => expect([dates.exam, dates.result]).toEqual(['2025-02-18', '2025-03-12']));
});
