import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';

/**
 * An edital uploaded as a PDF (issue 31), the way people have it: read page by page by the readers' own
 * layout, so that a schedule's columns keep their gaps and each quote says its page. No other test sends a
 * real PDF edital through the API (the others paste text, or send a broken file).
 */
async function editalPdf(): Promise<Uint8Array> {
	const pdf = await PDFDocument.create();
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	const write = (page: ReturnType<PDFDocument['addPage']>, lines: [string, number, number][]) => {
		for (const [text, x, y] of lines) page.drawText(text, { x, y, size: 10, font });
	};
	const first = pdf.addPage([595, 842]);
	const body = [
		'PREFEITURA MUNICIPAL DE SERRA DOURADA',
		'EDITAL Nº 7/2026',
		'A Prefeitura Municipal de Serra Dourada torna pública a realização de concurso público, executado pela FCC.',
		'2 DOS CARGOS',
		'2.1 CARGO 1: ENFERMEIRO',
		'2.1.1 REQUISITO: graduação em Enfermagem e registro no Conselho Regional de Enfermagem (COREN).',
		'2.1.2 VAGAS: 5 (4 de ampla concorrência e 1 para candidatos negros).',
		'2.2 CARGO 2: MOTORISTA',
		'2.2.1 REQUISITO: ensino fundamental completo e CNH categoria D.',
		'2.2.2 VAGAS: 3.',
		'3 DO CRONOGRAMA'
	];
	write(first, body.map((text, index) => [text, 50, 780 - index * 16]));
	const second = pdf.addPage([595, 842]);
	// A two-column schedule: each date in its column; the exam's stands on the line above its label.
	write(second, [
		['ANEXO I – CRONOGRAMA', 50, 780],
		['ATIVIDADE', 50, 750],
		['DATA PREVISTA', 400, 750],
		['Período de inscrições', 50, 720],
		['01/12/2026 a 08/01/2027', 400, 720],
		['Divulgação dos locais de prova', 50, 690],
		['05/03/2027', 400, 690],
		['14/03/2027', 400, 660],
		['Aplicação das provas objetivas', 50, 646],
		['Resultado final', 50, 610],
		['30/04/2027', 400, 610]
	]);
	return pdf.save();
}

describe('an edital uploaded as a PDF', () => {
	it('reads its cargos, and its schedule by the columns of the page, each date quoting its page', async () => {
		const { env } = testEnv('2026-11-14T12:00:00.000Z');
		const api = testClient(env);
		const form = new FormData();
		form.set('file', new File([(await editalPdf()).slice().buffer as ArrayBuffer], 'edital.pdf', { type: 'application/pdf' }), 'edital.pdf');
		const request = new Request('http://x', { method: 'POST', body: form });
		const read = await api.call('POST', '/exams/extract', new Uint8Array(await request.arrayBuffer()), {
			'content-type': request.headers.get('content-type') ?? ''
		});
		expect(read.status).toBe(201);
		const { exam } = read.data;
		expect(exam.cargos.map((c: { title: string }) => c.title)).toEqual(['ENFERMEIRO', 'MOTORISTA']);
		const nurse = exam.cargos[0];
		expect(nurse.requirements.map((r: { kind: string; council?: string }) => `${r.kind}:${r.council ?? ''}`)).toEqual(['education:', 'registration:COREN']);
		expect(nurse.vacancies).toMatchObject({ total: 5, ampla: 4, negros: 1 });
		const dates = Object.fromEntries(exam.dates.map((d: { kind: string; date: string; quote: { page: number } }) => [d.kind, [d.date, d.quote.page]]));
		expect(dates).toEqual({
			registration_start: ['2026-12-01', 2],
			registration_end: ['2027-01-08', 2],
			exam: ['2027-03-14', 2],
			result: ['2027-04-30', 2]
		});
	});
});
