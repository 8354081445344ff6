import { describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { hiddenRunReason } from './docx-visibility';
import { buildZip } from './testdata/build-zip';

const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const run = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

/** A minimal DOCX: a main document of the given paragraphs, and optionally a macro project. */
function docx(paragraphs: string[], extra: Record<string, string> = {}): ArrayBuffer {
	return bufferOf(
		buildZip({
			'[Content_Types].xml':
				'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
			'_rels/.rels':
				'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
			'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
			...extra
		})
	);
}

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
