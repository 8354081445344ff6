/** Colour for a person at a terminal only: never in a pipe or a file, never with NO_COLOR set (no-color.org). */
export type Style = {
	bold: (text: string) => string;
	dim: (text: string) => string;
	good: (text: string) => string;
	warn: (text: string) => string;
	bad: (text: string) => string;
};

const code = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export const PLAIN: Style = { bold: plain, dim: plain, good: plain, warn: plain, bad: plain };
const COLOURED: Style = { bold: code(1, 22), dim: code(2, 22), good: code(32, 39), warn: code(33, 39), bad: code(31, 39) };

export function styleFor(isTTY: boolean, env: Record<string, string | undefined>): Style {
	const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
	return isTTY && !noColor && env.TERM !== 'dumb' ? COLOURED : PLAIN;
}

/** A score's colour: the same thresholds for every score the command line prints. */
export const scoreTone = (style: Style, score: number) => (score >= 70 ? style.good : score >= 40 ? style.warn : style.bad);
