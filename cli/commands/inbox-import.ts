import { randomUUID } from 'node:crypto';
import { NOTHING_STORED, previewImportAgainst } from '$core/inbox/import';
import type { ImportPreview } from '$core/inbox/schema';
import type { MessageKey } from '$lib/i18n/en';
import { BadInput, EXIT, onePositional } from '../args';
import type { Command, Context } from '../context';
import { asFile, readInput } from '../node-env';
import { toJson } from '../output/json';
import { fields, section, table } from '../output/table';

/** What the preview says of the file alone: the command line has no inbox, so what a file repeats is only its own rows. */
export type ImportCheck = Omit<ImportPreview, 'previewId' | 'expiresAt'>;

const plural = (context: Context, stem: string, count: number) => context.words.t(`${stem}.${count === 1 ? 'one' : 'other'}` as MessageKey, { count });

function renderPreview(preview: ImportCheck, context: Context): string {
	const { t } = context.words;
	const { style } = context;
	let out = fields(
		[
			[t('inbox.preview.rows'), String(preview.rows)],
			[t('inbox.preview.valid'), String(preview.valid)],
			[t('inbox.preview.invalid'), String(preview.invalidCount)],
			[t('inbox.preview.duplicates'), String(preview.duplicateCount)]
		],
		style.bold
	);
	const plan = [
		plural(context, 'inbox.preview.plan.create', preview.plan.create),
		plural(context, 'inbox.preview.plan.merge', preview.plan.merge),
		plural(context, 'inbox.preview.plan.skip', preview.plan.skip)
	];
	out += section(t('inbox.preview.plan'), plan, style.bold);
	out += section(t('inbox.preview.warnings'), preview.warnings.map((w) => style.warn(w.message)), style.bold);
	if (preview.invalid.length)
		out +=
			`\n${style.bold(t('inbox.preview.invalidTitle'))}\n` +
			table(
				[{ header: t('inbox.preview.col.row'), right: true }, { header: t('inbox.preview.col.column') }, { header: t('inbox.preview.col.reason') }],
				preview.invalid.flatMap((r) => r.errors.map((e) => [String(r.row), e.column === '(row)' ? t('inbox.preview.wholeRow') : e.column, e.message])),
				style.dim
			);
	if (preview.duplicates.length)
		out +=
			`\n${style.bold(t('inbox.preview.dupesTitle'))}\n` +
			table(
				[{ header: t('inbox.preview.col.row'), right: true }, { header: t('inbox.preview.col.match') }],
				preview.duplicates.map((d) => [String(d.row), d.matches.map((m) => t('inbox.preview.dupe.file', { row: m.row ?? '?' })).join(', ')]),
				style.dim
			);
	if (preview.sample.length)
		out +=
			`\n${style.bold(t('inbox.preview.sample'))}\n` +
			table(
				[
					{ header: t('inbox.preview.col.row'), right: true },
					{ header: t('inbox.preview.col.title') },
					{ header: t('inbox.preview.col.company') },
					{ header: t('inbox.preview.col.place') }
				],
				preview.sample.map((s) => [String(s.row), s.title, s.company, s.location]),
				style.dim
			);
	return out + `\n${context.words.w('inbox.dryRun')}\n`;
}

export const inboxImport: Command = {
	name: 'inbox import',
	summary: 'summary.inboxImport',
	help: 'help.inboxImport',
	options: { 'dry-run': { type: 'boolean' } },
	async run(context, values, positionals) {
		const path = onePositional(positionals, 'FILE');
		// Items live in the browser's storage, which a terminal cannot reach: only the preview runs here.
		if (values['dry-run'] !== true) throw new BadInput('The command line previews an import only: add --dry-run, then import the file from the Inbox screen.', 'error.dryRunOnly');
		const input = await readInput(path, context.io.cwd);
		const { previewId: _id, expiresAt: _expires, ...preview } = await previewImportAgainst(NOTHING_STORED, randomUUID, { file: asFile(input) });
		context.io.stdout(context.json ? toJson(preview) : renderPreview(preview, context));
		return EXIT.ok;
	}
};
