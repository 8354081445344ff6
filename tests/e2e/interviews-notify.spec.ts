import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';

/**
 * The reminders' system notifications (issue 30): only when the person turns them on and the browser
 * allows them; each reminder due (an overdue one too) and each interview in the next 24 hours
 * notifies once; none in the radar's quiet hours, and those come after, never lost. The browser's
 * Notification is replaced by a recorder (a headless browser shows none), its permission set per test.
 */

test.use({ timezoneId: 'America/Sao_Paulo' });

type Shown = { title: string; body: string; tag: string };

/** Records every notification the page shows; `permission` is what the browser answers when asked. */
async function recordNotifications(page: Page, permission: NotificationPermission) {
	await page.addInitScript((answer) => {
		const shown: Shown[] = [];
		(globalThis as unknown as { __shown: Shown[] }).__shown = shown;
		class Recorder {
			static permission: NotificationPermission = 'default';
			static async requestPermission() {
				Recorder.permission = answer;
				return answer;
			}
			onclick: (() => void) | null = null;
			constructor(title: string, options: { body?: string; tag?: string } = {}) {
				shown.push({ title, body: options.body ?? '', tag: options.tag ?? '' });
			}
			close() {}
		}
		// The permission the person already gave survives a reload, as the browser's does.
		if (sessionStorage.getItem('granted')) Recorder.permission = 'granted';
		const request = Recorder.requestPermission;
		Recorder.requestPermission = async () => {
			const result = await request();
			if (result === 'granted') sessionStorage.setItem('granted', '1');
			return result;
		};
		Object.defineProperty(globalThis, 'Notification', { value: Recorder, configurable: true, writable: true });
	}, permission);
}

const shown = (page: Page) => page.evaluate(() => (globalThis as unknown as { __shown: Shown[] }).__shown.map((n) => n.title));

async function application(page: Page) {
	return (await api(page, 'POST', '/tracker/jobs', { title: 'Enfermeira de UTI', company: 'Hospital Vale do Ipê', status: 'interview' })).data as { id: string };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('turned on, each due reminder and each coming interview notifies once; quiet hours hold them back, never lose them', async ({ page }) => {
	await recordNotifications(page, 'granted');
	await openApp(page, '/interviews');
	const app = await application(page);
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Ligar para o RH', dueAt: '2020-01-10T12:00:00Z' });
	await api(page, 'POST', `/tracker/jobs/${app.id}/interviews`, { startsAt: hoursFromNow(20), timeZone: 'America/Sao_Paulo', stage: 'technical' });
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Mais tarde', dueAt: hoursFromNow(30) });
	await page.goto(`/interviews?application=${app.id}`);

	// Off until the person turns it on: nothing shown.
	const toggle = page.getByTestId('reminder-notify-toggle');
	await expect(toggle).not.toBeChecked();
	await page.waitForTimeout(500);
	expect(await shown(page)).toEqual([]);

	await toggle.check();
	await expect.poll(() => shown(page)).toHaveLength(2);
	const titles = await shown(page);
	expect(titles[0]).toMatch(/^Overdue \(.+\): Ligar para o RH$/);
	expect(titles[1]).toMatch(/^Interview (today|tomorrow) at \d\d:\d\d/);

	// Once: after a reload (the switch stays on), only what is new notifies.
	await page.reload();
	await expect(page.getByTestId('reminder-notify-toggle')).toBeChecked();
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Enviar documentos', dueAt: hoursFromNow(-1) });
	await expect.poll(() => shown(page)).toEqual([expect.stringMatching(/Enviar documentos$/)]);

	// In the quiet hours set on the radar, nothing shows; after them, it comes.
	const clock = (minutes: number) => page.evaluate((m) => new Date(Date.now() + m * 60_000).toTimeString().slice(0, 5), minutes);
	const settings = (await api(page, 'GET', '/radar/alerts/settings')).data;
	const quiet = await api(page, 'PUT', '/radar/alerts/settings', { version: settings.version, quietHours: { from: await clock(-60), to: await clock(60) } });
	expect(quiet.status).toBe(200);
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Revisar protocolos', dueAt: hoursFromNow(-2) });
	await page.waitForTimeout(1500);
	expect(await shown(page)).toHaveLength(1);
	await api(page, 'PUT', '/radar/alerts/settings', { version: quiet.data.version, quietHours: null });
	// Any change of interviews (or the minute's check) looks again.
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Depois', dueAt: hoursFromNow(48) });
	await expect.poll(() => shown(page)).toEqual([expect.stringMatching(/Enviar documentos$/), expect.stringMatching(/Revisar protocolos$/)]);
	// And the list never lost it: overdue on the screen.
	await expect(page.getByTestId('reminder').filter({ hasText: 'Revisar protocolos' }).getByTestId('reminder-overdue')).toBeVisible();
});

test('a browser that refuses: the switch goes back off and says what that means', async ({ page }) => {
	await recordNotifications(page, 'denied');
	await openApp(page, '/interviews');
	const app = await application(page);
	await api(page, 'POST', '/reminders', { applicationId: app.id, title: 'Ligar para o RH', dueAt: '2020-01-10T12:00:00Z' });
	await page.goto(`/interviews?application=${app.id}`);
	// A click, not check(): the box does not stay ticked.
	await page.getByTestId('reminder-notify-toggle').click();
	await expect(page.getByTestId('reminder-notify-refused')).toContainText('does not allow notifications');
	await expect(page.getByTestId('reminder-notify-toggle')).not.toBeChecked();
	expect(await shown(page)).toEqual([]);
});
