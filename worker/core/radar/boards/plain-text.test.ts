import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToPlainText, tidy } from './plain-text';

describe('decodeEntities', () => {
	it('decodes named, decimal and hexadecimal references once', () => {
		expect(decodeEntities('S&atilde;o Jo&#227;o &#x2014; P&amp;D &amp;lt;b&amp;gt;')).toBe('São João — P&D &lt;b&gt;');
	});

	it('keeps unknown names and replaces non-characters with U+FFFD', () => {
		expect(decodeEntities('&madeup; &#0; &#xD800; &#x110000;')).toBe('&madeup; \uFFFD \uFFFD \uFFFD');
	});
});

describe('htmlToPlainText', () => {
	it('keeps paragraphs as lines, list items as "- " lines and drops every tag', () => {
		const html = '<h2>Sobre a vaga</h2><p>Atendimento em <b>UTI</b>.</p><ul><li>COREN ativo</li><li><p>BLS/ACLS</p></li></ul><p>Fim<br>linha</p>';
		expect(htmlToPlainText(html)).toBe('Sobre a vaga\n\nAtendimento em UTI.\n\n- COREN ativo\n- BLS/ACLS\n\nFim\nlinha');
	});

	it('drops scripts, styles, comments and their content, closed or not', () => {
		const text = htmlToPlainText(
			'<p>Antes</p><script type="text/javascript">steal("a</p>")</script><style>p{color:red}</style><!-- hidden --><p>Depois</p><SCRIPT>never()'
		);
		expect(text).toBe('Antes\n\nDepois');
		expect(text).not.toMatch(/steal|color|hidden|never|<script/i);
	});

	it('reads a > inside a quoted attribute as part of the tag', () => {
		expect(htmlToPlainText('<a title="a > b" href="/x">link</a> ok')).toBe('link ok');
	});

	it('decodes entities after the tags are gone, so escaped markup stays text', () => {
		expect(htmlToPlainText('<p>Use &lt;script&gt; tags &amp; more&nbsp;&ndash; ok</p>')).toBe('Use <script> tags & more – ok');
	});

	it('drops a tag cut off at the end and leaves plain text as it is, tidied', () => {
		expect(htmlToPlainText('Salário <b>a combinar</b> <img src="x')).toBe('Salário a combinar');
		expect(htmlToPlainText('  Uma linha\n\n\n\nOutra   linha  ')).toBe('Uma linha\n\nOutra linha');
		expect(htmlToPlainText('5 < 6 e 7 > 3')).toBe('5 < 6 e 7 > 3');
	});

	it('turns empty input into an empty string', () => {
		expect(htmlToPlainText('')).toBe('');
		expect(htmlToPlainText('<p> </p><ul><li></li></ul>')).toBe('');
	});
});

describe('tidy', () => {
	it('collapses spaces inside lines, at most one blank line, trims', () => {
		expect(tidy(' a \t b\u00A0c \r\n\r\n\r\n d ')).toBe('a b c\n\nd');
	});
});
