import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, createJob, openApp } from './helpers';
import { fixtureText } from './fixtures';

// Issue 27, "Nothing lost, nothing frozen": what a newcomer hit in a week of ordinary use.

test('the review accepts “present” as an end date, and a date it cannot take is named, opened and focused, with nothing added', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	const jobs = review.locator('[data-type="experience"]');
	await expect(jobs.nth(1)).toBeVisible();

	// The newcomer types "present" where the card already read the job as running.
	const first = jobs.first();
	const firstTitle = (await first.locator('.title').textContent())!.trim();
	await first.getByRole('button', { name: 'Edit before adding' }).click();
	await first.getByLabel(/^End/).fill('present');
	await first.getByRole('button', { name: 'Done editing' }).click();
	// And a start date that is no date on another job.
	const second = jobs.nth(1);
	const secondTitle = (await second.locator('.title').textContent())!.trim();
	await second.getByRole('button', { name: 'Edit before adding' }).click();
	await second.getByLabel(/^Start/).fill('last spring');
	await second.getByRole('button', { name: 'Done editing' }).click();

	await review.getByTestId('add-selected').click();
	await expect(review.getByTestId('review-refused')).toHaveText(`Nothing was added: “${secondTitle}” needs a look at its start date. Fix it below and add again.`);
	const start = second.getByLabel(/^Start/);
	await expect(start).toBeFocused();
	await expect(start).toHaveAttribute('aria-invalid', 'true');
	await expect(second).toContainText('Use YYYY-MM or YYYY (2021-03), or “present” for a job you still have.');
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	await start.fill('2019-03');
	await expect(start).toHaveAttribute('aria-invalid', 'false');
	await review.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast').last()).toContainText('added to your profile');
	const items = (await api(page, 'GET', '/profile')).data.items as { title: string; start: string | null; end: string | null }[];
	expect(items.find((item) => item.title === firstTitle)?.end).toBeNull();
	expect(items.find((item) => item.title === secondTitle)?.start).toBe('2019-03');
});

// A page served from another port of 127.0.0.1 (any local dev server, or a malicious local page)
// is another origin: it may neither rotate the companion's token nor use the relay's AI routes.
test('a page on another port of this machine cannot rotate the companion token or post to the relay', async ({ page, baseURL }) => {
	const other = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another local page</title>'));
	await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
	const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
	try {
		await openApp(page, '/settings');
		const tokenNow = () => page.evaluate(async () => (await (await fetch('/relay/captures/token')).json()).token as string);
		const before = await tokenNow();
		expect(before).toBeTruthy();

		await page.goto(otherOrigin);
		const sent = await page.evaluate(async (relay) => {
			// What a page may send anywhere without asking: no-cors requests with simple bodies.
			const rotate = await fetch(`${relay}/relay/captures/token/rotate`, { method: 'POST', mode: 'no-cors' }).then(() => 'sent', (error) => String(error));
			const chat = await fetch(`${relay}/relay/ai/chat`, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: '{"messages":[{"role":"user","content":"hi"}]}' }).then(() => 'sent', (error) => String(error));
			// And a read of the token, which only Rumo's own page may make.
			const read = await fetch(`${relay}/relay/captures/token`).then((r) => r.text(), (error) => `refused: ${error}`);
			return { rotate, chat, read };
		}, new URL(baseURL!).origin);
		expect(sent.read).toMatch(/^refused/);

		await openApp(page, '/settings');
		expect(await tokenNow()).toBe(before);
		// Rumo's own page still rotates it, from Settings' call.
		const rotated = await page.evaluate(async () => (await fetch('/relay/captures/token/rotate', { method: 'POST', headers: { 'x-rumo-page': '1' } })).status);
		expect(rotated).toBe(200);
		expect(await tokenNow()).not.toBe(before);
	} finally {
		other.close();
	}
});

// After the resume is deleted, the tailor no longer offers a download that can only fail.
test('the tailor of an analysis whose resume was deleted says so and offers no download', async ({ page }) => {
	await openApp(page, '/');
	const resume = await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	const match = await api(page, 'POST', '/match/analyze', { resumeId: resume.data.id, jobId: job.data.id });
	await page.goto(`/tailor?match=${match.data.id}`);
	await expect(page.getByTestId('tailor-download')).toBeVisible();

	// Deleted elsewhere (another tab): this screen follows without a reload.
	expect((await api(page, 'DELETE', `/resume/${resume.data.id}`)).status).toBe(204);
	await expect(page.getByTestId('tailor-resume-gone')).toContainText('The resume of this analysis was deleted');
	await expect(page.getByTestId('tailor-download')).toHaveCount(0);
	await page.reload();
	await expect(page.getByTestId('tailor-resume-gone')).toBeVisible();
	await expect(page.getByTestId('tailor-download')).toHaveCount(0);
});

// Issue 27: tab 2 had the editor open, tab 1 moved the card to Applied, tab 2 saved its notes and
// moved the card back to Saved without a word. Now the save is based on what tab 2 saw.
test('two tabs: a save based on an older version says what changed elsewhere, and merging keeps both changes', async ({ page, context }) => {
	await openApp(page, '/applications');
	const job = await createJob(page, { title: 'Enfermeira de UTI Neonatal', company: 'Hospital Aurora' });
	await page.reload();
	const other = await context.newPage();
	await openApp(other, '/applications');

	// Tab 2 opens the editor and starts typing.
	await page.getByRole('button', { name: /Enfermeira de UTI Neonatal/ }).first().click();
	const dialog = page.getByRole('dialog', { name: 'Application details' });
	await dialog.getByLabel('Notes').fill('Ligar para a coordenação na sexta');

	// Tab 1 moves the card meanwhile.
	await other.getByTestId('job-card').filter({ hasText: 'Enfermeira de UTI Neonatal' }).getByLabel(/^Stage of/).selectOption('applied');
	await expect(other.locator('[data-status="applied"]').getByTestId('job-card')).toHaveCount(1);

	await dialog.getByRole('button', { name: 'Save' }).click();
	const conflict = dialog.getByTestId('edit-conflict');
	await expect(conflict).toContainText('changed in another tab');
	await expect(dialog.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: stage and date applied.');
	await expect(dialog.getByTestId('edit-conflict-mine')).toHaveText('Changed here: notes.');
	await expect(dialog.getByLabel('Notes')).toHaveValue('Ligar para a coordenação na sexta');
	await dialog.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(dialog).toBeHidden();

	const stored = (await api(page, 'GET', `/tracker/jobs/${job.id}`)).data;
	expect(stored).toMatchObject({ status: 'applied', notes: 'Ligar para a coordenação na sexta' });
	// The history shows one move, Saved → Applied, and no move back.
	expect(stored.history.map((h: { from: string | null; to: string }) => `${h.from ?? ''}→${h.to}`)).toEqual(['→saved', 'saved→applied']);
	await other.close();
});

// Issue 27: the sticky "Add N selected" bar covered the item editor.
test('an editor opened in the review stays above the sticky “Add selected” bar, on a phone too', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 640 });
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	const jobs = review.locator('[data-type="experience"]');
	await expect(jobs.first()).toBeVisible();
	const bar = review.getByTestId('add-selected');
	for (const job of [jobs.first(), jobs.last()]) {
		await job.scrollIntoViewIfNeeded();
		await job.getByRole('button', { name: 'Edit before adding' }).click();
		for (const field of [job.getByLabel('Title'), job.getByLabel(/^End/)]) {
			await field.focus();
			await expect.poll(async () => (await field.boundingBox())!.y + (await field.boundingBox())!.height <= (await bar.boundingBox())!.y).toBe(true);
		}
		await job.getByRole('button', { name: 'Done editing' }).click();
	}
});

// Issue 27: the item editor showed "resume:experience" as a source the person could type over.
test('the profile item editor says in words where Rumo read a quote, never its code', async ({ page }) => {
	await openApp(page, '/profile');
	const added = await api(page, 'POST', '/profile/items', { type: 'experience', title: 'Enfermeira Assistencial', organization: 'Hospital Aurora', origin: 'extracted', evidence: [{ text: 'Enfermeira Assistencial — Hospital Aurora', source: 'resume:experience' }] });
	expect(added.status).toBe(201);
	await page.reload();
	await page.getByRole('button', { name: 'Edit: Enfermeira Assistencial' }).click();
	const readFrom = page.getByTestId('evidence-read-from');
	await expect(readFrom).toBeVisible();
	await expect(readFrom).not.toContainText('resume:experience');
	await expect(readFrom).toContainText(/resume/i);
	await expect(page.getByTestId('item-form').getByText('resume:experience')).toHaveCount(0);
});

// Issue 27: a reload lost a half-typed posting.
test('a half-typed posting survives a reload, and is gone once it is read', async ({ page }) => {
	await openApp(page, '/job');
	const box = page.getByLabel('Job posting text');
	const posting = fixtureText('jobs', 'd_job_en_backend_node_harborline.txt');
	await box.fill(posting.slice(0, 300));
	await expect.poll(async () => (await api(page, 'GET', '/drafts/job')).status).toBe(200);
	await page.reload();
	await expect(page.getByLabel('Job posting text')).toHaveValue(posting.slice(0, 300));
	await expect(page.getByTestId('job-draft-restored')).toBeVisible();

	await page.getByLabel('Job posting text').fill(posting);
	await page.getByTestId('job-entry').getByRole('button', { name: 'Read the job' }).click();
	await expect(page.getByTestId('job-result')).toBeVisible();
	await expect.poll(async () => (await api(page, 'GET', '/drafts/job')).status).toBe(404);
	await page.reload();
	await expect(page.getByLabel('Job posting text')).toHaveValue('');
});

// Issue 27: a reload lost an unconfirmed resume review, with the person's edits.
test('an unconfirmed resume review survives a reload with its edits, and goes once everything is added', async ({ page }) => {
	await openApp(page, '/resume');
	await page.getByLabel('Paste your resume').fill(fixtureText('resumes', 'd_en_backend_samuel_reyes.txt'));
	await page.getByRole('button', { name: 'Read my resume' }).click();
	const review = page.getByTestId('candidate-review');
	const first = review.locator('[data-type="experience"]').first();
	await first.getByRole('button', { name: 'Edit before adding' }).click();
	await first.getByLabel('Title').fill('Senior Backend Engineer (edited before a reload)');
	await first.getByRole('button', { name: 'Done editing' }).click();
	const skill = review.locator('[data-type="skill"]').filter({ has: page.getByRole('checkbox', { checked: true }) }).first();
	const skillName = (await skill.locator('.title').textContent())!.trim();
	await skill.getByRole('checkbox').uncheck();
	await expect.poll(async () => JSON.stringify((await api(page, 'GET', '/drafts/resume-review')).data)).toContain('edited before a reload');

	await page.reload();
	await expect(page.getByTestId('resume-review-restored')).toBeVisible();
	const again = page.getByTestId('candidate-review');
	await expect(again.locator('[data-type="experience"]').first()).toContainText('Senior Backend Engineer (edited before a reload)');
	await expect(again.locator('[data-type="skill"]').filter({ hasText: skillName }).first().getByRole('checkbox')).not.toBeChecked();
	expect((await api(page, 'GET', '/profile')).data.items).toEqual([]);

	await again.getByTestId('add-selected').click();
	await expect(page.getByTestId('toast').last()).toContainText('added to your profile');
	const titles = ((await api(page, 'GET', '/profile')).data.items as { title: string }[]).map((item) => item.title);
	expect(titles).toContain('Senior Backend Engineer (edited before a reload)');
	expect(titles).not.toContain(skillName);
	// One unchecked skill is still pending: the review stays kept until the person starts over.
	await page.getByRole('button', { name: 'Read another resume' }).click();
	await expect.poll(async () => (await api(page, 'GET', '/drafts/resume-review')).status).toBe(404);
});

// Issue 27: in Portuguese the navigation wrapped to two rows at 1280 px and three at 1024 px.
for (const locale of ['en-US', 'pt-BR'])
	test.describe(`the header in ${locale}`, () => {
		test.use({ locale });
		test('stays one row at every width: the links where they fit, else the menu button', async ({ page }) => {
			await openApp(page, '/dashboard');
			for (const width of [1440, 1280, 1100, 1024, 960, 800, 360]) {
				await page.setViewportSize({ width, height: 800 });
				const header = page.locator('header.site-header');
				// One row: the brand's height plus padding, whether the links or the menu button show.
				await expect.poll(async () => (await header.boundingBox())!.height, { message: `${locale} at ${width} px` }).toBeLessThan(70);
				const compact = (await header.getAttribute('data-compact')) === 'true' || width <= 900;
				await expect(page.getByTestId('menu-button')).toBeVisible({ visible: compact });
				// Issue 31: at 1280 px the row itself shows, Concursos in it for a Portuguese reader.
				if (width === 1280) {
					expect(compact, `${locale} at 1280 px shows the row`).toBe(false);
					const exams = page.getByRole('navigation').getByRole('link', { name: locale === 'pt-BR' ? 'Concursos' : 'Public exams', exact: true });
					await expect(exams).toBeVisible({ visible: locale === 'pt-BR' });
				}
			}
			// At 360 px the Menu holds every link, the public exams among them, in both languages.
			await page.getByTestId('menu-button').click();
			const exams = page.getByRole('navigation').getByRole('link', { name: locale === 'pt-BR' ? 'Concursos' : 'Public exams', exact: true });
			await expect(exams).toBeVisible();
			await expect(exams).toHaveAttribute('href', '/concursos');
		});
	});

// Issue 27: at 360 px the first column was empty while the cards were off-screen; on a laptop 4.5 of 8 columns showed with no hint.
test('the board shows one stage at a time on a phone, starting with one that has applications; wide, it says it scrolls', async ({ page }) => {
	await openApp(page, '/applications');
	await createJob(page, { title: 'Enfermeira de UTI', status: 'interview' });
	await createJob(page, { title: 'Técnica de Enfermagem', status: 'applied' });
	await page.setViewportSize({ width: 360, height: 740 });
	await page.reload();
	const board = page.getByTestId('board');
	await expect(board.getByTestId('job-card')).toHaveCount(1);
	await expect(board.getByTestId('job-card')).toContainText('Técnica de Enfermagem');
	await expect(board.getByTestId('job-card')).toBeInViewport();
	const picker = page.getByTestId('stage-picker');
	await picker.locator('[data-status="interview"]').click();
	await expect(picker.locator('[data-status="interview"]')).toHaveAttribute('aria-pressed', 'true');
	await expect(board.getByTestId('job-card')).toContainText('Enfermeira de UTI');
	await expect(board.getByTestId('job-card')).toBeInViewport();

	await page.setViewportSize({ width: 1024, height: 740 });
	await expect(page.getByTestId('board-scroll-hint')).toContainText('all 8 stages');
	await expect(board.getByTestId('job-card')).toHaveCount(2);
	await picker.locator('[data-status="withdrawn"]').click();
	await expect(board.locator('#stage-withdrawn')).toBeInViewport();
});

// The same two tabs on a profile item: a save based on an older version is told, and merged on request.
test('two tabs: a profile item edited in both is merged, not overwritten', async ({ page }) => {
	await openApp(page, '/profile');
	const added = (await api(page, 'POST', '/profile/items', { type: 'experience', title: 'Enfermeira', organization: 'Hospital Aurora', detail: 'Plantões noturnos' })).data.items?.[0] ?? (await api(page, 'GET', '/profile')).data.items[0];
	await page.reload();
	await page.getByRole('button', { name: 'Edit: Enfermeira' }).click();
	const form = page.getByTestId('item-form');
	await form.getByLabel('What you did').fill('Plantões noturnos na UTI adulto');

	// Another tab renames the item meanwhile.
	expect((await api(page, 'PATCH', `/profile/items/${added.id}`, { title: 'Enfermeira Assistencial', version: added.version })).status).toBe(200);

	await form.getByRole('button', { name: 'Save' }).click();
	await expect(form.getByTestId('edit-conflict')).toContainText('This item changed in another tab');
	await expect(form.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: title.');
	await expect(form.getByTestId('edit-conflict-mine')).toHaveText('Changed here: details.');
	await form.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(form).toBeHidden();
	const stored = (await api(page, 'GET', '/profile')).data.items.find((item: { id: string }) => item.id === added.id);
	expect(stored).toMatchObject({ title: 'Enfermeira Assistencial', detail: 'Plantões noturnos na UTI adulto' });
});

// Issue 27: the download dialog's option boxes were misaligned (a legend wrapped to two lines).
for (const locale of ['en-US', 'pt-BR'])
	test.describe(`the download dialog in ${locale}`, () => {
		test.use({ locale });
		test('lines its option boxes up, each legend on one line and shown whole', async ({ page }) => {
			await openApp(page, '/');
			await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
			await page.goto('/resume');
			await page.getByTestId('resume-row').first().getByRole('button', { name: locale === 'pt-BR' ? 'Baixar' : 'Download', exact: true }).click();
			const boxes = page.getByTestId('download-dialog').locator('.options fieldset');
			await expect(boxes).toHaveCount(3);
			const tops = await boxes.evaluateAll((sets) => sets.map((set) => Math.round(set.getBoundingClientRect().top)));
			expect(new Set(tops).size).toBe(1);
			const legends = await boxes.locator('legend').evaluateAll((items) => items.map((legend) => ({ whole: legend.scrollWidth <= legend.clientWidth + 1, height: legend.getBoundingClientRect().height })));
			for (const legend of legends) expect(legend.whole).toBe(true);
			expect(Math.max(...legends.map((legend) => legend.height))).toBeLessThan(30);
		});
	});

// The cover letter edited in two tabs: the stale save is told, and the person keeps theirs or takes the other.
test('two tabs: a cover letter saved elsewhere is not overwritten silently, and "keep mine" saves over it on purpose', async ({ page }) => {
	await openApp(page, '/');
	await api(page, 'POST', '/resume/extract', { text: fixtureText('resumes', 'd_en_backend_samuel_reyes.txt') });
	const job = await api(page, 'POST', '/job/extract', { text: fixtureText('jobs', 'd_job_en_backend_node_harborline.txt') });
	await page.goto(`/cover-letter?job=${job.data.id}`);
	await page.getByTestId('letter-write-plain').click();
	const editor = page.getByTestId('letter-text');
	await expect(editor).toHaveValue(/Dear Harborline/);
	await page.getByTestId('letter-save').click();
	await expect(page.getByTestId('letter-saved-at')).toBeVisible();
	const saved = (await api(page, 'GET', `/job/${job.data.id}/cover-letter`)).data;

	// Another tab saves its own version.
	expect((await api(page, 'PUT', `/job/${job.data.id}/cover-letter`, { text: 'Written in the other tab.', lang: 'en', origin: 'plain', version: saved.version })).status).toBe(200);

	await editor.fill('Written here, and meant to stay.');
	await page.getByTestId('letter-save').click();
	await expect(page.getByTestId('letter-save-error')).toBeVisible();
	expect((await api(page, 'GET', `/job/${job.data.id}/cover-letter`)).data.text).toBe('Written in the other tab.');
	await page.getByTestId('letter-keep-mine').click();
	await expect(page.getByTestId('letter-save-error')).toBeHidden();
	expect((await api(page, 'GET', `/job/${job.data.id}/cover-letter`)).data.text).toBe('Written here, and meant to stay.');
});

// The inbox item edited in two tabs: told, and merged on request.
test('two tabs: an inbox item edited in both is merged, not overwritten', async ({ page }) => {
	await openApp(page, '/sources');
	const created = (await api(page, 'POST', '/inbox/items', { title: 'Técnica de Enfermagem', company: 'Clínica Aurora' })).data;
	await page.reload();
	await page.getByTestId('inbox-item').filter({ hasText: 'Técnica de Enfermagem' }).getByTestId('inbox-open').click();
	const detail = page.getByRole('dialog', { name: 'Técnica de Enfermagem' });
	await detail.getByTestId('action-edit').click();
	await detail.getByLabel('Notes').fill('Ligar na segunda');

	// Another tab renames the company meanwhile.
	expect((await api(page, 'PATCH', `/inbox/items/${created.id}`, { company: 'Clínica Aurora Ltda.', version: created.version })).status).toBe(200);

	await detail.getByRole('button', { name: 'Save changes' }).click();
	await expect(detail.getByTestId('edit-conflict')).toContainText('This inbox item changed in another tab');
	await expect(detail.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: company.');
	await expect(detail.getByTestId('edit-conflict-mine')).toHaveText('Changed here: notes.');
	await detail.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(detail.getByTestId('item-editor')).toBeHidden();
	const stored = (await api(page, 'GET', `/inbox/items/${created.id}`)).data;
	expect(stored).toMatchObject({ company: 'Clínica Aurora Ltda.', notes: 'Ligar na segunda' });
});

// The radar wishlist edited in two tabs: the stale save is told, merged on request, or given up for the other.
test('two tabs: a wishlist edited in both is merged, not overwritten, and "take the other" keeps what the other tab saved', async ({ page, context }) => {
	await openApp(page, '/radar');
	expect((await api(page, 'PUT', '/radar/wishlist', { version: 0, titles: ['Enfermeira de UTI'], places: ['Recife, PE'] })).status).toBe(200);
	await page.reload();
	const other = await context.newPage();
	await openApp(other, '/radar');

	// Tab 2 starts typing a place.
	const form = page.getByTestId('wishlist');
	await expect(form.getByLabel('Places', { exact: true })).toHaveValue('Recife, PE');
	await form.getByLabel('Places', { exact: true }).fill('Recife, PE\nOlinda, PE');

	// Tab 1 excludes internships meanwhile, and saves.
	const otherForm = other.getByTestId('wishlist');
	await expect(otherForm.getByLabel('Places', { exact: true })).toHaveValue('Recife, PE');
	await otherForm.getByLabel('Exclude postings that mention').fill('estágio');
	await otherForm.getByTestId('wishlist-save').click();
	await expect(other.getByTestId('toast').last()).toContainText('Wishlist saved');

	await form.getByTestId('wishlist-save').click();
	const conflict = form.getByTestId('edit-conflict');
	await expect(conflict).toContainText('Your wishlist changed in another tab or window');
	await expect(form.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: words that exclude a posting.');
	await expect(form.getByTestId('edit-conflict-mine')).toHaveText('Changed here: places.');
	await expect(form.getByLabel('Places', { exact: true })).toHaveValue('Recife, PE\nOlinda, PE');
	await form.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(conflict).toBeHidden();
	await expect(form.getByLabel('Exclude postings that mention')).toHaveValue('estágio');
	const merged = (await api(page, 'GET', '/radar/wishlist')).data;
	expect(merged).toMatchObject({ titles: ['Enfermeira de UTI'], places: ['Recife, PE', 'Olinda, PE'], excludeWords: ['estágio'], version: 3 });

	// Both tabs rename the title; this one gives way to the other.
	await form.getByLabel('Job titles').fill('Enfermeira de UTI Neonatal');
	expect((await api(other, 'PUT', '/radar/wishlist', { version: merged.version, titles: ['Enfermeira obstétrica'] })).status).toBe(200);
	await form.getByTestId('wishlist-save').click();
	await expect(form.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: job titles.');
	await form.getByRole('button', { name: 'Take the other version' }).click();
	await expect(conflict).toBeHidden();
	await expect(form.getByLabel('Job titles')).toHaveValue('Enfermeira obstétrica');
	expect((await api(page, 'GET', '/radar/wishlist')).data).toMatchObject({ titles: ['Enfermeira obstétrica'], places: ['Recife, PE', 'Olinda, PE'], excludeWords: ['estágio'], version: 4 });
	await other.close();
});

// The radar's alert settings edited in two tabs: the stale save is told, merged on request, or given up for the other.
test('two tabs: alert settings edited in both are merged, not overwritten, and "take the other" keeps what the other tab saved', async ({ page, context }) => {
	await openApp(page, '/radar');
	expect((await api(page, 'PUT', '/radar/alerts/settings', { version: 0, threshold: 70 })).status).toBe(200);
	await page.reload();
	const other = await context.newPage();
	await openApp(other, '/radar');

	// Tab 2 starts raising the threshold.
	const form = page.getByTestId('alert-settings');
	const threshold = form.getByLabel('Alert from this score (0–100)');
	await expect(threshold).toHaveValue('70');
	await threshold.fill('85');

	// Tab 1 sets quiet hours meanwhile, and saves.
	const otherForm = other.getByTestId('alert-settings');
	await expect(otherForm.getByLabel('Alert from this score (0–100)')).toHaveValue('70');
	await otherForm.getByLabel('Quiet hours (no notifications)').check();
	await otherForm.getByRole('button', { name: 'Save the settings' }).click();
	await expect(other.getByTestId('toast').last()).toContainText('Alert settings saved.');

	await form.getByRole('button', { name: 'Save the settings' }).click();
	const conflict = form.getByTestId('edit-conflict');
	await expect(conflict).toContainText('Your alert settings changed in another tab or window');
	await expect(form.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: quiet hours.');
	await expect(form.getByTestId('edit-conflict-mine')).toHaveText('Changed here: alert score.');
	await expect(threshold).toHaveValue('85');
	// Nothing of this tab's was saved yet.
	expect((await api(page, 'GET', '/radar/alerts/settings')).data).toMatchObject({ threshold: 70, quietHours: { from: '22:00', to: '07:00' }, version: 2 });
	await conflict.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(conflict).toBeHidden();
	await expect(page.getByTestId('toast').last()).toContainText('Alert settings saved.');
	await expect(form.getByLabel('Quiet hours (no notifications)')).toBeChecked();
	const merged = (await api(page, 'GET', '/radar/alerts/settings')).data;
	expect(merged).toEqual({ threshold: 85, notify: false, quietHours: { from: '22:00', to: '07:00' }, everyMinutes: null, version: 3 });

	// Both tabs change the threshold; this one gives way to the other.
	await threshold.fill('90');
	expect((await api(other, 'PUT', '/radar/alerts/settings', { version: merged.version, threshold: 60 })).status).toBe(200);
	await form.getByRole('button', { name: 'Save the settings' }).click();
	await expect(form.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: alert score.');
	await conflict.getByRole('button', { name: 'Take the other version' }).click();
	await expect(conflict).toBeHidden();
	await expect(threshold).toHaveValue('60');
	await expect(form.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
	expect((await api(page, 'GET', '/radar/alerts/settings')).data).toEqual({ threshold: 60, notify: false, quietHours: { from: '22:00', to: '07:00' }, everyMinutes: null, version: 4 });
	await other.close();
});

// The AI settings edited in two tabs: the stale save is told, and "keep mine" saves every field as typed here.
test('two tabs: AI settings saved elsewhere are not overwritten silently, and "keep mine" saves this tab\'s on purpose', async ({ page, context }) => {
	await openApp(page, '/settings');
	try {
		expect((await api(page, 'POST', '/settings/ai', { provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', timeoutSeconds: 20 })).status).toBe(200);
		await page.reload();
		const other = await context.newPage();
		await openApp(other, '/settings');

		// Tab 2 starts typing a longer time-out.
		const panel = page.getByTestId('ai-settings');
		await expect(panel.getByLabel('Model')).toHaveValue('llama3.2');
		await panel.getByLabel('Time-out (seconds)').fill('45');

		// Tab 1 changes the model meanwhile, and saves.
		const otherPanel = other.getByTestId('ai-settings');
		await expect(otherPanel.getByLabel('Model')).toHaveValue('llama3.2');
		await otherPanel.getByLabel('Model').fill('qwen2.5');
		await otherPanel.getByRole('button', { name: 'Save' }).click();
		await expect(other.getByTestId('toast').last()).toContainText('AI settings saved.');

		await panel.getByRole('button', { name: 'Save' }).click();
		const conflict = panel.getByTestId('edit-conflict');
		await expect(conflict).toContainText('The AI settings changed in another tab or window');
		await expect(panel.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: model.');
		await expect(panel.getByTestId('edit-conflict-mine')).toHaveText('Changed here: time-out.');
		// Nothing of this tab's was saved yet.
		expect((await api(page, 'GET', '/settings/ai')).data).toMatchObject({ model: 'qwen2.5', timeoutSeconds: 20 });

		await conflict.getByRole('button', { name: 'Keep mine for every field' }).click();
		await expect(conflict).toBeHidden();
		await expect(page.getByTestId('toast').last()).toContainText('AI settings saved.');
		expect((await api(page, 'GET', '/settings/ai')).data).toMatchObject({ provider: 'local', model: 'llama3.2', timeoutSeconds: 45 });
		await other.close();
	} finally {
		// The relay's settings outlive the browser context: leave them as the next test expects.
		await api(page, 'DELETE', '/settings/ai');
	}
});
