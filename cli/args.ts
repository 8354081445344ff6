import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The exit codes a script can rely on (docs/cli.md). */
export const EXIT = { ok: 0, belowThreshold: 1, badInput: 2 } as const;

/**
 * Input the command cannot work with: a missing or unreadable file, a bad flag, an unsupported
 * type. `key`/`params` say it in the chosen language (cli/output/words.ts); `detail` is the
 * English sentence (a core problem's own). Always exit 2, nothing written.
 */
export class BadInput extends Error {
	constructor(
		readonly detail: string,
		readonly key?: string,
		readonly params: Record<string, string | number> = {}
	) {
		super(detail);
		this.name = 'BadInput';
	}
}

/** The flags every command takes. */
export const COMMON_OPTIONS = {
	json: { type: 'boolean' },
	lang: { type: 'string' },
	help: { type: 'boolean', short: 'h' }
} as const satisfies ParseArgsConfig['options'];

export type Lang = 'en' | 'pt-BR';
export const LANGS: readonly Lang[] = ['en', 'pt-BR'];

export type Options = NonNullable<ParseArgsConfig['options']>;

/** A command's arguments, strictly: an unknown flag or a flag without its value is bad input. */
export function parseCommandArgs<O extends Options>(args: readonly string[], options: O) {
	try {
		return parseArgs({ args: [...args], options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
	} catch (error) {
		throw badFlag(error);
	}
}

/** Node's parseArgs errors, as one sentence a person can act on. */
function badFlag(error: unknown): BadInput {
	const message = error instanceof Error ? error.message : String(error);
	const code = (error as { code?: string }).code;
	const flag = /'(-[^']*)'/.exec(message)?.[1]?.split(/[ =]/)[0] ?? '';
	if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new BadInput(`There is no option ${flag}. Run the command with --help to see its options.`, 'error.unknownFlag', { flag });
	if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new BadInput(`The option ${flag} needs a value. Run the command with --help to see how to use it.`, 'error.flagValue', { flag });
	return new BadInput(`${message}. Run the command with --help to see how to use it.`, 'error.badArgs', { message });
}

/** The --lang given, else the terminal's language (LANG / LC_ALL), else English. */
export function chooseLang(given: string | undefined, env: Record<string, string | undefined>): Lang {
	if (given !== undefined) {
		const lang = LANGS.find((l) => l.toLowerCase() === given.toLowerCase()) ?? (given.toLowerCase() === 'pt' ? 'pt-BR' : undefined);
		if (!lang) throw new BadInput(`--lang takes en or pt-BR, not "${given}".`, 'error.lang', { lang: given });
		return lang;
	}
	const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
	return /^pt/i.test(locale) ? 'pt-BR' : 'en';
}

/** One of the allowed values of a flag, or bad input that lists them. */
export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[], fallback?: T): T {
	if (value === undefined) {
		if (fallback !== undefined) return fallback;
		throw new BadInput(`Give ${flag} (${allowed.join(', ')}).`, 'error.flagMissing', { flag, allowed: allowed.join(', ') });
	}
	const found = allowed.find((a) => a === value.toLowerCase());
	if (!found) throw new BadInput(`${flag} takes ${allowed.join(', ')}, not "${value}".`, 'error.flagChoice', { flag, allowed: allowed.join(', '), value });
	return found;
}

/** A required flag's value. */
export function required(flag: string, value: string | undefined): string {
	if (value === undefined || value === '') throw new BadInput(`Give ${flag}. Run the command with --help to see how to use it.`, 'error.flagRequired', { flag });
	return value;
}

/** A number from 0 to 100 (a score threshold). */
export function scoreFlag(flag: string, value: string | undefined): number | null {
	if (value === undefined) return null;
	const n = Number(value);
	if (!/^\d+(\.\d+)?$/.test(value.trim()) || n < 0 || n > 100) throw new BadInput(`${flag} takes a score from 0 to 100, not "${value}".`, 'error.score', { flag, value });
	return n;
}

/** Exactly one positional argument (a FILE or URL). */
export function onePositional(positionals: readonly string[], what: string): string {
	if (positionals.length === 0) throw new BadInput(`Give the ${what}. Run the command with --help to see how to use it.`, 'error.positionalMissing', { what });
	if (positionals.length > 1) {
		const extra = positionals.slice(1).join('", "');
		throw new BadInput(`Give one ${what}, not ${positionals.length}: "${extra}" is one too many.`, 'error.positionalExtra', { what, extra });
	}
	return positionals[0];
}
