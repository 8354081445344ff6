import type { ReadContext, ReadDocument } from '../document-kind';
import { readerProblems } from '../reader-problems';
import { OcrCancelled, OcrImageError, OcrUnavailable, recognize, warmOcrEngine, type Recognized } from './engine';
import { MAX_OCR_PAGES } from './limits';
import { combinePages } from './ocr-text';

/**
 * Reading a resume from pixels: a photo or scan (PNG, JPEG), or the pages of a PDF without a text
 * layer. Loaded only when such a file arrives, with the OCR engine behind it.
 */

/** The share of the progress bar the engine's start-up takes (its files, the models' set-up). */
const LOADING_SHARE = 0.1;

type Progress = (fraction: number) => void;

/** Progress of the whole read from the engine's loading and each page's own steps. */
function progressOf(report: Progress | undefined, pages: number) {
	let last = -1;
	const emit = (fraction: number) => {
		const value = Math.max(last, Math.min(1, fraction));
		if (value > last) report?.((last = value));
	};
	const pageShare = (1 - LOADING_SHARE) / pages;
	return {
		loading: (fraction: number) => emit(LOADING_SHARE * fraction),
		/** `step` 0–1 within page `index` (0-based). */
		page: (index: number, step: number) => emit(LOADING_SHARE + pageShare * (index + step))
	};
}

function asProblem(error: unknown, kind: 'pdf' | 'image'): unknown {
	if (error instanceof OcrCancelled) return readerProblems.cancelled();
	if (error instanceof OcrUnavailable) return readerProblems.ocrUnavailable();
	if (error instanceof OcrImageError) return kind === 'image' ? readerProblems.damagedImage() : readerProblems.damagedPdf();
	return error;
}

const ocrRead = (kind: 'pdf' | 'image', pages: number | null, recognized: Recognized[]): ReadDocument => {
	const { text, confidence } = combinePages(recognized);
	return { kind, text, pages, ocr: { confidence } };
};

/** A photo or scan, read as it is: the engine decodes PNG and JPEG and follows their EXIF orientation. */
export async function readImage(bytes: Uint8Array, context: ReadContext = {}): Promise<ReadDocument> {
	const progress = progressOf(context.progress, 1);
	progress.loading(0);
	try {
		const recognized = await recognize(bytes, {
			signal: context.signal,
			loading: progress.loading,
			progress: (step) => progress.page(0, step)
		});
		return ocrRead('image', null, [recognized]);
	} catch (error) {
		throw asProblem(error, 'image');
	}
}

/**
 * The pages of a PDF without a text layer: each drawn at ~300 dpi, then read. The next page is
 * drawn (in this worker) while the engine reads the current one (in its own), so both cores work.
 */
export async function readScannedPdf(bytes: Uint8Array, context: ReadContext = {}): Promise<ReadDocument> {
	const { signal } = context;
	// The engine starts loading while the first page is drawn.
	warmOcrEngine();
	const { openForRendering } = await import('./render-pdf');
	let pdf: Awaited<ReturnType<typeof openForRendering>> | null = null;
	try {
		if (signal?.aborted) throw new OcrCancelled();
		pdf = await openForRendering(bytes, signal);
		const count = Math.min(pdf.pages, MAX_OCR_PAGES);
		const progress = progressOf(context.progress, count);
		progress.loading(0);
		const recognized: Recognized[] = [];
		let next = pdf.render(1);
		for (let index = 0; index < count; index++) {
			const page = await next;
			if (signal?.aborted) throw new OcrCancelled();
			progress.page(index, 0.1);
			if (index + 1 < count) {
				next = pdf.render(index + 2);
				next.catch(() => {}); // awaited on the next turn, or abandoned by an error on this one
			}
			recognized.push(
				await recognize(page.pgm, {
					signal,
					loading: progress.loading,
					progress: (step) => progress.page(index, 0.1 + 0.9 * step)
				})
			);
		}
		return ocrRead('pdf', pdf.pages, recognized);
	} catch (error) {
		if (signal?.aborted) throw readerProblems.cancelled();
		throw asProblem(error, 'pdf');
	} finally {
		await pdf?.close();
	}
}
