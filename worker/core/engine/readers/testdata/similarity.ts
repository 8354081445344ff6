/**
 * How much of a reference text another text reproduces, in order: the longest common
 * subsequence of their lines (or words) over the reference's length. 1 means every reference
 * line appears, in the same order; a line out of place or broken in two costs its share.
 */

function lcsLength<T>(a: T[], b: T[]): number {
	let previous = new Array<number>(b.length + 1).fill(0);
	for (let i = 1; i <= a.length; i++) {
		const current = new Array<number>(b.length + 1).fill(0);
		for (let j = 1; j <= b.length; j++) {
			current[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
		}
		previous = current;
	}
	return previous[b.length];
}

export const nonEmptyLines = (text: string) =>
	text
		.split('\n')
		.map((line) => line.replace(/\s+/g, ' ').trim())
		.filter(Boolean);

export const words = (text: string) => text.split(/\s+/).filter(Boolean);

export function lineSimilarity(reference: string, candidate: string): number {
	const expected = nonEmptyLines(reference);
	return lcsLength(expected, nonEmptyLines(candidate)) / expected.length;
}

export function wordSimilarity(reference: string, candidate: string): number {
	const expected = words(reference);
	return lcsLength(expected, words(candidate)) / expected.length;
}
