/**
 * Markdown → the plain text the resume parser reads: the words stay, the syntax goes.
 * Headings become their own line, list markers become "- ", links keep their address
 * ("[site](https://x.dev)" → "site (https://x.dev)") because the parser collects links.
 */

const ATX_HEADING = /^ {0,3}#{1,6}[ \t]+\S/;

/** Text with no .md name is Markdown only when it clearly is: two headings, or one plus links or bold. */
export function looksLikeMarkdown(text: string): boolean {
	const lines = text.split(/\r?\n/);
	const headings = lines.filter((line) => ATX_HEADING.test(line)).length;
	if (headings >= 2) return true;
	const other = /\[[^\]\n]+\]\([^)\s]+\)|\*\*[^*\n]+\*\*|__[^_\n]+__/.test(text);
	return headings === 1 && other;
}

// Escaped punctuation ("\*") must survive the emphasis rules: park it in the Private Use Area.
const PARKED = 0xe000;
const park = (text: string) => text.replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, (_, char: string) => String.fromCharCode(PARKED + char.charCodeAt(0)));
const unpark = (text: string) => text.replace(/[\uE000-\uE07F]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PARKED));

function linkText(label: string, url: string): string {
	const bare = url.replace(/^mailto:|^tel:/i, '');
	return label.trim() === bare || label.trim() === url ? label.trim() : `${label.trim()} (${url})`;
}

export function stripInline(text: string): string {
	return unpark(
		park(text)
			.replace(/<!--[\s\S]*?-->/g, '')
			.replace(/`([^`]+)`/g, '$1')
			.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
			.replace(/\[([^\]]+)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, (_, label: string, url: string) => linkText(label, url))
			.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
			.replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/gi, (_, url: string) => url.replace(/^mailto:/i, ''))
			.replace(/<([^>\s@]+@[^>\s@]+)>/g, '$1')
			.replace(/<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/gi, '')
			.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
			.replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?![\w*])/g, '$1$2')
			.replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
			.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
	);
}

const FENCE = /^ {0,3}(```|~~~)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const RULE = /^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/;
const TABLE_SEPARATOR = /^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*(\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*$/;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*<?(\S+?)>?(?:[ \t]+["'(].*)?$/;

function convertLine(line: string): string {
	const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
	if (heading) return stripInline(heading[1]);
	const quote = line.replace(/^ {0,3}(>[ \t]?)+/, '');
	const bullet = /^[ \t]*[-*+][ \t]+(?:\[[ xX]\][ \t]+)?(.*)$/.exec(quote);
	if (bullet) return `- ${stripInline(bullet[1])}`;
	const ordered = /^[ \t]*(\d{1,3})[.)][ \t]+(.*)$/.exec(quote);
	if (ordered) return `${ordered[1]}. ${stripInline(ordered[2])}`;
	const definition = REFERENCE_DEFINITION.exec(quote);
	if (definition) return definition[1];
	if (/^[ \t]*\|.*\|[ \t]*$/.test(quote)) {
		const cells = quote.trim().slice(1, -1).split(/(?<!\\)\|/);
		return cells.map((cell) => stripInline(cell.trim())).filter(Boolean).join(' | ');
	}
	return stripInline(quote);
}

export function markdownToText(markdown: string): string {
	const out: string[] = [];
	let fenced = false;
	// Only a line of ordinary text can be a setext heading's title (not code, not a list item).
	let previousIsText = false;
	for (const line of markdown.split(/\r?\n/)) {
		const afterText = previousIsText;
		previousIsText = false;
		if (FENCE.test(line)) {
			fenced = !fenced;
			continue;
		}
		if (fenced) {
			out.push(line);
			continue;
		}
		const previous = out.length ? out[out.length - 1] : '';
		// "Title" over "=====" or "-----" is a heading; a dash rule after a blank line is a divider.
		if (SETEXT_UNDERLINE.test(line) && afterText) {
			if (out.length > 1 && out[out.length - 2] !== '') out.splice(out.length - 1, 0, '');
			continue;
		}
		if (TABLE_SEPARATOR.test(line) && line.includes('|')) continue;
		if (RULE.test(line)) {
			out.push('');
			continue;
		}
		// A heading starts a new block, so the parser sees it on its own line after a blank one.
		if (ATX_HEADING.test(line) && previous.trim() !== '') out.push('');
		out.push(convertLine(line));
		previousIsText = line.trim() !== '' && !ATX_HEADING.test(line) && !/^[ \t]*([-*+]|\d{1,3}[.)])[ \t]/.test(line);
	}
	return out.join('\n');
}
