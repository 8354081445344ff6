import { describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { hiddenRunReason } from './docx-visibility';
import { buildDocx, docxParagraph, docxRun } from './testdata/build-docx';

const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const run = docxRun;
const paragraph = docxParagraph;
const docx = (paragraphs: string[], extra: Record<string, string> = {}) => bufferOf(buildDocx(paragraphs, extra));

const RESUME = [
	paragraph(run('Marina Costa')),
	paragraph(run('Backend Developer')),
	paragraph(run('marina@example.com')),
	paragraph(run('SKILLS')),
	paragraph(run('Go, Redis, PostgreSQL, Docker, Linux, Git')),
	paragraph(run('EXPERIENCE')),
	paragraph(run('Backend Developer — Loja Azul, São Paulo')),
	paragraph(run('Built payment services in Go backed by PostgreSQL and Redis.'))
];

describe('hidden text in a DOCX', () => {
	it.each([
		['a hidden run (w:vanish)', '<w:vanish/>'],
		['white text', '<w:color w:val="FFFFFF"/>'],
		['2 pt text', '<w:sz w:val="4"/>']
	])('leaves out %s and counts its words', async (_name, props) => {
		const read = await readDocument(docx([...RESUME, paragraph(run('Experience with '), run('Kubernetes Kafka Terraform', props))]), 'cv.docx');
		expect(read.text).toContain('Built payment services in Go');
		expect(read.text).toContain('Experience with');
		expect(read.text).not.toMatch(/Kubernetes|Kafka|Terraform/);
		expect(read.hiddenWords).toBe(3);
	});

	it('keeps white text on a paragraph or a table cell shaded dark (a banner behind the name), and still drops it on a light one', async () => {
		const white = '<w:color w:val="FFFFFF"/><w:b/>';
		const banner = `<w:p><w:pPr><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/></w:pPr>${run('Marina Costa', white)}</w:p>`;
		const cell = `<w:tbl><w:tr><w:tc><w:tcPr><w:shd w:val="clear" w:fill="2E2E2E"/></w:tcPr>${paragraph(run('marina@example.com', white))}</w:tc></w:tr></w:tbl>`;
		const light = `<w:p><w:pPr><w:shd w:val="clear" w:fill="F2F2F2"/></w:pPr>${run('Kubernetes Kafka', white)}</w:p>`;
		const read = await readDocument(docx([banner, cell, ...RESUME.slice(1), light]), 'cv.docx');
		expect(read.text.split('\n')[0]).toBe('Marina Costa');
		expect(read.text).toContain('marina@example.com');
		expect(read.text).not.toMatch(/Kubernetes|Kafka/);
		expect(read.hiddenWords).toBe(2);
	});

	it('keeps white text on dark shading, and a run whose vanish is switched off', () => {
		expect(hiddenRunReason('<w:color w:val="FFFFFF"/><w:shd w:val="clear" w:color="auto" w:fill="1F3864"/>')).toBeNull();
		expect(hiddenRunReason('<w:vanish w:val="false"/>')).toBeNull();
		expect(hiddenRunReason('<w:b/><w:sz w:val="22"/>')).toBeNull();
	});

	it('reads a macro-enabled document for its text and says its macros were ignored', async () => {
		const read = await readDocument(docx(RESUME, { 'word/vbaProject.bin': 'Attribute VB_Name = "Stuff"' }), 'cv.docm');
		expect(read.kind).toBe('docx');
		expect(read.text).toContain('Built payment services in Go');
		expect(read.macros).toBe(true);
		expect(read.hiddenWords ?? 0).toBe(0);
	});
});
