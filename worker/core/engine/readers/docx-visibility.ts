/**
 * What a person sees in a DOCX: runs marked hidden (`w:vanish`), white text with no dark shading
 * behind it, and 1–2 pt text are stuffing, not content. mammoth reads none of those properties
 * but the size, so they are taken out of `word/document.xml` before it reads the file.
 */

/** Half-points (w:sz): 4 is 2 pt, the size of the stuffing trick. */
const TINY_HALF_POINTS = 4;

const RUN_PROPERTIES = /<w:rPr>([\s\S]*?)<\/w:rPr>/;
const TEXT = /<w:t(?=[\s>])[^>]*>([^<]*)<\/w:t>/g;

const on = (props: string, tag: string) => {
	const found = new RegExp(`<w:${tag}(\\s+w:val="([^"]*)")?\\s*/>`).exec(props);
	return !!found && !/^(false|0|off)$/i.test(found[2] ?? '');
};

function luminance(hex: string): number | null {
	if (!/^[0-9a-f]{6}$/i.test(hex)) return null;
	const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Why a run's properties hide it, or null when a person sees it. `background` is the fill of the
 * paragraph or table cell the run sits in (a banner's dark band behind a white name), if any.
 */
export function hiddenRunReason(props: string, background: string | null = null): 'vanish' | 'color' | 'tiny' | null {
	if (on(props, 'vanish') || on(props, 'specVanish')) return 'vanish';
	const size = /<w:sz\s+w:val="(\d+)"/.exec(props);
	if (size && Number(size[1]) <= TINY_HALF_POINTS) return 'tiny';
	const color = luminance(/<w:color\s+w:val="([0-9A-Fa-f]{6})"/.exec(props)?.[1] ?? '');
	if (color !== null && color > 0.92) {
		const shade = luminance(/<w:shd\b[^>]*w:fill="([0-9A-Fa-f]{6})"/.exec(props)?.[1] ?? background ?? '');
		const highlighted = /<w:highlight\s+w:val="(?!none|white)[^"]+"/.test(props);
		if ((shade === null || shade > 0.8) && !highlighted) return 'color';
	}
	return null;
}

const wordsIn = (run: string) =>
	[...run.matchAll(TEXT)]
		.map((m) => m[1])
		.join('')
		.split(/\s+/)
		.filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

// What the walk below reads: paragraphs and table cells (open, close), their properties (where a
// shading fill sits), and runs. `\b` keeps <w:p> apart from <w:pPr>, <w:tc> from <w:tcPr>.
const TOKEN = /<w:p\b[^>]*?(\/)?>|<\/w:p>|<w:tc\b[^>]*>|<\/w:tc>|<w:pPr>[\s\S]*?<\/w:pPr>|<w:tcPr>[\s\S]*?<\/w:tcPr>|<w:r(?=[\s>])[^>]*>[\s\S]*?<\/w:r>/g;
const FILL = /<w:shd\b[^>]*w:fill="([0-9A-Fa-f]{6})"/;
// A run that holds a drawing or a text box holds paragraphs of its own: it is never taken out whole.
const HOLDS_CONTENT = /<w:(?:drawing|pict|txbxContent|object)\b/;

/** The document's XML without its hidden runs, and how many words they held. */
export function stripHiddenRuns(xml: string): { xml: string; hiddenWords: number } {
	let hiddenWords = 0;
	// The fills of the paragraphs and cells open around the walk, innermost last.
	const open: { kind: 'p' | 'tc'; fill: string | null }[] = [];
	const background = () => {
		for (let i = open.length - 1; i >= 0; i--) if (open[i].fill) return open[i].fill;
		return null;
	};
	const out = xml.replace(TOKEN, (token, selfClosing?: string) => {
		if (token.startsWith('<w:pPr>') || token.startsWith('<w:tcPr>')) {
			const fill = FILL.exec(token.replace(/<w:rPr>[\s\S]*?<\/w:rPr>/g, ''))?.[1] ?? null;
			const kind = token.startsWith('<w:pPr>') ? 'p' : 'tc';
			const owner = [...open].reverse().find((item) => item.kind === kind);
			if (owner && fill && !/^(?:auto|FFFFFF)$/i.test(fill)) owner.fill = fill;
			return token;
		}
		if (token === '</w:p>' || token === '</w:tc>') {
			const kind = token === '</w:p>' ? 'p' : 'tc';
			const at = open.map((item) => item.kind).lastIndexOf(kind);
			if (at >= 0) open.splice(at);
			return token;
		}
		if (token.startsWith('<w:p')) {
			if (!selfClosing) open.push({ kind: 'p', fill: null });
			return token;
		}
		if (token.startsWith('<w:tc')) {
			open.push({ kind: 'tc', fill: null });
			return token;
		}
		const props = RUN_PROPERTIES.exec(token)?.[1];
		if (!props || HOLDS_CONTENT.test(token) || !hiddenRunReason(props, background())) return token;
		hiddenWords += wordsIn(token);
		return '';
	});
	return { xml: out, hiddenWords };
}
