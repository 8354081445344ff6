import { describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { buildPdf, type PdfPage } from './testdata/build-pdf';

const bufferOf = (bytes: Uint8Array) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

const VISIBLE = [
	{ text: 'Marina Costa', x: 72, y: 720, size: 16 },
	{ text: 'Backend Developer', x: 72, y: 700 },
	{ text: 'marina@example.com', x: 72, y: 686 },
	{ text: 'SKILLS', x: 72, y: 650, bold: true },
	{ text: 'Go, Redis, PostgreSQL, Docker, Linux, Git', x: 72, y: 636 },
	{ text: 'EXPERIENCE', x: 72, y: 600, bold: true },
	{ text: 'Backend Developer - Loja Azul, Sao Paulo', x: 72, y: 586 },
	{ text: '2020 - Present', x: 72, y: 572 },
	{ text: 'Built payment services in Go backed by PostgreSQL and Redis.', x: 72, y: 558 }
];

async function read(page: PdfPage) {
	return readDocument(bufferOf(buildPdf([page])), 'cv.pdf');
}

describe('hidden text in a PDF', () => {
	it('reads a clean PDF whole and counts nothing hidden', async () => {
		const clean = await read({ texts: VISIBLE });
		expect(clean.text).toContain('Built payment services');
		expect(clean.hiddenWords ?? 0).toBe(0);
	});

	it.each([
		['white text on the white page', { text: 'Kubernetes Kafka Terraform', x: 72, y: 520, gray: 1 }, []],
		['1 pt text', { text: 'Kubernetes Kafka Terraform', x: 72, y: 520, size: 1 }, []],
		['the invisible rendering mode', { text: 'Kubernetes Kafka Terraform', x: 72, y: 520, mode: 3 }, []],
		['text under an opaque box', { text: 'Kubernetes Kafka Terraform', x: 72, y: 520 }, [{ x: 60, y: 510, width: 300, height: 24, gray: 1, over: true }]],
		['grey text on a grey box', { text: 'Kubernetes Kafka Terraform', x: 72, y: 520, gray: 0.5 }, [{ x: 60, y: 510, width: 300, height: 24, gray: 0.52 }]]
	])('leaves out %s and counts its words', async (_name, stuffed, boxes) => {
		const result = await read({ texts: [...VISIBLE, stuffed], boxes });
		expect(result.text).not.toMatch(/Kubernetes|Kafka|Terraform/);
		expect(result.text).toContain('Built payment services in Go');
		expect(result.hiddenWords).toBe(3);
	});

	it('leaves out text placed outside the page', async () => {
		const result = await read({ texts: [...VISIBLE, { text: 'Kubernetes Kafka Terraform', x: 900, y: 520 }] });
		expect(result.text).not.toMatch(/Kubernetes|Kafka|Terraform/);
		expect(result.text).toContain('Built payment services in Go');
	});

	it('keeps white text on a dark sidebar: a person sees it', async () => {
		const result = await read({
			texts: [...VISIBLE, { text: 'Kubernetes Kafka Terraform', x: 430, y: 700, gray: 1 }],
			boxes: [{ x: 420, y: 400, width: 180, height: 380, gray: 0.15 }]
		});
		expect(result.text).toContain('Kubernetes Kafka Terraform');
		expect(result.hiddenWords ?? 0).toBe(0);
	});
});
