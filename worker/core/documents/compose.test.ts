import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_RESUME } from '../../../src/lib/demo/person';
import { parseResume } from '../engine/resume-parse';
import { findDateRange, findDates, withoutRange } from '../engine/resume-parse/dates';
import { readHeading } from '../engine/resume-parse/sections';
import { isPageFurniture, normaliseText, simplify } from '../engine/resume-parse/text';
import { composeResume, headingLanguageOf } from './compose';
import { renderMarkdown } from './markdown';
import type { DocumentSection, ResumeDocument } from './model';

const FIXTURES = 'tests/fixtures/resumes';
const fixtures = readdirSync(FIXTURES)
	.filter((name) => name.endsWith('.txt') && readdirSync(FIXTURES).includes(name.replace(/\.txt$/, '.truth.json')))
	.map((name) => ({ name, text: readFileSync(`${FIXTURES}/${name}`, 'utf8') }));
const UNSTRUCTURED = readFileSync('worker/core/documents/testdata/unstructured-pt.txt', 'utf8');

const read = (text: string) => ({ ...parseResume(text, { asOf: '2026-11' }), text });
const compose = (text: string) => {
	const resume = read(text);
	return composeResume(resume, { language: headingLanguageOf(resume.language) });
};
const words = (text: string) => simplify(text).split(' ').filter(Boolean);
const PRESENT = new Set(['present', 'presente', 'atual', 'atualmente', 'current', 'now', 'hoje']);

/**
 * The lines of a resume's text with a word the document does not have anywhere: every content
 * line, headings aside; a date range counts by its years (the document writes months its own way).
 */
function linesMissing(text: string, doc: ResumeDocument): string[] {
	const lang = doc.language === 'pt-BR' ? 'pt' : 'en';
	const written = new Set(words(renderMarkdown(doc)));
	return normaliseText(text)
		.split('\n')
		.filter((line) => line.trim() && !isPageFurniture(line))
		.flatMap((line) => {
			const heading = readHeading(line);
			if (heading && !heading.rest) return [];
			let rest = heading?.rest ?? line;
			const range = findDateRange(rest, lang);
			const years: string[] = [];
			if (range) {
				years.push(...[range.start, range.end].filter((d): d is string => !!d).map((d) => d.slice(0, 4)));
				rest = withoutRange(rest, range);
			}
			years.push(...findDates(rest, lang).map((d) => d.value.slice(0, 4)));
			const missing = [...years, ...words(rest).filter((w) => !PRESENT.has(w))].filter((w) => !written.has(w));
			return missing.length ? [`${line}  [missing: ${missing.join(' ')}]`] : [];
		});
}

const section = <K extends DocumentSection['kind']>(doc: ResumeDocument, kind: K) => doc.sections.find((s): s is Extract<DocumentSection, { kind: K }> => s.kind === kind);

describe('composeResume', () => {
	it.each([...fixtures, { name: 'unstructured-pt.txt', text: UNSTRUCTURED }, { name: 'the demo resume', text: DEMO_RESUME }])(
		'keeps every content line of $name in the document',
		({ text }) => {
			expect(linesMissing(text, compose(text))).toEqual([]);
		}
	);

	it('(the check itself) finds a line a document lost', () => {
		const doc = compose(UNSTRUCTURED);
		const lost = { ...doc, sections: doc.sections.filter((s) => !(s.kind === 'other' && s.heading === 'Prêmios')) };
		expect(linesMissing(UNSTRUCTURED, lost)).toEqual([expect.stringContaining('Prêmio Inovação'), expect.stringContaining('Menção honrosa')]);
	});

	it('writes titles, employers and dates exactly as the parser read them, and list sections line by line as written', () => {
		const text = fixtures.find((f) => f.name.includes('lucas_moreira'))!.text;
		const resume = read(text);
		const doc = compose(text);
		const jobs = section(doc, 'experience')!.entries;
		expect(jobs.map(({ title, company, start, end, current }) => ({ title, company, start, end, current }))).toEqual(
			resume.profile.experiences.map(({ title, company, start, end, current }) => ({ title, company, start, end, current }))
		);
		expect(jobs[0].location).toBe('Curitiba – PR');
		expect(section(doc, 'skills')!.items).toContain('AWS (EC2, EKS, RDS, IAM)');
		expect(section(doc, 'languages')!.items).toEqual(['Português (nativo)', 'Inglês (intermediário)']);
		expect(doc.language).toBe('pt-BR');
	});

	it('writes contact items as the resume writes them, and keeps what Rumo reads of them for structured formats', () => {
		const doc = compose(fixtures.find((f) => f.name.includes('derek_hollis'))!.text);
		expect(doc.name).toBe('Derek Hollis, CPA');
		expect(doc.contact).toEqual(['derek.hollis@example.com', '(773) 555-0112', 'Chicago, IL']);
		expect(doc.basics).toEqual({ email: 'derek.hollis@example.com', phone: '+1 773-555-0112', location: 'Chicago, IL, USA', links: [] });
	});

	it('keeps sections the parser has no field for under their own headings, and a loose line under a degree', () => {
		const doc = compose(UNSTRUCTURED);
		const others = doc.sections.filter((s) => s.kind === 'other');
		expect(others).toEqual([
			{ kind: 'other', heading: 'Informações adicionais', lines: ['Trabalho de conclusão: previsão de demanda no varejo.'] },
			{ kind: 'other', heading: 'Prêmios', lines: ['Prêmio Inovação Loja Azul 2023', 'Menção honrosa no Hackathon Dados Abertos SP'] },
			{ kind: 'other', heading: 'Voluntariado', lines: ['Professora voluntária de Excel na ONG Aprender Mais, aos sábados'] }
		]);
	});

	it('keeps personal details in the contact lines until the person chooses to leave them out', () => {
		const doc = compose(UNSTRUCTURED);
		expect(doc.contact).toEqual(['mariana.alves@example.com', '(11) 98765-4321', 'São Paulo – SP', 'Brasileira, casada, 34 anos', 'CPF: 123.456.789-00']);
	});

	it('keeps a line under a job that the parser did not take as one of that job bullets, in its place', () => {
		const resume = read(UNSTRUCTURED);
		const job = resume.profile.experiences[1];
		expect(job.bullets).toContain('Ferramentas: Python, SAS');
		job.bullets = job.bullets.filter((bullet) => bullet !== 'Ferramentas: Python, SAS');
		const doc = composeResume(resume, { language: 'pt-BR' });
		expect(section(doc, 'experience')!.entries[1].bullets).toEqual(['Modelos de churn com Python; queda de 8% no cancelamento.', 'Ferramentas: Python, SAS', 'Contrato PJ, 40 horas semanais']);
	});

	it('keeps a summary the parser missed as the summary, and never repeats a running page header', () => {
		const text = `Ana Lima — Product Manager\n\nAna Lima\nProduct Manager\nana@example.com\n\nEXPERIENCE\nProduct Manager — Cobalt Apps\n2019 – Present\n• Led the checkout redesign.\n\nAna Lima — Product Manager\n\nOBJECTIVE\nTo lead product discovery for a health start-up.`;
		const resume = read(text);
		resume.profile.basics.summary = null;
		const doc = composeResume(resume, { language: 'en' });
		expect(section(doc, 'summary')!.text).toBe('To lead product discovery for a health start-up.');
		expect(renderMarkdown(doc).match(/Ana Lima/g)).toHaveLength(1);
	});

	it('drops a page header repeating the name from a list, but keeps a line that starts with the name and says more', () => {
		const text = `Ana Lima\nProduct Manager\nAna Lima, brasileira, 29 anos\nana@example.com\n\nSKILLS\nRoadmaps, Discovery\nAna Lima — Product Manager\nSQL\n\nEXPERIENCE\nProduct Manager — Cobalt Apps\n2019 – Present\n• Led the checkout redesign.`;
		const doc = compose(text);
		expect(section(doc, 'skills')!.items).toEqual(['Roadmaps, Discovery', 'SQL']);
		expect(doc.contact).toContain('Ana Lima, brasileira, 29 anos');
	});

	it('heads the document in the language asked, whatever the resume is written in', () => {
		const text = fixtures.find((f) => f.name.includes('samuel_reyes'))!.text;
		const doc = composeResume(read(text), { language: 'pt-BR' });
		expect(renderMarkdown(doc)).toContain('## Experiência\n\n### Senior Backend Engineer — Tallgrass Ticketing, Denver, CO\njan/2020 – atual');
	});
});
