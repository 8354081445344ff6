import { api, isApiError } from '$lib/api';
import type { AccountRepos, AnalysisSummary, HostKind, RepoAnalysis } from '$lib/api/repository';
import { watchTask } from '$lib/api/tasks';
import { onDataChange } from '$lib/platform/changes';
import { FolderCancelled, FolderProblem, FolderReader, sourceName, type FolderSource } from './repository-folder.svelte';
import { planFolderRead, problemWords, type ProblemFrom, type Words } from './repository-view';

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
	/** 0–1; null before the first report (an indeterminate bar). */
	progress = $state<number | null>(null);
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

	#task: string | null = null;
	#abort: AbortController | null = null;
	#retry: (() => Promise<unknown>) | null = null;

	get running(): boolean {
		return this.stage !== null;
	}

	#begin(stage: Stage, subject: string) {
		this.stage = stage;
		this.subject = subject;
		this.progress = null;
		this.failure = null;
		this.cancelled = false;
		this.consent = null;
		this.cancelling = false;
	}

	#end() {
		this.stage = null;
		this.progress = null;
		this.cancelling = false;
		this.#task = null;
		this.#abort = null;
	}

	/** Runs `work` under a fresh task id whose progress moves the bar (forward only: reports may cross). */
	async #withTask<T>(work: (task: string) => Promise<T>): Promise<T> {
		const task = api.tasks.newId();
		this.#task = task;
		const unwatch = watchTask(task, (fraction) => {
			if (this.#task === task) this.progress = Math.max(this.progress ?? 0, fraction);
		});
		try {
			return await work(task);
		} finally {
			unwatch();
		}
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
			const analysis = await this.#withTask((task) => api.repository.analyze({ repo, ...(host ? { host } : {}) }, { task }));
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
			const account = await this.#withTask((task) => api.repository.account(input, host || undefined, { task }));
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
			this.progress = null;
			const analysis = await this.#withTask((task) => api.repository.analyzeLocal({ name: folder.name, files }, { task }));
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
		await api.settings.setConsent('codehost', true);
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
		if (!this.#task) return;
		try {
			await api.tasks.cancel(this.#task);
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
			this.result = await api.repository.get(id);
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
	items = $state<AnalysisSummary[]>([]);
	total = $state(0);
	nextCursor = $state<string | null>(null);
	status = $state<'loading' | 'ready' | 'error'>('loading');
	error = $state<unknown>(null);
	loadingMore = $state(false);
	busy = $state<string | null>(null);
	#seq = 0;

	/** The first page; `keep` (a refresh after a change) keeps what is on screen while it loads and on failure. */
	async load({ keep = false }: { keep?: boolean } = {}) {
		const seq = ++this.#seq;
		if (!keep) this.status = 'loading';
		try {
			const limit = Math.min(500, Math.max(PAGE, keep ? this.items.length : 0));
			const answer = await api.repository.analyses({ limit });
			if (seq !== this.#seq) return;
			this.items = answer.items;
			this.total = answer.total;
			this.nextCursor = answer.nextCursor;
			this.status = 'ready';
			this.error = null;
		} catch (error) {
			if (seq !== this.#seq) return;
			if (!keep || this.status !== 'ready') {
				this.error = error;
				this.status = 'error';
			}
		}
	}

	async loadMore() {
		if (!this.nextCursor || this.loadingMore) return;
		const seq = this.#seq;
		this.loadingMore = true;
		try {
			const answer = await api.repository.analyses({ limit: PAGE, cursor: this.nextCursor });
			if (seq !== this.#seq) return;
			const seen = new Set(this.items.map((item) => item.id));
			this.items = [...this.items, ...answer.items.filter((item) => !seen.has(item.id))];
			this.total = answer.total;
			this.nextCursor = answer.nextCursor;
		} finally {
			this.loadingMore = false;
		}
	}

	/** Deletes a stored analysis; a failure is thrown (the row stays). */
	async remove(id: string) {
		this.busy = id;
		try {
			await api.repository.remove(id);
			this.#seq++;
			this.items = this.items.filter((item) => item.id !== id);
			this.total = Math.max(0, this.total - 1);
		} finally {
			this.busy = null;
		}
	}
}

const PAGE = 20;
