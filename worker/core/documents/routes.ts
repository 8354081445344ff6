import { confirmedCorrections } from './confirmed';
import type { CoreEnv } from '../env';
import { implement } from '../http/implement';
import { binaryFile, file, type Reply } from '../http/router';
import { documentsContract } from './contract';
import { problem } from '../http/problem';
import { getJob } from '../job';
import { getProfile } from '../profile';
import { getResume } from '../resume';
import { getTailoring } from '../tailor';
import { composeProfile, profileLanguage } from './compose-profile';
import { composeResume, headingLanguageOf } from './compose';
import { exportFilename, type JobLabel } from './filename';
import { profileToJsonResume, toJsonResume } from './json-resume';
import { renderMarkdown } from './markdown';
import type { ExportFormat, ResumeDocument } from './model';
import { loadRenderer } from './renderers';
import { CONTENT_TYPES } from './schema';

type Options = { format: ExportFormat; paper?: 'a4' | 'letter'; variant?: 'classic' | 'compact' };

/** The document as the asked format, saved under `filename`. Reads and stores nothing. */
async function render(doc: ResumeDocument, options: Options, filename: string): Promise<Reply<string | Uint8Array>> {
	const type = CONTENT_TYPES[options.format];
	if (options.format === 'md') return file(renderMarkdown(doc), type, filename);
	if (options.format === 'json') return file(`${JSON.stringify(toJsonResume(doc), null, 2)}\n`, type, filename);
	// Paper by the headings' language when the page does not say: pt-BR → A4, en → Letter.
	const paper = options.paper ?? (doc.language === 'pt-BR' ? 'a4' : 'letter');
	const renderer = await loadRenderer(options.format);
	return binaryFile(await renderer(doc, { paper, variant: options.variant ?? 'classic' }), type, filename);
}

/** The job a tailoring was made for, for the file name; a job deleted since leaves the name alone. */
async function jobLabel(env: CoreEnv, jobId: string): Promise<JobLabel | null> {
	try {
		const { job } = await getJob(env, jobId);
		return { company: job.company, title: job.title };
	} catch {
		return null;
	}
}

export const documentRoutes = implement(documentsContract, {
	// A stored resume as a file; with a tailoring of that resume, its accepted suggestions applied.
	resume: async ({ env, params, query }) => {
		const resume = await getResume(env, params.id);
		const tailoring = query.tailoringId ? await getTailoring(env, query.tailoringId) : null;
		if (tailoring && tailoring.resumeId !== resume.id)
			throw problem('not_found', `The tailoring "${tailoring.id}" is not a tailoring of this resume. Open the tailoring from this resume's analysis and download it there.`);
		// What the person confirmed in the review (a corrected employer, title or date) is what the file says.
		const corrections = confirmedCorrections(resume, (await getProfile(env)).items);
		const doc = composeResume(resume, { language: query.lang ?? headingLanguageOf(resume.language), suggestions: tailoring?.suggestions, corrections });
		const job = tailoring ? await jobLabel(env, tailoring.jobId) : null;
		return render(doc, query, exportFilename(resume.profile.basics.name, job, query.format));
	},
	// The person without a resume file: the profile's basics and confirmed items as a resume.
	profile: async ({ env, query }) => {
		const { basics, items } = await getProfile(env);
		const doc = composeProfile(basics, items, query.lang ?? profileLanguage(basics, items));
		if (!doc.name && !doc.sections.length)
			throw problem('missing_input', 'Your profile is empty. Add your name and a few items to your profile (or read a resume), then download it.');
		// JSON Resume is written from the items themselves: what an imported file said beyond the page (a job's address, a skill's group) comes back.
		if (query.format === 'json') return file(`${JSON.stringify(profileToJsonResume(basics, items, doc.language), null, 2)}\n`, CONTENT_TYPES.json, exportFilename(basics.name, null, 'json'));
		return render(doc, query, exportFilename(basics.name, null, query.format));
	}
});
