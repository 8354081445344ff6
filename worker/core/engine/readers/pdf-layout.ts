import { buildVocabulary } from './hyphenation';
import { findColumnZones } from './pdf-columns';
import { buildFragments } from './pdf-fragments';
import { removePageFurniture } from './pdf-furniture';
import { median, type Block, type Fragment, type PageRuns } from './pdf-geometry';
import { buildLines, splitBlocks } from './pdf-lines';
import { unwrapBlock } from './pdf-unwrap';

/**
 * Positioned text of every page → plain text in reading order: page furniture removed, each
 * column emitted whole (the one with the contact details first), lines unwrapped, blocks
 * separated by a blank line.
 */

// Three columns at most: a sidebar, a main column, and one column split once more.
const MAX_SPLIT_DEPTH = 2;
const CONTACT = /\S+@\S+\.\S+|\+?\d[\d\s().-]{7,}\d/;

const TITLE_SIZE_OVER_BODY = 1.6;
const holdsContact = (fragments: Fragment[]) => fragments.some((fragment) => CONTACT.test(fragment.text));
const blocksOf = (fragments: Fragment[]) => splitBlocks(buildLines(fragments));
const maxSize = (blocks: Block[]) => Math.max(0, ...blocks.flatMap((block) => block.lines.map((line) => line.size)));

/**
 * The name and headline often open the main column, beside a sidebar that starts a little
 * lower. That block — the largest text of the two columns, starting no lower than the other
 * column — is the document's title and goes before both.
 */
function takeTitleBlock(firstBlocks: Block[], secondBlocks: Block[]): Block[] {
	const candidate = secondBlocks[0];
	if (!candidate || !firstBlocks.length) return [];
	const largest = maxSize([...firstBlocks, ...secondBlocks]);
	// Larger than anything in the first column: a heading of the same size as the first column's
	// headings ("SKILLS" beside "SUMMARY") is no title.
	const holdsLargest = candidate.lines.some((line) => line.size >= largest) && maxSize(firstBlocks) < largest;
	// A name set clearly larger than anything else opens the document even where the sidebar
	// beside it starts higher (LinkedIn's "Contact" box above the level of the name).
	const body = median([...firstBlocks, ...secondBlocks].flatMap((block) => block.lines.map((line) => line.size)));
	const standsOut = largest >= TITLE_SIZE_OVER_BODY * body && maxSize(firstBlocks) < largest;
	if (!holdsLargest || (candidate.lines[0].y > firstBlocks[0].lines[0].y && !standsOut)) return [];
	secondBlocks.shift();
	return [candidate];
}

function layoutColumns(left: Fragment[], right: Fragment[], depth: number): Block[] {
	const contactOnRight = holdsContact(right) && !holdsContact(left);
	const [first, second] = contactOnRight ? [right, left] : [left, right];
	const firstBlocks = layoutRegion(first, depth + 1);
	const secondBlocks = layoutRegion(second, depth + 1);
	return [...takeTitleBlock(firstBlocks, secondBlocks), ...firstBlocks, ...secondBlocks];
}

export function layoutRegion(fragments: Fragment[], depth = 0): Block[] {
	if (!fragments.length) return [];
	const zones = depth < MAX_SPLIT_DEPTH ? findColumnZones(fragments, depth === 0) : null;
	if (!zones) return blocksOf(fragments);
	return zones.flatMap((zone) => (zone.kind === 'single' ? blocksOf(zone.fragments) : layoutColumns(zone.left, zone.right, depth)));
}

export function layoutPages(pages: PageRuns[]): string {
	const fragments = removePageFurniture(
		pages.map((page) => buildFragments(page.runs)),
		pages.map((page) => page.height)
	);
	const blocksByPage = fragments.map((pageFragments) => layoutRegion(pageFragments));
	const vocabulary = buildVocabulary(
		blocksByPage
			.flat()
			.flatMap((block) => block.lines.map((line) => line.text))
			.join('\n')
	);
	return blocksByPage
		.map((blocks) => blocks.map((block) => unwrapBlock(block, vocabulary).join('\n')).join('\n\n'))
		.filter(Boolean)
		.join('\n\n');
}
