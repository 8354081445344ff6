import { describe, expect, it } from 'vitest';
import { findColumnZones, type Zone } from './pdf-columns';
import type { Fragment } from './pdf-geometry';

const fragment = (text: string, x0: number, x1: number, y: number, size = 10): Fragment => ({ text, x0, x1, y, size, font: 'f1' });
const column = (x0: number, x1: number, firstY: number, lines: string[], pitch = 12) =>
	lines.map((text, i) => fragment(text, x0, x1, firstY + i * pitch));
const texts = (zone: Zone) =>
	zone.kind === 'single' ? { single: zone.fragments.map((item) => item.text) } : { left: zone.left.map((item) => item.text), right: zone.right.map((item) => item.text) };

const SIDEBAR = column(18, 160, 80, ['CONTACT', 'jane@example.com', '+1 555-0100', 'SKILLS', '- SQL', '- Python', '- dbt'], 13);
const MAIN = column(198, 560, 74, ['Jane Doe', 'EXPERIENCE', 'Analyst — Acme', '- Built dashboards for the whole operations team', '- Cut costs', 'EDUCATION', 'B.A. Economics']);

describe('findColumnZones', () => {
	it('splits a sidebar from the main column at the gutter between them', () => {
		const zones = findColumnZones([...MAIN, ...SIDEBAR]);
		expect(zones?.map(texts)).toEqual([{ left: SIDEBAR.map((item) => item.text), right: MAIN.map((item) => item.text) }]);
	});

	it('reads rows of two cells (employer, place and dates; then the role and its bullets) row by row, and the text below the rows after them', () => {
		const rows = [0, 1, 2].flatMap((row) => {
			const y = 100 + row * 48;
			return [
				...column(40, 200, y, [`Employer ${row}`, 'Chicago, IL', 'Jun 2020 – Present']),
				...column(230, 560, y, [`Role ${row}`, '- Led a team of five and cut the month-end close by three days.', '- Built weekly reports.'])
			];
		});
		const zones = findColumnZones([...rows, fragment('EDUCATION', 40, 120, 260, 12), fragment('B.S. — State University, 2013', 40, 190, 275)]);
		expect(zones?.map(texts)).toEqual([
			{ left: ['Employer 0', 'Chicago, IL', 'Jun 2020 – Present'], right: ['Role 0', '- Led a team of five and cut the month-end close by three days.', '- Built weekly reports.'] },
			{ left: ['Employer 1', 'Chicago, IL', 'Jun 2020 – Present'], right: ['Role 1', '- Led a team of five and cut the month-end close by three days.', '- Built weekly reports.'] },
			{ left: ['Employer 2', 'Chicago, IL', 'Jun 2020 – Present'], right: ['Role 2', '- Led a team of five and cut the month-end close by three days.', '- Built weekly reports.'] },
			{ single: ['EDUCATION', 'B.S. — State University, 2013'] }
		]);
	});

	it('keeps a sidebar whose sections start level with the main column by chance a sidebar', () => {
		// Only the first section of each side starts at the same height: no rows.
		const zones = findColumnZones([...MAIN, ...SIDEBAR.map((item) => ({ ...item, y: item.y - 6 }))]);
		expect(zones?.map((zone) => zone.kind)).toEqual(['columns']);
	});

	it('reads a full-width banner above the columns first, as its own zone', () => {
		const banner = fragment('Jane Doe — Data Analyst — jane@example.com — +1 555-0100', 18, 560, 40, 12);
		const zones = findColumnZones([...MAIN, banner, ...SIDEBAR]);
		expect(zones?.map((zone) => zone.kind)).toEqual(['single', 'columns']);
		expect(texts(zones![0])).toEqual({ single: [banner.text] });
	});

	it('reads a full-width section under the columns as one column, short lines included', () => {
		const below = [
			fragment('PROJECTS', 18, 80, 200, 12),
			fragment('A long project description that runs across the whole width of the page', 18, 560, 214),
			fragment('Short line', 18, 70, 226),
			fragment('Another project description running across the whole page width', 18, 540, 238)
		];
		const zones = findColumnZones([...below, ...MAIN, ...SIDEBAR]);
		expect(zones?.map((zone) => zone.kind)).toEqual(['columns', 'single']);
		expect(texts(zones![1])).toEqual({ single: below.map((item) => item.text) });
	});

	it('reads a heading left alone under both columns at the foot of a page after them, not inside the sidebar', () => {
		const heading = fragment('Experience', 18, 90, 300, 12);
		const zones = findColumnZones([...MAIN, ...SIDEBAR, heading]);
		expect(zones?.map(texts)).toEqual([{ left: SIDEBAR.map((item) => item.text), right: MAIN.map((item) => item.text) }, { single: ['Experience'] }]);
		// The sidebar's own last lines, a line apart, stay in the sidebar.
		const longer = [...SIDEBAR, fragment('- Excel', 18, 160, 80 + 7 * 13)];
		expect(findColumnZones([...MAIN, ...longer])?.map(texts)).toEqual([{ left: longer.map((item) => item.text), right: MAIN.map((item) => item.text) }]);
	});

	it('does not split off right-aligned dates that share the job titles\' lines', () => {
		const body = column(54, 400, 80, ['Analyst — Acme', '- Built dashboards', 'Intern — Beta', '- Wrote reports', 'Clerk — Gamma', '- Filed']);
		const dates = [80, 104, 128].map((y) => fragment('2020 – 2021', 500, 558, y));
		expect(findColumnZones([...body, ...dates])).toBeNull();
	});

	it('reads a few rows with their dates at the right, each on its row\'s line, as rows and not as two columns', () => {
		const rows = ['Associate, Donnelly Law Group.', 'Associate, Silver Legal Aid Society, Louisville, KY.', 'Attorney, Office of the Pinecrest City Attorney.'];
		const left = rows.map((text, i) => fragment(text, 174, 174 + text.length * 5, 300 + i * 13));
		const dates = [0, 1, 2].map((i) => fragment('Jan. 2018 — Dec. 2019', 456, 551, 300 + i * 13));
		expect(findColumnZones([...left, ...dates])).toBeNull();
		// A sidebar of the same few lines, set apart from the rows' baselines, is still a column.
		const sidebar = [0, 1, 2, 3].map((i) => fragment(`Sidebar item ${i}`, 456, 551, 303 + i * 11));
		expect(findColumnZones([...left, ...sidebar])?.[0].kind).toBe('columns');
	});

	it('does not split off a right-aligned column of places and dates on the rows of companies and titles, however little body text there is', () => {
		const rows = [
			['Lakeshore Mercy Hospital', 'Chicago, IL'],
			['Registered Nurse — Cardiac ICU', 'March 2019 – Present'],
			['- Titrated drips', null],
			['Northside Clinic', 'Evanston, IL'],
			['Staff Nurse', 'June 2016 – February 2019'],
			['- Triage', null]
		] as const;
		const fragments = rows.flatMap(([left, right], i) => {
			const y = 80 + i * 12;
			const own = [fragment(left, 54, 54 + left.length * 5, y)];
			return right ? [...own, fragment(right, 558 - right.length * 5, 558, y)] : own;
		});
		expect(findColumnZones(fragments)).toBeNull();
	});

	it('reads Europass’s labels, set flush right against their values, as parts of their rows, even where some labels wrap', () => {
		const rows: [string | null, string][] = [
			['Dates', '07/2023 – present'],
			['Occupation or position held', 'Patient Care Team Lead'],
			['Main activities and', '– Led infection control for bedridden patients, cutting rework by 15%.'],
			['responsibilities', '– Owned SSVV on the step-down unit and the night checklists.'],
			[null, '– Helped families find their way around the unit.'],
			['Name and address of employer', 'North Springs Care Home, Columbus, OH'],
			['Dates', '09/2021 – 05/2023'],
			['Occupation or position held', 'Patient Care Technician II']
		];
		const fragments = rows.flatMap(([label, value], i) => {
			const y = 80 + i * 14 + (label === 'responsibilities' ? 4 : 0);
			const own = [fragment(value, 208, 208 + value.length * 5, label === 'responsibilities' ? y - 4 : y)];
			return label ? [fragment(label, 184 - label.length * 5, 184, y), ...own] : own;
		});
		expect(findColumnZones(fragments)).toBeNull();
	});

	it('does not split section labels in a left margin from the text they label', () => {
		const labels = ['Experience', 'Education', 'Skills', 'Languages'].map((text, i) => fragment(text, 54, 110, 80 + i * 36, 11));
		const body = Array.from({ length: 12 }, (_, i) => fragment(`Body line ${i} with enough words to be the main text of it`, 150, 560, 80 + i * 12));
		expect(findColumnZones([...labels, ...body])).toBeNull();
	});

	it('does not split a single column whose long lines cross every gutter', () => {
		const body = Array.from({ length: 10 }, (_, i) => fragment(i % 2 ? '- Short bullet' : `A long line number ${i} across the page`, 54, i % 2 ? 200 : 560, 80 + i * 12));
		expect(findColumnZones(body)).toBeNull();
	});
});
