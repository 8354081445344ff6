import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client and the saver are the panel's edges: the tests watch what it asks and what it saves.
const resume = vi.fn();
const profile = vi.fn();
const saveFile = vi.fn();
vi.mock('$lib/api', () => ({ api: { documents: { resume: (...args: unknown[]) => resume(...args), profile: (...args: unknown[]) => profile(...args) } } }));
vi.mock('$lib/platform/save-file', () => ({ saveFile: (...args: unknown[]) => saveFile(...args) }));
vi.mock('./download-preview', () => ({ releasePreviewWorker: () => {} }));

const { DownloadPanel } = await import('./download.svelte');

const file = (filename: string) => ({ blob: new Blob(['x']), filename, contentType: 'application/pdf' });
/** A promise the test settles when it wants: the file "being made". */
function pending<T>() {
	let settle!: (value: T) => void;
	let fail!: (error: unknown) => void;
	const promise = new Promise<T>((ok, no) => ((settle = ok), (fail = no)));
	return { promise, settle, fail };
}

const TAILORED = { kind: 'resume', resumeId: 'r1', tailoringId: 't1', label: 'Samuel Reyes' } as const;

beforeEach(() => {
	vi.useFakeTimers();
	resume.mockReset();
	profile.mockReset();
	saveFile.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the download panel', () => {
	it('asks for the tailored resume with the chosen options and saves it under the name the core gave', async () => {
		resume.mockResolvedValue(file('Samuel-Reyes_Harborline_Backend.pdf'));
		const panel = new DownloadPanel();
		panel.start(TAILORED, ['pt-BR'], 'pt-BR');
		expect(await panel.download()).toBe('Samuel-Reyes_Harborline_Backend.pdf');
		expect(resume).toHaveBeenCalledWith({ params: { id: 'r1' }, query: { format: 'pdf', lang: 'pt-BR', paper: 'a4', variant: 'classic', tailoringId: 't1' } });
		expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Samuel-Reyes_Harborline_Backend.pdf');
		expect(panel.status).toBe('idle');
	});

	it('makes the profile’s resume without any tailoring, and a list resume without one', async () => {
		profile.mockResolvedValue(file('Ana-Lima.md'));
		resume.mockResolvedValue(file('Samuel-Reyes.md'));
		const panel = new DownloadPanel();
		panel.start({ kind: 'profile' }, ['en-US'], 'en');
		panel.set({ format: 'md' });
		await panel.download();
		expect(profile).toHaveBeenCalledWith({ query: { format: 'md', lang: 'en' } });
		panel.start({ kind: 'resume', resumeId: 'r2', label: 'r2' }, ['en-US'], 'en');
		panel.set({ format: 'json' });
		await panel.download();
		expect(resume).toHaveBeenCalledWith({ params: { id: 'r2' }, query: { format: 'json' } });
	});

	it('downloads the very file it previewed, without making it again', async () => {
		resume.mockResolvedValue(file('a.pdf'));
		const panel = new DownloadPanel();
		panel.start(TAILORED, ['en-US'], 'en');
		panel.showPreview();
		await vi.runAllTimersAsync();
		expect(panel.preview).toMatchObject({ status: 'ready', file: { filename: 'a.pdf' } });
		await panel.download();
		expect(resume).toHaveBeenCalledTimes(1);
		expect(saveFile).toHaveBeenCalledTimes(1);
	});

	it('works out the defaults when the dialog opens, not when the screen that holds it is drawn', () => {
		// The region of a language tag (`Intl.Locale#maximize`) is slow the first time: a closed dialog asks nothing.
		const locales = vi.spyOn(Intl, 'Locale');
		const panel = new DownloadPanel();
		expect(locales).not.toHaveBeenCalled();
		locales.mockRestore();
		panel.start(TAILORED, ['en-US'], 'en');
		expect(panel.choice).toEqual({ format: 'pdf', paper: 'letter', lang: 'en', variant: 'classic' });
	});

	it('shows the preview of the latest choices only: one made for older choices is dropped', async () => {
		const letter = pending<ReturnType<typeof file>>();
		resume.mockReturnValueOnce(letter.promise).mockResolvedValueOnce(file('a4.pdf'));
		const panel = new DownloadPanel();
		panel.start(TAILORED, ['en-US'], 'en');
		panel.showPreview();
		panel.set({ paper: 'a4' });
		expect(panel.preview).toEqual({ status: 'making' });
		await vi.advanceTimersByTimeAsync(300);
		letter.settle(file('letter.pdf'));
		await vi.runAllTimersAsync();
		expect(panel.preview).toMatchObject({ status: 'ready', file: { filename: 'a4.pdf' } });
		expect(resume.mock.calls.map((call) => call[0].query.paper)).toEqual(['letter', 'a4']);
	});

	it('makes one preview for a run of changes, and none for formats other than PDF', async () => {
		resume.mockResolvedValue(file('x.pdf'));
		const panel = new DownloadPanel();
		panel.start(TAILORED, ['en-US'], 'en');
		panel.showPreview();
		await vi.runAllTimersAsync();
		panel.set({ variant: 'compact' });
		panel.set({ lang: 'pt-BR' });
		panel.set({ paper: 'a4' });
		await vi.runAllTimersAsync();
		expect(resume).toHaveBeenCalledTimes(2);
		panel.set({ format: 'docx' });
		await vi.runAllTimersAsync();
		expect(panel.preview).toBeNull();
		expect(resume).toHaveBeenCalledTimes(2);
	});

	it('saves nothing once stopped or closed, and keeps a failure to say it', async () => {
		const slow = pending<ReturnType<typeof file>>();
		resume.mockReturnValueOnce(slow.promise);
		const panel = new DownloadPanel();
		panel.start(TAILORED, ['en-US'], 'en');
		const download = panel.download();
		expect(panel.status).toBe('making');
		panel.stop();
		slow.settle(file('late.pdf'));
		expect(await download).toBeNull();
		expect(saveFile).not.toHaveBeenCalled();

		const gone = new Error('gone');
		resume.mockRejectedValueOnce(gone);
		panel.set({ format: 'md' });
		expect(await panel.download()).toBeNull();
		expect(panel).toMatchObject({ status: 'error', error: gone });
		// A failed file is asked for again on the next try.
		resume.mockResolvedValueOnce(file('again.md'));
		expect(await panel.download()).toBe('again.md');
		panel.close();
		expect(panel.open).toBe(false);
	});
});
