import { describe, expect, it } from 'vitest';
import { decodeEntities, HTML_ENTITIES } from './html-entities';
import { htmlToText, inlineText, plainText } from './html-text';

describe('htmlToText', () => {
	it.each([
		['plain text stays', 'Analista de Dados', 'Analista de Dados'],
		['paragraphs become lines', '<p>Um</p><p>Dois</p>', 'Um\nDois'],
		['line breaks, in every spelling', 'a<br>b<br/>c<BR />d', 'a\nb\nc\nd'],
		['list items become "- " lines', '<ul><li>Go</li><li>SQL</li></ul>', '- Go\n- SQL'],
		['headings and divs are blocks', '<h2>Requisitos</h2><div>Inglês</div>texto', 'Requisitos\nInglês\ntexto'],
		['table cells are spaced', '<table><tr><td>Salário</td><td>R$ 5.000</td></tr></table>', 'Salário R$ 5.000'],
		['inline tags vanish without a space', 'Sal<b>á</b>rio <a href="/x">aqui</a>', 'Salário aqui'],
		['whitespace collapses', '  muito\n\n   espaço\t aqui  ', 'muito espaço aqui'],
		['named entities, Latin-1 included', 'a&ccedil;&atilde;o &amp; sa&uacute;de&nbsp;&ndash; 100%', 'ação & saúde – 100%'],
		['decimal and hex references', '&#8212; &#x2014; &#233;', '— — é'],
		['unknown entities stay as written', 'AT&T &foo; &', 'AT&T &foo; &'],
		['invalid code points become U+FFFD', '&#0;&#xD800;&#1114112;', '\uFFFD\uFFFD\uFFFD'],
		['script with its content goes', '<p>a</p><script>alert("x")</script><p>b</p>', 'a\nb'],
		['style, iframe, noscript, template go', '<style>p{}</style>x<iframe src="e">frame</iframe>y<noscript>ns</noscript>z<template>t</template>', 'xyz'],
		['an unclosed script takes the rest with it', '<p>ok</p><script>alert(1)<p>never</p>', 'ok'],
		['an end tag in another case still ends the script', '<SCRIPT>alert(1)</sCrIpT >after', 'after'],
		['a "</script" inside an attribute does not end a tag early', '<img alt="</script>" onerror="alert(1)">fim', 'fim'],
		['an apostrophe in an unquoted value opens no quote', "<a title=It's>Texto</a> fim", 'Texto fim'],
		['attributes never become text', '<img src=x onerror="alert(1)"><a title="alert(2)">link</a>', 'link'],
		['comments go, even unclosed', 'a<!-- hidden -->b<!-- never closed', 'ab'],
		['declarations and processing instructions go', '<!DOCTYPE html><?xml version="1.0"?>text', 'text'],
		['a lone "<" is text', 'salary < 5k and <5 years', 'salary < 5k and <5 years'],
		['a tag cut off at the end is dropped', 'texto <a href="x', 'texto'],
		['text escaped twice ends as characters, not tags', '&lt;p&gt;oi&lt;/p&gt; &lt;script&gt;', '<p>oi</p> <script>'],
		['CDATA inside markup is text', 'a<![CDATA[<b>b</b>]]>c', 'a<b>b</b>c'],
		['soft hyphens and zero-width spaces vanish', 'De&shy;sen\u200bvolvedor', 'Desenvolvedor'],
		['empty list items vanish', '<ul><li></li><li>x</li></ul>', '- x']
	])('%s', (_, html, expected) => {
		expect(htmlToText(html)).toBe(expected);
	});

	it('never lets a script or its code through, whatever the nesting', () => {
		const hostile = [
			'<<script>alert(1)</script>',
			'<script\n>alert(1)</script\t>',
			'<script type="text/javascript"><!-- alert(1) --></script>',
			'<svg><script>alert(1)</script></svg>',
			'<div><script>document.write("<p>alert(1)</p>")</script></div>',
			'<ScRiPt>alert(1)'
		];
		for (const html of hostile) {
			const text = htmlToText(html);
			expect(text, html).not.toMatch(/<script/i);
			expect(text, html).not.toContain('alert(1)');
		}
	});

	it('caps the text at the limit given', () => {
		expect(htmlToText(`<p>${'a'.repeat(50)}</p>`, 10)).toBe('a'.repeat(10));
		expect(htmlToText('x'.repeat(25_000)).length).toBe(20_000);
	});

	it('reads a long description in linear time', () => {
		const html = '<p>Requisitos &amp; benefícios <b>aqui</b></p>'.repeat(20_000);
		const text = htmlToText(html, 10_000_000);
		expect(text.split('\n')).toHaveLength(20_000);
	});
});

describe('inlineText and plainText', () => {
	it('makes one line of a title, decoding entities, stripping tags only for HTML', () => {
		expect(inlineText('  Dev &amp; Ops\n  Pleno ', false)).toBe('Dev & Ops Pleno');
		expect(inlineText('<b>Dev</b> <i>C++</i>', true)).toBe('Dev C++');
		expect(inlineText('Engineer <Rust>', false)).toBe('Engineer <Rust>');
	});

	it('keeps plain text as written, lines tidied', () => {
		expect(plainText('  Linha um  \n\n\n  Linha &amp; dois <b>x</b> ')).toBe('Linha um\nLinha &amp; dois <b>x</b>');
	});
});

describe('HTML entity table', () => {
	it('holds HTML 4 in full (252 names) and maps Latin-1 to its code points', () => {
		expect(HTML_ENTITIES.size).toBeGreaterThanOrEqual(252);
		expect(HTML_ENTITIES.get('nbsp')).toBe('\u00a0');
		expect(HTML_ENTITIES.get('yuml')).toBe('\u00ff');
		expect(HTML_ENTITIES.get('ccedil')).toBe('ç');
		expect(HTML_ENTITIES.get('Atilde')).toBe('Ã');
		expect(HTML_ENTITIES.get('Omega')).toBe('Ω');
		expect(HTML_ENTITIES.get('sigmaf')).toBe('ς');
		expect(HTML_ENTITIES.get('diams')).toBe('♦');
		expect(decodeEntities('&Ccedil;&Atilde;O &euro;5 &hellip;')).toBe('ÇÃO €5 …');
	});
});
