/**
 * What a person sees in a DOCX: runs marked hidden (`w:vanish`), white text with no dark shading
 * behind it, and 1–2 pt text are stuffing, not content. mammoth reads none of those properties
 * but the size, so they are taken out of `word/document.xml` before it reads the file.
 */

/** Half-points (w:sz): 4 is 2 pt, the size of the stuffing trick. */
const TINY_HALF_POINTS = 4;

const RUN = /<w:r(?=[\s>])[^>]*>[\s\S]*?<\/w:r>/g;
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

/** Why a run's properties hide it, or null when a person sees it. */
export function hiddenRunReason(props: string): 'vanish' | 'color' | 'tiny' | null {
	if (on(props, 'vanish') || on(props, 'specVanish')) return 'vanish';
	const size = /<w:sz\s+w:val="(\d+)"/.exec(props);
	if (size && Number(size[1]) <= TINY_HALF_POINTS) return 'tiny';
	const color = luminance(/<w:color\s+w:val="([0-9A-Fa-f]{6})"/.exec(props)?.[1] ?? '');
	if (color !== null && color > 0.92) {
		const shade = luminance(/<w:shd\b[^>]*w:fill="([0-9A-Fa-f]{6})"/.exec(props)?.[1] ?? '');
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

/** The document's XML without its hidden runs, and how many words they held. */
export function stripHiddenRuns(xml: string): { xml: string; hiddenWords: number } {
	let hiddenWords = 0;
	const out = xml.replace(RUN, (run) => {
		const props = RUN_PROPERTIES.exec(run)?.[1];
		if (!props || !hiddenRunReason(props)) return run;
		hiddenWords += wordsIn(run);
		return '';
	});
	return { xml: out, hiddenWords };
}
