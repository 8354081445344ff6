import { describe, expect, it } from 'vitest';
import { detectKind } from './detect-kind';
import { buildPdf } from './testdata/build-pdf';
import { buildZip } from './testdata/build-zip';

const text = (value: string) => new TextEncoder().encode(value);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = buildPdf([{ texts: [{ text: 'Jane Doe', x: 72, y: 700 }] }]);

describe('detectKind', () => {
	it('decides by content: a PDF named .txt is a PDF', () => {
		expect(detectKind(PDF, 'resume.txt')).toBe('pdf');
	});

	it('finds a PDF header that follows a few junk bytes', () => {
		expect(detectKind(new Uint8Array([0x0d, 0x0a, ...PDF]), null)).toBe('pdf');
	});

	it('calls a ZIP with word/document.xml a DOCX, whatever its name', () => {
		const docx = buildZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' });
		expect(detectKind(docx, 'resume.zip')).toBe('docx');
	});

	it('calls a ZIP without word/document.xml unsupported (an ODT, a plain archive)', () => {
		expect(detectKind(buildZip({ mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<x/>' }), 'cv.docx')).toBe(
			'unsupported'
		);
		expect(detectKind(buildZip({ 'notes.txt': 'hello' }), null)).toBe('unsupported');
	});

	it('calls a PNG or JPEG an image (read by OCR), whatever its name', () => {
		expect(detectKind(PNG, 'resume.pdf')).toBe('image');
		expect(detectKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), 'cv.txt')).toBe('image');
	});

	it('calls other images, old .doc files, RTF and programs unsupported even when named .pdf', () => {
		expect(detectKind(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]), 'resume.pdf')).toBe('unsupported');
		expect(detectKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'cv.doc')).toBe('unsupported');
		expect(detectKind(text('{\\rtf1\\ansi Jane Doe}'), 'cv.rtf')).toBe('unsupported');
		expect(detectKind(new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]), 'cv.exe')).toBe('unsupported');
	});

	it('reads a text file that happens to start with "MZ" as text', () => {
		expect(detectKind(text('MZ Consulting — Jane Doe, analyst'), null)).toBe('txt');
	});

	it('calls an HTML page unsupported', () => {
		expect(detectKind(text('<!DOCTYPE html><html><body>Jane</body></html>'), 'cv.txt')).toBe('unsupported');
	});

	it('tells Markdown from plain text by the .md name or by Markdown headings', () => {
		expect(detectKind(text('Jane Doe\nAnalyst'), 'cv.md')).toBe('md');
		expect(detectKind(text('Jane Doe\nAnalyst'), 'cv.markdown')).toBe('md');
		expect(detectKind(text('# Jane Doe\n\n## Experience\n- Analyst'), null)).toBe('md');
		expect(detectKind(text('Jane Doe\nEXPERIENCE\n- Analyst at #1 firm'), 'cv.txt')).toBe('txt');
	});
});
