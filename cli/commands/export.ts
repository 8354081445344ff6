import { resolve, join } from 'node:path';
import { composeResume, headingLanguageOf } from '$core/documents/compose';
import { exportFilename } from '$core/documents/filename';
import { toJsonResume } from '$core/documents/json-resume';
import { renderMarkdown } from '$core/documents/markdown';
import type { ExportFormat, ResumeDocument } from '$core/documents/model';
import { loadRenderer } from '$core/documents/renderers';
import type { Suggestion } from '$core/tailor/schema';
import { BadInput, EXIT, oneOf, required } from '../args';
import type { Command } from '../context';
import { readJobSource, readResumeFile } from '../inputs';
import { isFolder, writeAtomically } from '../node-env';
import { toJson } from '../output/json';
import { pagesFor } from './job-extract';
import { tailorFor } from './tailor';

const FORMATS = ['pdf', 'docx', 'json', 'md'] as const satisfies readonly ExportFormat[];

/**
 * `--accept safe`: the suggestions that change no meaning — lines moved, a skill called by its
 * other name, personal details left out. `all` also takes those that add words (a summary that
 * emphasises skills, a keyword added to the list); every one of them has evidence in the resume.
 */
export const SAFE_KINDS: readonly Suggestion['kind'][] = ['reorder', 'rephrase', 'remove'];

export function acceptSuggestions(suggestions: readonly Suggestion[], accept: 'all' | 'safe'): Suggestion[] {
	return suggestions.map((s) => ({ ...s, status: accept === 'all' || SAFE_KINDS.includes(s.kind) ? 'accepted' : 'pending' }));
}

/** The document as the format's bytes: what GET /resume/{id}/export answers. */
export async function renderDocument(doc: ResumeDocument, format: ExportFormat, options: { paper?: 'a4' | 'letter'; variant?: 'classic' | 'compact' }): Promise<Uint8Array | string> {
	if (format === 'md') return renderMarkdown(doc);
	if (format === 'json') return toJson(toJsonResume(doc));
	// As the export route: A4 for Portuguese headings, Letter for English, unless asked.
	const paper = options.paper ?? (doc.language === 'pt-BR' ? 'a4' : 'letter');
	const renderer = await loadRenderer(format);
	return renderer(doc, { paper, variant: options.variant ?? 'classic' });
}

export const exportCommand: Command = {
	name: 'export',
	summary: 'summary.export',
	help: 'help.export',
	options: {
		resume: { type: 'string' },
		job: { type: 'string' },
		accept: { type: 'string' },
		format: { type: 'string' },
		out: { type: 'string' },
		paper: { type: 'string' },
		variant: { type: 'string' },
		headings: { type: 'string' },
		'allow-network': { type: 'boolean' }
	},
	async run(context, values, positionals) {
		if (positionals.length) throw new BadInput(`export takes no "${positionals[0]}"; give files with --resume, --job and --out.`, 'error.unexpected', { value: positionals[0] });
		const resumePath = required('--resume', values.resume as string | undefined);
		const format = oneOf('--format', values.format as string | undefined, FORMATS);
		const out = required('--out', values.out as string | undefined);
		const jobPath = values.job as string | undefined;
		const accept = values.accept === undefined ? undefined : oneOf('--accept', values.accept as string, ['all', 'safe'] as const);
		if (jobPath && !accept) throw new BadInput('With --job, say which suggestions to apply: --accept all or --accept safe.', 'error.jobNeedsAccept');
		if (accept && !jobPath) throw new BadInput('--accept applies the suggestions for a job: give the job with --job.', 'error.acceptNeedsJob');
		const paper = values.paper === undefined ? undefined : oneOf('--paper', values.paper as string, ['a4', 'letter'] as const);
		const variant = oneOf('--variant', values.variant as string | undefined, ['classic', 'compact'] as const, 'classic');
		const headings = values.headings === undefined ? undefined : oneOf('--headings', values.headings as string, ['en', 'pt-br'] as const);

		const { cwd } = context.io;
		const now = context.io.now();
		const resume = await readResumeFile(resumePath, cwd, now);
		const job = jobPath ? await readJobSource(jobPath, cwd, pagesFor(context, values['allow-network'] === true)) : null;
		const suggestions = job && accept ? acceptSuggestions(tailorFor(resume, job, now).suggestions, accept) : undefined;
		const doc = composeResume(resume, { language: headings === 'pt-br' ? 'pt-BR' : (headings ?? headingLanguageOf(resume.language)), suggestions });
		const bytes = await renderDocument(doc, format, { paper, variant });

		const filename = exportFilename(resume.profile.basics.name, job ? { company: job.job.company, title: job.job.title } : null, format);
		const target = (await isFolder(out, cwd)) ? join(resolve(cwd, out), filename) : resolve(cwd, out);
		await writeAtomically(target, bytes);
		const size = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength;
		const applied = suggestions?.filter((s) => s.status === 'accepted').length ?? 0;
		context.io.stdout(
			context.json
				? toJson({ written: target, format, bytes: size, language: doc.language, applied })
				: `${context.words.w('export.written', { path: target, size: context.words.number(size) })}${suggestions ? `\n${context.words.w('export.applied', { count: applied, total: suggestions.length })}` : ''}\n`
		);
		return EXIT.ok;
	}
};
