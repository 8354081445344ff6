import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
// The test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../testing/env';
import { readPdf } from '../engine/readers/pdf';
import { buildPlan } from './plan';
import { examPlanPdf, planDate } from './plan-pdf';
import type { ExamRecord, Plan } from './schema';

const EDITAL = `PREFEITURA MUNICIPAL DE SERRA DOURADA
EDITAL Nº 7/2026
A Secretaria Municipal de Saúde de Serra Dourada torna pública a realização de concurso público, executado pela Fundação Carlos Chagas (FCC).
2 DOS CARGOS
2.1 CARGO 1: ENFERMEIRO
2.1.1 REQUISITO: graduação em Enfermagem e registro no Conselho Regional de Enfermagem (COREN).
2.1.2 REMUNERAÇÃO: R$ 6.100,00.
2.1.3 VAGAS: 5.
3 DAS INSCRIÇÕES
3.1 As inscrições serão realizadas de 1º de dezembro de 2026 a 8 de janeiro de 2027.
3.3 A prova objetiva será aplicada em 14 de março de 2027.
ANEXO I – CONTEÚDO PROGRAMÁTICO
LÍNGUA PORTUGUESA: 1 Compreensão de textos. 2 Ortografia oficial. 3 Crase.
CARGO 1: ENFERMEIRO
CONHECIMENTOS ESPECÍFICOS: 1 Sistematização da assistência de enfermagem. 2 Segurança do paciente. 3 Sepse.
`;

const textOf = async (bytes: Uint8Array) => (await readPdf(bytes)).text.replace(/\s+/g, ' ');

describe('the study plan as a PDF', () => {
	it('answers the plan as an A4 PDF holding the cargo, a topic and the exam date, in Portuguese or English; no plan → 404', async () => {
		const { env } = testEnv('2026-11-14T12:00:00.000Z');
		const api = testClient(env);
		const exam = (await api.post('/exams/extract', { text: EDITAL })).data;
		const { createCore } = await import('../app');
		const get = (url: string) => createCore(env).handle({ method: 'GET', url: `/api/v1${url}`, headers: {}, body: null });
		const none = await get(`/exams/${exam.id}/plan.pdf`);
		expect(none.status).toBe(404);
		expect(none.headers['content-type']).toContain('application/problem+json');
		expect(JSON.parse(none.body!).detail).toMatch(/no study plan yet/);
		expect((await get('/exams/nope/plan.pdf')).status).toBe(404);

		await api.post(`/exams/${exam.id}/plan`, { cargoId: 'enfermeiro', hoursByWeekday: { mon: 2, wed: 2, sat: 3 } });
		const pt = await get(`/exams/${exam.id}/plan.pdf?lang=pt`);
		expect(pt.status).toBe(200);
		expect(pt.headers['content-type']).toBe('application/pdf');
		expect(pt.headers['content-disposition']).toContain('plano-de-estudos-7-2026.pdf');
		const bytes = pt.bytes!;
		expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
		const pdf = await PDFDocument.load(bytes);
		const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
		expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
		const text = await textOf(bytes);
		for (const wanted of ['Plano de estudos', 'ENFERMEIRO', 'Sepse', 'Data da prova: 14/03/2027', 'Semana 1', 'Progresso por matéria', 'LÍNGUA PORTUGUESA']) expect(text).toContain(wanted);

		const en = await get(`/exams/${exam.id}/plan.pdf?lang=en`);
		const english = await textOf(en.bytes!);
		for (const wanted of ['Study plan', 'ENFERMEIRO', 'Exam date: Mar 14, 2027', 'Week 1', 'Progress per subject']) expect(english).toContain(wanted);
		expect((await get(`/exams/${exam.id}/plan.pdf?lang=fr`)).status).toBe(400);
	});

	it('wraps long topics and runs a plan of 300 topics over several pages', async () => {
		const subjects = Array.from({ length: 6 }, (_, s) => ({
			cargoId: 'c',
			name: `MATÉRIA ${s + 1}`,
			questions: 10,
			weight: 1,
			topics: Array.from({ length: 50 }, (_, i) => `Tópico ${s + 1}.${i + 1}: ${'legislação aplicada e jurisprudência dos tribunais superiores '.repeat(i % 7 === 0 ? 4 : 1)}`),
			quote: null
		}));
		const hours = { mon: 3, tue: 3, wed: 3, thu: 3, fri: 3, sat: 5, sun: 0 };
		const built = buildPlan({ subjects, hours, known: new Set(), status: new Map(), from: '2026-12-01', examDate: '2027-03-31' });
		expect(built.topics.length).toBe(300);
		const plan: Plan = { examId: 'e', cargoId: 'c', from: '2026-12-01', examDate: '2027-03-31', hoursByWeekday: hours, ...built, createdAt: '', updatedAt: '', version: 1 };
		const quote = { page: 1, line: 1, text: '' };
		const record = {
			id: 'e',
			exam: {
				body: 'TRIBUNAL REGIONAL',
				board: null,
				number: '1/2027',
				date: null,
				cargos: [{ id: 'c', title: 'ANALISTA JUDICIÁRIO', code: null }],
				dates: [{ kind: 'exam', date: '2027-03-31', quote }],
				subjects
			},
			retifications: []
		} as unknown as ExamRecord;
		const bytes = await examPlanPdf(record, plan, 'pt');
		const pdf = await PDFDocument.load(bytes);
		expect(pdf.getPageCount()).toBeGreaterThan(5);
		const text = await textOf(bytes);
		// The page numbers are page furniture the reader leaves out; the rest reads back.
		expect(text).toContain('ANALISTA JUDICIÁRIO');
		expect(text).toContain('Tópico 6.50');
		expect(text).toContain(`Data da prova: ${planDate('2027-03-31', 'pt')}`);
	});
});
