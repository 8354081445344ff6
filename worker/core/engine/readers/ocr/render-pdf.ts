import { loadPdfjs, safeDocumentOptions } from '../pdfjs-runtime';
import { rgbaToPgm } from './pgm';

/**
 * The pages of a PDF without a text layer, drawn to pixels for OCR. pdf.js draws on an
 * OffscreenCanvas here, in the core worker: its default canvas factory calls
 * document.createElement, which a worker does not have, so it gets factories of its own.
 */

/** Scanned text is read best at about 300 dpi (PDF units are 1/72 inch). */
export const OCR_DPI = 300;
/** A page larger than A3 is scaled down to this many pixels: the OCR's time grows with them. */
const MAX_PIXELS = 2 * 2480 * 3508;

type CanvasAndContext = { canvas: OffscreenCanvas | null; context: OffscreenCanvasRenderingContext2D | null };

class OffscreenCanvasFactory {
	create(width: number, height: number): CanvasAndContext {
		if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
		const canvas = new OffscreenCanvas(width, height);
		return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
	}
	reset(entry: CanvasAndContext, width: number, height: number) {
		if (!entry.canvas) throw new Error('Canvas is not specified');
		entry.canvas.width = width;
		entry.canvas.height = height;
	}
	destroy(entry: CanvasAndContext) {
		if (entry.canvas) entry.canvas.width = entry.canvas.height = 0;
		entry.canvas = null;
		entry.context = null;
	}
}

/** pdf.js's base filter factory: SVG filters (transfer functions, luminosity masks) need a DOM; a scan does without them. */
class NoFilterFactory {
	addFilter() {
		return 'none';
	}
	addHCMFilter() {
		return 'none';
	}
	addAlphaFilter() {
		return 'none';
	}
	addLuminosityFilter() {
		return 'none';
	}
	addHighlightHCMFilter() {
		return 'none';
	}
	destroy() {}
}

export type RenderedPage = { pgm: Uint8Array; width: number; height: number };

/** A scale for ~300 dpi, smaller for a page so big that its pixels would pass MAX_PIXELS. */
export function ocrScale(widthPt: number, heightPt: number): number {
	const scale = OCR_DPI / 72;
	const pixels = widthPt * scale * heightPt * scale;
	return pixels > MAX_PIXELS ? scale * Math.sqrt(MAX_PIXELS / pixels) : scale;
}

/**
 * Opens the PDF for drawing; `render(n)` draws page n (1-based) as grey PGM bytes. Close it when done.
 * An abort cancels the drawing under way.
 */
export async function openForRendering(bytes: Uint8Array, signal?: AbortSignal) {
	const pdfjs = await loadPdfjs();
	const task = pdfjs.getDocument({
		...safeDocumentOptions(pdfjs, bytes),
		CanvasFactory: OffscreenCanvasFactory,
		FilterFactory: NoFilterFactory
	} as Parameters<typeof pdfjs.getDocument>[0]);
	const document = await task.promise;

	async function render(number: number): Promise<RenderedPage> {
		const page = await document.getPage(number);
		const [x0, y0, x1, y1] = page.view;
		const viewport = page.getViewport({ scale: ocrScale(x1 - x0, y1 - y0) });
		const width = Math.ceil(viewport.width);
		const height = Math.ceil(viewport.height);
		const canvas = new OffscreenCanvas(width, height);
		const context = canvas.getContext('2d', { alpha: false, willReadFrequently: true });
		if (!context) throw new Error('No 2D context for OffscreenCanvas');
		// 'print': pdf.js paces a 'display' render with requestAnimationFrame, which it looks up on window.
		const rendering = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport, intent: 'print', background: '#ffffff' });
		const cancel = () => rendering.cancel();
		signal?.addEventListener('abort', cancel, { once: true });
		try {
			await rendering.promise;
			const pixels = context.getImageData(0, 0, width, height).data;
			return { pgm: rgbaToPgm(pixels, width, height), width, height };
		} finally {
			signal?.removeEventListener('abort', cancel);
			canvas.width = canvas.height = 0;
			page.cleanup();
		}
	}

	return { pages: document.numPages, render, close: () => task.destroy() };
}
