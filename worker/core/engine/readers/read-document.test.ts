import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, readDocument } from './index';
import { buildPdf } from './testdata/build-pdf';
import { buildZip } from './testdata/build-zip';
import { arrayBufferOf, fixtureBytes, problemFrom, textBytes } from './testdata/files';

const SUPPORTED_TYPES = /PDF, DOCX, TXT and MD/;
const PNG = arrayBufferOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]));
const RESUME_TEXT = 'Jane Doe\nData Analyst\n\nEXPERIENCE\nAnalyst at Acme, 2020 – Present\n• Built dashboards in Tableau';

describe('readDocument: plain text and Markdown', () => {
	it('reads a UTF-8 text file and normalises it', async () => {
		const read = await readDocument(textBytes(`\uFEFF${RESUME_TEXT}\r\n`), 'cv.txt', 'text/plain');
		expect(read).toEqual({ kind: 'txt', text: RESUME_TEXT.replace('• ', '- '), pages: null });
	});

	it('reads a Latin-1 file from an old Windows editor', async () => {
		const bytes = Uint8Array.from('Experiência profissional em gestão de projetos e ação social', (char) => char.charCodeAt(0));
		const read = await readDocument(arrayBufferOf(bytes), 'curriculo.txt');
		expect(read.text).toBe('Experiência profissional em gestão de projetos e ação social');
	});

	it('strips Markdown syntax from a .md file', async () => {
		const read = await readDocument(textBytes('# Jane Doe\n**Data Analyst** — [site](https://jane.dev)\n## Skills\n* SQL\n* Python'), 'cv.md');
		expect(read.kind).toBe('md');
		expect(read.text).toBe('Jane Doe\nData Analyst — site (https://jane.dev)\n\nSkills\n- SQL\n- Python');
	});

	it('answers insufficient_text for a text file with no words', async () => {
		const problem = await problemFrom(() => readDocument(textBytes(' \n\n\t•\n'), 'cv.txt'));
		expect(problem.code).toBe('insufficient_text');
		expect(problem.message).toMatch(/paste the text/);
	});
});

describe('readDocument: the content decides the kind', () => {
	it('reads a PDF named .txt as a PDF', async () => {
		const read = await readDocument(fixtureBytes('d_en_backend_samuel_reyes', 'pdf'), 'resume.txt', 'text/plain');
		expect(read.kind).toBe('pdf');
		expect(read.pages).toBe(1);
		expect(read.text).toContain('Samuel Reyes');
	});

	it('reads a DOCX named .pdf as a DOCX', async () => {
		const read = await readDocument(fixtureBytes('d_en_backend_samuel_reyes', 'docx'), 'resume.pdf');
		expect(read.kind).toBe('docx');
		expect(read.text).toContain('EXPERIENCE');
	});

	it('answers invalid_file for text named .pdf: it is not a real PDF', async () => {
		const problem = await problemFrom(() => readDocument(textBytes(RESUME_TEXT), 'resume.pdf', 'application/pdf'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/not a real PDF/);
	});

	// Decision: a PNG that claims to be a PDF is a file that "cannot be read as what it claims"
	// (CONTRACT.md: invalid_file, wrong magic bytes); the detail still says it is an image.
	it('answers invalid_file for a PNG named .pdf, saying it is an image', async () => {
		const problem = await problemFrom(() => readDocument(PNG, 'resume.pdf'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/not a real PDF: it is an image \(PNG\)/);
	});

	it('answers unsupported_type for an image Rumo does not read (GIF), naming the supported types', async () => {
		const gif = arrayBufferOf(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0]));
		const problem = await problemFrom(() => readDocument(gif, 'photo.gif', 'image/gif'));
		expect(problem.code).toBe('unsupported_type');
		expect(problem.status).toBe(415);
		expect(problem.message).toMatch(SUPPORTED_TYPES);
	});

	it('answers unsupported_type for a ZIP without word/document.xml, an old .doc and an RTF', async () => {
		const zip = arrayBufferOf(buildZip({ 'notes.txt': 'hello' }));
		const doc = arrayBufferOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]));
		for (const [bytes, name, what] of [
			[zip, 'cv.zip', /ZIP archive/],
			[doc, 'cv.doc', /old-format Word document/],
			[textBytes('{\\rtf1\\ansi Jane Doe, analyst}'), 'cv.rtf', /RTF/]
		] as const) {
			const problem = await problemFrom(() => readDocument(bytes, name));
			expect(problem.code).toBe('unsupported_type');
			expect(problem.message).toMatch(what);
			expect(problem.message).toMatch(SUPPORTED_TYPES);
		}
	});

	it('answers unsupported_type for binary bytes', async () => {
		const binary = arrayBufferOf(Uint8Array.from({ length: 2000 }, (_, i) => (i * 131) % 256));
		expect((await problemFrom(() => readDocument(binary, 'data.bin'))).code).toBe('unsupported_type');
	});
});

describe('readDocument: broken, protected and oversized files', () => {
	it('answers payload_too_large over 10 MB, before reading anything', async () => {
		const problem = await problemFrom(() => readDocument(new ArrayBuffer(MAX_FILE_BYTES + 1), 'big.pdf'));
		expect(problem.code).toBe('payload_too_large');
		expect(problem.status).toBe(413);
		expect(problem.message).toMatch(/10 MB/);
	});

	it('answers invalid_file for an empty file', async () => {
		expect((await problemFrom(() => readDocument(new ArrayBuffer(0), 'cv.pdf'))).code).toBe('invalid_file');
	});

	it('answers invalid_file for a password-protected PDF and says how to fix it', async () => {
		const encrypted = buildPdf([{ texts: [{ text: 'Jane Doe, Data Analyst', x: 72, y: 700 }] }], { userPassword: 'secret' });
		const problem = await problemFrom(() => readDocument(arrayBufferOf(encrypted), 'cv.pdf'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/password-protected/);
		expect(problem.message).toMatch(/unprotected copy/);
		expect(problem.message).toMatch(/paste the text/);
	});

	it('answers insufficient_text for an image-only PDF: no text layer, paste the text', async () => {
		const scanned = buildPdf([{ imageOnly: true }, { imageOnly: true }]);
		const problem = await problemFrom(() => readDocument(arrayBufferOf(scanned), 'scan.pdf'));
		expect(problem.code).toBe('insufficient_text');
		expect(problem.status).toBe(422);
		expect(problem.message).toMatch(/no text layer/);
		expect(problem.message).toMatch(/Paste the text/);
	});

	it('answers invalid_file for a truncated PDF', async () => {
		const whole = new Uint8Array(fixtureBytes('d_en_data_aisha_karimi', 'pdf'));
		const problem = await problemFrom(() => readDocument(arrayBufferOf(whole.subarray(0, Math.floor(whole.length * 0.6))), 'cv.pdf'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/damaged or incomplete/);
	});

	it('answers invalid_file for a DOCX whose document part is not XML', async () => {
		const broken = buildZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'not xml at all <<<' });
		const problem = await problemFrom(() => readDocument(arrayBufferOf(broken), 'cv.docx'));
		expect(problem.code).toBe('invalid_file');
		expect(problem.message).toMatch(/Word document is damaged/);
	});

	it('leaves the caller\'s bytes intact after reading a PDF', async () => {
		const bytes = fixtureBytes('d_pt_ux_beatriz_souza', 'pdf');
		await readDocument(bytes, 'cv.pdf');
		expect(bytes.byteLength).toBeGreaterThan(0);
		expect(new TextDecoder().decode(new Uint8Array(bytes, 0, 5))).toBe('%PDF-');
	});
});
