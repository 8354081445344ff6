import type { Refusal, Suggestion } from '$core/tailor/schema';
import { tailorResume } from '$core/tailor/suggest';
import type { MessageKey } from '$lib/i18n/en';
import { refusalReason, suggestionReason, suggestionTarget } from '$lib/i18n/tailor-text';
import { BadInput, EXIT, required } from '../args';
import type { Command, Context } from '../context';
import { monthOf, readJobSource, readResumeFile, type ReadResume } from '../inputs';
import type { ParsedJob } from '$core/job/schema';
import { toJson } from '../output/json';
import { section } from '../output/table';
import { pagesFor } from './job-extract';

/** The tailoring POST /resume/tailor makes for this resume and job (no profile, no claims), every suggestion still to decide. */
export function tailorFor(resume: ReadResume, job: ParsedJob, now: Date): { suggestions: Suggestion[]; refused: Refusal[] } {
	const { suggestions, refused } = tailorResume({ resume, resumeText: resume.text, job, profile: [], asOf: monthOf(now) });
	return { suggestions: suggestions.map((p, i) => ({ id: `s${i + 1}`, ...p, status: 'pending' as const })), refused };
}

function renderTailoring({ suggestions, refused }: { suggestions: Suggestion[]; refused: Refusal[] }, context: Context): string {
	const { t, w } = context.words;
	const { style } = context;
	// A list moved or a block reworded spans lines: each stays under its label.
	const block = (text: string) => text.replace(/\n/g, '\n      ');
	const lines = suggestions.flatMap((s) => [
		`${style.bold(`${s.id}  ${t(`tailor.kind.${s.kind}` as MessageKey)}`)} · ${suggestionTarget(s, t)}`,
		...(s.before ? [`  ${t('tailor.before')}: ${block(s.before)}`] : []),
		`  ${t('tailor.after')}: ${block(s.after) || t('tailor.leftOut')}`,
		`  ${style.dim(suggestionReason(s, t))}`,
		...s.evidence.map((e) => `  ${t('tailor.evidence')}: “${e.text}”`),
		''
	]);
	let out = suggestions.length ? section(w('h.suggestions'), lines, style.bold) : `${t('tailor.none.title')}. ${t('tailor.none.body')}\n`;
	out += section(t('tailor.refused.title'), refused.map((r) => `${r.keyword}: ${refusalReason(r, t)}`), style.bold);
	return out;
}

export const tailor: Command = {
	name: 'tailor',
	summary: 'summary.tailor',
	help: 'help.tailor',
	options: { resume: { type: 'string' }, job: { type: 'string' }, 'allow-network': { type: 'boolean' } },
	async run(context, values, positionals) {
		if (positionals.length) throw new BadInput(`tailor takes no "${positionals[0]}"; give files with --resume and --job.`, 'error.unexpected', { value: positionals[0] });
		const resumePath = required('--resume', values.resume as string | undefined);
		const jobPath = required('--job', values.job as string | undefined);
		const now = context.io.now();
		const resume = await readResumeFile(resumePath, context.io.cwd, now);
		const job = await readJobSource(jobPath, context.io.cwd, pagesFor(context, values['allow-network'] === true));
		const tailoring = tailorFor(resume, job, now);
		context.io.stdout(context.json ? toJson(tailoring) : renderTailoring(tailoring, context));
		return EXIT.ok;
	}
};
