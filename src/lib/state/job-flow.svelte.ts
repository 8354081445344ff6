import { api, isApiError } from '$lib/api';
import { isListing, jobBody, type JobExtraction, type JobInput, type JobListing, type JobMetadata, type JobSkillsPatch, type JobSummary, type ListedPosting } from '$lib/api/job';
import type { CreatedInboxItem } from '$lib/api/inbox';
import type { MatchAnalysis } from '$lib/api/match';
import type { ResumeSummary } from '$lib/api/resume';
import { t } from '$lib/i18n/i18n.svelte';
import { defaultResumeId } from './document-rules';
import { saveToApplications } from './save-to-applications';
import type { AiRun } from '$lib/api/ai-assist';
import { AiAssist } from './ai-run.svelte';
import { requirementsWith, type JobRequirement, type RequirementEntry } from './ai-run-rules';
import { JobDraft } from './job-draft.svelte';
import { watchTopics } from './resource.svelte';

export type Importance = 'required' | 'nice';

/**
 * The Job screen: a posting in (text, link or file), the extracted job and its requirements (the
 * person may correct them), then a compatibility analysis against the main resume, another resume
 * or the profile alone; "Save to Applications" as is; and "Your jobs". One instance for the visit
 * (`jobFlow`): a posting pasted or read but not yet analysed survives visiting another screen.
 */
export class JobFlow {
	draft = new JobDraft();
	/** `listing`: the page read lists several postings; the person chooses one (issue 28). */
	status = $state<'idle' | 'reading' | 'done' | 'error' | 'listing'>('idle');
	job = $state<JobExtraction | null>(null);
	/** The last page read that lists several postings: kept while the person reads them one by one. */
	listing = $state<JobListing | null>(null);
	/** The listed posting being read, the one being added to the inbox, and those added this visit. */
	readingUrl = $state<string | null>(null);
	addingUrl = $state<string | null>(null);
	inInbox = $state<string[]>([]);
	error = $state<unknown>(null);
	/** This posting was read before: the stored job was updated, no copy was made. */
	reread = $state(false);
	/** A link was refused for lack of consent: the screen asks, then retries. */
	needsConsent = $state(false);

	resumes = $state<ResumeSummary[]>([]);
	/** The resume to compare; null is "My profile only (no resume)". */
	resumeId = $state<string | null>(null);
	#resumeChosen = false;
	analyzing = $state(false);
	analysisError = $state<unknown>(null);
	savedJobId = $state<string | null>(null);

	skillsSaving = $state(false);
	skillsError = $state<unknown>(null);
	namesSaving = $state(false);
	namesError = $state<unknown>(null);
	/** "Suggest more with AI" for the job on screen (issue 17): requirements the rules missed, for review. */
	ai = $state<AiAssist<JobRequirement> | null>(null);

	jobs = $state<JobSummary[]>([]);
	jobsStatus = $state<'loading' | 'ready' | 'error'>('loading');
	jobsError = $state<unknown>(null);
	busyJobId = $state<string | null>(null);

	#last: { input: JobInput; metadata?: JobMetadata } | null = null;

	async loadResumes() {
		try {
			this.resumes = (await api.resume.list({ query: { limit: 100 } })).items;
		} catch {
			this.resumes = [];
		}
		// The main resume unless the person chose another that still exists (or the profile alone).
		const chosenExists = this.resumeId === null || this.resumes.some((resume) => resume.id === this.resumeId);
		if (!this.#resumeChosen || !chosenExists) this.resumeId = defaultResumeId(this.resumes);
	}

	chooseResume(id: string | null) {
		this.resumeId = id;
		this.#resumeChosen = true;
	}

	async loadJobs() {
		try {
			const { items, total } = await api.job.list({ query: { limit: 100 } });
			this.jobs = items;
			this.jobsStatus = 'ready';
			this.jobsError = null;
			// Deleted elsewhere (another tab, "clear local data"): the screen stops showing it.
			if (this.job && items.length === total && !items.some((job) => job.id === this.job?.id)) this.reset();
		} catch (error) {
			this.jobsError = error;
			this.jobsStatus = 'error';
		}
	}

	/** Keeps the lists current when another tab or screen changes jobs, resumes or analyses. */
	watch() {
		const stops = [watchTopics(['job', 'match'], () => void this.loadJobs()), watchTopics(['resume'], () => void this.loadResumes())];
		return () => stops.forEach((stop) => stop());
	}

	async extract(input: JobInput, metadata?: JobMetadata) {
		this.status = 'reading';
		const shown = await this.#read(input, metadata);
		if (shown === 'job') {
			this.listing = null;
			this.draft.clear();
		} else if (shown === 'failed') this.status = 'error';
		await this.loadJobs();
	}

	/**
	 * Reads a posting (or a page listing several) and shows what came back: 'job', 'listing', or
	 * 'failed' with the error kept (and whether consent is what it lacks).
	 */
	async #read(input: JobInput, metadata?: JobMetadata): Promise<'job' | 'listing' | 'failed'> {
		this.#last = { input, metadata };
		this.error = null;
		this.needsConsent = false;
		this.savedJobId = null;
		this.analysisError = null;
		this.skillsError = null;
		try {
			if (this.jobsStatus !== 'ready') await this.loadJobs();
			const before = new Set(this.jobs.map((job) => job.id));
			const answer = await api.job.extract({ body: jobBody(input, metadata) });
			if (isListing(answer)) {
				this.#showListing(answer);
				return 'listing';
			}
			this.#show(answer, before);
			return 'job';
		} catch (error) {
			this.needsConsent = isApiError(error) && error.code === 'consent_required';
			this.error = error;
			return 'failed';
		}
	}

	/** Records the person's yes for reading public pages, then tries the same link again. */
	async allowAndRetry() {
		await api.settings.setConsent({ params: { integration: 'relay-fetch' }, body: { granted: true } });
		const last = this.#last;
		if (!last) return;
		// A posting of a listing, read by its link: read again in the listing.
		const listed = this.status === 'listing' && !('text' in last.input) && !('html' in last.input) && 'url' in last.input ? last.input.url : null;
		if (listed) await this.readListed(listed);
		else await this.extract(last.input, last.metadata);
	}

	#show(job: JobExtraction, before: Set<string>) {
		this.job = job;
		this.ai = this.#assist(job);
		this.reread = before.has(job.id);
		this.status = 'done';
	}

	#showListing(listing: JobListing) {
		this.listing = listing;
		this.inInbox = [];
		this.job = null;
		this.ai = null;
		this.status = 'listing';
	}

	/**
	 * Reads one posting of the listing by its own link; the listing stays on screen while it is read,
	 * says why when it cannot be, and is offered again from the job.
	 */
	async readListed(url: string) {
		this.readingUrl = url;
		try {
			await this.#read({ url });
		} finally {
			this.readingUrl = null;
		}
		await this.loadJobs();
	}

	/** Back from a job read from a listing to that listing. */
	backToListing() {
		if (!this.listing) return;
		this.status = 'listing';
		this.error = null;
		this.needsConsent = false;
	}

	/** Adds a listed posting to the inbox, as its title, company, place and link, to decide on later. */
	async addToInbox(posting: ListedPosting): Promise<CreatedInboxItem | null> {
		const url = posting.url;
		if (!url) return null;
		this.addingUrl = url;
		try {
			const created = await api.inbox.create({ body: { title: posting.title, company: posting.company ?? '', url, location: posting.location ?? '', description: '', tags: [], notes: '' } });
			this.inInbox = [...this.inInbox, url];
			return created;
		} finally {
			this.addingUrl = null;
		}
	}

	/** Opens a job of "Your jobs" as if it had just been read; a failure is thrown after the list is reloaded. */
	async open(id: string) {
		this.busyJobId = id;
		try {
			this.job = await api.job.get({ params: { id } });
			this.ai = this.#assist(this.job);
			this.status = 'done';
			this.reread = false;
			this.error = null;
			this.savedJobId = null;
			this.analysisError = null;
			this.skillsError = null;
		} catch (error) {
			await this.loadJobs();
			throw error;
		} finally {
			this.busyJobId = null;
		}
	}

	async removeJob(id: string) {
		this.busyJobId = id;
		try {
			await api.job.remove({ params: { id } });
			if (this.job?.id === id) this.reset();
		} finally {
			this.busyJobId = null;
			await this.loadJobs();
		}
	}

	/** Compares the job with the chosen resume, or the profile alone; the screen then opens the analysis. */
	async analyze(): Promise<MatchAnalysis | null> {
		if (!this.job) return null;
		this.analyzing = true;
		this.analysisError = null;
		try {
			return await api.match.analyze({ body: this.resumeId ? { resumeId: this.resumeId, jobId: this.job.id } : { jobId: this.job.id } });
		} catch (error) {
			this.analysisError = error;
			return null;
		} finally {
			this.analyzing = false;
		}
	}

	/** The requirements as lists of names, for a correction. */
	#lists() {
		const job = this.job?.job;
		return { required: job?.requiredSkills.map((s) => s.name) ?? [], nice: job?.niceToHaveSkills.map((s) => s.name) ?? [] };
	}

	/**
	 * Saves one correction of the stored job (its requirements, or its title and company), based on
	 * the version on screen; on failure the job stays as it was stored, and a stale or vanished job
	 * shows what is stored now. `part` says whose saving flag and error the screen shows.
	 */
	async #patch(patch: Omit<JobSkillsPatch, 'version'>, part: 'skills' | 'names'): Promise<boolean> {
		if (!this.job) return false;
		const state = (saving: boolean, error: unknown = null) => {
			if (part === 'skills') [this.skillsSaving, this.skillsError] = [saving, error];
			else [this.namesSaving, this.namesError] = [saving, error];
		};
		state(true);
		try {
			this.job = await api.job.updateSkills({ params: { id: this.job.id }, body: { ...patch, version: this.job.version } as JobSkillsPatch });
			state(false);
			void this.loadJobs();
			return true;
		} catch (error) {
			state(false, error);
			if (isApiError(error) && error.code === 'conflict') this.job = await api.job.get({ params: { id: this.job.id } }).catch(() => this.job);
			return false;
		}
	}

	/** The person's correction of the requirements. The core also takes an AI suggestion as { name, evidence, origin: 'ai' } (its quote checked against the posting). */
	#correct(next: { required?: RequirementEntry[]; nice?: RequirementEntry[] }): Promise<boolean> {
		return this.#patch({ requiredSkills: next.required, niceToHaveSkills: next.nice } as Omit<JobSkillsPatch, 'version'>, 'skills');
	}

	/** The person's title and company where Rumo read them wrong or could not tell; false when not saved. */
	correctNames(title: string, company: string): Promise<boolean> {
		return this.#patch({ title: title.trim(), company: company.trim() }, 'names');
	}

	removeSkill(name: string) {
		const { required, nice } = this.#lists();
		return this.#correct({ required: required.filter((n) => n !== name), nice: nice.filter((n) => n !== name) });
	}

	moveSkill(name: string, to: Importance) {
		const { required, nice } = this.#lists();
		const rest = { required: required.filter((n) => n !== name), nice: nice.filter((n) => n !== name) };
		return this.#correct(to === 'required' ? { ...rest, required: [...rest.required, name] } : { ...rest, nice: [...rest.nice, name] });
	}

	addSkill(name: string, to: Importance) {
		const { required, nice } = this.#lists();
		// Only the list it goes to: the core names it (taxonomy) and takes it out of the other one.
		return this.#correct(to === 'required' ? { required: [...required, name.trim()] } : { nice: [...nice, name.trim()] });
	}

	/** The AI's requirements the person chose, added to the lists the posting puts them in; throws when not saved. */
	async addAiRequirements(chosen: JobRequirement[]) {
		if (!(await this.#correct(requirementsWith(this.#lists(), chosen)))) throw this.skillsError;
	}

	#assist(job: JobExtraction) {
		const id = job.id;
		return new AiAssist<JobRequirement>({
			use: 'job',
			text: () => job.text,
			// Read as JobRequirement: schema.ts's RequirementSuggestion is `never` (its Omit is not distributive).
			ask: (task) => api.aiAssist.job({ params: { id }, body: {}, task }) as Promise<AiRun & { suggestions: JobRequirement[] }>,
			apply: (chosen) => this.addAiRequirements(chosen)
		});
	}

	/** "Save to Applications" as is, without an analysis; an application already made from this job is not duplicated. */
	async saveToApplications() {
		if (!this.job) return;
		const saved = await saveToApplications({ jobId: this.job.id, job: this.job.job, match: null, fallbackSource: null, untitled: t('documents.untitledJob') });
		this.savedJobId = saved.id;
		return saved;
	}

	reset() {
		this.status = 'idle';
		this.job = null;
		this.listing = null;
		this.inInbox = [];
		this.ai = null;
		this.error = null;
		this.reread = false;
		this.needsConsent = false;
		this.savedJobId = null;
		this.analysisError = null;
		this.skillsError = null;
	}
}

export const jobFlow = new JobFlow();
