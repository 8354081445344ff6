import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../worker/core/engine/readers';
import { buildDocx, docxParagraph, docxRun } from '../../worker/core/engine/readers/testdata/build-docx';
import { buildPdf, type PdfText } from '../../worker/core/engine/readers/testdata/build-pdf';
import { arrayBufferOf } from '../../worker/core/engine/readers/testdata/files';
import { EXACT_FIELDS, evaluateResumes, fixtureBases, readFixtureText, type EvalReport } from './resume-eval';
import { itMeetsTheResumeBars } from './resume-bars';

// A third set of resumes, in the layouts ordinary documents come in (issue 11): job-portal exports
// (Naukri, Indeed, LinkedIn), LaTeX templates as their PDFs flatten to text (moderncv, awesome-cv,
// Jake's resume: icons before contact items, a spaced-out name, "Title  dates" lines), phones with
// Unicode dashes and spaces and from Portugal, Spain, Mexico, the UK and India, jobs without dates,
// roles with their unit before the employer ("Enfermeira – UTI Neonatal — Hospital Santa Clara"),
// public-service and school layouts ("Lotação:", "Rede Municipal de Ensino"), skill words inside
// links, file names and e-mail addresses, and Spanish resumes. Invented people; see README.md.
const DIR = fileURLToPath(new URL('./holdout2/resumes/', import.meta.url));


/** The PDF and DOCX versions of each resume must score within this of its text version. */
const MAX_GAP = 0.03;

// Helvetica in WinAnsi: what it cannot draw is written as the nearest plain character (a
// non-breaking hyphen as "-", a narrow space as " ") or left out (icon glyphs), as a PDF made
// with a font that lacks them shows.
const WIN_ANSI_EXTRA = new Set([...'€…‘’“”•–—']);
function drawable(line: string): string {
	return [...line]
		.map((char) => {
			if (/[\u2010\u2011\u2012\u2212]/.test(char)) return '-';
			if (/[\u2000-\u200a\u202f\u205f]/.test(char)) return ' ';
			const code = char.codePointAt(0)!;
			return code <= 0xff || WIN_ANSI_EXTRA.has(char) ? char : '';
		})
		.join('')
		.trimEnd();
}

/** A line longer than the page is wide goes on below, at word breaks, as a PDF sets a paragraph. */
function wrapped(line: string, width = 100): string[] {
	const out: string[] = [];
	let current = '';
	for (const word of line.split(' ')) {
		if (current && current.length + 1 + word.length > width) {
			out.push(current);
			current = word;
		} else current = current ? `${current} ${word}` : word;
	}
	return [...out, current];
}

/** One text line per line of the .txt (long ones wrapped), 14 pt apart, a new page every 50 lines. */
function pdfOf(text: string): Uint8Array {
	const pages: PdfText[][] = [];
	let row = 0;
	for (const line of text.split('\n')) {
		for (const piece of wrapped(drawable(line))) {
			if (row % 50 === 0) pages.push([]);
			if (piece.trim()) pages[pages.length - 1].push({ text: piece, x: 50, y: 750 - (row % 50) * 14, size: 10 });
			row++;
		}
	}
	return buildPdf(pages.map((texts) => ({ texts })));
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One paragraph per line of the .txt, every character as written. */
function docxOf(text: string): Uint8Array {
	return buildDocx(text.split('\n').map((line) => docxParagraph(...(line ? [docxRun(escapeXml(line))] : []))));
}

async function readAll(kind: 'pdf' | 'docx'): Promise<Map<string, string>> {
	const texts = new Map<string, string>();
	for (const base of fixtureBases(DIR)) {
		const source = readFixtureText(base, DIR);
		const read = await readDocument(arrayBufferOf(kind === 'pdf' ? pdfOf(source) : docxOf(source)), `${base}.${kind}`);
		texts.set(base, read.text);
	}
	return texts;
}

function scores(report: EvalReport): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [field, score] of Object.entries(report.sets)) {
		out[`${field}.precision`] = score.precision;
		out[`${field}.recall`] = score.recall;
		out[`${field}.f1`] = score.f1;
	}
	for (const field of EXACT_FIELDS) out[`${field}.exact`] = report.exact[field];
	return out;
}

describe.skipIf(!existsSync(DIR))('resume parser on ordinary layouts of every profession', async () => {
	const report = evaluateResumes((base) => readFixtureText(base, DIR), { dir: DIR });
	console.log(`LAYOUTS ${report.table}\n${report.professionTable}`);
	for (const result of report.resumes) if (result.misses.length) console.log(`${result.base}\n  ${result.misses.join('\n  ')}`);

	it('has at least 20 resumes, in English, Portuguese and Spanish', () => {
		const bases = fixtureBases(DIR);
		expect(bases.length).toBeGreaterThanOrEqual(20);
		for (const lang of ['en', 'pt', 'es']) expect(bases.filter((base) => base.startsWith(`h4_${lang}_`)).length).toBeGreaterThanOrEqual(3);
	});

	itMeetsTheResumeBars(report);

	it('tells Spanish from Portuguese and English', () => {
		expect(report.exact.language).toBe(1);
	});

	const text = scores(report);
	for (const kind of ['pdf', 'docx'] as const) {
		const texts = await readAll(kind);
		const read = evaluateResumes((base) => texts.get(base) ?? '', { dir: DIR });
		const got = scores(read);
		console.log(`LAYOUTS ${kind.toUpperCase()} (${texts.size} files)\n${read.table}`);
		for (const result of read.resumes) {
			const own = report.resumes.find((other) => other.base === result.base)!;
			const more = result.misses.filter((miss) => !own.misses.includes(miss));
			if (more.length) console.log(`${kind} ${result.base}\n  ${more.join('\n  ')}`);
		}

		it(`scores within ${MAX_GAP} of the text version on every field for ${kind.toUpperCase()}`, () => {
			const gaps = Object.entries(text)
				.map(([key, value]) => ({ key, text: value, [kind]: got[key], gap: Math.round((value - got[key]) * 1000) / 1000 }))
				.filter((row) => row.gap > MAX_GAP);
			expect(gaps).toEqual([]);
		});
	}
});
