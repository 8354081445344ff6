/**
 * Aligned plain-text columns. Width counts what a terminal shows: escape codes take no room and
 * accented letters one cell each, so "Conceição" lines up with "Concepcion".
 */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;]*m/g;

export function visibleWidth(text: string): number {
	return [...text.replace(ESCAPES, '').normalize('NFC')].filter((char) => !/\p{M}/u.test(char)).length;
}

const pad = (text: string, width: number, right: boolean) => {
	const room = ' '.repeat(Math.max(0, width - visibleWidth(text)));
	return right ? room + text : text + room;
};

export type Column = { header: string; right?: boolean };

/** Rows under headers, each column as wide as its widest cell; the last column is not padded. */
export function table(columns: readonly Column[], rows: readonly (readonly string[])[], bold: (text: string) => string = (t) => t): string {
	const widths = columns.map((column, i) => Math.max(visibleWidth(column.header), ...rows.map((row) => visibleWidth(row[i] ?? ''))));
	const line = (cells: readonly string[], header: boolean) =>
		cells
			.map((cell, i) => {
				const last = i === cells.length - 1;
				const text = last && !columns[i].right ? cell : pad(cell, widths[i], columns[i].right === true);
				return header ? bold(text) : text;
			})
			.join('  ')
			.trimEnd();
	return [line(columns.map((c) => c.header), true), ...rows.map((row) => line(row, false))].join('\n') + '\n';
}

/** "Label  value" lines, the labels padded to the longest. */
export function fields(pairs: readonly (readonly [string, string])[], bold: (text: string) => string = (t) => t): string {
	const width = Math.max(0, ...pairs.map(([label]) => visibleWidth(label)));
	return pairs.map(([label, value]) => `${bold(pad(label, width, false))}  ${value}`).join('\n') + '\n';
}

/** A heading and its lines, indented; nothing when there are no lines. */
export function section(title: string, lines: readonly string[], bold: (text: string) => string = (t) => t): string {
	if (!lines.length) return '';
	return `\n${bold(title)}\n${lines.map((l) => `  ${l}`.trimEnd()).join('\n')}\n`;
}
