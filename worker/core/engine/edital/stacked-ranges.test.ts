import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: the instructions of an armed forces' admission exam, opened by the act that approves them ("PORTARIA … Nº 118/DEX,
 * DE 3 DE MARÇO DE 2025.") instead of an edital's title, and their calendar of events in three columns (event, who acts, date):
 * each range stacked in the date column ("10/03/2025" / "a" / "09/04/2025") with the other columns' text beside its parts, the
 * rows numbered on their middle line. Look-alikes with invented bodies, events and dates.
 */
const TEXT = [
	'                         MINISTÉRIO DA DEFESA',
	'                        COMANDO DA MARINHA DE EXEMPLO',
	'            PORTARIA DEXEM Nº 118/DEX, DE 3 DE MARÇO DE 2025.',
	'                                      Aprova as Instruções Específicas para o',
	'                                      Exame de Admissão ao Curso de Oficiais.',
	'1 DISPOSIÇÕES PRELIMINARES',
	'1.1 As presentes Instruções regulam o Exame de Admissão ao Curso de Oficiais de Apoio.',
	'                          Anexo B – Calendário de Eventos',
	'                    EVENTOS                              RESPONSÁVEIS           DATA / PERÍODO',
	'     Período de Inscrição.',
	'        - Preenchimento do Formulário de',
	'     Solicitação de Inscrição;                                                        10/03/2025',
	'                                                         CANDIDATOS /',
	'1       - Solicitação para concorrer à reserva de                                               a',
	'                                                            CENTRO',
	'     vagas.                                                                           09/04/2025',
	'                                                                                      10/03/2025',
	'     Solicitação de isenção de pagamento da taxa de                                               a',
	'2    inscrição para candidatos inscritos no CadÚnico   CANDIDATOS / CENTRO              21/03/2025',
	'     e para doador de medula.',
	'     Solicitação de recurso quanto ao indeferimento                                    25/03/2025',
	'3    da solicitação de isenção do pagamento da taxa       CANDIDATOS                            a',
	'     de inscrição.                                                                     28/03/2025',
	'   Provas Escritas                                         CANDIDATOS /',
	'      - Fechamento dos Portões: 9h;                          CENTRO',
	'4                                                                                      18/05/2025',
	'      - Início das Provas: 9h40min.',
	'     Solicitação de Recurso quanto à Formulação de',
	'5                                                         CANDIDATOS                   19/05/2025',
	'     Questões das provas objetivas.'
];
const exam = extractEdital(pagesOfText(TEXT.join('\n')));
const byKind = Object.fromEntries(exam.dates.map((d) => [d.kind, d.date]));

describe('instructions opened by the act that approves them', () => {
	it('take the act’s number and date as the edital’s', () => expect([exam.number, exam.date]).toEqual(['118/DEX', '2025-03-03']));
	it('take no act cited in a sentence', () => {
		const cited = extractEdital(pagesOfText(['EXAME DE ADMISSÃO', 'Conforme a Portaria nº 12/DEX, de 2 de janeiro de 2025, o exame terá uma etapa.'].join('\n')));
		expect(cited.number).toBeNull();
	});
});

describe('a calendar whose ranges stand stacked in the date column', () => {
	it('reads a range whose end stands below its first date, the other columns between', () =>
		expect([byKind.registration_start, byKind.registration_end]).toEqual(['2025-03-10', '2025-04-09']));
	it('reads a range whose first date stands above its end, and no row of an appeal on the exemption', () =>
		expect([byKind.exemption_start, byKind.exemption_end]).toEqual(['2025-03-10', '2025-03-21']));
	it('reads the row "Provas Escritas" as the exam', () => expect(byKind.exam).toBe('2025-05-18'));
	it('reads an appeal’s row, its number before its label’s second line, as no exemption window', () =>
		expect(exam.dates.filter((d) => d.kind.startsWith('exemption')).map((d) => d.review ?? false)).toEqual([false, false]));
});
