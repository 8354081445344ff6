import { describe, expect, it } from 'vitest';
import { extractEdital } from '.';

/*
 * Issue 31: a vacancy table split by schooling under captions; a row whose own cells name no level takes its caption's.
 * Look-alikes with invented cargos.
 */
const TABLE = [
	'EDITAL Nº 9/2026',
	'2.1 Os cargos, as vagas e os requisitos são os seguintes:',
	'',
	'ENSINO MÉDIO',
	'',
	'   Cargo               Carga     Vagas      Demais requisitos              Vencimento',
	'                       horária                                             Base R$',
	'',
	'Agente de Protocolo     40h       2       CNH categoria B                  R$2.900,00',
	'',
	'ENSINO SUPERIOR',
	'',
	'   Cargo               Carga     Vagas      Demais requisitos              Vencimento',
	'                       horária                                             Base R$',
	'',
	'Auditor de Contas       40h       1       Registro no CRC                  R$7.800,00'
];
const levels = (lines: string[]) =>
	Object.fromEntries(extractEdital([lines.join('\n')]).cargos.map((c) => [c.title, c.requirements.filter((r) => r.kind === 'education').map((r) => [r.level, r.quote.line])]));

describe('a table split by schooling under captions', () => {
	it('gives each row its caption’s level, quoted from the caption', () =>
		expect(levels(TABLE)).toEqual({ 'Agente de Protocolo': [['medio', 4]], 'Auditor de Contas': [['superior', 11]] }));
	it('takes no level from a caption above a numbered item', () => {
		const above = ['EDITAL Nº 9/2026', 'NÍVEL SUPERIOR', '2.1 Os cargos, as vagas e os requisitos são os seguintes:', ...TABLE.slice(4, 10)];
		expect(levels(above)).toEqual({ 'Agente de Protocolo': [] });
	});
});
