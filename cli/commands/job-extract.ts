import type { ParsedJob } from '$core/job/schema';
import type { MessageKey } from '$lib/i18n/en';
import { EXIT, onePositional } from '../args';
import type { Command, Context } from '../context';
import { readJobSource } from '../inputs';
import { networkPages, noNetwork } from '../node-env';
import { toJson } from '../output/json';
import { fields, section } from '../output/table';

/** --allow-network is the consent the app asks for before reading a link (SPEC.md: explicit consent). */
export const pagesFor = (context: Context, allowNetwork: boolean) => (allowNetwork ? networkPages(context.io.env, context.io.version) : noNetwork);

const label = (context: Context, prefix: string, value: string | null) => (value ? context.words.t(`${prefix}.${value}` as MessageKey) : context.words.t('job.field.unknown'));

export function renderJob(parsed: ParsedJob, context: Context): string {
	const { job } = parsed;
	const { t, w } = context.words;
	const salary = job.salary ? [job.salary.min, job.salary.max].filter((n) => n !== null).map((n) => context.words.number(n as number)).join('–') + ` ${job.salary.currency ?? ''}`.trimEnd() : null;
	let out = fields(
		[
			[t('job.field.title'), job.title ?? '—'],
			[t('job.field.company'), job.company ?? '—'],
			[t('job.field.location'), job.location ?? '—'],
			[t('job.field.workMode'), label(context, 'job.mode', job.workMode)],
			[t('job.field.seniority'), label(context, 'job.level', job.seniority)],
			[t('job.field.employment'), label(context, 'job.employment', job.employmentType)],
			[t('job.field.years'), job.minYearsExperience === null ? t('job.field.unknown') : t('job.field.yearsValue', { years: job.minYearsExperience })],
			[t('job.field.salary'), salary ?? t('job.field.unknown')],
			[t('job.field.url'), job.url ?? '—'],
			[w('h.language'), t(`analysis.language.${parsed.language}` as MessageKey)],
			[t('resume.confidence.overall'), context.words.percent(parsed.confidence)]
		],
		context.style.bold
	);
	out += section(w('h.required'), job.requiredSkills.length ? [job.requiredSkills.map((s) => s.name).join(', ')] : [], context.style.bold);
	out += section(w('h.nice'), job.niceToHaveSkills.length ? [job.niceToHaveSkills.map((s) => s.name).join(', ')] : [], context.style.bold);
	out += section(w('h.warnings'), parsed.warnings.map((warning) => context.style.warn(warning.message)), context.style.bold);
	return out;
}

export const jobExtract: Command = {
	name: 'job extract',
	summary: 'summary.jobExtract',
	help: 'help.jobExtract',
	options: { 'allow-network': { type: 'boolean' } },
	async run(context, values, positionals) {
		const source = onePositional(positionals, 'FILE|URL');
		const parsed = await readJobSource(source, context.io.cwd, pagesFor(context, values['allow-network'] === true));
		context.io.stdout(context.json ? toJson(parsed) : renderJob(parsed, context));
		return EXIT.ok;
	}
};
