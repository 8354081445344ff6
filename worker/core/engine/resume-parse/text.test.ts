import { describe, expect, it } from 'vitest';
import { foldKeepingOffsets, isPageFurniture, isPortalFurniture, normaliseText, revealEmails, splitLines, stripBullet, stripEmoji, titleCase, unspaceLetters } from './text';

describe('normaliseText', () => {
	it('puts a range set one end a line back on one line: a date column, and a form\'s start and end fields', () => {
		expect(normaliseText('Jun 2020\tSenior Accountant\nPresent\tBrightwater Logistics')).toBe('Jun 2020 – Present | Senior Accountant\nBrightwater Logistics');
		expect(normaliseText('Senior Accountant\tJun 2020\nBrightwater Logistics\tMay 2022')).toBe('Senior Accountant | Jun 2020 – May 2022\nBrightwater Logistics');
		expect(normaliseText('Admissão: 01/03/2019\nDemissão: 15/05/2021')).toBe('Admissão: 01/03/2019 – Demissão: 15/05/2021');
		expect(normaliseText('Start: 03/2019\nEnd: Present')).toBe('Start: 03/2019 – End: Present');
		expect(normaliseText('De 03/2019\nAté 05/2021')).toBe('De 03/2019 Até 05/2021');
		// A column of years is as often one-year items; an end before its start is no end.
		expect(normaliseText('2019\tCourse A\n2021\tCourse B')).toBe('2019 | Course A\n2021 | Course B');
		expect(normaliseText('Jun 2020\tRole A\nMay 2018\tRole B')).toBe('Jun 2020 | Role A\nMay 2018 | Role B');
	});

	it('turns tabs and wide gaps into " | " and odd spaces into plain ones', () => {
		expect(normaliseText('Senior Nurse\t2019 – Present\r\nAna\u00a0Lima      São Paulo')).toBe('Senior Nurse | 2019 – Present\nAna Lima | São Paulo');
	});

	it('reads a soft hyphen standing between two dates as the range dash it is drawn as, and still deletes one inside a word', () => {
		expect(normaliseText('Data Analyst\tSep. 2023 \u00ad Mar. 2024\nanaly\u00adsis')).toBe('Data Analyst | Sep. 2023 – Mar. 2024\nanalysis');
	});

	it('writes a private-use glyph that opens three lines or more as a list bullet, and leaves a one-off icon to the contact rules', () => {
		const text = normaliseText('\uf0e0 ana@example.com\nNurse — Hospital X\n\uf0b7 Triage of patients\n\uf0b7 Wound care\n\uf0b7 Night shifts');
		expect(text.split('\n').slice(2)).toEqual(['• Triage of patients', '• Wound care', '• Night shifts']);
		expect(text.split('\n')[0]).toBe('ana@example.com');
	});

	it('puts the end of a range that a narrow date column wrapped back after its dash', () => {
		expect(normaliseText('Dec 2024 – • Caseworker\nPresent\tQuinlan Community Center, Richmond, VA\n03/2019 -\n12/2021\tAnalyst')).toBe(
			'Dec 2024 – Present • Caseworker\nQuinlan Community Center, Richmond, VA\n03/2019 - 12/2021\nAnalyst'
		);
		expect(normaliseText('Nurse — Hospital X 2019 –\n2018 Award for care')).toBe('Nurse — Hospital X 2019 –\n2018 Award for care');
	});

	it('puts back the wrapped end of a dated row\'s first cell, and leaves an employer line under its title alone', () => {
		expect(normaliseText('Clinical Nurse Specialist, Bhatt Family Clinic, Madison,\tJan 2018 – Nov 2021\nWI.\n- Triage')).toBe(
			'Clinical Nurse Specialist, Bhatt Family Clinic, Madison, WI. | Jan 2018 – Nov 2021\n- Triage'
		);
		expect(normaliseText('Analista Contábil Sênior, Prefeitura Municipal de Campo\t09/2023 – 09/2026\nAlegre, Teresina, PI.')).toBe(
			'Analista Contábil Sênior, Prefeitura Municipal de Campo Alegre, Teresina, PI. | 09/2023 – 09/2026'
		);
		expect(normaliseText('Data Analyst\tJan 2020 – Present\nAcme Corp.\n- Dashboards')).toBe('Data Analyst | Jan 2020 – Present\nAcme Corp.\n- Dashboards');
		// The same rows with the dates a word space after the cell (moderncv's oldstyle), the cell cut
		// after a comma, inside a word, or after a joining word.
		expect(normaliseText('Partner, Office of the City Attorney, Sacramento, Mar. 2026 — Now\nCA.\n- Trials')).toBe(
			'Partner, Office of the City Attorney, Sacramento, CA. | Mar. 2026 — Now\n- Trials'
		);
		expect(normaliseText('General Counsel, Okonjo & Yamada LLP, Sacra- Mar. 2025 — Oct. 2025\nmento, CA.')).toBe(
			'General Counsel, Okonjo & Yamada LLP, Sacramento, CA. | Mar. 2025 — Oct. 2025'
		);
		expect(normaliseText('Analista de Mercado, Cooperativa Sabiá de 2018–2019\nCrédito, Vitória, ES.')).toBe('Analista de Mercado, Cooperativa Sabiá de Crédito, Vitória, ES. | 2018–2019');
		// A short sentence under the row is its description; a date line is not the row's cell.
		expect(normaliseText('1. Nursing Supervisor, Summit Valley Health (Madison, WI), Dec 2021 – May 2025\nKept the supply room stocked.')).toBe(
			'1. Nursing Supervisor, Summit Valley Health (Madison, WI), Dec 2021 – May 2025\nKept the supply room stocked.'
		);
		expect(normaliseText('ago. de 2023 - o momento\nJoinville, SC.')).toBe('ago. de 2023 - o momento\nJoinville, SC.');
		expect(normaliseText('Data Analyst\tJan 2020 – Present\nAcme Corp\tAustin, TX')).toBe('Data Analyst | Jan 2020 – Present\nAcme Corp | Austin, TX');
	});

	it('puts back the year a narrow date column wrapped from a row that opens with its dates, and a state cut after a comma', () => {
		expect(normaliseText('Nov 2015–May Journeyman Electrician, Donnelly Electric Co.\n2019\t• Split time\nschematics in a plant.')).toBe(
			'Nov 2015–May 2019 Journeyman Electrician, Donnelly Electric Co.\n• Split time schematics in a plant.'
		);
		expect(normaliseText('Dec 2021–May 2023 Clinical Nurse Specialist, Maple Ridge Hospital, Richmond,\nVA\n- Rounds')).toBe(
			'Dec 2021–May 2023 Clinical Nurse Specialist, Maple Ridge Hospital, Richmond, VA\n- Rounds'
		);
		// An earlier year is no end; a sentence under the row stays.
		expect(normaliseText('Nov 2015–May Electrician\n2012 | Award')).toBe('Nov 2015–May Electrician\n2012 | Award');
		expect(normaliseText('Jan 2019 – Mar 2020 Nurse, Hospital X,\nKept records.')).toBe('Jan 2019 – Mar 2020 Nurse, Hospital X,\nKept records.');
	});

	it('joins the rest of an employer\'s name wrapped before its particle, and leaves a bullet or a sentence alone', () => {
		expect(normaliseText('Professora, Secretaria Municipal de Educação\nde Serra Azul, João Pessoa, PB\n- Feira')).toBe('Professora, Secretaria Municipal de Educação de Serra Azul, João Pessoa, PB\n- Feira');
		expect(normaliseText('- Led the Department\nof Health audit')).toBe('- Led the Department of Health audit');
		expect(normaliseText('Worked with the team.\nde Souza Lima')).toBe('Worked with the team.\nde Souza Lima');
	});

	it('reads a square between two parts of a line as a separator, and leaves one that opens a line to the bullet rules', () => {
		expect(normaliseText('DATA ENGINEER FedEx — Memphis, TN ■ Jul 2015 – Mar 2018\n■ Routes')).toBe('DATA ENGINEER FedEx — Memphis, TN | Jul 2015 – Mar 2018\n■ Routes');
		expect(normaliseText('Skills ◆')).toBe('Skills');
	});

	it('leaves out a rule drawn with characters under a heading', () => {
		expect(normaliseText('EXPERIENCE\n==========\n\nBrightify Inc. - Care Operations Manager\n----------\n- Calls')).toBe('EXPERIENCE\n\n\nBrightify Inc. - Care Operations Manager\n\n- Calls'.replace(/\n{3,}/g, '\n\n'));
	});

	it('reads a leader of dots as the gap it stands for, and an icon font’s letter opening three items as their bullet', () => {
		expect(normaliseText('MahsanCo. ........................ 2022/10-2024/07\nGraph-Inc. .................')).toBe('MahsanCo | 2022/10-2024/07\nGraph-Inc');
		expect(normaliseText('f Built the agent.\nf Wrote the driver.\nf Led the team.')).toBe('• Built the agent.\n• Wrote the driver.\n• Led the team.');
		// A vowel is a word ("a", "e", "o"), and a letter before a lower-case word is no bullet.
		expect(normaliseText('a Escola\na Empresa\na Casa')).toBe('a Escola\na Empresa\na Casa');
		expect(normaliseText('f fine\nf fine\nf fine')).toBe('f fine\nf fine\nf fine');
	});

	it('puts back the end of a range from the last cell of the next line, when a row and its date cell wrapped together', () => {
		expect(normaliseText('Senior Engineer Vercel · San Francisco, CA\tMar 2018 – Dec\n(Remote)\t2020\n- Built the router')).toBe(
			'Senior Engineer Vercel · San Francisco, CA | Mar 2018 – Dec 2020\n(Remote)\n- Built the router'
		);
		expect(normaliseText('Staff Engineer – Payments\tStripe,\tJan 2021 –\nInc. · San Francisco, CA\tPresent')).toBe(
			'Staff Engineer – Payments | Stripe, | Jan 2021 – Present\nInc. · San Francisco, CA'
		);
		// A month waits for a year, not for "Present"; a year before the start is no end.
		expect(normaliseText('Analyst\tMar 2018 – Dec\nAcme\tPresent')).toBe('Analyst | Mar 2018 – Dec\nAcme | Present');
		expect(normaliseText('Analyst\t2019 –\nAcme\t2017')).toBe('Analyst | 2019 –\nAcme | 2017');
	});

	it('reads a symbol font’s bullet that comes out as "{" (moderncv) as a bullet when it opens three lines or more', () => {
		expect(normaliseText('Skills\n{ Hydraulics\n{ Pneumatics\n{ Welding').split('\n').slice(1)).toEqual(['• Hydraulics', '• Pneumatics', '• Welding']);
		expect(normaliseText('07/2022 a Mecânica Sênior, Tucano Ltda.\n11/2024 { Organizei a ferramentaria.')).toBe('07/2022 a 11/2024 Mecânica Sênior, Tucano Ltda.\n{ Organizei a ferramentaria.');
	});

	it('drops page numbers and running footers', () => {
		expect(normaliseText('EXPERIENCE\nPage 1 of 2\nConfidential — page 1\n2/3\nNurse')).toBe('EXPERIENCE\nNurse');
		expect(isPageFurniture('Rafael Costa — Currículo | 2/2')).toBe(true);
		expect(isPageFurniture('2019 – 2021')).toBe(false);
	});
});

describe('helpers', () => {
	it('keeps offsets when folding accents', () => {
		const text = 'Formação Março';
		expect(foldKeepingOffsets(text)).toBe('formacao marco');
		expect(foldKeepingOffsets(text).length).toBe(text.length);
	});

	it('strips bullet glyphs and emoji', () => {
		expect(stripBullet('◆ Figma')).toEqual({ bullet: true, text: 'Figma' });
		expect(stripBullet('Figma')).toEqual({ bullet: false, text: 'Figma' });
		expect(stripEmoji('🚀 Product Designer ✨')).toBe('Product Designer');
	});

	it('writes names in capitals as names', () => {
		expect(titleCase('MARIA DA SILVA-SOUZA')).toBe('Maria da Silva-Souza');
	});

	it('splits lines with their offsets', () => {
		expect(splitLines('ab\ncd').map((line) => [line.text, line.start, line.end])).toEqual([
			['ab', 0, 2],
			['cd', 3, 5]
		]);
	});
});

describe('revealEmails', () => {
	it('writes back addresses spelled out to fool harvesters', () => {
		expect(revealEmails('cell 651.555.0173 · tyrone.bakker [at] example [dot] org')).toBe('cell 651.555.0173 · tyrone.bakker@example.org');
		expect(revealEmails('ana(arroba)example(ponto)com(ponto)br | (11) 90000-0101')).toBe('ana@example.com.br | (11) 90000-0101');
		expect(revealEmails('E-mail: joao.silva at example dot com')).toBe('E-mail: joao.silva@example.com');
	});

	it('leaves sentences with "at" and "dot" alone', () => {
		expect(revealEmails('Worked at Acme dot com bubble')).toBe('Worked at Acme dot com bubble');
		expect(revealEmails('Software Engineer at Google')).toBe('Software Engineer at Google');
	});
});

describe('two columns and wrapped bullets', () => {
	const side = (left: string, right = '') => (right ? left.padEnd(40) + right : left);
	it('puts a sidebar laid beside the main column after it', () => {
		const raw = [
			side('ANA LIMA', 'CONTACT'),
			side('Nurse', 'ana@example.com'),
			side('', '(512) 555-0101'),
			side('EXPERIENCE', ''),
			side('Staff Nurse — Hill Hospital', 'SKILLS'),
			side('Jan 2020 – Present', 'Triage'),
			side('- Wound care on a busy ward', 'Wound care'),
			side('', 'IV therapy'),
			side('Nurse Aide — Lake Clinic'),
			side('2018 – 2019')
		].join('\n');
		expect(normaliseText(raw).split('\n')).toEqual([
			'ANA LIMA', 'Nurse', '', 'EXPERIENCE', 'Staff Nurse — Hill Hospital', 'Jan 2020 – Present', '- Wound care on a busy ward', '', 'Nurse Aide — Lake Clinic', '2018 – 2019',
			'', 'CONTACT', 'ana@example.com', '(512) 555-0101', '', 'SKILLS', 'Triage', 'Wound care', 'IV therapy'
		]);
	});

	it('leaves a column of dates beside the titles alone', () => {
		const raw = ['Accountant — Acme'.padEnd(40) + '2020 – 2022', 'Clerk — Beta'.padEnd(40) + '2018 – 2019', 'Intern — Gamma'.padEnd(40) + '2017 – 2017', ' '.repeat(40) + '2016 – 2017', ' '.repeat(40) + '2015 – 2016', 'Aide — Delta'.padEnd(40) + '2014 – 2015'].join('\n');
		expect(normaliseText(raw).split('\n')[0]).toBe('Accountant — Acme | 2020 – 2022');
	});

	it('joins a bullet the reader wrapped, but not a date or a new item', () => {
		expect(normaliseText('→ Business partner: PDI, plano de cargos e\nsalários.\nabr/2022 – atual\n- Folha\nde pagamento')).toBe('→ Business partner: PDI, plano de cargos e salários.\nabr/2022 – atual\n- Folha de pagamento');
	});
});

describe('normaliseText: layouts of LaTeX templates and job portals', () => {
	it('reads a phone written with non-breaking hyphens as one with plain hyphens', () => {
		expect(normaliseText('(312)\u2011555\u20110147 · Adeyemi\u2010Grant')).toBe('(312)-555-0147 · Adeyemi-Grant');
	});

	it('turns an icon glyph of a private-use font into a separator between contact items, and drops it at a line end', () => {
		expect(normaliseText('\uf041 London, United Kingdom   \uf095 +44 7700 900321   \uf0e0 ana@example.com')).toBe(
			'London, United Kingdom | +44 7700 900321 | ana@example.com'
		);
		expect(normaliseText('Henrique Lopes \uf095 (11) 90000-0611')).toBe('Henrique Lopes | (11) 90000-0611');
	});

	it('writes a name spaced out letter by letter as words again, where the gaps are wider', () => {
		expect(normaliseText('T O M Á S   L I N D Q V I S T')).toBe('TOMÁS LINDQVIST');
		expect(unspaceLetters('S K I L L S')).toBe('S K I L L S');
	});

	it('drops a job portal’s verification badges and menu, and keeps a line that only mentions them', () => {
		expect(normaliseText('Arjun Mehta\nVerified\nEmail verified\nHome | Jobs | Companies | Services | My Naukri\nJava developer')).toBe('Arjun Mehta\nJava developer');
		expect(isPortalFurniture('Verified 40 supplier invoices a week')).toBe(false);
	});
});

describe('titleCase: names with an apostrophe or Mc', () => {
	it('capitalises the letter after O’ and after Mc', () => {
		expect(titleCase('MEGAN O’CONNELL')).toBe('Megan O’Connell');
		expect(titleCase('ROSS MCALLISTER')).toBe('Ross McAllister');
		expect(titleCase('MARIA DA SILVA')).toBe('Maria da Silva');
	});
});
