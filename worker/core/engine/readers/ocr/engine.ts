import type Tesseract from 'tesseract.js';
import { coreFileName, OCR_ASSETS, OCR_LANGUAGES, ocrBaseUrl } from './assets';

/**
 * The OCR engine: one tesseract.js worker, created on first use and kept for a minute so a second
 * page or file does not pay its start-up again. tesseract.js runs recognition in a worker of its own
 * (created from here, the core worker: nested workers are fine in every current browser), so the
 * page's main thread never runs OCR, and the core worker stays free to answer other requests —
 * among them the cancel that terminates this worker.
 */

export type Recognized = { text: string; /** Tesseract's mean word confidence, 0–100. */ confidence: number };
export type RecognizeOptions = { signal?: AbortSignal; progress?: (fraction: number) => void; loading?: (fraction: number) => void };

const IDLE_MS = 60_000;
const inNode = typeof process !== 'undefined' && typeof process.versions?.node === 'string';

type Engine = { worker: Tesseract.Worker; failed: Promise<never> };

let engine: Promise<Engine> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
/** Where the running job's progress goes (the engine's logger is fixed when it is created). */
let listener: ((message: Tesseract.LoggerMessage) => void) | null = null;
/** One job at a time: cancelling one terminates the worker, which must not take another job with it. */
let queue: Promise<unknown> = Promise.resolve();

export class OcrCancelled extends Error {
	constructor() {
		super('OCR cancelled');
		this.name = 'OcrCancelled';
	}
}

/** The engine could not start (its files could not be fetched, the WebAssembly did not load). */
export class OcrUnavailable extends Error {
	constructor(cause: unknown) {
		super(`The OCR engine could not start: ${String((cause as Error)?.message ?? cause)}`);
		this.name = 'OcrUnavailable';
	}
}

/** The engine ran but could not read this image (Leptonica could not decode it). */
export class OcrImageError extends Error {
	constructor(cause: unknown) {
		super(`The OCR engine could not read the image: ${String((cause as Error)?.message ?? cause)}`);
		this.name = 'OcrImageError';
	}
}

async function loadTesseract(): Promise<typeof Tesseract> {
	const module = (await import('tesseract.js')) as unknown as { default?: typeof Tesseract } & typeof Tesseract;
	return module.default ?? module;
}

/** In Node (tests, a command line) the language data is read from node_modules; one folder must hold both. */
async function nodeLangPath(): Promise<string> {
	const [fs, os, path, module] = await Promise.all(['node:fs', 'node:os', 'node:path', 'node:module'].map((name) => import(/* @vite-ignore */ name)));
	const modules = path.dirname(path.dirname(module.createRequire(import.meta.url).resolve('tesseract.js/package.json')));
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-ocr-'));
	for (const asset of OCR_ASSETS.filter((a) => a.name.endsWith('.traineddata.gz'))) fs.copyFileSync(path.join(modules, asset.from), path.join(dir, asset.name));
	return dir;
}

async function browserPaths(): Promise<Partial<Tesseract.WorkerOptions>> {
	const base = ocrBaseUrl(self.location.href);
	return {
		workerPath: `${base}worker.min.js`,
		corePath: `${base}${coreFileName()}`,
		langPath: base.replace(/\/$/, ''),
		// A plain URL, not a blob: wrapper, so the worker is a same-origin script the CSP allows.
		workerBlobURL: false
	};
}

async function startEngine(): Promise<Engine> {
	const tesseract = await loadTesseract();
	let fail: (reason: unknown) => void = () => {};
	let started = false;
	const failed = new Promise<never>((_, reject) => (fail = reject));
	failed.catch(() => {}); // observed by whoever races it; never an unhandled rejection
	const paths = inNode ? { langPath: await nodeLangPath() } : await browserPaths();
	const creating = tesseract.createWorker(OCR_LANGUAGES, tesseract.OEM.LSTM_ONLY, {
		...paths,
		gzip: true,
		// The service worker keeps the files; tesseract's own IndexedDB cache would store 15 MB more.
		cacheMethod: 'none',
		logger: (message) => listener?.(message),
		// tesseract.js throws from its message handler without one, and a failed language load
		// would leave createWorker pending forever: both become a rejection here.
		// Once started, a job's own failure rejects that job's promise instead.
		errorHandler: (error) => {
			if (!started) fail(new OcrUnavailable(error));
		}
	});
	const worker = await Promise.race([creating, failed]).catch((error) => {
		throw error instanceof OcrUnavailable ? error : new OcrUnavailable(error);
	});
	started = true;
	return { worker, failed };
}

/** Terminates the engine; one still starting is terminated once it has started (it cannot be reached before). */
function stopEngine(): Promise<void> {
	if (idleTimer) clearTimeout(idleTimer);
	idleTimer = null;
	const running = engine;
	engine = null;
	return running ? running.then((e) => e.worker.terminate()).then(() => {}, () => {}) : Promise.resolve();
}

/** Terminates the engine now (tests). The next recognition starts a new one. */
export function releaseOcrEngine(): Promise<void> {
	return stopEngine();
}

function abortPromise(signal?: AbortSignal): Promise<never> {
	const aborted = new Promise<never>((_, reject) => {
		if (signal?.aborted) reject(new OcrCancelled());
		signal?.addEventListener('abort', () => reject(new OcrCancelled()), { once: true });
	});
	aborted.catch(() => {}); // observed by the races below; never an unhandled rejection
	return aborted;
}

/** Starts the engine ahead of the first image (while a PDF page renders, say); errors surface in recognize. */
export function warmOcrEngine(): void {
	if (engine) return;
	const starting = startEngine();
	engine = starting;
	starting.catch(() => {
		if (engine === starting) engine = null;
	});
}

async function run(image: Uint8Array, options: RecognizeOptions): Promise<Recognized> {
	const aborted = abortPromise(options.signal);
	if (idleTimer) clearTimeout(idleTimer);
	listener = (message) => {
		if (message.status === 'recognizing text') options.progress?.(message.progress);
		else options.loading?.(message.progress);
	};
	try {
		warmOcrEngine();
		const { worker, failed } = await Promise.race([engine!, aborted]);
		// A terminated worker never answers: the abort settles the wait, not tesseract.js.
		const reading = worker.recognize(image as unknown as Tesseract.ImageLike, {}, { text: true }).catch((error: unknown) => {
			throw new OcrImageError(error);
		});
		const result = await Promise.race([reading, failed, aborted]);
		return { text: result.data.text, confidence: result.data.confidence };
	} catch (error) {
		// Not awaited: a cancel answers at once, even while the engine is still starting.
		void stopEngine();
		throw error;
	} finally {
		listener = null;
		if (engine) {
			idleTimer = setTimeout(() => void stopEngine(), IDLE_MS);
			(idleTimer as { unref?: () => void }).unref?.();
		}
	}
}

/**
 * Reads the text of one image (PNG, JPEG or PGM bytes). An abort terminates the engine at once and
 * rejects with OcrCancelled; an engine that cannot start rejects with OcrUnavailable.
 */
export function recognize(image: Uint8Array, options: RecognizeOptions = {}): Promise<Recognized> {
	const previous = queue;
	// A job waiting for its turn is cancelled at once; the next one still waits for the running one.
	const job = Promise.race([previous, abortPromise(options.signal)]).then(() => run(image, options));
	queue = previous.then(() => job).catch(() => {});
	return job;
}
