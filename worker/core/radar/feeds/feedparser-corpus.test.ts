import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../tests/fixtures/paths.mjs';
import { FeedError } from '../feed-item';
import { htmlToText, parseFeed, parseFeedDate, type FeedEntry, type FeedRead } from './parse';
import { holds, keyPaths, parsePython, PyAtom, PyKeyError, type PyObject, type PyValue } from './python-expect.test-helpers';

/*
 * feedparser's own test corpus (tests/fixtures/feedparser/, its README says which folders and
 * why), read by Rumo's reader. Each file states what feedparser expects as a Python expression;
 * the expression is evaluated against what Rumo read, through a view that answers feedparser's keys
 * with Rumo's fields. A file whose expression reaches a key Rumo has no field for is "not
 * applicable", counted apart. Rumo keeps text plain (tags dropped, entities decoded), so an
 * expected value written as HTML is compared as the text it shows; links are compared as Rumo
 * writes absolute addresses, dates as instants.
 */

const CORPUS = join(FIXTURES, 'feedparser');
const REQUIRED_RATE = 0.97;
// The address feedparser's own tests serve an `http` file from (its helpers.py).
const TEST_SERVER = 'http://127.0.0.1:8097/';

// feedparser's keys that Rumo answers; anything else makes a file "not applicable".
const ENTRY_KEY =
	/^(?:title|title_detail\.value|link|id|guid|author|author_detail\.name|published|published_parsed|updated|updated_parsed|summary|description|summary_detail\.value|content|content\[\]\.value)$/;
const answerable = (path: string): boolean =>
	path === 'bozo' ||
	path === 'entries' ||
	/^feed\.(?:title|title_detail\.value|link)$/.test(path) ||
	(path.startsWith('entries[].') && ENTRY_KEY.test(path.slice('entries[].'.length)));
// Rumo keeps one description (the fuller of summary and content): an expectation telling them apart has no answer.
const SUMMARY = /^entries\[\]\.(?:summary|description|summary_detail)/;
const CONTENT = /^entries\[\]\.content/;

/** Why Rumo cannot answer an expectation, or null when it can. */
function unanswerable(paths: string[]): string | null {
	const keys = paths.filter((path) => !answerable(path));
	if (keys.length) return `no field for ${keys.join(', ')}`;
	if (paths.some((path) => SUMMARY.test(path)) && paths.some((path) => CONTENT.test(path))) return 'summary told apart from content';
	return null;
}
// Warnings that say the document itself was not well-formed: feedparser's `bozo`.
const ILL_FORMED: ReadonlySet<string> = new Set(['control_characters', 'truncated', 'undeclared_prefixes']);

/** A value Rumo read, compared with an expected one by what it is. */
class Field extends PyAtom {
	constructor(
		readonly kind: 'text' | 'url' | 'id' | 'author' | 'date',
		readonly value: string | null
	) {
		super();
	}
	truthy(): boolean {
		return this.value !== null && this.value !== '';
	}
}

/** An object answering feedparser's keys; a key Rumo has no value for is missing, as in feedparser. */
class View implements PyObject {
	constructor(private readonly fields: Record<string, PyValue | undefined>) {}
	item(key: string): PyValue {
		const value = this.fields[key];
		if (value === undefined) throw new PyKeyError(key);
		return value;
	}
	has(key: string): boolean {
		const value = this.fields[key];
		return value !== undefined && !(value instanceof Field && (value.value === null || value.value === ''));
	}
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Expected text equals what Rumo shows: as written, or (when written as HTML) as the text it shows. */
function sameText(actual: string, expected: string): boolean {
	const shown = squash(actual);
	return shown === squash(expected) || shown === squash(htmlToText(expected));
}

function sameUrl(actual: string | null, expected: string): boolean {
	if (actual === null) return false;
	try {
		return actual === expected || actual === new URL(expected).href;
	} catch {
		return false;
	}
}

/** A `time.struct_time` tuple (UTC) as milliseconds since the epoch. */
function tupleTime(value: PyValue[]): number | null {
	if (value.length < 6 || !value.slice(0, 6).every((part) => typeof part === 'number')) return null;
	const [year, month, day, hour, minute, second] = value as number[];
	return Date.UTC(year, month - 1, day, hour, minute, second);
}

function equals(left: PyValue, right: PyValue): boolean | null {
	if (!(left instanceof Field)) return null;
	if (right instanceof Field) return left.value === right.value;
	if (right === null) return left.value === null || left.value === '';
	const actual = left.value;
	if (left.kind === 'date') {
		if (actual === null) return false;
		if (Array.isArray(right)) return tupleTime(right) === Date.parse(actual);
		// A date as the feed wrote it: the same instant.
		return typeof right === 'string' && parseFeedDate(right) === actual;
	}
	if (typeof right !== 'string') return false;
	if (left.kind === 'url') return sameUrl(actual, right);
	if (actual === null) return false;
	if (left.kind === 'id') return actual === right.trim();
	// feedparser writes an author as "Name (email)"; Rumo keeps the name.
	if (left.kind === 'author') return sameText(actual, right) || sameText(actual, right.replace(/\s*\([^()]*@[^()]*\)$/, ''));
	return sameText(actual, right);
}

function entryView(item: FeedEntry): View {
	const text = new Field('text', item.title);
	const description = new Field('text', item.description);
	const published = new Field('date', item.publishedAt);
	// feedparser answers `updated` with `published` when a feed has only the one (its temporary behaviour).
	const updated = new Field('date', item.updatedAt ?? item.publishedAt);
	const author = new Field('author', item.author ?? '');
	return new View({
		title: text,
		title_detail: new View({ value: text }),
		link: new Field('url', item.url),
		id: new Field('id', item.guid),
		guid: new Field('id', item.guid),
		author,
		author_detail: new View({ name: author }),
		published,
		published_parsed: published,
		updated,
		updated_parsed: updated,
		summary: description,
		description,
		summary_detail: new View({ value: description }),
		content: item.description ? [new View({ value: description })] : []
	});
}

function feedView(feed: FeedRead): View {
	const title = new Field('text', feed.title);
	return new View({ title, title_detail: new View({ value: title }), link: new Field('url', feed.link) });
}

/**
 * `not_applicable`: the expectation reaches keys Rumo has no field for. `left_out`: it asks about
 * an item Rumo left out, saying so, because it had no title, description or link. `refused_dtd`: a
 * DTD, refused on purpose (billion laughs, XXE) also in a feed otherwise fine.
 */
type Outcome = { file: string; folder: string; result: 'pass' | 'fail' | 'not_applicable' | 'left_out' | 'refused_dtd'; why?: string; ms: number };
const UNCOUNTED: ReadonlySet<Outcome['result']> = new Set(['not_applicable', 'left_out', 'refused_dtd']);

function filesUnder(root: string): string[] {
	const found: string[] = [];
	for (const entry of readdirSync(root, { withFileTypes: true })) {
		const path = join(root, entry.name);
		if (entry.isDirectory()) found.push(...filesUnder(path));
		else if (/\.(?:xml|json)$/.test(entry.name)) found.push(relative(CORPUS, path).split(sep).join('/'));
	}
	return found.sort();
}

/** The text of a file as the relay would hand it over: by its byte order mark, else its declared charset, else UTF-8. */
function decode(bytes: Buffer): string {
	if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
	if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
	const declared = /^[^>]{0,200}encoding=["']([A-Za-z0-9._-]+)["']/.exec(bytes.subarray(0, 400).toString('latin1'))?.[1];
	try {
		return new TextDecoder(declared ?? 'utf-8').decode(bytes);
	} catch {
		return new TextDecoder('utf-8').decode(bytes);
	}
}

/** The address a file is read from: feedparser's test server for `http` files, moved by a Content-Location header. */
function addressOf(file: string, text: string): string | undefined {
	if (!file.includes('http')) return undefined;
	const served = `${TEST_SERVER}tests/${file}`;
	const location = /^Header:\s+Content-Location:\s*(\S+)\s*$/m.exec(text)?.[1];
	return location ? new URL(location, served).href : served;
}

function judge(file: string): Outcome {
	const folder = file.split('/').slice(0, file.startsWith('wellformed/') ? 2 : 1).join('/');
	const outcome = (result: Outcome['result'], why?: string, ms = 0): Outcome => ({ file, folder, result, why, ms });
	const text = decode(readFileSync(join(CORPUS, file)));
	const expectation = /Description:\s*(.*?)\s*Expect:\s*(.*)\s*-->/.exec(text)?.[2]?.trim();
	if (!expectation) return outcome('fail', 'no Expect line');
	const tree = parsePython(expectation);
	const unanswered = unanswerable(keyPaths(tree));
	if (unanswered) return outcome('not_applicable', unanswered);

	const started = performance.now();
	let feed: FeedRead | null = null;
	let refusal: FeedError | null = null;
	try {
		feed = parseFeed(text, { url: addressOf(file, text) });
	} catch (error) {
		if (!(error instanceof FeedError)) return outcome('fail', `crashed: ${error instanceof Error ? error.message : String(error)}`);
		refusal = error;
	}
	const ms = performance.now() - started;
	if (ms > 2000) return outcome('fail', `took ${Math.round(ms)} ms`, ms);

	// Ill-formed files: refused with a sentence a person can act on is an honest answer too.
	if (folder === 'illformed' && refusal) {
		return /\w+ \w+ \w+/.test(refusal.detail) ? outcome('pass', undefined, ms) : outcome('fail', `refused without a sentence: ${refusal.detail}`, ms);
	}
	if (refusal?.reason === 'entities') return outcome('refused_dtd', refusal.detail, ms);
	const warnings = feed?.warnings ?? [];
	const bozo = refusal !== null || warnings.some((warning) => ILL_FORMED.has(warning.code));
	// feedparser's own harness requires a well-formed file to read without bozo, whatever its Expect says.
	if (folder.startsWith('wellformed/') && bozo) return outcome('fail', refusal ? `refused: ${refusal.detail}` : `warned: ${warnings.map((w) => w.message).join(' ')}`, ms);
	try {
		const passed = holds(tree, {
			names: { bozo, feed: feed ? feedView(feed) : new View({}), entries: feed ? feed.items.map(entryView) : [] },
			equals
		});
		return outcome(passed ? 'pass' : 'fail', passed ? undefined : describeRead(feed, refusal), ms);
	} catch (error) {
		const leftOut = error instanceof PyKeyError && /^index /.test(error.message) && warnings.some((warning) => warning.code === 'empty_items');
		if (leftOut) return outcome('left_out', warnings.find((warning) => warning.code === 'empty_items')?.message, ms);
		return outcome('fail', `${error instanceof Error ? error.message : String(error)}; ${describeRead(feed, refusal)}`, ms);
	}
}

function describeRead(feed: FeedRead | null, refusal: FeedError | null): string {
	if (refusal) return `refused (${refusal.reason})`;
	if (!feed) return 'nothing read';
	const first = feed.items[0];
	const summary = first ? { title: first.title, url: first.url, guid: first.guid, author: first.author, publishedAt: first.publishedAt, updatedAt: first.updatedAt, description: first.description.slice(0, 80) } : null;
	return `read ${feed.items.length} items; feed ${JSON.stringify({ title: feed.title, link: feed.link })}; first ${JSON.stringify(summary)}`;
}

describe("feedparser's test corpus", () => {
	const outcomes = filesUnder(CORPUS).map(judge);

	it('holds the folders its README lists', () => {
		expect(outcomes.length).toBeGreaterThan(1000);
	});

	it(`reads at least ${REQUIRED_RATE * 100}% of the files whose expectations Rumo can answer as feedparser expects`, () => {
		const folders = [...new Set(outcomes.map((outcome) => outcome.folder))];
		const count = (list: Outcome[], result: Outcome['result']) => list.filter((outcome) => outcome.result === result).length;
		const applicableIn = (list: Outcome[]) => list.filter((outcome) => !UNCOUNTED.has(outcome.result)).length;
		const rows = folders.map((folder) => {
			const mine = outcomes.filter((outcome) => outcome.folder === folder);
			return (
				`${folder.padEnd(28)} ${String(count(mine, 'pass')).padStart(4)} / ${String(applicableIn(mine)).padStart(4)} applicable, ${String(mine.length).padStart(4)} files` +
				` (not applicable ${count(mine, 'not_applicable')}, item left out ${count(mine, 'left_out')}, DTD refused ${count(mine, 'refused_dtd')})`
			);
		});
		const passed = count(outcomes, 'pass');
		const applicable = applicableIn(outcomes);
		const failures = outcomes.filter((outcome) => outcome.result === 'fail');
		console.log(
			[
				`feedparser corpus: ${passed} / ${applicable} applicable files read as expected (${((passed / applicable) * 100).toFixed(1)}%), ${outcomes.length} files`,
				...rows,
				...failures.map((outcome) => `  FAIL ${outcome.file}: ${outcome.why}`)
			].join('\n')
		);
		expect(passed / applicable).toBeGreaterThanOrEqual(REQUIRED_RATE);
	});

	it('never crashes nor takes long on any file, ill-formed ones included', () => {
		const broken = outcomes.filter((outcome) => /^(?:crashed|took)/.test(outcome.why ?? ''));
		expect(broken.map((outcome) => `${outcome.file}: ${outcome.why}`)).toEqual([]);
	});

	it('answers every ill-formed file with a refusal in words, or a reading', () => {
		const illformed = outcomes.filter((outcome) => outcome.folder === 'illformed');
		expect(illformed.length).toBeGreaterThan(0);
		expect(illformed.filter((outcome) => outcome.result === 'fail').map((outcome) => `${outcome.file}: ${outcome.why}`)).toEqual([]);
	});
});
