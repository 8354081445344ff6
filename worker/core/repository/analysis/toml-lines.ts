/**
 * Just enough TOML for manifests (Cargo.toml, pyproject.toml, Pipfile, a Gradle version catalog),
 * with the line of every key and value, which the evidence points at and a full parser forgets.
 * Strings of the four kinds, arrays and inline tables over several lines, dotted and quoted keys,
 * `[table]` and `[[array of tables]]` headers. Anything else (numbers, dates, booleans) is kept as
 * its raw text. A line it cannot read is skipped, not the file: a manifest with one typo still
 * names its dependencies.
 */

export type TomlValue =
	| { type: 'string'; value: string; line: number }
	| { type: 'other'; raw: string; line: number }
	| { type: 'array'; items: TomlValue[]; line: number }
	| { type: 'table'; entries: TomlEntry[]; line: number };

/** `key = value`, the key split at its dots (`version.ref` → ['version', 'ref']). */
export type TomlEntry = { key: string[]; value: TomlValue; line: number };

/** A table: the root one (header []), a `[header]` or one element of a `[[header]]`. */
export type TomlSection = { header: string[]; arrayOfTables: boolean; line: number; entries: TomlEntry[] };

class TomlError extends Error {}

const BARE_KEY = /[A-Za-z0-9_-]/;
const ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\u001b', '"': '"', '\\': '\\' };

class Cursor {
	at = 0;
	line = 1;
	constructor(readonly text: string) {}

	peek(offset = 0): string {
		return this.text[this.at + offset] ?? '';
	}
	startsWith(token: string): boolean {
		return this.text.startsWith(token, this.at);
	}
	next(): string {
		const char = this.text[this.at++] ?? '';
		if (char === '\n') this.line++;
		return char;
	}
	get done(): boolean {
		return this.at >= this.text.length;
	}
	/** Spaces and tabs, not newlines. */
	skipBlanks(): void {
		while (this.peek() === ' ' || this.peek() === '\t') this.next();
	}
	skipComment(): void {
		if (this.peek() === '#') while (!this.done && this.peek() !== '\n') this.next();
	}
	/** Blanks, newlines and comments: what may sit between the items of an array. */
	skipSpace(): void {
		for (;;) {
			this.skipBlanks();
			this.skipComment();
			if (this.peek() === '\n' || this.peek() === '\r') this.next();
			else return;
		}
	}
	toLineEnd(): void {
		while (!this.done && this.peek() !== '\n') this.next();
	}
}

/**
 * Ends a string at its closer. A multi-line string may end with up to two quotes of its own
 * before the closing three (`"""say "hi""""`): a run of quotes gives all but the last three.
 */
function closing(cursor: Cursor, closer: string): string {
	if (closer.length === 1) {
		cursor.next();
		return '';
	}
	let run = 0;
	while (cursor.peek() === closer[0] && run < 5) {
		cursor.next();
		run++;
	}
	return closer[0].repeat(run - 3);
}

function readBasic(cursor: Cursor, multiline: boolean): string {
	let value = '';
	const closer = multiline ? '"""' : '"';
	if (multiline && cursor.peek() === '\r') cursor.next();
	if (multiline && cursor.peek() === '\n') cursor.next(); // a newline right after """ is not part of the string
	for (;;) {
		if (cursor.done) throw new TomlError('unclosed string');
		if (cursor.startsWith(closer)) return value + closing(cursor, closer);
		const char = cursor.next();
		if (char === '\n' && !multiline) throw new TomlError('newline in string');
		if (char !== '\\') {
			value += char;
			continue;
		}
		const escape = cursor.next();
		if (multiline && (escape === '\n' || escape === ' ' || escape === '\t' || escape === '\r')) {
			// A line-ending backslash swallows the newline and the blanks after it.
			while (/\s/.test(cursor.peek())) cursor.next();
			continue;
		}
		if (escape === 'u' || escape === 'U' || escape === 'x') {
			const length = escape === 'u' ? 4 : escape === 'U' ? 8 : 2;
			const hex = cursor.text.slice(cursor.at, cursor.at + length);
			cursor.at += length;
			const code = Number.parseInt(hex, 16);
			value += Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
			continue;
		}
		value += ESCAPES[escape] ?? escape;
	}
}

function readLiteral(cursor: Cursor, multiline: boolean): string {
	const closer = multiline ? "'''" : "'";
	if (multiline && cursor.peek() === '\r') cursor.next();
	if (multiline && cursor.peek() === '\n') cursor.next();
	let value = '';
	for (;;) {
		if (cursor.done) throw new TomlError('unclosed string');
		if (cursor.startsWith(closer)) return value + closing(cursor, closer);
		const char = cursor.next();
		if (char === '\n' && !multiline) throw new TomlError('newline in string');
		value += char;
	}
}

/** A string of any of the four kinds, or null when none starts here. */
function readString(cursor: Cursor): string | null {
	if (cursor.startsWith('"""')) {
		cursor.at += 3;
		return readBasic(cursor, true);
	}
	if (cursor.startsWith("'''")) {
		cursor.at += 3;
		return readLiteral(cursor, true);
	}
	if (cursor.peek() === '"') {
		cursor.next();
		return readBasic(cursor, false);
	}
	if (cursor.peek() === "'") {
		cursor.next();
		return readLiteral(cursor, false);
	}
	return null;
}

/** A dotted key: bare or quoted parts joined by dots, blanks allowed around the dots. */
function readKey(cursor: Cursor): string[] {
	const parts: string[] = [];
	for (;;) {
		cursor.skipBlanks();
		const quoted = cursor.peek() === '"' || cursor.peek() === "'" ? readString(cursor) : null;
		if (quoted !== null) parts.push(quoted);
		else {
			let bare = '';
			while (BARE_KEY.test(cursor.peek())) bare += cursor.next();
			if (!bare) throw new TomlError('key expected');
			parts.push(bare);
		}
		cursor.skipBlanks();
		if (cursor.peek() !== '.') return parts;
		cursor.next();
	}
}

function readValue(cursor: Cursor): TomlValue {
	cursor.skipBlanks();
	const line = cursor.line;
	const char = cursor.peek();
	if (char === '"' || char === "'") return { type: 'string', value: readString(cursor)!, line };
	if (char === '[') {
		cursor.next();
		const items: TomlValue[] = [];
		for (;;) {
			cursor.skipSpace();
			if (cursor.peek() === ']') {
				cursor.next();
				return { type: 'array', items, line };
			}
			if (cursor.done) throw new TomlError('unclosed array');
			items.push(readValue(cursor));
			cursor.skipSpace();
			if (cursor.peek() === ',') cursor.next();
			else if (cursor.peek() !== ']') throw new TomlError('"," or "]" expected');
		}
	}
	if (char === '{') {
		cursor.next();
		const entries: TomlEntry[] = [];
		for (;;) {
			// TOML 1.1 lets an inline table span lines and end with a comma; 1.0 files read the same.
			cursor.skipSpace();
			if (cursor.peek() === '}') {
				cursor.next();
				return { type: 'table', entries, line };
			}
			if (cursor.done) throw new TomlError('unclosed inline table');
			entries.push(readEntry(cursor));
			cursor.skipSpace();
			if (cursor.peek() === ',') cursor.next();
			else if (cursor.peek() !== '}') throw new TomlError('"," or "}" expected');
		}
	}
	let raw = '';
	while (!cursor.done && !/[,\]}\n#]/.test(cursor.peek())) raw += cursor.next();
	raw = raw.trim();
	if (!raw) throw new TomlError('value expected');
	return { type: 'other', raw, line };
}

function readEntry(cursor: Cursor): TomlEntry {
	const line = cursor.line;
	const key = readKey(cursor);
	cursor.skipBlanks();
	if (cursor.next() !== '=') throw new TomlError('"=" expected');
	return { key, value: readValue(cursor), line };
}

/** The tables of a TOML text in order, the root table first (header []). */
export function readToml(text: string): TomlSection[] {
	const cursor = new Cursor(text.replace(/^\uFEFF/, ''));
	const sections: TomlSection[] = [{ header: [], arrayOfTables: false, line: 1, entries: [] }];
	let current = sections[0];
	while (!cursor.done) {
		cursor.skipSpace();
		if (cursor.done) break;
		const start = cursor.line;
		const from = cursor.at;
		try {
			if (cursor.peek() === '[') {
				const arrayOfTables = cursor.startsWith('[[');
				cursor.at += arrayOfTables ? 2 : 1;
				const header = readKey(cursor);
				if (!cursor.startsWith(arrayOfTables ? ']]' : ']')) throw new TomlError('"]" expected');
				cursor.at += arrayOfTables ? 2 : 1;
				current = { header, arrayOfTables, line: start, entries: [] };
				sections.push(current);
			} else current.entries.push(readEntry(cursor));
			cursor.skipBlanks();
			cursor.skipComment();
			if (!cursor.done && cursor.peek() !== '\n' && cursor.peek() !== '\r') throw new TomlError('end of line expected');
		} catch (error) {
			if (!(error instanceof TomlError)) throw error;
			// Start again on the line after the one that failed.
			cursor.at = from;
			cursor.line = start;
			cursor.toLineEnd();
		}
	}
	return sections;
}

/** The string value of `key` among entries (`version.ref` as ['version', 'ref']), or null. */
export function stringAt(entries: TomlEntry[], ...key: string[]): string | null {
	for (const entry of entries) {
		if (entry.key.length === key.length && entry.key.every((part, i) => part === key[i]) && entry.value.type === 'string') return entry.value.value;
		// `version = { ref = "x" }` says the same as `version.ref = "x"`.
		if (entry.key.length < key.length && entry.key.every((part, i) => part === key[i]) && entry.value.type === 'table') {
			const found = stringAt(entry.value.entries, ...key.slice(entry.key.length));
			if (found !== null) return found;
		}
	}
	return null;
}

/** Whether the header starts with `prefix`. */
export const headerStarts = (header: string[], ...prefix: string[]): boolean => prefix.every((part, i) => header[i] === part);
