import { readerProblems } from '../engine/readers/reader-problems';
import { parseAndCount, type ParsedRead, type ResumeRead } from './parse-read';

/**
 * Below this many characters a resume is parsed on the core's thread (~40 ms for a usual resume:
 * starting a worker and building its skill index would cost more than it saves). Above it the parse
 * runs in a worker of its own, so /health and every other request keep answering while a
 * 200,000-character file is read (issue 27).
 */
export const OFF_THREAD_MIN_CHARS = 20_000;

/** What the parse worker answers: the result, or why the parse failed. */
export type ParseReply = { ok: true; result: ParsedRead } | { ok: false; error: string };

/** The part of a Worker the parse uses (a fake one in tests). */
export type ParseWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener' | 'removeEventListener'>;

/** Starts a parse worker, or null where there are no workers (Node: the tests, the command line). */
export type SpawnParseWorker = () => ParseWorker | null;

const spawnBrowserWorker: SpawnParseWorker = () =>
	typeof Worker === 'undefined' ? null : new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module', name: 'rumo-resume-parse' });

/** A worker, or null when none can start (no Worker, or the browser refuses one): then the parse runs here. */
function tryToSpawn(spawn: SpawnParseWorker): ParseWorker | null {
	try {
		return spawn();
	} catch {
		return null;
	}
}

/** How long a parse worker that finished waits for the next long resume before it ends. */
export const KEEP_IDLE_MS = 30_000;

export type ParserOptions = { spawn?: SpawnParseWorker; minChars?: number; keepIdleMs?: number };

/**
 * Parses resumes that have been read and counts their profile items: a long one in a worker of its
 * own. A worker serves one parse at a time, so a cancel ends that worker at once (terminate) without
 * touching another request's parse; a worker that finished is kept a while for the next long resume,
 * as starting one costs its code's load and its skill index (~100 ms). A cancel throws `cancelled`,
 * so nothing is answered to store. Where no worker can run, or the worker cannot load its code (an
 * offline start before the file was ever fetched), the parse runs inline as before.
 */
export function createResumeParser({ spawn = spawnBrowserWorker, minChars = OFF_THREAD_MIN_CHARS, keepIdleMs = KEEP_IDLE_MS }: ParserOptions = {}) {
	let idle: { worker: ParseWorker; timer: ReturnType<typeof setTimeout> } | null = null;

	const take = (): ParseWorker | null => {
		if (!idle) return tryToSpawn(spawn);
		clearTimeout(idle.timer);
		const { worker } = idle;
		idle = null;
		return worker;
	};
	const keep = (worker: ParseWorker) => {
		if (idle || keepIdleMs <= 0) return worker.terminate();
		const timer = setTimeout(() => {
			if (idle?.worker !== worker) return;
			idle = null;
			worker.terminate();
		}, keepIdleMs);
		idle = { worker, timer };
	};

	return async function parse(read: ResumeRead, asOf: string, signal?: AbortSignal): Promise<ParsedRead> {
		if (signal?.aborted) throw readerProblems.cancelled();
		const worker = read.text.length >= minChars ? take() : null;
		if (!worker) return parseAndCount(read, asOf);

		return new Promise<ParsedRead>((resolve, reject) => {
			const detach = () => {
				worker.removeEventListener('message', onMessage);
				worker.removeEventListener('error', onError);
				worker.removeEventListener('messageerror', onError);
				signal?.removeEventListener('abort', onAbort);
			};
			const onMessage = (event: Event) => {
				detach();
				const reply = (event as MessageEvent<ParseReply>).data;
				if (reply.ok) {
					keep(worker);
					resolve(reply.result);
				} else {
					worker.terminate();
					reject(new Error(reply.error));
				}
			};
			// The worker's code did not load or its answer could not be read: the parse still happens, here.
			const onError = (event: Event) => {
				event.preventDefault();
				detach();
				worker.terminate();
				if (signal?.aborted) return reject(readerProblems.cancelled());
				try {
					resolve(parseAndCount(read, asOf));
				} catch (error) {
					reject(error);
				}
			};
			const onAbort = () => {
				detach();
				worker.terminate();
				reject(readerProblems.cancelled());
			};
			worker.addEventListener('message', onMessage);
			worker.addEventListener('error', onError);
			worker.addEventListener('messageerror', onError);
			signal?.addEventListener('abort', onAbort, { once: true });
			worker.postMessage({ read, asOf });
		});
	};
}

/** This core's parser (one per core worker, as each tab runs its own core). */
export const parseOffThread = createResumeParser();
