// pdf.js ships no types for its worker module; the core only hands it to pdf.js untouched.
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
	export const WorkerMessageHandler: unknown;
}
