import { api, isApiError } from '$lib/api';
import type { FollowUp, FollowUpCreate, FollowUpState, FollowUpUpdate, Interview, InterviewCreate, InterviewUpdate, ReminderCreate, ReminderView } from '$lib/api/interviews';
import type { Story, StoryCreate, StoryDraft, StoryUpdate } from '$lib/api/stories';
import type { TrackerJob } from '$lib/api/tracker';
import { saveFile } from '$lib/platform/save-file';
import { Resource } from './resource.svelte';

export type Language = 'en' | 'pt-BR';

type TemporalNow = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/** The person's time zone, as the browser knows it (what a new interview or reminder is set in). */
export function browserTimeZone(): string {
	try {
		// Temporal, where the browser has it, answers at once; the first `Intl.DateTimeFormat` of a page
		// loads the locale's calendar data (15 to 40 ms on a laptop, four times that on a phone).
		const temporal = (globalThis as TemporalNow).Temporal?.Now?.timeZoneId?.();
		return temporal || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
	} catch {
		return 'UTC';
	}
}

/** The applications a person can prepare for: every tracked one, newest first (the picker's list). */
export class ApplicationChoice {
	readonly list = new Resource(() => api.tracker.list({ query: { limit: 100 } }), { topics: ['tracker'] });

	get items(): TrackerJob[] {
		return this.list.value?.items ?? [];
	}

	/** The application of a posting (the analysis links with the posting's id), or null. */
	async ofPosting(jobId: string): Promise<TrackerJob | null> {
		const found = await api.tracker.list({ query: { jobId, limit: 1 } });
		return found.items[0] ?? null;
	}
}

/**
 * One application's preparation and follow-through (issue 30): its interviews, the questions to
 * expect, the story bank, follow-up drafts and reminders. Each list reloads when the core says its
 * data changed (another tab, or a write here).
 */
export class FollowThrough {
	readonly applicationId: string;
	readonly #language: () => Language;
	readonly application: Resource<TrackerJob>;
	readonly interviews: Resource<{ items: Interview[] }>;
	readonly followUps: Resource<{ items: FollowUp[] }>;
	readonly reminders: Resource<{ items: ReminderView[] }>;
	readonly questions: Resource<Awaited<ReturnType<typeof api.stories.questions>>>;
	readonly stories: Resource<{ items: Story[]; total: number }>;

	constructor(applicationId: string, language: () => Language) {
		this.applicationId = applicationId;
		this.#language = language;
		this.application = new Resource(() => api.tracker.get({ params: { id: applicationId } }), { topics: ['tracker'] });
		this.interviews = new Resource(() => api.interviews.list({ params: { id: applicationId } }), { topics: ['interviews'] });
		this.followUps = new Resource(() => api.interviews.followUps({ params: { id: applicationId } }), { topics: ['interviews'] });
		this.reminders = new Resource(() => api.interviews.reminders({ query: { applicationId, state: 'all', limit: 500 } }), { topics: ['interviews'] });
		this.questions = new Resource(() => api.stories.questions({ params: { id: applicationId }, query: { lang: this.#language() } }), { topics: ['stories', 'profile', 'resume', 'job'] });
		this.stories = new Resource(() => api.stories.list({ query: { limit: 500 } }), { topics: ['stories'] });
	}

	get #all() {
		return [this.application, this.interviews, this.followUps, this.reminders, this.questions, this.stories] as const;
	}

	load() {
		for (const resource of this.#all) void resource.load();
	}

	/** The questions again, in the language the person switched to. */
	reloadQuestions() {
		void this.questions.load({ keep: true });
	}

	watch(): () => void {
		const stops = this.#all.map((resource) => resource.watch());
		return () => stops.forEach((stop) => stop());
	}

	find(id: string): Interview | undefined {
		return this.interviews.value?.items.find((item) => item.id === id);
	}

	// ——— Interviews ———

	async addInterview(body: InterviewCreate): Promise<Interview> {
		const saved = await api.interviews.create({ params: { id: this.applicationId }, body });
		await this.interviews.load({ keep: true });
		return saved;
	}

	/** A stale `version` answers 409: the list is read again so the editor can show what changed. */
	async updateInterview(id: string, patch: InterviewUpdate): Promise<Interview> {
		try {
			const saved = await api.interviews.update({ params: { id }, body: patch });
			await this.interviews.load({ keep: true });
			return saved;
		} catch (error) {
			if (isApiError(error) && error.code === 'conflict') await this.interviews.load({ keep: true });
			throw error;
		}
	}

	async removeInterview(id: string) {
		await api.interviews.remove({ params: { id } });
		await this.interviews.load({ keep: true });
	}

	// ——— Stories ———

	draftStory(requirement: string): Promise<StoryDraft> {
		return api.stories.draft({ body: { jobId: this.applicationId, requirement, lang: this.#language() } });
	}

	async saveStory(body: StoryCreate): Promise<Story> {
		const saved = await api.stories.create({ body });
		await Promise.all([this.stories.load({ keep: true }), this.questions.load({ keep: true })]);
		return saved;
	}

	async updateStory(id: string, patch: StoryUpdate): Promise<Story> {
		try {
			const saved = await api.stories.update({ params: { id }, body: patch });
			await Promise.all([this.stories.load({ keep: true }), this.questions.load({ keep: true })]);
			return saved;
		} catch (error) {
			if (isApiError(error) && error.code === 'conflict') await this.stories.load({ keep: true });
			throw error;
		}
	}

	async removeStory(id: string) {
		await api.stories.remove({ params: { id } });
		await Promise.all([this.stories.load({ keep: true }), this.questions.load({ keep: true })]);
	}

	// ——— Follow-ups (drafts only: Rumo never sends) ———

	async draftFollowUp(body: FollowUpCreate): Promise<FollowUp> {
		const saved = await api.interviews.draftFollowUp({ params: { id: this.applicationId }, body: { lang: this.#language(), ...body } });
		await this.followUps.load({ keep: true });
		return saved;
	}

	async updateFollowUp(id: string, patch: FollowUpUpdate): Promise<FollowUp> {
		try {
			return await api.interviews.updateFollowUp({ params: { id }, body: patch });
		} finally {
			await this.followUps.load({ keep: true });
		}
	}

	/** Copies the message to the clipboard, then marks it copied (only once the copy worked). */
	async copyFollowUp(message: FollowUp): Promise<FollowUp> {
		await navigator.clipboard.writeText(message.subject ? `${message.subject}\n\n${message.text}` : message.text);
		if (message.state === 'copied' || message.state === 'sent' || message.state === 'archived') return message;
		// draft → reviewed → copied: a copy is a reviewed message on its way.
		let current = message;
		if (current.state === 'draft') current = await api.interviews.updateFollowUp({ params: { id: current.id }, body: { state: 'reviewed', version: current.version } });
		return this.updateFollowUp(current.id, { state: 'copied', version: current.version });
	}

	moveFollowUp(message: FollowUp, state: FollowUpState) {
		return this.updateFollowUp(message.id, { state, version: message.version });
	}

	async removeFollowUp(id: string) {
		await api.interviews.removeFollowUp({ params: { id } });
		await this.followUps.load({ keep: true });
	}

	// ——— Reminders ———

	async addReminder(body: ReminderCreate): Promise<ReminderView> {
		const saved = await api.interviews.createReminder({ body: { ...body, applicationId: this.applicationId } });
		await this.reminders.load({ keep: true });
		return saved;
	}

	async setDone(reminder: ReminderView, done: boolean) {
		try {
			await api.interviews.updateReminder({ params: { id: reminder.id }, body: { done, version: reminder.version } });
		} finally {
			await this.reminders.load({ keep: true });
		}
	}

	async removeReminder(id: string) {
		await api.interviews.removeReminder({ params: { id } });
		await this.reminders.load({ keep: true });
	}
}

/** Saves a calendar file the core wrote: one interview, one application's, or every event. */
export async function downloadCalendar(query: { applicationId?: string; interviewId?: string; kind?: 'interviews' | 'reminders' | 'all' }, language: Language) {
	const file = await api.interviews.calendar({ query: { ...query, lang: language } });
	saveFile(file.blob, file.filename);
}
