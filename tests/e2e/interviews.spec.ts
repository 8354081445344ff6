import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { DEMO_POSTINGS } from '../../src/lib/demo/postings';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';

/**
 * Interviews & preparation (issue 30), through the service worker: an interview added from the
 * board, a STAR story drafted from the nurse's own resume lines (an empty part stays empty), saved
 * to the bank and offered for a question of another application, and the calendar file.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

/** Helena's resume, the ICU posting (an application at "applied") and the home-care one. */
async function nurse(page: Page) {
	await openApp(page, '/');
	expect((await api(page, 'POST', '/resume/extract', { text: DEMO_RESUME })).status).toBe(201);
	const icu = (await api(page, 'POST', '/job/extract', { text: DEMO_POSTINGS.icu.text })).data;
	const homeCare = (await api(page, 'POST', '/job/extract', { text: DEMO_POSTINGS.homeCare.text })).data;
	const app = (await api(page, 'POST', '/tracker/jobs', { title: icu.job.title, company: icu.job.company ?? '', jobId: icu.id, status: 'applied' })).data;
	const other = (await api(page, 'POST', '/tracker/jobs', { title: homeCare.job.title, company: homeCare.job.company ?? '', jobId: homeCare.id, status: 'applied' })).data;
	return { app, other };
}

test('an interview added from the board, a STAR story from evidence offered to another application, and the calendar file', async ({ page }) => {
	const { app, other } = await nurse(page);

	// Moving the card to "Interview" offers to add the interview.
	await page.goto('/applications');
	const card = page.getByTestId('job-card').filter({ hasText: app.title });
	await card.getByLabel(`Stage of ${app.title}`).selectOption('interview');
	const offer = page.getByRole('region', { name: 'Add an interview?' });
	await expect(offer).toContainText(app.title);
	await offer.getByRole('link', { name: 'Add the interview' }).click();
	await expect(page).toHaveURL(new RegExp(`/interviews\\?application=${app.id}&add=1`));

	const form = page.getByRole('dialog', { name: 'New interview' });
	await expect(form.getByLabel('Time zone')).toHaveValue('America/Sao_Paulo');
	await form.getByLabel('Date').fill('2026-11-20');
	await form.getByLabel('Time', { exact: true }).fill('14:00');
	await form.getByLabel('Stage').selectOption('technical');
	await form.getByLabel('Format').selectOption('in_person');
	await form.getByLabel('Place or link').fill('Hospital Vale do Ipê, sala 3');
	await form.getByLabel('Who you will meet').fill('Coordenação de enfermagem');
	await form.getByRole('button', { name: 'Save' }).click();
	await expect(form).toBeHidden();
	const interview = page.getByTestId('interview');
	await expect(interview).toHaveCount(1);
	await expect(interview).toContainText('Technical');
	await expect(interview).toContainText('America/Sao Paulo');
	const stored = (await api(page, 'GET', `/tracker/jobs/${app.id}/interviews`)).data.items;
	expect(stored).toMatchObject([{ localStart: '2026-11-20T14:00', timeZone: 'America/Sao_Paulo', stage: 'technical', format: 'in_person', startsAt: '2026-11-20T17:00:00.000Z' }]);

	// A STAR draft quotes her own lines; the part with no source stays an empty prompt.
	const draftSection = page.getByTestId('draft-section');
	await draftSection.getByLabel('Requirement the story should prove').fill('Patient safety');
	await draftSection.getByTestId('story-draft-submit').click();
	const part = (name: string) => draftSection.locator(`[data-testid="star-part"][data-part="${name}"]`);
	await expect(part('action').getByRole('textbox')).toHaveValue(/protocolos de segurança do paciente/);
	await expect(part('action').getByTestId('star-quote')).toContainText('From your resume: “');
	await expect(part('result')).toHaveAttribute('data-empty', 'true');
	await expect(part('result').getByRole('textbox')).toHaveValue('');
	await expect(part('result').getByTestId('star-prompt')).toContainText('Which result can you show? Add it in your words.');

	// A number no evidence shows is refused on its field, in words a person can act on.
	await part('result').getByRole('textbox').fill('Reduzi os eventos adversos em 73%');
	await draftSection.getByTestId('story-save').click();
	await expect(part('result').getByTestId('star-error')).toContainText('none of your evidence shows this number');
	await expect(part('result').getByTestId('star-error')).toContainText('73');
	expect((await api(page, 'GET', '/stories')).data.total).toBe(0);

	// Left empty, as the draft had it, it saves.
	await part('result').getByRole('textbox').fill('');
	await draftSection.getByLabel('Story title').fill('Eventos adversos com o núcleo de qualidade');
	await draftSection.getByTestId('story-save').click();
	await expect(page.getByTestId('story-bank').getByTestId('story')).toContainText('Eventos adversos com o núcleo de qualidade');
	const stories = (await api(page, 'GET', '/stories')).data.items;
	expect(stories).toHaveLength(1);
	expect(stories[0].parts.result).toEqual({ text: '', quote: null });
	expect(stories[0].applicationIds).toEqual([app.id]);

	// The calendar file of this application, fetched through the API and saved as a file.
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ics-application').click()]);
	expect(download.suggestedFilename()).toMatch(/\.ics$/);
	const ics = readFileSync((await download.path())!, 'utf8');
	expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
	expect(ics).toContain('BEGIN:VEVENT');
	expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20261120T140000');
	expect(ics.replace(/\r\n[ \t]/g, '')).toContain('Hospital Vale do Ipê\\, sala 3');

	// The story is offered for a question of the other application.
	await page.getByLabel('Application', { exact: true }).selectOption(other.id);
	await expect(page).toHaveURL(new RegExp(`application=${other.id}`));
	const offered = page.getByTestId('question').filter({ has: page.getByTestId('question-stories') });
	await expect(offered.first()).toContainText('Eventos adversos com o núcleo de qualidade');
	await expect(page.getByTestId('question-prepare').first()).toBeVisible();
	await expect(page.getByTestId('interviews-empty')).toBeVisible();
});

test('a follow-up is only a draft: Copy puts it on the clipboard and marks it copied, and a reminder past due shows as overdue', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	const { app } = await nurse(page);
	await page.goto(`/interviews?application=${app.id}`);
	await expect(page.getByTestId('followups-never')).toContainText('Rumo never sends');
	await page.getByTestId('draft-follow-up').click();
	const message = page.getByTestId('followup');
	await expect(message).toHaveAttribute('data-state', 'draft');
	const text = await message.getByLabel('Message').inputValue();
	expect(text.length).toBeGreaterThan(40);
	await message.getByTestId('followup-copy').click();
	await expect(message).toHaveAttribute('data-state', 'copied');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(text);
	await message.getByTestId('followup-sent').click();
	await expect(message).toHaveAttribute('data-state', 'sent');
	await expect(message.getByTestId('followup-state')).toHaveText('State: Sent by you');

	const reminders = page.getByTestId('reminders-section');
	await reminders.getByLabel('What to do').fill('Ligar para o RH');
	await reminders.getByLabel('Due date').fill('2020-01-10');
	await reminders.getByRole('button', { name: 'Add the reminder' }).click();
	const reminder = reminders.getByTestId('reminder').filter({ hasText: 'Ligar para o RH' });
	await expect(reminder.getByTestId('reminder-overdue')).toHaveText('Overdue');

	// The Dashboard's next steps put the overdue one first, linked to the application's preparation.
	await page.goto('/dashboard');
	const steps = page.getByTestId('next-steps');
	const first = steps.getByTestId('next-step').first();
	await expect(first).toHaveAttribute('data-overdue', 'true');
	await expect(first).toContainText('Ligar para o RH');
	await expect(steps.getByTestId('next-steps-overdue')).toHaveText('1 overdue');
	await first.getByRole('link').click();
	await expect(page).toHaveURL(new RegExp(`/interviews\\?application=${app.id}`));

	await page.getByTestId('reminder').filter({ hasText: 'Ligar para o RH' }).getByRole('checkbox', { name: 'Done: Ligar para o RH' }).check();
	await expect(page.getByTestId('reminder').filter({ hasText: 'Ligar para o RH' })).toHaveAttribute('data-overdue', 'false');
});

test.describe('em português, a 360 px, só com o teclado', () => {
	test.use({ locale: 'pt-BR', viewport: { width: 360, height: 740 } });

	test('rascunha uma história e abre o formulário de entrevista pelo teclado, sem violações graves', async ({ page }) => {
		const { app } = await nurse(page);
		await page.goto(`/interviews?application=${app.id}`);
		await expect(page.getByRole('heading', { level: 1, name: 'Entrevistas e preparação' })).toBeVisible();
		await expect(page.getByTestId('questions-section').getByTestId('question').first()).toBeVisible();
		await expect(page.getByTestId('interviews-empty')).toContainText('Nenhuma entrevista ainda');

		// The screen is in the menu of a narrow screen, marked as the current one.
		await page.getByTestId('menu-button').click();
		await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrevistas', exact: true })).toHaveAttribute('aria-current', 'page');
		await page.keyboard.press('Escape');

		// Keyboard only: the requirement field, Enter drafts.
		await page.getByLabel('Requisito que a história deve comprovar').focus();
		await page.keyboard.type('Patient safety');
		await page.keyboard.press('Enter');
		const result = page.locator('[data-testid="star-part"][data-part="result"]');
		await expect(result.getByTestId('star-prompt')).toContainText('Qual resultado você pode mostrar? Escreva com suas palavras.');
		await expect(result.getByRole('textbox')).toHaveValue('');
		await expect(page.getByLabel('Título da história')).toBeFocused();

		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
		await expectNoSeriousViolations(page, '/interviews pt-BR 360 px');

		await page.getByTestId('interview-add').focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: 'Nova entrevista' });
		await expect(dialog).toBeVisible();
		// The native dialog keeps focus inside it.
		await expect(dialog.locator(':focus')).toHaveCount(1);
		await expectNoSeriousViolations(page, 'interview form pt-BR 360 px');
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
	});
});
