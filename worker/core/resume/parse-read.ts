import { candidatesFromParsed } from '../profile';
import { markReadByOcr } from './ocr-marking';
import { parseResume } from '../engine/resume-parse';
import type { ParsedResume, ResumeExtraction } from './schema';

/** A resume's text once read, where it came from, and what reading it left out. */
export type ResumeRead = { text: string; source: ResumeExtraction['source']; notices: ResumeExtraction['warnings']; ocrConfidence?: number };

/** A parsed resume and how many profile items it yields (the candidates its review starts from). */
export type ParsedRead = { parsed: ParsedResume; items: number };

/**
 * The text read → the parsed resume, with what reading it left out among its warnings. Pure: what
 * extractResume stores, and what the command line prints without storing anything.
 */
export function parseResumeRead(read: ResumeRead, asOf: string): ParsedResume {
	const parsed = parseResume(read.text, { asOf });
	const marked = read.ocrConfidence === undefined ? parsed : markReadByOcr(parsed, read.ocrConfidence);
	return { ...marked, warnings: [...read.notices, ...marked.warnings] };
}

/** How many profile items a parsed resume yields. */
export function itemsOf(parsed: ParsedResume, text: string): number {
	return candidatesFromParsed(parsed, text, 'resume', 'extracted').length;
}

/** Everything CPU-heavy in storing a resume, in one pure step that may run on another thread. */
export function parseAndCount(read: ResumeRead, asOf: string): ParsedRead {
	const parsed = parseResumeRead(read, asOf);
	return { parsed, items: itemsOf(parsed, read.text) };
}
