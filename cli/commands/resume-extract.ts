import { defaultResumeName } from '$core/resume/service';
import type { MessageKey } from '$lib/i18n/en';
import { EXIT, onePositional } from '../args';
import type { Command } from '../context';
import { readResumeFile, type ReadResume } from '../inputs';
import { toJson } from '../output/json';
import { fields, section, table } from '../output/table';
import type { Words } from '../words';

const period = (start: string | null, end: string | null, current: boolean, words: Words) => [start ?? '?', current ? words.w('word.present') : (end ?? '?')].join(' – ');

/** A warning in the chosen language when the app has its words, else the core's English. */
function warningText(warning: ReadResume['warnings'][number], words: Words): string {
	const key = `resume.warning.${warning.code}` as MessageKey;
	const text = words.t(key, { message: warning.message, ...warning.params });
	return text === key ? warning.message : text;
}

export function renderResume(resume: ReadResume & { name: string }, { words, style }: { words: Words; style: import('../output/style').Style }): string {
	const { basics, skills, experiences, education, languages, certifications } = resume.profile;
	const { t, w } = words;
	let out = fields(
		[
			[w('h.file'), resume.name],
			[w('h.person'), basics.name ?? '—'],
			[w('h.headline'), basics.headline ?? '—'],
			[w('h.contact'), [basics.email, basics.phone, basics.location].filter(Boolean).join(' · ') || '—'],
			[w('h.language'), t(`analysis.language.${resume.language}` as MessageKey)],
			[w('h.years'), resume.yearsExperience === null ? '—' : words.number(resume.yearsExperience)],
			[t('resume.confidence.overall'), words.percent(resume.confidence)]
		],
		style.bold
	);
	out += section(t('analysis.section.skills'), skills.length ? [skills.map((s) => s.name).join(', ')] : [], style.bold);
	if (experiences.length)
		out +=
			`\n${style.bold(t('analysis.section.experience'))}\n` +
			table(
				[{ header: w('h.role') }, { header: w('h.company') }, { header: w('h.period') }],
				experiences.map((e) => [e.title, e.company, period(e.start, e.end, e.current, words)]),
				style.dim
			)
				.trimEnd()
				.replace(/^/gm, '  ') +
			'\n';
	out += section(t('analysis.section.education'), education.map((e) => [e.degree, e.institution, e.end ?? ''].filter(Boolean).join(' — ')), style.bold);
	out += section(t('analysis.section.languages'), languages.map((l) => (l.level ? `${l.name} (${l.level})` : l.name)), style.bold);
	out += section(t('analysis.section.certifications'), certifications.map((c) => [c.name, c.issuer, c.year].filter(Boolean).join(' — ')), style.bold);
	out += section(w('h.warnings'), resume.warnings.map((warning) => style.warn(warningText(warning, words))), style.bold);
	return out;
}

export const resumeExtract: Command = {
	name: 'resume extract',
	summary: 'summary.resumeExtract',
	help: 'help.resumeExtract',
	options: {},
	async run(context, _values, positionals) {
		const path = onePositional(positionals, 'FILE');
		const read = await readResumeFile(path, context.io.cwd, context.io.now());
		const resume = { name: defaultResumeName(read), ...read };
		context.io.stdout(context.json ? toJson(resume) : renderResume(resume, context));
		return EXIT.ok;
	}
};
