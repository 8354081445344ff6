/**
 * Public exams (issue 31), through the service worker in Chromium: a 100-page edital read from its
 * text (goal ≤ 10 s), the fit of its 50 cargos against the demo nurse's resume (≤ 100 ms), and a study
 * plan of 300 topics over 120 days (≤ 50 ms, the POST that makes and stores it).
 *
 * The edital is the look-alike editais' layout (tests/fixtures/exams/editais.ts: numbered items, cargo
 * blocks with labelled fields, dates written out, a syllabus annex per cargo), assembled here with 50
 * cargos and 10 subjects × 30 topics, and padded with the general-rules sections real editais repeat
 * until it has 100 pages of about 3,000 characters (form feeds between pages, as pagesOfText reads them).
 *
 * Run alone (after a build, with the shared lock): `node tests/bench/exams.mjs`; `npm run bench` runs it with the rest.
 */
import { pathToFileURL } from 'node:url';

/** @typedef {import('@playwright/test').Page} Page */

/** @param {number[]} values @param {number} q */
const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const round = (/** @type {number} */ v) => Math.round(v * 10) / 10;
/** @param {number[]} values */
const summary = (values) => ({ p50: round(quantile(values, 0.5)), p95: round(quantile(values, 0.95)), runs: values.length });

const CARGOS = ['ENFERMEIRO', 'MÉDICO', 'MOTORISTA', 'ANALISTA ADMINISTRATIVO', 'CONTADOR', 'TÉCNICO EM ENFERMAGEM', 'ASSISTENTE SOCIAL', 'PSICÓLOGO', 'FARMACÊUTICO', 'AGENTE ADMINISTRATIVO'];
const REQUIREMENTS = [
	'graduação em Enfermagem e registro no Conselho Regional de Enfermagem (COREN)',
	'graduação em Medicina e registro no Conselho Regional de Medicina (CRM)',
	'ensino fundamental completo e CNH categoria D',
	'graduação em Administração e experiência mínima de 2 anos',
	'graduação em Ciências Contábeis e registro no Conselho Regional de Contabilidade (CRC)',
	'curso técnico em Enfermagem e registro no COREN',
	'graduação em Serviço Social e registro no Conselho Regional de Serviço Social (CRESS)',
	'graduação em Psicologia e registro no Conselho Regional de Psicologia (CRP)',
	'graduação em Farmácia e registro no Conselho Regional de Farmácia (CRF)',
	'ensino médio completo'
];
const SUBJECTS = [
	'LÍNGUA PORTUGUESA', 'RACIOCÍNIO LÓGICO', 'INFORMÁTICA', 'LEGISLAÇÃO', 'DIREITO ADMINISTRATIVO',
	'DIREITO CONSTITUCIONAL', 'SISTEMA ÚNICO DE SAÚDE', 'ÉTICA', 'ATUALIDADES', 'CONHECIMENTOS ESPECÍFICOS'
];
const RULE = 'O candidato deverá observar as normas deste edital e de seus anexos, publicados no Diário Oficial do Município e no sítio da banca, e acompanhar as publicações.';

/** A 100-page edital of 50 cargos, the first with 300 topics, as text with form feeds between pages. */
export function benchEdital() {
	const head = ['PREFEITURA MUNICIPAL DE SERRA DOURADA', 'SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO', 'EDITAL Nº 12/2026'];
	head.push('A Prefeitura Municipal de Serra Dourada torna pública a realização de concurso público, executado pela Fundação Carlos Chagas (FCC).', '2 DOS CARGOS');
	for (let i = 0; i < 50; i++) {
		const n = i + 1;
		head.push(`2.${n} CARGO ${n}: ${CARGOS[i % 10]}${i >= 10 ? ` ${Math.floor(i / 10) + 1}` : ''}`);
		head.push(`2.${n}.1 REQUISITO: ${REQUIREMENTS[i % 10]}.`, `2.${n}.2 REMUNERAÇÃO: R$ ${(2000 + i * 150).toLocaleString('pt-BR')},00.`, `2.${n}.3 VAGAS: ${1 + (i % 5)}.`);
	}
	head.push('3 DAS INSCRIÇÕES', '3.1 As inscrições serão realizadas de 1º de dezembro de 2026 a 8 de janeiro de 2027.', '3.2 A taxa de inscrição será de R$ 90,00.');
	head.push('3.3 A prova objetiva será aplicada em 14 de março de 2027.', '3.4 O resultado final será publicado em 30 de abril de 2027.');
	const annex = ['ANEXO I – CONTEÚDO PROGRAMÁTICO', 'CARGO 1: ENFERMEIRO'];
	for (const [s, name] of SUBJECTS.entries())
		annex.push(`${name}: ${Array.from({ length: 30 }, (_, t) => `${t + 1} Tópico ${t + 1} de ${name.toLowerCase()}, item ${s + 1}.${t + 1}.`).join(' ')}`);
	const rules = Array.from({ length: 20 }, (_, i) => `${4 + Math.floor(i / 5)}.${i % 5} ${RULE}`).join('\n');
	const pages = [head.slice(0, 120).join('\n'), head.slice(120).join('\n')];
	while (pages.length < 97) pages.push(rules);
	pages.push(annex.slice(0, 5).join('\n'), annex.slice(5, 9).join('\n'), annex.slice(9).join('\n'));
	return pages.join('\f');
}

/** The bench's edital as a PDF, one text line at its place on an A4 page, as pdf.js reads an upload (issue 31). @param {string} text */
export async function benchEditalPdf(text) {
	const { PDFDocument, StandardFonts } = await import('pdf-lib');
	const pdf = await PDFDocument.create();
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	for (const pageText of text.split('\f')) {
		let page = pdf.addPage([595, 842]);
		let y = 800;
		for (const line of pageText.split('\n')) {
			// Long lines wrapped at 110 characters; a page that runs out goes on on the next.
			for (let at = 0; at < line.length; at += 110, y -= 11) {
				if (y < 40) [page, y] = [pdf.addPage([595, 842]), 800];
				page.drawText(line.slice(at, at + 110), { x: 40, y, size: 8, font });
			}
		}
	}
	return Buffer.from(await pdf.save());
}

/**
 * `page` is controlled by the service worker. The edital is read `readRuns` times from its text and `pdfRuns` times from a PDF, each a different
 * text (the same text again would be the stored one, not a new reading).
 * @param {Page} page @param {{ readRuns?: number, runs?: number, pdfRuns?: number }} [options]
 */
export async function benchExams(page, { readRuns = 5, runs = 20, pdfRuns = 3 } = {}) {
	const text = benchEdital();
	// Each PDF read is of a different file (the same file again would be the stored one).
	const pdfs = await Promise.all(Array.from({ length: pdfRuns }, (_, i) => benchEditalPdf(text.replace('\f', `\n9.${i + 1} Publique-se (arquivo ${i + 1}).\f`))));
	const pdfReads = await page.evaluate(async (files) => {
		/** @type {number[]} */
		const times = [];
		let pages = 0;
		let cargos = 0;
		for (const base64 of files) {
			const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
			const form = new FormData();
			form.set('file', new File([bytes], 'edital.pdf', { type: 'application/pdf' }));
			const t = performance.now();
			const r = await fetch('/api/v1/exams/extract', { method: 'POST', body: form });
			if (r.status >= 300) throw new Error(`/exams/extract (PDF): ${r.status} ${await r.text()}`);
			const read = await r.json();
			times.push(performance.now() - t);
			pages = read.exam.pages;
			cargos = read.exam.cargos.length;
		}
		return { times, pages, cargos };
	}, pdfs.map((pdf) => pdf.toString('base64')));
	const out = await page.evaluate(
		async ({ text, resume, readRuns, runs }) => {
			/** @param {string} path @param {unknown} body */
			const send = async (path, body) => {
				const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
				if (r.status >= 300) throw new Error(`${path}: ${r.status} ${await r.text()}`);
				return r.json();
			};
			await send('/api/v1/resume/extract', { text: resume });
			/** @type {number[]} */
			const reads = [];
			let exam;
			for (let i = 0; i < readRuns; i++) {
				const t = performance.now();
				exam = await send('/api/v1/exams/extract', { text: text.replace('\f', `\n9.${i + 1} Publique-se (leitura ${i + 1}).\f`) });
				reads.push(performance.now() - t);
			}
			/** @type {number[]} */
			const fits = [];
			let fit;
			for (let i = 0; i < runs + 3; i++) {
				const t = performance.now();
				fit = await (await fetch(`/api/v1/exams/${exam.id}/fit`)).json();
				if (i >= 3) fits.push(performance.now() - t);
			}
			const examDate = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
			/** @type {number[]} */
			const plans = [];
			let plan;
			for (let i = 0; i < runs + 3; i++) {
				const t = performance.now();
				plan = await send(`/api/v1/exams/${exam.id}/plan`, { cargoId: exam.exam.cargos[0].id, hoursByWeekday: { mon: 2, tue: 2, wed: 2, thu: 2, fri: 1, sat: 4, sun: 2 }, examDate });
				if (i >= 3) plans.push(performance.now() - t);
			}
			const t = performance.now();
			const pdf = await (await fetch(`/api/v1/exams/${exam.id}/plan.pdf?lang=pt`)).arrayBuffer();
			const pdfMs = performance.now() - t;
			const days = Math.round((Date.parse(plan.examDate) - Date.parse(plan.from)) / 86_400_000);
			const cargos = exam.exam.cargos.length;
			return { reads, pages: exam.exam.pages, cargos, fits, fitCargos: fit.cargos.length, plans, topics: plan.topics.length, sessions: plan.sessions.length, days, pdfMs, pdfBytes: pdf.byteLength };
		},
		{ text, resume: NURSE, readRuns, runs }
	);
	return {
		edital: { ...summary(out.reads), pages: out.pages, characters: text.length, cargos: out.cargos, goal: '100-page edital from its text <= 10 s' },
		editalPdf: { ...summary(pdfReads.times), pages: pdfReads.pages, bytes: pdfs[0].length, cargos: pdfReads.cargos, goal: '100-page edital from its PDF (pdf.js in the worker) <= 10 s' },
		fit: { ...summary(out.fits), cargos: out.fitCargos, goal: 'fit of 50 cargos <= 100 ms' },
		plan: { ...summary(out.plans), topics: out.topics, days: out.days, sessions: out.sessions, goal: 'plan of 300 topics over 120 days <= 50 ms (made and stored)' },
		planPdf: { ms: round(out.pdfMs), bytes: out.pdfBytes }
	};
}

const NURSE = `Helena Duarte
Enfermeira de UTI Adulto
Belo Horizonte, MG · helena.duarte@example.com

EXPERIÊNCIA
Enfermeira Assistencial — Hospital Municipal Lagoa Serena, Belo Horizonte – MG
03/2019 – atual
• Assistência a pacientes críticos em UTI adulto com 20 leitos

FORMAÇÃO
Bacharelado em Enfermagem — Universidade Estadual do Vale do Paraopeba
2012 – 2016

CERTIFICAÇÕES
COREN-MG ativo
`;

// Alone: serve build/ with the relay, open a controlled page, run this section only.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
	const { chromium } = await import('@playwright/test');
	const { join } = await import('node:path');
	const { REPO_ROOT, startRelay } = await import('../../relay/main.mjs');
	const { CHROMIUM_ARGS, chromiumPath } = await import('../chromium.mjs');
	const port = Number(process.env.BENCH_PORT ?? 4191);
	const { server } = await startRelay({ port, root: join(REPO_ROOT, 'build'), relayEnabled: true });
	const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
	try {
		const page = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
		await page.goto(`http://127.0.0.1:${port}/privacy`);
		await page.waitForFunction(() => !!navigator.serviceWorker?.controller && !!(/** @type {any} */ (globalThis).__rumo), null, { timeout: 30_000 });
		console.log(JSON.stringify(await benchExams(page), null, 2));
	} finally {
		await browser.close();
		server.close();
	}
}
