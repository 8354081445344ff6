import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import type { ResumeDocument } from './model';
import { layoutResume, renderPdf } from './pdf';
import { PAPER_SIZES, SPACING, type LaidPage } from './pdf-pages';
import { documentFromParsed, longDocument, parseFixture, readBack, readingOrderMisses } from './round-trip.test-helpers';

const samuel = () => documentFromParsed(parseFixture('d_en_backend_samuel_reyes'), 'en');
const beatriz = () => documentFromParsed(parseFixture('d_pt_ux_beatriz_souza'), 'pt-BR');
const A4 = { paper: 'a4', variant: 'classic' } as const;

/** The BaseFont of every font the file uses, and whether any font program is embedded. */
async function fontsOf(bytes: Uint8Array): Promise<{ names: string[]; embedded: boolean }> {
	const pdf = await PDFDocument.load(bytes);
	const names = new Set<string>();
	let embedded = false;
	for (const [, object] of pdf.context.enumerateIndirectObjects()) {
		if (!(object instanceof PDFDict)) continue;
		if (object.get(PDFName.of('Type')) === PDFName.of('Font')) names.add(object.get(PDFName.of('BaseFont'))!.toString().replace(/^\//, ''));
		if (object.has(PDFName.of('FontFile2')) || object.has(PDFName.of('FontFile3'))) embedded = true;
	}
	return { names: [...names].sort(), embedded };
}

const lineTexts = (page: LaidPage) => page.lines.map((line) => line.texts.map((text) => text.text).join(''));

describe('renderPdf', () => {
	it('writes Portuguese accents in the standard fonts, embedding no font file', async () => {
		const doc: ResumeDocument = { ...beatriz(), sections: [{ kind: 'summary', text: 'Gestão de produtos, negociação, inovação e café: ç ã õ é ê á í ó ú à ü Ç Ã Õ É.' }, ...beatriz().sections] };
		const bytes = await renderPdf(doc, A4);
		expect(await fontsOf(bytes)).toEqual({ names: ['Helvetica', 'Helvetica-Bold'], embedded: false });
		const { text } = await readBack(bytes, 'beatriz.pdf');
		for (const words of ['RESUMO', 'EXPERIÊNCIA', 'FORMAÇÃO', 'HABILIDADES', 'IDIOMAS', 'Gestão de produtos, negociação, inovação e café: ç ã õ é ê á í ó ú à ü Ç Ã Õ É.', 'Agência Jabuticaba', 'mar/2023 – atual'])
			expect(text).toContain(words);
	});

	it('embeds Noto Sans only for the words WinAnsi cannot encode, and they read back', async () => {
		const base = samuel();
		const doc: ResumeDocument = {
			...base,
			name: 'Иван Петров',
			headline: 'Backend Engineer — Łódź, Πάτρα',
			sections: base.sections.map((section) => (section.kind === 'skills' ? { kind: 'skills', items: ['Python', 'Кириллица', 'Docker'] } : section))
		};
		const bytes = await renderPdf(doc, A4);
		const fonts = await fontsOf(bytes);
		expect(fonts.embedded).toBe(true);
		expect(fonts.names).toEqual(expect.arrayContaining(['Helvetica', 'Helvetica-Bold']));
		expect(fonts.names.some((name) => name.includes('NotoSans'))).toBe(true);
		const { text } = await readBack(bytes, 'ivan.pdf');
		expect(text.split('\n').slice(0, 2)).toEqual(['Иван Петров', 'Backend Engineer — Łódź, Πάτρα']);
		// The comma after a Cyrillic word is drawn too (in Helvetica when Noto Sans' Cyrillic file lacks it).
		expect(text).toContain('Python, Кириллица, Docker');
	});

	it('writes "?" for a character no font here has (CJK, emoji) instead of failing', async () => {
		const doc = { ...samuel(), name: '王小明 Chen', headline: 'Backend Engineer 🚀' };
		const { text } = await readBack(await renderPdf(doc, A4), 'chen.pdf');
		expect(text.split('\n').slice(0, 2)).toEqual(['??? Chen', 'Backend Engineer ?']);
	});

	it('leaves out control characters and reads combining accents as one letter', async () => {
		const doc = { ...samuel(), name: 'Jose\u0301 Ma\u0000ria', headline: 'Backend\u200B Engineer\u0007' };
		const { text } = await readBack(await renderPdf(doc, A4), 'jose.pdf');
		expect(text.split('\n').slice(0, 2)).toEqual(['José Maria', 'Backend Engineer']);
	});

	it('sets the title, author, subject and language of the file', async () => {
		const pdf = await PDFDocument.load(await renderPdf(beatriz(), A4));
		expect(pdf.getTitle()).toBe('Beatriz Souza — Currículo');
		expect(pdf.getAuthor()).toBe('Beatriz Souza');
		expect(pdf.getSubject()).toBe('Product Designer Sênior (UX/UI)');
		expect((pdf.catalog.get(PDFName.of('Lang')) as PDFString).decodeText()).toBe('pt-BR');
	});

	it.each(['a4', 'letter'] as const)('lays every page out on %s paper', async (paper) => {
		const pdf = await PDFDocument.load(await renderPdf(longDocument(10), { paper, variant: 'classic' }));
		const [width, height] = PAPER_SIZES[paper];
		expect(pdf.getPageCount()).toBeGreaterThan(1);
		for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width, height });
	});

	it('gives the same bytes for the same document', async () => {
		expect(await renderPdf(samuel(), A4)).toEqual(await renderPdf(samuel(), A4));
	});
});

describe('the layout', () => {
	it("draws an entry's dates on the baseline of its title line, flush with the right margin", async () => {
		const { pages } = await layoutResume(samuel(), { paper: 'letter', variant: 'classic' });
		const line = pages[0].lines.find((candidate) => candidate.texts.some((text) => text.text === 'Jan 2020 – Present'))!;
		expect(line.block).toBe('entry');
		expect(line.texts[0].text).toBe('Senior Backend Engineer ');
		const dates = line.texts[line.texts.length - 1];
		expect(dates.x + dates.font.widthOfTextAtSize(dates.text, dates.size)).toBeCloseTo(PAPER_SIZES.letter[0] - SPACING.classic.marginX, 3);
	});

	it('wraps every line by measured width inside the margins, even a long address', async () => {
		const doc = { ...longDocument(3), contact: ['samuel.reyes@example.com', `https://example.com/${'very-long-path/'.repeat(12)}`] };
		for (const variant of ['classic', 'compact'] as const) {
			const { pages } = await layoutResume(doc, { paper: 'a4', variant });
			const right = PAPER_SIZES.a4[0] - SPACING[variant].marginX;
			for (const text of pages.flatMap((page) => page.lines.flatMap((line) => line.texts))) {
				expect(text.x).toBeGreaterThanOrEqual(SPACING[variant].marginX);
				expect(text.x + text.font.widthOfTextAtSize(text.text.trimEnd(), text.size)).toBeLessThanOrEqual(right + 0.01);
			}
		}
	});

	it('draws bullets as "•" with the text on a hanging indent', async () => {
		const { pages } = await layoutResume(longDocument(1), A4);
		const bullets = pages[0].lines.filter((line) => line.block === 'bullet');
		const first = bullets.find((line) => line.texts[0].text === '•')!;
		const wrapped = bullets[bullets.indexOf(first) + 1];
		expect(first.texts[1].x).toBe(wrapped.texts[0].x);
		expect(wrapped.texts[0].text).not.toBe('•');
	});

	it('fits more on a page in the compact variant', async () => {
		const doc = longDocument(8);
		const length = async (variant: 'classic' | 'compact') => {
			const { pages } = await layoutResume(doc, { paper: 'a4', variant });
			return (pages.length - 1) * PAPER_SIZES.a4[1] + pages[pages.length - 1].lines.at(-1)!.baseline;
		};
		expect(await length('compact')).toBeLessThan(0.85 * (await length('classic')));
	});

	it("never leaves a heading or an entry's title line last on a page, whatever falls at the page's foot", async () => {
		// Jobs, bullets per job and a short or long summary move every block up and down the page.
		const summaries = ['Backend engineer.', 'Backend engineer with eight years of APIs and event-driven services. '.repeat(4)];
		const layouts = [{ paper: 'letter', variant: 'classic' }, { paper: 'a4', variant: 'compact' }] as const;
		const cases = [3, 5, 7, 9].flatMap((jobs) => [1, 2, 3, 4].flatMap((bullets) => summaries.flatMap((summary) => layouts.map((options) => ({ jobs, bullets, summary, options })))));
		let pageBreaks = 0;
		for (const { jobs, bullets, summary, options } of cases) {
			const doc = longDocument(jobs, bullets);
			doc.sections = doc.sections.map((section) => (section.kind === 'summary' ? { kind: 'summary', text: summary } : section));
			const { pages } = await layoutResume(doc, options);
			pageBreaks += pages.length - 1;
			const lines = pages.flatMap((page, number) => page.lines.map((line, i) => ({ ...line, page: number, text: lineTexts(page)[i] })));
			lines.forEach((line, i) => {
				const next = lines[i + 1];
				// A heading sits on the page of what follows it; a title line is not split, and sits with its first bullet.
				const keptWith = line.block === 'heading' || (line.block === 'entry' && (next?.index === line.index || next?.block === 'bullet'));
				if (next && keptWith) expect(next.page, `${line.text} / ${next.text}`).toBe(line.page);
			});
		}
		expect(pageBreaks).toBeGreaterThan(20);
	});
});

describe('reading order', () => {
	const expected = (doc: ResumeDocument) => {
		const lines = [doc.name, doc.headline ?? ''];
		for (const section of doc.sections) {
			if (section.kind === 'experience')
				for (const job of section.entries) lines.push(`${job.title} — ${job.company}`, ...job.bullets.map((bullet) => bullet.slice(0, 40)));
			if (section.kind === 'skills') lines.push(section.items[0], section.items.at(-1)!);
		}
		return lines.filter(Boolean);
	};

	it('is the order a person reads, for pdf.js (the resume reader), over two pages', async () => {
		const doc = longDocument(9);
		const { text, pages } = await readBack(await renderPdf(doc, A4), 'long.pdf');
		expect(pages).toBeGreaterThanOrEqual(2);
		expect(readingOrderMisses(text, expected(doc))).toEqual([]);
	});

	const pdftotext = (() => {
		try {
			execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
			return true;
		} catch {
			return false;
		}
	})();

	// Poppler is not part of `npm ci`: this runs where pdftotext is installed (apt-get install poppler-utils).
	it.skipIf(!pdftotext)('is the same order for poppler’s pdftotext', async () => {
		const doc = longDocument(9);
		const bytes = await renderPdf(doc, { paper: 'letter', variant: 'compact' });
		const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');
		expect(readingOrderMisses(text, expected(doc))).toEqual([]);
	});
});
