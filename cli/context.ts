import type { Options } from './args';
import type { Style } from './output/style';
import type { Words } from './words';
import type { CliKey } from './words-text';

/** What a command may touch of the world: injected, so unit tests run it in-process. */
export type Io = {
	stdout: (text: string) => void;
	stderr: (text: string) => void;
	/** Whether stdout is a terminal (colour only then). */
	isTTY: boolean;
	env: Record<string, string | undefined>;
	cwd: string;
	now: () => Date;
	/** Rumo's version (package.json), for the User-Agent of a web read. */
	version: string;
};

export type Context = { io: Io; words: Words; style: Style; json: boolean };

export type Values = Record<string, string | boolean | undefined>;

export type Command = {
	/** The words typed after `rumo`: `resume extract`, `analyse`. */
	name: string;
	/** One line for the command list. */
	summary: CliKey;
	/** Its --help: usage, options and an example. */
	help: CliKey;
	options: Options;
	run: (context: Context, values: Values, positionals: string[]) => Promise<number>;
};
