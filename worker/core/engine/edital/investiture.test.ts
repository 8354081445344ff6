import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';
import { placed } from './look-alikes';

/*
 * Issue 31: an annex of each cargo's requirements and duties in one paragraph, a symbol font's bullet before it
 * ("\uF034ASSISTENTE SOCIAL: REQUISITOS DE INVESTIDURA: diploma … ATRIBUIÇÕES: …"), its cargos listed in a table under a
 * caption of their level ("CARGOS DE NÍVEL SUPERIOR"): the paragraph's course and council say more than the caption's level.
 * Look-alike with invented cargos.
 */
const table = [
	'2. DOS CARGOS',
	'CARGOS DE NÍVEL SUPERIOR',
	placed([[4, 'CARGO'], [30, 'VAGAS'], [42, 'PCD']]),
	placed([[4, 'Assistente Social'], [31, '12'], [43, '1']]),
	placed([[4, 'Nutricionista'], [31, '4'], [43, '0']]),
	'',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.'
].join('\n');
const annex = [
	'ANEXO III – REQUISITOS E ATRIBUIÇÕES',
	'\uF034ASSISTENTE SOCIAL: REQUISITOS DE INVESTIDURA: diploma, devidamente registrado, de conclusão de curso de graduação de',
	'nível superior em Serviço Social, e registro no Conselho Regional de Serviço Social. ATRIBUIÇÕES: prestar serviços sociais',
	'orientando indivíduos, famílias e grupos; planejar e coordenar programas de formação.',
	'\uF034NUTRICIONISTA: REQUISITOS DE INVESTIDURA: diploma, devidamente registrado, de conclusão de curso de graduação de nível',
	'superior em Nutrição, e registro no Conselho Regional de Nutrição. ATRIBUIÇÕES: planejar as atividades de nutrição.'
].join('\n');

describe('requirements and duties in one paragraph per cargo, after a symbol font’s bullet', () => {
	const exam = extractEdital([table, annex]);
	const keys = (title: string) => exam.cargos.find((cargo) => cargo.title === title)?.requirements.map((r) => r.course ?? r.council ?? r.level);
	it('gives each cargo its course and council over its caption’s bare level, and none of its duties', () => {
		expect(keys('Assistente Social')).toEqual(['Serviço Social', 'CRESS']);
		expect(keys('Nutricionista')).toEqual(['Nutrição', 'CRN']);
		const texts = exam.cargos.flatMap((cargo) => cargo.requirements.map((r) => r.text));
		expect(texts.some((text) => /ATRIBUI|planejar/i.test(text))).toBe(false);
		expect(texts.some((text) => text.includes('\uF034'))).toBe(false);
	});
});
