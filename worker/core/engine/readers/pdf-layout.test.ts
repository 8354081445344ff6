import { describe, expect, it } from 'vitest';
import { readDocument } from './index';
import { buildPdf, type PdfText } from './testdata/build-pdf';
import { arrayBufferOf } from './testdata/files';
import { unspaceRun } from './pdf-fragments';

const readPdf = async (pages: PdfText[][]) => (await readDocument(arrayBufferOf(buildPdf(pages.map((texts) => ({ texts })))), 'cv.pdf')).text;

/** Lines placed top-down from `y` at `pitch` points, the way a word processor sets a paragraph. */
const lines = (x: number, y: number, texts: string[], options: { pitch?: number; size?: number; bold?: boolean } = {}) =>
	texts.map((text, i) => ({ text, x, y: y - i * (options.pitch ?? 12), size: options.size ?? 10, bold: options.bold }));

describe('PDF layout', () => {
	it('joins a word hyphenated across lines and keeps a compound the document writes with a hyphen', async () => {
		const text = await readPdf([
			[
				...lines(72, 700, ['SUMMARY'], { size: 12, bold: true }),
				...lines(72, 684, [
					'Healthcare analyst who reduced patient no-show rates at four clinics and led the develop-',
					'ment of forecasting dashboards for the operations team of the regional network; cut no-',
					'shows by twelve percent across the whole clinic network in two years of steady work.'
				])
			]
		]);
		expect(text).toBe(
			'SUMMARY\nHealthcare analyst who reduced patient no-show rates at four clinics and led the development of forecasting ' +
				'dashboards for the operations team of the regional network; cut no-shows by twelve percent across the whole clinic ' +
				'network in two years of steady work.'
		);
	});

	it('reads a large name wrapped over two lines as one line, not split by the contact line beside it', async () => {
		const text = await readPdf([
			[
				{ text: '(71) 90000-0593', x: 43, y: 728, size: 9.5 },
				{ text: 'maria.b@example.com', x: 43, y: 716, size: 9.5 },
				{ text: 'Maria das Graças', x: 209, y: 736.5, size: 20 },
				{ text: 'Brandão', x: 209, y: 713.3, size: 20 },
				{ text: 'Engenheira de Obras', x: 209, y: 699, size: 9.5 },
				{ text: 'Salvador - BA', x: 505, y: 722, size: 9.5 }
			]
		]);
		expect(text.split('\n')).toContain('Maria das Graças Brandão');
		expect(text).not.toMatch(/example\.com\tBrandão/);
	});

	it('joins a name wrapped one word a line in a narrow box, before the column of contact lines that shares its baselines', async () => {
		// A 34 pt name in a 150 pt box; its first word runs up to the contact column (no gap at all).
		const text = await readPdf([
			[
				{ text: 'fnogueira@example.org', x: 230, y: 760, size: 10 },
				{ text: '+55 11 90000-1234', x: 230, y: 748, size: 10 },
				{ text: 'Francisco', x: 40, y: 738, size: 34 },
				{ text: 'São Paulo, SP', x: 230, y: 736, size: 10 },
				{ text: 'de Assis', x: 40, y: 698, size: 34 },
				{ text: 'Nogueira', x: 40, y: 658, size: 34 },
				...lines(40, 620, ['EXPERIÊNCIA'], { size: 12, bold: true }),
				...lines(40, 604, ['Enfermeiro — Hospital São Lucas, 03/2019 – atual', 'Cuidados a pacientes em terapia intensiva.'])
			]
		]);
		const read = text.split('\n');
		expect(read).toContain('Francisco de Assis Nogueira');
		expect(read).toContain('São Paulo, SP');
		expect(read.indexOf('Francisco de Assis Nogueira')).toBeLessThan(read.indexOf('São Paulo, SP'));
	});

	it('keeps large lines of different sizes apart: a first name and a surname set in two sizes are two lines', async () => {
		const text = await readPdf([
			[
				{ text: 'SIMONE', x: 136, y: 780, size: 30 },
				{ text: 'PAIVA', x: 136, y: 752, size: 25 },
				...lines(40, 700, ['spaiva@example.org', 'EXPERIÊNCIA', 'Executiva de Contas — Banco Sul, 2019 – atual'])
			]
		]);
		expect(text.split('\n').slice(0, 2)).toEqual(['SIMONE', 'PAIVA']);
	});

	it('keeps the wide gaps of one line as tabs, so a title, an employer and right-aligned dates stay apart', async () => {
		const text = await readPdf([
			[
				{ text: 'Software Engineer', x: 50, y: 700, size: 10 },
				{ text: 'Egen Solutions', x: 200, y: 700, size: 10 },
				{ text: 'July 2022 – Present', x: 470, y: 700, size: 10 },
				...lines(50, 686, ['- Built the billing service used by every clinic of the network'])
			]
		]);
		expect(text.split('\n')[0]).toBe('Software Engineer\tEgen Solutions\tJuly 2022 – Present');
	});

	it('writes a name whose letters are spaced out for looks as words, wherever the letter spacing puts them', async () => {
		// Each glyph drawn on its own: its Helvetica advance plus 0.4 em of tracking; a word space adds 0.6 em more.
		const advance: Record<string, number> = { J: 0.5, O: 0.778, S: 0.667, E: 0.667, P: 0.667, H: 0.722, G: 0.778, U: 0.722, T: 0.611, A: 0.667, D: 0.722 };
		const size = 16;
		let x = 72;
		const spaced = (words: string[]) =>
			words.flatMap((word, w) => {
				if (w > 0) x += 0.6 * size;
				return [...word].map((letter) => {
					const glyph = { text: letter, x, y: 740, size };
					x += (advance[letter] + 0.4) * size;
					return glyph;
				});
			});
		const text = await readPdf([
			[
				...spaced(['JOSEPH', 'GUTSTADT']),
				...lines(72, 700, ['EXPERIENCE', 'Analyst — Acme Corp  2020 – Present'])
			]
		]);
		expect(text.split('\n')[0]).toBe('JOSEPH GUTSTADT');
	});

	it('writes a tracked heading as a word even where kerning pulls some of its letters together', async () => {
		// How pdf.js gives a heading set with letter spacing: letters a space apart, "TAT" and "AT" kerned into one group.
		const text = await readPdf([
			[
				{ text: 'R E S E A R C H', x: 56, y: 722, size: 11 },
				{ text: 'S TAT E M E N T', x: 152, y: 722, size: 11 },
				{ text: 'E D U C AT I O N', x: 56, y: 700, size: 11 },
				...lines(56, 684, ['2016 Associate Degree in Culinary Arts, Radcliffe College'])
			]
		]);
		expect(text.split('\n').slice(0, 2)).toEqual(['RESEARCH STATEMENT', 'EDUCATION']);
	});

	it('writes a short tracked word as a word: three letters, or more pairs than single letters', async () => {
		const text = await readPdf([
			[
				{ text: 'A N A', x: 56, y: 760, size: 30 },
				{ text: 'PA I VA', x: 56, y: 700, size: 25 },
				...lines(56, 660, ['ana.paiva@example.org', 'Executiva de Contas — Banco Sul, 2019 – atual'])
			]
		]);
		expect(text.split('\n').slice(0, 2)).toEqual(['ANA', 'PAIVA']);
	});

	it('sets a heading in the margin apart from the first line of its section, and keeps small caps whole', async () => {
		const text = await readPdf([
			[
				{ text: 'C', x: 70, y: 772, size: 26 },
				{ text: 'ARMEN', x: 88, y: 772, size: 18 },
				{ text: 'Experience ', x: 106, y: 557, size: 14.3 },
				{ text: 'Nursing Supervisor, Summit Valley Health', x: 187, y: 557, size: 10 },
				...lines(187, 545, ['- Kept the supply room stocked and labelled.'])
			]
		]);
		expect(text.split('\n').filter(Boolean)).toEqual(['CARMEN', 'Experience\tNursing Supervisor, Summit Valley Health', '- Kept the supply room stocked and labelled.']);
	});

	it('writes a list bullet drawn as a shape (a browser’s disc, a word processor’s square) as a bullet, and ignores a shape with no text beside it', async () => {
		const pdf = buildPdf([
			{
				texts: [...lines(72, 700, ['Nurse — Hospital X  2019 – 2021']), ...lines(86, 686, ['Triage of patients', 'Wound care'])],
				boxes: [
					{ x: 74, y: 688, width: 4, height: 4, gray: 0 },
					{ x: 74, y: 674, width: 4, height: 4, gray: 0 },
					{ x: 300, y: 500, width: 4, height: 4, gray: 0 }
				]
			}
		]);
		const text = (await readDocument(arrayBufferOf(pdf), 'cv.pdf')).text;
		expect(text).toBe('Nurse — Hospital X 2019 – 2021\n- Triage of patients\n- Wound care');
	});

	it('joins a line wrapped inside the last cell of a row to that cell', async () => {
		const text = await readPdf([
			[
				{ text: '12/2021 - Atual', x: 50, y: 700, size: 10 },
				{ text: 'Vínculo: Celetista, Enquadramento Funcional: Analista de Inteligência de', x: 150, y: 700, size: 10 },
				{ text: 'Mercado, Carga horária: 40', x: 150, y: 688, size: 10 },
				{ text: 'Atividades: Painéis de vendas para a diretoria comercial e o time de compras.', x: 150, y: 676, size: 10 },
				{ text: '09/2017 - 11/2021', x: 50, y: 650, size: 10 },
				{ text: 'Vínculo: Celetista, Enquadramento Funcional: Analista de Dados Sênior do time', x: 150, y: 650, size: 10 }
			]
		]);
		expect(text.split('\n')[0]).toBe('12/2021 - Atual\tVínculo: Celetista, Enquadramento Funcional: Analista de Inteligência de Mercado, Carga horária: 40');
	});

	it('keeps a small headline set just under a large name on its own line', async () => {
		const text = await readPdf([
			[
				{ text: 'Omar Pathan', x: 196, y: 775, size: 32 },
				{ text: 'SOFTWARE ENGINEER · FULL STACK DEVELOPER', x: 213, y: 763, size: 7.6 },
				...lines(250, 751, ['Pune, Maharashtra, India'], { size: 8 })
			]
		]);
		expect(text.split('\n').slice(0, 3)).toEqual(['Omar Pathan', 'SOFTWARE ENGINEER · FULL STACK DEVELOPER', 'Pune, Maharashtra, India']);
	});

	it('puts a name set far larger than the rest first, even where the sidebar beside it starts higher', async () => {
		const sidebar = lines(30, 760, ['Contato', '83 90000-0432', 'ana@example.com', 'Principais competências', 'Benefício de Prestação', 'Continuada', 'Case management', 'Redução de danos'], { size: 9 });
		const main = [
			{ text: 'Tainá Oliveira Batista', x: 200, y: 740, size: 24 },
			...lines(200, 710, ['Assistente Social', 'Fortaleza, CE', 'Resumo', 'Assistente social com oito anos de atuação em proteção social básica e especial.', 'Experiência', 'Prefeitura Municipal de Fortaleza', 'Assistente Social', 'março de 2019 - o momento'], { size: 10 })
		];
		const text = await readPdf([[...sidebar, ...main]]);
		expect(text.split('\n')[0]).toBe('Tainá Oliveira Batista');
	});

	it('keeps two entries apart when the first fills the line and ends with its year', async () => {
		const text = await readPdf([
			[
				...lines(50, 750, [
					'Servidora efetiva com 11 anos na atenção primária: visitas domiciliares, cadastro de famílias e',
					'Curso Técnico em Agente Comunitário de Saúde – Escola de Saúde Pública do Ceará – 2016',
					'Ensino Médio – Liceu do Ceará – 2009'
				], { pitch: 14 })
			]
		]);
		expect(text).toMatch(/Pública do Ceará – 2016\nEnsino Médio – Liceu do Ceará – 2009$/);
	});

	it('keeps one-line entries apart when each fills the line and ends with its dates in brackets', async () => {
		const text = await readPdf([
			[
				...lines(50, 750, [
					'Some intro line that runs long enough to reach the right margin of this column here',
					'Summittech Solutions, Raleigh, NC — Senior People Analyst, Payroll and Benefits (12/2021–03/2024)',
					'Pemberton Retail Group, Sacramento, CA — People Business Partner, Stores (10/2020–Present)',
					'Meadow Foods Inc. — People Analyst (03/2019–09/2020)'
				], { pitch: 14 })
			]
		]);
		expect(text).toMatch(/\(12\/2021–03\/2024\)\nPemberton Retail Group[^\n]*\(10\/2020–Present\)\nMeadow Foods/);
	});

	it('keeps one copy of a running footer that holds the contact details, and drops the others', async () => {
		const page = (n: number) => [
			...lines(72, 700, ['EXPERIENCE', `Role number ${n} — Company ${n}`, `- Delivered project ${n} on time`]),
			{ text: 'Jane Doe · jane@example.com · +1 512-555-0100', x: 200, y: 30, size: 8 }
		];
		const text = await readPdf([page(1), page(2)]);
		expect(text.match(/jane@example\.com/g)).toHaveLength(1);
	});

	it('removes running headers, footers and page numbers, and keeps headings repeated in the body', async () => {
		const page = (n: number) => [
			{ text: 'Jane Doe — Resume', x: 260, y: 770, size: 8 },
			...lines(72, 700, ['EXPERIENCE'], { size: 12, bold: true }),
			...lines(72, 684, [`Role number ${n} — Company ${n}`, `- Delivered project ${n} on time`]),
			{ text: `Page ${n} of 3`, x: 285, y: 30, size: 8 }
		];
		const text = await readPdf([page(1), page(2), page(3)]);
		expect(text).not.toMatch(/Jane Doe — Resume|Page \d of 3/);
		expect(text.match(/^EXPERIENCE$/gm)).toHaveLength(3);
		expect(text).toContain('Role number 2 — Company 2\n- Delivered project 2 on time');
	});

	it('reads a two-column page column by column even when the main column is stored first', async () => {
		const main = lines(200, 700, [
			'EXPERIENCE',
			'Analyst — Acme Corp',
			'- Built forecasting models for the operations team',
			'- Automated the monthly reporting pipeline',
			'Intern — Beta Labs',
			'- Cleaned survey data'
		]);
		const sidebar = lines(20, 706, ['CONTACT', 'jane@example.com', '+1 555-0100', 'SKILLS', '- SQL', '- Python'], { pitch: 13 });
		const text = await readPdf([[...main, ...sidebar]]);
		expect(text).toBe(
			[
				'CONTACT',
				'jane@example.com',
				'+1 555-0100',
				'SKILLS',
				'- SQL',
				'- Python',
				'',
				'EXPERIENCE',
				'Analyst — Acme Corp',
				'- Built forecasting models for the operations team',
				'- Automated the monthly reporting pipeline',
				'Intern — Beta Labs',
				'- Cleaned survey data'
			].join('\n')
		);
	});

	it('reads a full-width section under two columns after both columns, heading included', async () => {
		const main = lines(200, 700, ['EXPERIENCE', 'Analyst — Acme Corp', '- Built forecasting models', '- Automated monthly reports']);
		const sidebar = lines(20, 706, ['CONTACT', 'jane@example.com', '+1 555-0100', 'SKILLS', '- SQL'], { pitch: 13 });
		const below = [
			...lines(20, 560, ['PROJECTS'], { size: 12, bold: true }),
			...lines(20, 544, [
				'Clinic no-show predictor: a gradient-boosted model that flags likely no-shows a week ahead for the call centre',
				'Open data: published a cleaned dataset of outages'
			])
		];
		const text = await readPdf([[...below, ...main, ...sidebar]]);
		expect(text.split('\n\n')).toEqual([
			'CONTACT\njane@example.com\n+1 555-0100\nSKILLS\n- SQL',
			'EXPERIENCE\nAnalyst — Acme Corp\n- Built forecasting models\n- Automated monthly reports',
			'PROJECTS\nClinic no-show predictor: a gradient-boosted model that flags likely no-shows a week ahead for the call centre\nOpen data: published a cleaned dataset of outages'
		]);
	});

	it('keeps a right-aligned date on its job title\'s line', async () => {
		const text = await readPdf([
			[
				...lines(72, 700, ['Analyst — Acme Corp', '- Built forecasting models for the operations and finance teams', 'Intern — Beta Labs']),
				{ text: '2020 – Present', x: 470, y: 700, size: 10 },
				{ text: '2019 – 2020', x: 485, y: 676, size: 10 }
			]
		]);
		expect(text).toBe('Analyst — Acme Corp\t2020 – Present\n- Built forecasting models for the operations and finance teams\nIntern — Beta Labs\t2019 – 2020');
	});

	it('separates blocks with one blank line where the vertical gap is wide', async () => {
		const text = await readPdf([
			[...lines(72, 700, ['Jane Doe', 'Senior Data Analyst']), ...lines(72, 660, ['SKILLS', 'SQL, Python, Tableau, dbt, Excel'])]
		]);
		expect(text).toBe('Jane Doe\nSenior Data Analyst\n\nSKILLS\nSQL, Python, Tableau, dbt, Excel');
	});

	it('turns glyph bullets into "- " bullets', async () => {
		const text = await readPdf([[...lines(72, 700, ['SKILLS', '• SQL and dbt', '• Python and pandas', '• Tableau dashboards'])]]);
		expect(text).toBe('SKILLS\n- SQL and dbt\n- Python and pandas\n- Tableau dashboards');
	});
});

describe('a letter-spaced pdf.js item whose word gaps were written as single spaces', () => {
	it('starts a word where a small letter is followed by a capital (small caps tracked by LaTeX)', () => {
		expect(unspaceRun('C a r l a M e n d e s L i m a')).toBe('Carla Mendes Lima');
		expect(unspaceRun('R a f a e l C o s ta')).toBe('Rafael Costa');
	});
	it('keeps wider gaps as word breaks and letters of one case together', () => {
		expect(unspaceRun('J O S E P H  S .  G U T S T A D T')).toBe('JOSEPH S. GUTSTADT');
		expect(unspaceRun('E X P E R I E N C E')).toBe('EXPERIENCE');
	});
});
