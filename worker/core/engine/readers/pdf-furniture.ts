import { groupByBaseline } from './pdf-fragments';
import type { Fragment } from './pdf-geometry';

/**
 * Page furniture: running headers, footers and page numbers. They repeat on every page and
 * would land in the middle of a section when pages are joined, so they go — but only at the
 * page's edges: inside the top and bottom margins, and only lines with nothing but other
 * furniture between them and the edge, so a heading in the body is never touched.
 */

const MARGIN_BAND = 0.09;
const SAME_POSITION = 4;

const PAGE_NUMBER = [
	/^(?:page|p[áa]g(?:ina)?\.?|p\.)\s*\d+(?:\s*(?:of|de|\/)\s*\d+)?$/i,
	/^\d+\s*(?:of|de|\/)\s*\d+$/i,
	/^[-–—]?\s*\d{1,3}\s*[-–—]?$/,
	// "Confidential — page 1", "Samuel Reyes | Página 2 de 3"
	/[—–|·•-]\s*(?:page|p[áa]g(?:ina)?\.?)\s*\d+(?:\s*(?:of|de|\/)\s*\d+)?$/i
];

export const isPageNumber = (text: string) => PAGE_NUMBER.some((pattern) => pattern.test(text.trim()));

// An e-mail address, a phone number or a web address.
const CONTACT = /\S+@\S+\.\S+|\+?\d[\d\s().-]{7,}\d|\b(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github)\.com\//i;

const inMargin = (fragment: Fragment, pageHeight: number) =>
	fragment.y < pageHeight * MARGIN_BAND || fragment.y > pageHeight * (1 - MARGIN_BAND);

/** Page numbers differ from page to page; compare with digits masked. */
const repeatKey = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

export function removePageFurniture(pages: Fragment[][], pageHeights: number[]): Fragment[][] {
	const candidates = pages.map((fragments, page) => fragments.filter((fragment) => inMargin(fragment, pageHeights[page])));
	const needed = Math.max(2, Math.ceil(pages.length / 2));

	const repeatsOnMostPages = (fragment: Fragment): boolean => {
		if (pages.length < 2) return false;
		const key = repeatKey(fragment.text);
		const pagesWithIt = candidates.filter((others) =>
			others.some((other) => repeatKey(other.text) === key && Math.abs(other.y - fragment.y) <= SAME_POSITION)
		).length;
		return pagesWithIt >= needed;
	};

	// A running footer or header that holds the person's contact details (moderncv's footer, a
	// designer's header band) repeats them: its first copy is kept whole (the town beside the phone
	// too), so they are not lost with the rest.
	const band = (fragment: Fragment, page: number) => (fragment.y < pageHeights[page] / 2 ? 'top' : 'bottom');
	const contactBands = new Set<string>();
	pages.forEach((fragments, page) => {
		for (const fragment of candidates[page]) if (CONTACT.test(fragment.text) && repeatsOnMostPages(fragment)) contactBands.add(band(fragment, page));
	});
	const keptOn = new Map<string, number>();
	return pages.map((fragments, page) => {
		const isFurniture = (fragment: Fragment) => {
			if (!inMargin(fragment, pageHeights[page])) return false;
			if (isPageNumber(fragment.text)) return true;
			if (!repeatsOnMostPages(fragment)) return false;
			const where = band(fragment, page);
			if (!contactBands.has(where)) return true;
			if (!keptOn.has(where)) keptOn.set(where, page);
			return keptOn.get(where) !== page;
		};
		// Peel rows of furniture off the top and the bottom; stop at the first row of content.
		const rows = groupByBaseline(fragments);
		const removed = new Set<Fragment>();
		for (const edge of [rows, [...rows].reverse()]) {
			for (const row of edge) {
				const furniture = row.filter(isFurniture);
				furniture.forEach((fragment) => removed.add(fragment));
				if (furniture.length < row.length) break;
			}
		}
		return fragments.filter((fragment) => !removed.has(fragment));
	});
}
