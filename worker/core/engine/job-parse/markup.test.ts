import { describe, expect, it } from 'vitest';
import { looksLikeMarkup, markupToText, withoutTags } from './markup';

describe('looksLikeMarkup', () => {
	it('is true for a fragment with tags that open and close', () => {
		expect(looksLikeMarkup('<p>Requisitos</p><ul><li>COREN ativo</li></ul>')).toBe(true);
		expect(looksLikeMarkup('<b>Analista Contábil</b>')).toBe(true);
	});

	it('is false for tags named in prose and for angle brackets that are no tags', () => {
		expect(looksLikeMarkup('Semantic HTML: <header>, <nav>, <main>')).toBe(false);
		expect(looksLikeMarkup('Salary < R$ 5.000 and teams > 10 people')).toBe(false);
	});
});

describe('markupToText', () => {
	it('puts block elements on lines of their own, list items as "- " lines and a blank line before a heading', () => {
		expect(markupToText('<h1>Nurse</h1><p>Cedarline Hospital</p><h2>Requirements</h2><ul><li>BLS</li><li>ACLS</li></ul>')).toBe(
			'Nurse\nCedarline Hospital\n\nRequirements\n- BLS\n- ACLS'
		);
	});

	it('drops scripts and styles with everything inside them, comments too', () => {
		const text = markupToText('<p>Requisitos</p><script>alert("Python")</script><style>p { color: red }</style><!-- AWS --><p>Excel</p>');
		expect(text).toBe('Requisitos\nExcel');
	});

	it('drops an advertising banner, the navigation and the footer', () => {
		const text = markupToText(
			'<nav><a>Entrar</a></nav><h1>Contador(a)</h1><div class="ad-banner"><p>Curso de Power BI</p></div><div id="publicidade"><span>Anúncio</span></div><p>CRC ativo</p><footer>© 2026</footer>'
		);
		expect(text).toBe('Contador(a)\nCRC ativo');
	});

	it('keeps an element whose end tag never comes: only its tag is dropped', () => {
		expect(markupToText('<p>Intro</p><nav>Requisitos: COREN ativo<p>UTI</p>')).toContain('COREN ativo');
		expect(markupToText('<p>Intro</p><script>never closed<p>UTI</p>')).toContain('UTI');
	});

	it('decodes entities, accents and numbers included', () => {
		expect(markupToText('<p>Gest&atilde;o &amp; Finan&ccedil;as &ndash; 2&ordm; ano &#8226; &#x2713;</p>')).toBe('Gestão & Finanças – 2º ano • ✓');
	});

	it('reads a lone "<" as a character of the text', () => {
		expect(markupToText('<p>Equipes < 10 pessoas</p>')).toBe('Equipes < 10 pessoas');
	});
});

describe('withoutTags', () => {
	it('takes the tags out of a name and leaves names without tags alone', () => {
		expect(withoutTags('<b>Analista Contábil</b>')).toBe('Analista Contábil');
		expect(withoutTags('Engenheiro(a) DevOps')).toBe('Engenheiro(a) DevOps');
		expect(withoutTags(null)).toBeNull();
	});
});
