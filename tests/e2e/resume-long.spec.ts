import { expect, test } from '@playwright/test';
import { api, openApp } from './helpers';
import { fixtureText } from './fixtures';

/** A resume file at the 200,000-character limit: three people's resumes told again and again. */
function longResume(): string {
	const bodies = ['d_en_backend_samuel_reyes.txt', 'd_pt_devops_lucas_moreira.txt', 'd_en_data_aisha_karimi.txt'].map((name) => fixtureText('resumes', name));
	let text = bodies[0];
	for (let i = 1; text.length < 200_000; i++) text += '\n' + bodies[i % bodies.length].split('\n').slice(3).join('\n');
	return text.slice(0, 200_000);
}

/**
 * Uploads the text as a .txt file under a task id; `whileReading` runs once the upload is under way.
 * Answers which finished first, and both answers.
 */
async function readWhile(page: import('@playwright/test').Page, text: string, whileReading: 'health' | 'cancel') {
	return page.evaluate(
		async ({ text, whileReading }) => {
			const order: string[] = [];
			const task = crypto.randomUUID();
			const form = new FormData();
			form.set('file', new File([text], 'long.txt', { type: 'text/plain' }));
			const reading = fetch('/api/v1/resume/extract', { method: 'POST', body: form, headers: { 'x-rumo-task': task } }).then(async (r) => {
				order.push('extract');
				return { status: r.status, body: await r.json() };
			});
			// Past the upload and the reading of the text: the parse is under way.
			await new Promise((resolve) => setTimeout(resolve, 150));
			const during =
				whileReading === 'health'
					? fetch('/api/v1/health').then((r) => (order.push('health'), r.status))
					: fetch(`/api/v1/tasks/${task}`, { method: 'DELETE' }).then((r) => (order.push('cancel'), r.status));
			const [extract, other] = await Promise.all([reading, during]);
			return { order, extract, other };
		},
		{ text, whileReading }
	);
}

test('a 200,000-character resume is read while the health check keeps answering', async ({ page }) => {
	await openApp(page, '/');
	const { order, extract, other } = await readWhile(page, longResume(), 'health');
	expect(other).toBe(200);
	expect(order).toEqual(['health', 'extract']);
	expect(extract.status).toBe(201);
	expect(extract.body.profile.basics.name).toBe('Samuel Reyes');
	expect((await api(page, 'GET', '/resume')).data.total).toBe(1);
});

test('reading a 200,000-character resume is cancelled at once, and nothing is stored', async ({ page }) => {
	await openApp(page, '/');
	const { order, extract, other } = await readWhile(page, longResume(), 'cancel');
	expect(other).toBe(204);
	expect(order).toEqual(['cancel', 'extract']);
	expect(extract).toMatchObject({ status: 409, body: { code: 'cancelled' } });
	expect((await api(page, 'GET', '/resume')).data.total).toBe(0);
});

test('a long pasted resume shows a cancel button on the screen, and cancelling stores nothing', async ({ page }) => {
	await openApp(page, '/resume');
	// Set at once, as a paste does (typing 200,000 characters through the keyboard API takes minutes).
	await page.getByLabel('Paste your resume').evaluate((box: HTMLTextAreaElement, text) => {
		box.value = text;
		box.dispatchEvent(new Event('input', { bubbles: true }));
	}, longResume());
	await page.getByRole('button', { name: 'Read my resume' }).click();
	// The plain reading card of a long text offers to stop it (a short one is read before a click could land).
	await page.getByTestId('resume-cancel').click();
	await expect(page.getByTestId('resume-cancelled')).toHaveText('Reading was cancelled. Nothing was stored.');
	expect((await api(page, 'GET', '/resume')).data.total).toBe(0);
});
