import { describe, expect, it } from 'vitest';
import { extractEdital, pagesOfText } from '.';

/**
 * Issue 31: the exam's day told in a sentence ("As provas serão aplicadas na data provável …") rather than in a
 * schedule; a fee's due date in a sentence about the exam's day is no exam date; an edital's number followed by
 * "- DE" and its date is the number alone. Look-alikes with invented bodies, numbers and dates.
 */
const read = (text: string) => extractEdital(pagesOfText(text));

describe('the exam told in a sentence', () => {
	const EDITAL = [
		'SECRETARIA DE ESTADO DA INFRAESTRUTURA',
		'EDITAL Nº 4/2027/NS - DE 12 DE MARÇO DE 2027',
		'5.1 As inscrições serão realizadas no período entre 2 de abril de 2027 e 30 de abril de 2027.',
		'5.2 O pagamento da taxa de inscrição deverá ser efetuado até o dia 3 de maio de 2027.',
		'12.1 As provas objetivas serão aplicadas na data provável 6 de junho de 2027, no turno da manhã.',
		'12.4 No dia da realização da prova, o candidato que não constar da lista poderá ser incluído mediante comprovante de pagamento da taxa, até a data de seu vencimento em 3 de maio de 2027.'
	].join('\n');

	it('reads the day the provas "serão aplicadas", not a fee’s due date in a sentence about the exam’s day', () => {
		const exam = read(EDITAL);
		expect(exam.dates.find((d) => d.kind === 'exam')).toMatchObject({ date: '2027-06-06', quote: { line: 5 } });
		expect(exam.dates.find((d) => d.kind === 'exam')?.review).toBeUndefined();
	});

	it('reads the number without the "- DE" that opens its date, and keeps a suffix of letters', () => {
		expect(read(EDITAL).number).toBe('4/2027/NS');
		expect(read('SECRETARIA DE ESTADO DA SAÚDE\nEDITAL Nº 2 – SES/PL, DE 5 DE MAIO DE 2027\n').number).toBe('2 – SES/PL');
	});

	it('leaves a practical test or a special-conditions request that "será realizada" out of the exam', () => {
		const exam = read(
			[
				'EDITAL Nº 9/2027',
				'8.1 A prova prática será realizada em 20 de julho de 2027.',
				'8.2 As provas serão realizadas em 11 de julho de 2027.'
			].join('\n')
		);
		expect(exam.dates.find((d) => d.kind === 'exam')?.date).toBe('2027-07-11');
	});
});

describe('a final result told in a sentence whose date wraps below', () => {
	const EDITAL = [
		'SECRETARIA DE ESTADO DA INFRAESTRUTURA',
		'EDITAL Nº 5/2027 - DE 12 DE MARÇO DE 2027',
		'5.1 As inscrições serão realizadas no período entre 2 de abril de 2027 e 30 de abril de 2027.',
		'9.3 O edital de resultado final na prova objetiva e de convocação para a avaliação de títulos, para o',
		'procedimento de verificação da condição declarada para concorrer às vagas reservadas aos candidatos',
		'negros e para a perícia médica dos candidatos que se declararam com deficiência será divulgado na internet,',
		'no endereço eletrônico do concurso, na data provável de 29',
		'de junho de 2027.',
		'9.4 O resultado final da avaliação de títulos será divulgado após a análise dos recursos.'
	].join('\n');

	it('reads it where the schedule gave none, to be checked, quoting the line that names it', () => {
		const result = read(EDITAL).dates.find((d) => d.kind === 'result');
		expect(result).toMatchObject({ date: '2027-06-29', review: true, quote: { line: 4 } });
	});
});
