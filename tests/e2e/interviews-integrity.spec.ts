import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_RESUME } from '../../src/lib/demo/person';
import { expectNoSeriousViolations } from './axe';
import { api, openApp, waitControlled } from './helpers';

/**
 * /interviews where things go wrong or are empty (issue 30): the screen offline after one visit (the
 * service worker serves the app, the core keeps working), two tabs editing one interview (the save
 * says what changed elsewhere and merges), and the calendar file of an application with nothing in
 * it — empty, and still a calendar an independent parser reads.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

async function application(page: Page, title = 'Enfermeira de UTI') {
	const app = (await api(page, 'POST', '/tracker/jobs', { title, company: 'Hospital Vale do Ipê', status: 'interview' })).data;
	return app as { id: string; title: string };
}

test('offline after one visit: the screen opens, an interview and a reminder are added, a story is drafted', async ({ page, context }) => {
	await openApp(page, '/interviews');
	expect((await api(page, 'POST', '/resume/extract', { text: DEMO_RESUME })).status).toBe(201);
	const app = await application(page);
	await page.goto(`/interviews?application=${app.id}`);
	await expect(page.getByTestId('interviews-application')).toBeVisible();

	await context.setOffline(true);
	await page.reload();
	await waitControlled(page);
	await expect(page.getByRole('heading', { level: 1, name: 'Interviews & preparation' })).toBeVisible();
	await expect(page.getByTestId('interviews-empty')).toBeVisible();

	await page.getByTestId('interview-add').click();
	const form = page.getByRole('dialog', { name: 'New interview' });
	await form.getByLabel('Date').fill('2026-12-03');
	await form.getByLabel('Time', { exact: true }).fill('10:30');
	await form.getByRole('button', { name: 'Save' }).click();
	await expect(form).toBeHidden();
	await expect(page.getByTestId('interview')).toHaveCount(1);

	const reminders = page.getByTestId('reminders-section');
	await reminders.getByLabel('What to do').fill('Revisar protocolos');
	await reminders.getByLabel('Due date').fill('2026-12-02');
	await reminders.getByRole('button', { name: 'Add the reminder' }).click();
	await expect(reminders.getByTestId('reminder').filter({ hasText: 'Revisar protocolos' })).toBeVisible();

	// A STAR draft from her resume's lines: all on this device, no network needed.
	await page.getByTestId('draft-section').getByLabel('Requirement the story should prove').fill('Patient safety');
	await page.getByTestId('story-draft-submit').click();
	await expect(page.locator('[data-testid="star-part"][data-part="action"]').getByRole('textbox')).toHaveValue(/protocolos de segurança do paciente/);
	await expect(page.getByTestId('story-error')).toHaveCount(0);

	const stored = (await api(page, 'GET', `/tracker/jobs/${app.id}/interviews`)).data.items;
	expect(stored).toMatchObject([{ localStart: '2026-12-03T10:30', timeZone: 'America/Sao_Paulo' }]);
	await context.setOffline(false);
});

test('two tabs edit one interview: the later save says what changed there and here, and merging keeps both', async ({ page, context }) => {
	await openApp(page, '/interviews');
	const app = await application(page);
	const made = (await api(page, 'POST', `/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-12-03T10:30', timeZone: 'America/Sao_Paulo', stage: 'screening' })).data;
	await page.goto(`/interviews?application=${app.id}`);
	const other = await context.newPage();
	await openApp(other, `/interviews?application=${app.id}`);
	await expect(other.getByTestId('interview')).toHaveCount(1);

	// This tab opens the editor and types notes.
	await page.getByTestId('interview').getByRole('button', { name: /^Edit the/ }).click();
	const dialog = page.getByRole('dialog', { name: 'Edit interview' });
	await dialog.getByLabel('Notes').fill('Levar o COREN');

	// The other tab moves the interview meanwhile.
	await other.getByTestId('interview').getByRole('button', { name: /^Edit the/ }).click();
	const there = other.getByRole('dialog', { name: 'Edit interview' });
	await there.getByLabel('Time', { exact: true }).fill('15:00');
	await there.getByLabel('Stage').selectOption('technical');
	await there.getByRole('button', { name: 'Save' }).click();
	await expect(there).toBeHidden();

	await dialog.getByRole('button', { name: 'Save' }).click();
	await expect(dialog.getByTestId('edit-conflict')).toContainText('This interview changed in another tab');
	await expect(dialog.getByTestId('edit-conflict-theirs')).toHaveText('Changed there: date and time and stage.');
	await expect(dialog.getByTestId('edit-conflict-mine')).toHaveText('Changed here: notes.');
	await expect(dialog.getByLabel('Notes')).toHaveValue('Levar o COREN');
	await dialog.getByRole('button', { name: 'Merge: keep both changes' }).click();
	await expect(dialog).toBeHidden();

	const stored = (await api(page, 'GET', `/tracker/jobs/${app.id}/interviews`)).data.items[0];
	expect(stored).toMatchObject({ id: made.id, localStart: '2026-12-03T15:00', stage: 'technical', notes: 'Levar o COREN', version: 3 });
	// Both changes are in History, with the application.
	const history = (await api(page, 'GET', '/history?kind=interview')).data.items;
	expect(history.map((e: { params: { action: string } }) => e.params.action)).toEqual(['changed', 'changed', 'added']);
	await other.close();
});

test('the calendar file of an application with nothing in it is empty and still a calendar', async ({ page }) => {
	await openApp(page, '/interviews');
	const app = await application(page, 'Técnica de enfermagem');
	await page.goto(`/interviews?application=${app.id}`);
	const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ics-application').click()]);
	expect(download.suggestedFilename()).toBe('rumo-calendar.ics');
	const text = readFileSync((await download.path())!, 'utf8');
	expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
	expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
	expect(text).not.toContain('BEGIN:VEVENT');
	const calendar = new ICAL.Component(ICAL.parse(text));
	expect(calendar.name).toBe('vcalendar');
	expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
	expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
	expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
});

test('an interview added, changed and deleted shows in History with its application, and opens its preparation', async ({ page }) => {
	await openApp(page, '/interviews');
	const app = await application(page);
	const made = (await api(page, 'POST', `/tracker/jobs/${app.id}/interviews`, { startsAt: '2026-12-03T10:30', timeZone: 'America/Sao_Paulo', stage: 'panel' })).data;
	expect((await api(page, 'PATCH', `/interviews/${made.id}`, { version: 1, outcome: 'rescheduled' })).status).toBe(200);
	expect((await api(page, 'DELETE', `/interviews/${made.id}`)).status).toBe(204);

	await page.goto('/history');
	const chip = page.locator('[data-testid="kind-chip"][data-kind="interview"]');
	await expect(chip).toContainText('Interviews');
	await expect(chip.getByTestId('kind-count')).toHaveText('3');
	const entries = page.locator('[data-testid="history-entry"][data-kind="interview"]');
	await expect(entries).toHaveCount(3);
	await expect(entries.nth(0).getByTestId('history-title')).toHaveText('Interview deleted for “Enfermeira de UTI” at Hospital Vale do Ipê');
	await expect(entries.nth(1)).toContainText('Changed: outcome.');
	await expect(entries.nth(2)).toContainText('Panel interview, 12/03/2026 at 10:30 (America/Sao_Paulo).');
	await expectNoSeriousViolations(page, '/history with interviews');

	await entries.nth(2).getByTestId('history-open').click();
	await expect(page).toHaveURL(new RegExp(`/interviews\\?application=${app.id}`));
	await expect(page.getByTestId('interviews-application')).toContainText('Enfermeira de UTI');
});
