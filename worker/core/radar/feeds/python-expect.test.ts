import { describe, expect, it } from 'vitest';
import { holds, keyPaths, parsePython, PyKeyError, type PyObject, type PyValue } from './python-expect.test-helpers';

/** A plain object answering subscripts and attributes. */
const object = (fields: Record<string, PyValue>): PyObject => ({
	item: (key) => {
		if (!(key in fields)) throw new PyKeyError(key);
		return fields[key];
	},
	has: (key) => key in fields
});

const names = { bozo: false, feed: object({ title: 'Vaga á' }), entries: [object({ link: 'http://x/', title: 'a' }), object({ title: 'a' })] };
const check = (expression: string) => holds(parsePython(expression), { names });

describe('the Python of feedparser’s expectations', () => {
	it.each([
		["not bozo and feed['title'] == u'Vaga \\xe1'", true],
		['feed.title == "Vaga \\u00e1"', true],
		["feed['title'] == '''Vaga \u00e1'''", true],
		["entries[0]['title'] == entries[1]['title'] == 'a'", true],
		["entries[0]['title'] == entries[1]['title'] == 'b'", false],
		["len(entries) == 2 and entries[-1].title == 'a'", true],
		["entries[0].has_key('link') and not entries[1].has_key('link')", true],
		["'link' in entries[0] and 'link' not in entries[1]", true],
		["entries[1].get('link', None) is None", true],
		["(1, 2) == (1, 2) and {'a': 'b'} == {'a': 'b'}", true],
		["bozo or feed['title'] != 'x'", true],
		['1', true]
	])('%s is %s', (expression, expected) => {
		expect(check(expression)).toBe(expected);
	});

	it('fails a missing key or index, as Python raises', () => {
		expect(() => check("entries[5]['title'] == 'a'")).toThrow(PyKeyError);
		expect(() => check("feed['subtitle'] == 'a'")).toThrow(PyKeyError);
	});

	it('lists every key an expression reaches, also on the side it never evaluates', () => {
		expect(keyPaths(parsePython("not bozo and (feed['title'] == 'x' or entries[0]['title_detail']['value'] == 'y') and len(entries) == 1")).sort()).toEqual(
			['bozo', 'entries', 'entries[].title_detail.value', 'feed.title'].sort()
		);
		expect(keyPaths(parsePython("not entries[0].has_key('link') and 'id' in entries[0]")).sort()).toEqual(['entries[]', 'entries[].id', 'entries[].link'].sort());
	});
});
