import type { HtmlElement, HtmlNode } from './html-tree';

/**
 * mammoth's HTML → lines for the resume parser. Paragraphs are lines, headings start a block,
 * list items become "- " bullets, and a layout table (the sidebar + main column résumé built
 * from a borderless table) comes out cell by cell: whole blocks, never interleaved rows.
 */

type OutputLine = { text: string; heading: boolean };
const BLANK: OutputLine = { text: '', heading: false };

const HEADING = /^h[1-6]$/;
const CONTACT = /\S+@\S+\.\S+|\+?\d[\d\s().-]{7,}\d/;
// A row whose cells each hold one short line is a data table ("Python | Advanced"): one line per row.
const DATA_CELL_LENGTH = 60;

const isElement = (node: HtmlNode): node is HtmlElement => typeof node !== 'string';

function linkSuffix(element: HtmlElement, text: string): string {
	const href = element.attributes.href ?? '';
	if (!/^(https?:|mailto:)/i.test(href)) return '';
	const bare = href.replace(/^mailto:/i, '').replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
	return text.includes(bare) ? '' : ` (${href.replace(/^mailto:/i, '')})`;
}

/** The text of inline content; a <br> becomes a line break. Nested blocks are left to renderBlocks. */
function inlineText(nodes: HtmlNode[]): string {
	let text = '';
	for (const node of nodes) {
		if (!isElement(node)) text += node;
		else if (node.tag === 'br') text += '\n';
		else if (node.tag === 'img' || node.tag === 'ul' || node.tag === 'ol' || node.tag === 'table') continue;
		else if (node.tag === 'a') {
			const label = inlineText(node.children);
			text += label + linkSuffix(node, label);
		} else text += inlineText(node.children);
	}
	return text;
}

const linesOf = (text: string, heading = false): OutputLine[] =>
	text
		.split('\n')
		.map((line) => line.trim())
		.filter(Boolean)
		.map((line) => ({ text: line, heading }));

function renderList(list: HtmlElement): OutputLine[] {
	const out: OutputLine[] = [];
	let number = Number(list.attributes.start ?? 1);
	for (const item of list.children.filter(isElement)) {
		if (item.tag !== 'li') continue;
		const marker = list.tag === 'ol' ? `${number++}. ` : '- ';
		const [first, ...rest] = linesOf(inlineText(item.children));
		if (first) out.push({ text: marker + first.text, heading: false }, ...rest);
		for (const nested of item.children.filter(isElement)) {
			if (nested.tag === 'ul' || nested.tag === 'ol') out.push(...renderList(nested));
		}
	}
	return out;
}

/**
 * A cell's opening lines before its first heading (the name and headline at the top of the
 * main column) are the document's title when another cell starts with a heading: they go first.
 */
function hoistTitle(cells: OutputLine[][]): OutputLine[][] {
	if (!cells[0]?.[0]?.heading) return cells;
	for (let i = 1; i < cells.length; i++) {
		const firstHeading = cells[i].findIndex((line) => line.heading);
		if (firstHeading < 1 || firstHeading > 3) continue;
		const title = cells[i].slice(0, firstHeading);
		return [title, ...cells.slice(0, i), cells[i].slice(firstHeading), ...cells.slice(i + 1)];
	}
	return cells;
}

function trimBlank(lines: OutputLine[]): OutputLine[] {
	let start = 0;
	let end = lines.length;
	while (start < end && lines[start].text === '') start++;
	while (end > start && lines[end - 1].text === '') end--;
	return lines.slice(start, end);
}

function renderTable(table: HtmlElement): OutputLine[] {
	const out: OutputLine[] = [];
	const rows = table.children.filter(isElement).flatMap((child) => (child.tag === 'tr' ? [child] : child.children.filter(isElement)));
	for (const row of rows.filter((element) => element.tag === 'tr')) {
		const cells = row.children
			.filter(isElement)
			.filter((cell) => cell.tag === 'td' || cell.tag === 'th')
			.map((cell) => trimBlank(renderBlocks(cell.children)));
		const filled = cells.filter((cell) => cell.length > 0);
		if (filled.length > 1 && filled.every((cell) => cell.length === 1 && cell[0].text.length <= DATA_CELL_LENGTH)) {
			out.push({ text: filled.map((cell) => cell[0].text).join(' | '), heading: false });
			continue;
		}
		// The cell with the contact details first, as in the PDF reader; otherwise left to right.
		const contactAt = filled.findIndex((cell) => cell.some((line) => CONTACT.test(line.text)));
		const ordered = contactAt > 0 ? [filled[contactAt], ...filled.filter((_, i) => i !== contactAt)] : filled;
		for (const cell of hoistTitle(ordered)) out.push(BLANK, ...cell, BLANK);
	}
	return [BLANK, ...out, BLANK];
}

export function renderBlocks(nodes: HtmlNode[]): OutputLine[] {
	const out: OutputLine[] = [];
	for (const node of nodes) {
		if (!isElement(node)) {
			out.push(...linesOf(node));
			continue;
		}
		if (HEADING.test(node.tag)) out.push(BLANK, ...linesOf(inlineText(node.children), true));
		else if (node.tag === 'p') {
			const lines = linesOf(inlineText(node.children));
			// An empty paragraph is how Word users leave space: it separates blocks.
			out.push(...(lines.length ? lines : [BLANK]));
		} else if (node.tag === 'ul' || node.tag === 'ol') out.push(...renderList(node));
		else if (node.tag === 'table') out.push(...renderTable(node));
		else if (node.tag === 'br' || node.tag === 'hr') out.push(BLANK);
		else out.push(...renderBlocks(node.children));
	}
	return out;
}

export function docxHtmlToText(root: HtmlElement): string {
	return renderBlocks(root.children)
		.map((line) => line.text)
		.join('\n');
}
