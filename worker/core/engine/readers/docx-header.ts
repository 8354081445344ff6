/**
 * A Word design often sets the name, the headline and the contact line in the page header, which
 * mammoth leaves out with the rest of the page furniture. The header of the document's first page
 * is read here: its lines that the body does not already hold go first in the text. Footers stay
 * out (page numbers, "Confidential", a repeated name).
 */

const PARAGRAPH = /<w:p[\s>][\s\S]*?<\/w:p>/g;
// A run's text, a tab or a break, in document order.
const PIECE = /<w:t(?=[\s>])[^>]*>([^<]*)<\/w:t>|<w:(tab|br)\b[^>]*\/>/g;
// Fields a header computes: "Page 1 of 3".
const PAGE_NUMBER = /^(?:page|p[aá]gina|p\.)\s*\d*\s*(?:(?:of|de)\s*\d*)?$/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
	text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (whole, hex, dec, name) =>
		hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? whole)
	);

/** The lines of a header part: one per paragraph, tabs kept as tabs, blank ones left out. */
export function headerLines(xml: string): string[] {
	const lines: string[] = [];
	for (const paragraph of xml.match(PARAGRAPH) ?? []) {
		let text = '';
		for (const piece of paragraph.matchAll(PIECE)) text += piece[2] === 'tab' ? '\t' : piece[2] === 'br' ? '\n' : decode(piece[1]);
		for (const line of text.split('\n')) {
			const clean = line.replace(/[ \u00a0]+/g, ' ').replace(/ *\t */g, '\t').trim();
			if (/\p{L}/u.test(clean) && !PAGE_NUMBER.test(clean)) lines.push(clean);
		}
	}
	return lines;
}

/**
 * Which header part the first page shows: the "first" header when the section asks for a different
 * first page (`w:titlePg`), else the "default" one; as a path inside the package, or null.
 */
export function firstPageHeader(documentXml: string, relsXml: string): string | null {
	const sections = documentXml.match(/<w:sectPr\b[\s\S]*?<\/w:sectPr>/g);
	const section = sections?.[0];
	if (!section) return null;
	const wanted = /<w:titlePg(?:\s+w:val="(?:true|1|on)")?\s*\/>/.test(section) ? 'first' : 'default';
	const reference = new RegExp(`<w:headerReference\\b[^>]*w:type="${wanted}"[^>]*r:id="([^"]+)"|<w:headerReference\\b[^>]*r:id="([^"]+)"[^>]*w:type="${wanted}"`).exec(section);
	const id = reference?.[1] ?? reference?.[2];
	if (!id) return null;
	const target = new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*Target="([^"]+)"|<Relationship\\b[^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(relsXml);
	const path = target?.[1] ?? target?.[2];
	return path ? `word/${path.replace(/^\/?word\//, '')}` : null;
}

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The header lines to put before the body's text: those the body does not hold already (a header
 * that repeats the body's name adds nothing).
 */
export function headerToPrepend(lines: string[], bodyText: string): string[] {
	const body = fold(bodyText);
	return lines.filter((line) => !line.split('\t').every((cell) => body.includes(fold(cell))));
}
