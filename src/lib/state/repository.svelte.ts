import { api, isApiError } from '$lib/api';
import type { AccountRepos, AnalysisSummary, HostKind, RepoAnalysis } from '$lib/api/repository';
import { onDataChange } from '$lib/platform/changes';
import { FolderCancelled, FolderProblem, FolderReader, sourceName, type FolderSource } from './repository-folder.svelte';
import { planFolderRead, problemWords, type ProblemFrom, type Words } from './repository-view';
import { PagedResource } from './resource.svelte';
import { TaskRun } from './task-run.svelte';

/** Reloads whatever shows analyses when the core changes them (an analysis, a delete, another tab). */
export function watchRepository(onChange: () => void): () => void {
	return onDataChange('repository', onChange);
}

/** What runs: a repository read from its host, an account listed, or a local folder listed, read and analysed. */
export type Stage = 'repository' | 'account' | 'listing' | 'reading' | 'analysing';

/** '' sends no host: GitHub for owner/name, else what the address says. */
export type HostChoice = '' | Exclude<HostKind, 'github'>;

/**
 * The analyzer: one thing at a time (a repository, an account's list, or a folder), its progress
 * (reported by the core under a task id, or counted by the page while it reads a folder), its
 * cancel, the consent it may need first, and the analysis on screen.
 */
export class RepositoryAnalyzer {
	input = $state('');
	host = $state<HostChoice>('');
	stage = $state<Stage | null>(null);
	/** What is being worked on: the repository as typed, the account, or the folder's name. */
	subject = $state('');
	cancelling = $state(false);
	/** The analysis on screen, and whether one is being opened. */
	result = $state<RepoAnalysis | null>(null);
	opening = $state<string | null>(null);
	/** Why the last attempt failed, in words, and what it was. */
	failure = $state<{ words: Words; from: ProblemFrom } | null>(null);
	/** The last attempt was cancelled by the person: said as a notice, not a failure. */
	cancelled = $state(false);
	/** The code host needs the person's yes first: for an analysis, or for an account's list. */
	consent = $state<'repository' | 'account' | null>(null);
	account = $state<AccountRepos | null>(null);
	readonly folder = new FolderReader();

	readonly #task = new TaskRun();
	#abort: AbortController | null = null;
	#retry: (() => Promise<unknown>) | null = null;

	get running(): boolean {
		return this.stage !== null;
	}

	/** 0–1 as the core reports it; null before the first report (an indeterminate bar). */
	get progress(): number | null {
		return this.#task.progress;
	}

	#begin(stage: Stage, subject: string) {
		this.stage = stage;
		this.subject = subject;
		this.failure = null;
		this.cancelled = false;
		this.consent = null;
		this.cancelling = false;
	}

	#end() {
		this.stage = null;
		this.cancelling = false;
		this.#abort = null;
	}

	#failed(error: unknown, from: ProblemFrom, subject: string) {
		if (isApiError(error) && error.code === 'cancelled') this.cancelled = true;
		else this.failure = { words: problemWords(error, from, subject), from };
	}

	/**
	 * Analyses a public repository; answers it, or null when it failed, needs consent, or was an
	 * account (then its repositories are listed to pick from).
	 */
	async analyze(repo = this.input.trim(), host: HostChoice = this.host): Promise<RepoAnalysis | null> {
		if (this.running) return null;
		if (!repo) {
			this.failure = { words: { key: 'repository.form.missing' }, from: 'repository' };
			return null;
		}
		this.#begin('repository', repo);
		let account: { owner: string } | null = null;
		try {
			const analysis = await this.#task.run((task) => api.repository.analyze({ body: { repo, ...(host ? { host } : {}) }, task }));
			this.result = analysis;
			return analysis;
		} catch (error) {
			if (isApiError(error) && error.code === 'invalid_url' && error.params.reason === 'account') account = { owner: String(error.params.owner ?? repo) };
			else if (isApiError(error) && error.code === 'consent_required') {
				this.consent = 'repository';
				this.#retry = () => this.analyze(repo, host);
			} else this.#failed(error, 'repository', repo);
		} finally {
			this.#end();
		}
		// An owner alone: the person picks which of its repositories to analyse.
		if (account) await this.listAccount(repo, host, account.owner);
		return null;
	}

	/** Lists an account's public repositories; `input` is what was typed (an owner, or an account's address). */
	async listAccount(input: string, host: HostChoice = this.host, owner = input): Promise<AccountRepos | null> {
		if (this.running) return null;
		this.#begin('account', owner);
		try {
			const account = await this.#task.run((task) => api.repository.account({ params: { owner: input }, query: { host: host || undefined }, task }));
			this.account = account;
			return account;
		} catch (error) {
			if (isApiError(error) && error.code === 'consent_required') {
				this.consent = 'account';
				this.#retry = () => this.listAccount(input, host, owner);
			} else this.#failed(error, 'account', owner);
			return null;
		} finally {
			this.#end();
		}
	}

	/** Lists, reads and analyses a folder of this computer; nothing of it leaves the browser. */
	async analyzeFolder(source: FolderSource): Promise<RepoAnalysis | null> {
		if (this.running) return null;
		this.#begin('listing', sourceName(source));
		const abort = new AbortController();
		this.#abort = abort;
		try {
			const folder = await this.folder.list(source, abort.signal);
			this.subject = folder.name;
			this.stage = 'reading';
			const plan = planFolderRead(folder.entries);
			const files = await this.folder.read(folder, plan, abort.signal);
			this.stage = 'analysing';
			const analysis = await this.#task.run((task) => api.repository.analyzeLocal({ body: { name: folder.name, files }, task }));
			this.result = analysis;
			return analysis;
		} catch (error) {
			if (error instanceof FolderCancelled) this.cancelled = true;
			else if (error instanceof FolderProblem) {
				this.failure = { words: { key: error.reason === 'empty' ? 'repository.problem.folderEmpty' : 'repository.problem.folderUnreadable' }, from: 'folder' };
			} else this.#failed(error, 'folder', this.subject);
			return null;
		} finally {
			this.#end();
			this.folder.reset();
		}
	}

	/** The browser would not give the folder (the picker failed): said like any folder problem. */
	folderUnreadable() {
		this.failure = { words: { key: 'repository.problem.folderUnreadable' }, from: 'folder' };
	}

	/** The bar of a folder follows the bytes the page read; then the core's own progress. */
	get fraction(): number | null {
		if (this.stage === 'reading') return this.folder.fraction;
		if (this.stage === 'listing') return null;
		return this.progress;
	}

	/** Records the person's yes for asking the code host (Settings shows it), then does what waited for it. */
	async allow() {
		await api.settings.setConsent({ params: { integration: 'codehost' }, body: { granted: true } });
		this.consent = null;
		const retry = this.#retry;
		this.#retry = null;
		if (retry) await retry();
	}

	/** Stops what runs: reading a folder stops at once; the core stops at its next step and stores nothing. */
	async cancel() {
		if (!this.running || this.cancelling) return;
		this.cancelling = true;
		this.#abort?.abort();
		if (!this.#task.running) return;
		try {
			await this.#task.cancel();
		} catch {
			this.cancelling = false;
		}
	}

	/** Opens a stored analysis; a failure is said like any other. */
	async open(id: string): Promise<RepoAnalysis | null> {
		this.opening = id;
		this.failure = null;
		this.cancelled = false;
		try {
			this.result = await api.repository.get({ params: { id } });
			return this.result;
		} catch (error) {
			this.failure = { words: problemWords(error, 'repository'), from: 'repository' };
			return null;
		} finally {
			this.opening = null;
		}
	}

	/** The analysis on screen was deleted (here or in another tab). */
	forget(id: string) {
		if (this.result?.id === id) this.result = null;
		if (this.account) this.account = { ...this.account, items: this.account.items.map((item) => (item.analysisId === id ? { ...item, analysisId: null } : item)) };
	}

	/** Marks a repository of the listed account as analysed, so its row offers to open it. */
	noteAnalysed(analysis: RepoAnalysis) {
		if (!this.account || !analysis.repo.owner) return;
		const same = (owner: string, name: string) => owner.toLowerCase() === analysis.repo.owner?.toLowerCase() && name.toLowerCase() === analysis.repo.name.toLowerCase();
		this.account = { ...this.account, items: this.account.items.map((item) => (same(item.owner, item.name) ? { ...item, analysisId: analysis.id } : item)) };
	}

	closeAccount() {
		this.account = null;
	}

	close() {
		this.result = null;
	}
}

/** The stored analyses, newest first, a page at a time; delete asks the core and takes the row away. */
export class RepositoryHistory {
	busy = $state<string | null>(null);
	/** The pages loaded ("Load more"): items, total, status; read by the list on screen. */
	readonly pages = new PagedResource<AnalysisSummary>((page) => api.repository.analyses({ query: page }), { pageSize: PAGE, maxPage: 500 });

	/** The first page; `keep` (a refresh after a change) keeps what is on screen while it loads and on failure. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		await this.pages.load({ keep });
	}

	async loadMore() {
		await this.pages.loadMore();
	}

	/** Deletes a stored analysis; a failure is thrown (the row stays). */
	async remove(id: string) {
		this.busy = id;
		try {
			await api.repository.remove({ params: { id } });
			this.pages.drop();
			this.pages.items = this.pages.items.filter((item) => item.id !== id);
			this.pages.total = Math.max(0, this.pages.total - 1);
		} finally {
			this.busy = null;
		}
	}
}

const PAGE = 20;
