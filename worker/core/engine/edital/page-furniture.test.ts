import { describe, expect, it } from 'vitest';
import { pagesOfText, toLines } from './lines';

/**
 * Issue 31: a page head of five lines (a download stamp, then the state, the municipality, the process's number and the
 * kind of publication) repeated on every page is page furniture, dropped off every page but the first, so that a table
 * going on over a page break does not take the head's lines into its first row. Look-alike pages with invented names.
 */
const HEAD = ['portal-de-editais carimbo 0001', 'Estado de Exemplo', 'Município de Vila Serena', 'Processo Seletivo n.º 9/2026', 'Publicação Legal: Edital de Abertura'];
const WORDS = ['inscrições', 'isenção', 'provas', 'títulos', 'recursos', 'resultado', 'posse', 'vagas', 'cargos', 'requisitos', 'cronograma', 'anexos'];
const body = (page: number) => Array.from({ length: 8 }, (_, index) => `${page}.${index + 1} Texto sobre ${WORDS[(page * 3 + index) % WORDS.length]} e ${WORDS[(page + index * 5) % WORDS.length]}.`);
const pages = [1, 2, 3, 4].map((page) => [...HEAD, ...body(page), `Página ${page} de 4`].join('\n'));

describe('a page head of five lines repeated on every page', () => {
	const lines = toLines(pages);
	it('is dropped off every page but the first', () => {
		for (const head of HEAD) expect(lines.filter((line) => line.text === head).map((line) => line.page)).toEqual([1]);
	});
	it('leaves every line of the pages’ own text', () => expect(lines.filter((line) => /^\d\.\d Texto/.test(line.text))).toHaveLength(32));
	it('keeps a sixth line written the same on every page, which is the pages’ text', () => {
		const same = pages.map((page) => page.split('\n').map((line, index) => (index === HEAD.length ? 'Texto igual em todas as páginas' : line)).join('\n'));
		expect(toLines(same).filter((line) => line.text === 'Texto igual em todas as páginas')).toHaveLength(4);
	});
});

describe('pasted text with the page markers an extraction tool wrote', () => {
	it('is parted into pages at "=== PAGE n ===", the markers no text of any page', () => {
		const pages = pagesOfText(['=== PAGE 1 ===', 'EDITAL Nº 1/2026', '=== PAGE 2 ===', 'LÍNGUA PORTUGUESA', '1 Ortografia. 2 Crase.', '--- Página 3 ---', 'Anexo'].join('\n'));
		expect(pages.map((page) => page.trim())).toEqual(['EDITAL Nº 1/2026', 'LÍNGUA PORTUGUESA\n1 Ortografia. 2 Crase.', 'Anexo']);
	});
	it('keeps one page where a marker is only mentioned', () => expect(pagesOfText('Veja === PAGE 2 === abaixo.\nTexto')).toHaveLength(1));
});
