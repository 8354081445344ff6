/**
 * `rumo`: the same engine as the app, from a terminal. The command table is the table of contents;
 * each command lives in commands/<name>.ts and calls the core's pure functions — the ones the
 * /api/v1 routes call — so the browser and the terminal give the same answers.
 */
import { config } from 'zod';
import { BadInput, chooseLang, EXIT, parseCommandArgs } from './args';
import { analyse } from './commands/analyse';
import { backupVerify } from './commands/backup-verify';
import { exportCommand } from './commands/export';
import { inboxImport } from './commands/inbox-import';
import { jobExtract } from './commands/job-extract';
import { problemSentence } from './commands/problems';
import { resumeExtract } from './commands/resume-extract';
import { tailor } from './commands/tailor';
import type { Command, Io, Values } from './context';
import { toJson } from './output/json';
import { styleFor } from './output/style';
import { table } from './output/table';
import { wordsFor, type Words } from './words';

// As in the core worker (worker/core/app.ts): the schemas never compile code at run time.
config({ jitless: true });

export const COMMANDS: readonly Command[] = [resumeExtract, jobExtract, analyse, tailor, exportCommand, inboxImport, backupVerify];
/** The British spelling is the command's name; the American one is understood too. */
const ALIASES: Record<string, string> = { analyze: 'analyse' };

export type { Io } from './context';

/** The command the words name, and the arguments after them. */
export function findCommand(argv: readonly string[]): { command: Command; rest: string[] } | null {
	const words = argv.map((arg) => ALIASES[arg] ?? arg);
	for (const command of COMMANDS) {
		const name = command.name.split(' ');
		if (name.every((part, i) => words[i] === part)) return { command, rest: argv.slice(name.length) };
	}
	return null;
}

function mainHelp(words: Words): string {
	const rows = COMMANDS.map((c) => [`rumo ${c.name}`, words.w(c.summary)]);
	return `${words.w('help.main')}\n\n${table([{ header: words.w('h.command') }, { header: words.w('h.what') }], rows)}\n${words.w('help.common')}\n`;
}

/** Runs one command line; returns the exit code (0 ok, 1 below --fail-under, 2 bad input). */
export async function main(argv: readonly string[], io: Io): Promise<number> {
	// The language first, so that even a bad flag is explained in it.
	const langAt = argv.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
	let words = wordsFor('en');
	let json = argv.includes('--json');
	try {
		const given = langAt < 0 ? undefined : argv[langAt].includes('=') ? argv[langAt].slice('--lang='.length) : argv[langAt + 1];
		words = wordsFor(chooseLang(given, io.env));
		const style = styleFor(io.isTTY, io.env);
		const found = findCommand(argv);
		if (!found) {
			const first = argv.find((arg) => !arg.startsWith('-') && arg !== given);
			if (first === undefined && (argv.includes('--version') || argv.includes('-v'))) {
				io.stdout(`${io.version}\n`);
				return EXIT.ok;
			}
			if (first === undefined || first === 'help' || argv.includes('--help') || argv.includes('-h')) {
				io.stdout(mainHelp(words));
				return first === undefined && !argv.includes('--help') && !argv.includes('-h') ? EXIT.badInput : EXIT.ok;
			}
			throw new BadInput(`There is no command "${argv.filter((a) => !a.startsWith('-')).slice(0, 2).join(' ')}". Run rumo --help to see the commands.`, 'error.unknownCommand', { command: argv.filter((a) => !a.startsWith('-')).slice(0, 2).join(' ') });
		}
		const { command, rest } = found;
		const { values, positionals } = parseCommandArgs(rest, command.options);
		json = values.json === true;
		if (values.help) {
			io.stdout(`${words.w(command.help)}\n\n${words.w('help.common')}\n`);
			return EXIT.ok;
		}
		return await command.run({ io, words, style, json }, values as Values, positionals);
	} catch (error) {
		const said = problemSentence(error, words);
		if (!said) {
			io.stderr(`rumo: ${words.w('error.internal')} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
			return EXIT.badInput;
		}
		// One sentence on stderr; with --json also a problem document on stdout, with the field errors (which records of a backup, which rows).
		io.stderr(`rumo: ${said.sentence}\n`);
		if (json) io.stdout(toJson({ code: said.code, detail: said.sentence, ...(said.errors ? { errors: said.errors } : {}) }));
		return EXIT.badInput;
	}
}
