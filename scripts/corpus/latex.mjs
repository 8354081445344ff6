/**
 * pdflatex for the LaTeX families of the resume corpus (issue 25): the source goes into a fresh
 * temporary directory, pdflatex runs there (a second time only when the log asks for it), and the
 * PDF's bytes come back; the directory is removed either way. Each call has its own directory and
 * no shell escape, so several may run at once. Bitmap fonts are never generated (MKTEXPK=0): a
 * family that needs one fails here instead of yielding a PDF with Type 3 glyphs.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One pdflatex run may take this long before it is killed. */
const TIME_LIMIT_MS = 60_000;
const LOG_TAIL_LINES = 40;
const RERUN = /Rerun to get|Label\(s\) may have changed|There were undefined references|Rerun LaTeX/;

/**
 * @param {string} dir
 * @returns {Promise<{ code: number | null, timedOut: boolean }>}
 */
function runPdflatex(dir) {
	return new Promise((resolve, reject) => {
		const child = spawn('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', '-file-line-error', 'main.tex'], {
			cwd: dir,
			stdio: 'ignore',
			env: { ...process.env, MKTEXPK: '0', MKTEXTFM: '0', MKTEXMF: '0', openout_any: 'p', openin_any: 'a', TEXMFOUTPUT: dir },
			detached: process.platform !== 'win32'
		});
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			try {
				// The whole group: pdflatex may have started kpathsea helpers.
				if (child.pid) process.kill(-child.pid, 'SIGKILL');
			} catch {
				child.kill('SIGKILL');
			}
		}, TIME_LIMIT_MS);
		child.on('error', (error) => {
			clearTimeout(timer);
			reject(error);
		});
		child.on('close', (code) => {
			clearTimeout(timer);
			resolve({ code, timedOut });
		});
	});
}

/** The end of the log, where pdflatex says what stopped it. */
async function logTail(/** @type {string} */ dir) {
	const log = await readFile(join(dir, 'main.log'), 'latin1').catch(() => '(no log)');
	return log.split('\n').slice(-LOG_TAIL_LINES).join('\n');
}

/**
 * Compiles one whole LaTeX document (UTF-8) to PDF.
 * @param {string} source
 * @returns {Promise<Uint8Array>}
 */
export async function compileLatex(source) {
	const dir = await mkdtemp(join(tmpdir(), 'rumo-corpus-tex-'));
	try {
		await writeFile(join(dir, 'main.tex'), source, 'utf8');
		for (let pass = 1; pass <= 2; pass++) {
			const { code, timedOut } = await runPdflatex(dir);
			if (timedOut) throw new Error(`pdflatex ran longer than ${TIME_LIMIT_MS / 1000} s\n${await logTail(dir)}`);
			if (code !== 0) throw new Error(`pdflatex failed (exit ${code})\n${await logTail(dir)}`);
			const log = await readFile(join(dir, 'main.log'), 'latin1');
			if (!RERUN.test(log)) break;
		}
		return new Uint8Array(await readFile(join(dir, 'main.pdf')));
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
}
