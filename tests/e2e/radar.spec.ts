import { expect, test, type Page } from '@playwright/test';
import { api, openApp } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { JOB_SOURCES_PORT } from '../../playwright.config';
import { BILLION_LAUGHS, generateRss, startJobSourcesServer } from '../support/job-sources-server.mjs';

const SOURCES = `http://127.0.0.1:${JOB_SOURCES_PORT}`;
const feedUrl = (name: string) => `${SOURCES}/feeds/${name}.xml`;

type Posting = { id: string; title: string; company: string; location: string; asks: string[]; extra?: string };

/** A small RSS feed of postings with the job fields some boards add (company, location). */
function rss(title: string, postings: Posting[]): string {
	const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
	const items = postings.map((p, i) =>
		[
			'<item>',
			`<title>${esc(p.title)}</title>`,
			`<link>https://jobs.example.org/${p.id}</link>`,
			`<guid isPermaLink="false">${p.id}</guid>`,
			`<company>${esc(p.company)}</company>`,
			`<location>${esc(p.location)}</location>`,
			`<pubDate>${new Date(Date.UTC(2026, 10, 2, 12 - i)).toUTCString()}</pubDate>`,
			`<description><![CDATA[<p>${esc(p.company)} contrata ${esc(p.title)}.</p><p>Local: ${esc(p.location)}</p><p>Requisitos:</p><ul>${p.asks.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>${p.extra ? `<p>${esc(p.extra)}</p>` : ''}]]></description>`,
			'</item>'
		].join('')
	);
	return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${esc(title)}</title><link>https://jobs.example.org/</link><description>Vagas</description>${items.join('')}</channel></rss>`;
}

const NURSING: Posting[] = [
	{
		id: 'uti-1',
		title: 'Enfermeiro UTI',
		company: 'Hospital Aurora',
		location: 'Recife, PE',
		asks: ['COREN ativo', 'Experiência em UTI adulto', 'BLS e ACLS', 'Sistematização da assistência de enfermagem (SAE)'],
		extra: 'Escala 12x36, presencial. Salário de R$ 7.000 por mês.'
	},
	{ id: 'tec-2', title: 'Técnico de Enfermagem', company: 'Clínica Ipê Roxo', location: 'Olinda, PE', asks: ['COREN ativo', 'Curso técnico em enfermagem', 'Administração de medicamentos'] },
	{ id: 'est-3', title: 'Estágio em Enfermagem', company: 'Hospital Vale do Sol', location: 'Recife, PE', asks: ['Cursando enfermagem', 'Disponibilidade de 6 horas'] },
	{ id: 'dev-4', title: 'Backend Engineer (Go)', company: 'Sandpiper Systems', location: 'Remote', asks: ['Go', 'PostgreSQL', 'Kubernetes', 'Docker'] }
];
const CLINICS: Posting[] = [
	{ id: 'obs-5', title: 'Enfermeira Obstetra', company: 'Maternidade Bem Nascer', location: 'Recife, PE', asks: ['COREN ativo', 'Especialização em obstetrícia', 'Parto humanizado'] },
	{ id: 'cir-6', title: 'Enfermeiro de Centro Cirúrgico', company: 'Hospital Vale do Sol', location: 'Caruaru, PE', asks: ['COREN ativo', 'Instrumentação cirúrgica', 'Controle de infecção hospitalar'] }
];

let server: Awaited<ReturnType<typeof startJobSourcesServer>>;

test.beforeAll(async () => {
	server = await startJobSourcesServer({ port: JOB_SOURCES_PORT, feeds: { nursing: rss('Vagas de enfermagem', NURSING), clinics: rss('Clínicas do Recife', CLINICS) } });
});

test.afterAll(async () => {
	await server?.close();
});

async function openRadar(page: Page) {
	await openApp(page, '/radar');
	await expect(page.locator('main h1')).toHaveText(/Job radar|Radar de vagas/);
}

const allowReading = (page: Page) => api(page, 'PUT', '/settings/consents/relay-fetch', { granted: true });

/** A confirmed profile of a nurse in Recife, with evidence the scorer can quote. */
async function createNurseProfile(page: Page) {
	expect((await api(page, 'PUT', '/profile/basics', { name: 'Ana Souza', headline: 'Enfermeira de UTI', location: 'Recife, PE' })).status).toBe(200);
	const items = [
		{ type: 'experience', title: 'Enfermeira de UTI', organization: 'Hospital das Clínicas', start: '2019-03', detail: 'Assistência a pacientes críticos em UTI adulto, com SAE.', evidence: [{ text: 'Cinco anos de UTI adulto no Hospital das Clínicas, aplicando a SAE em todos os plantões.' }] },
		{ type: 'skill', title: 'COREN ativo', evidence: [{ text: 'COREN-PE 123456 ativo.' }] },
		{ type: 'skill', title: 'BLS', evidence: [{ text: 'Certificação BLS e ACLS pela AHA em 2024.' }] },
		{ type: 'skill', title: 'ACLS', evidence: [{ text: 'Certificação BLS e ACLS pela AHA em 2024.' }] }
	];
	expect((await api(page, 'POST', '/profile/items', { items })).status).toBe(201);
}

async function addFeed(page: Page, body: Record<string, unknown>) {
	const r = await api(page, 'POST', '/radar/feeds', body);
	expect(r.status, JSON.stringify(r.data)).toBe(201);
	return r.data;
}

async function runRound(page: Page) {
	await page.getByTestId('run-round').click();
	await expect(page.getByTestId('round-summary')).toBeVisible({ timeout: 30_000 });
	await expect(page.getByTestId('round-running')).toHaveCount(0);
}

const results = (page: Page) => page.getByTestId('radar-result');
const result = (page: Page, title: string) => results(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test('a round over good feeds lists the results best first, with the reasons and the evidence from the profile', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await createNurseProfile(page);
	await api(page, 'PUT', '/radar/wishlist', { titles: ['Enfermeiro UTI'], skills: ['COREN ativo', 'BLS', 'SAE'], places: ['Recife'] });
	await addFeed(page, { url: feedUrl('clinics') });
	await page.reload();
	await expect(page.getByTestId('feed')).toHaveCount(1);

	// The other source through the form, by its address: the keyboard lands on it once added.
	await page.getByLabel('Address of the feed').fill(feedUrl('nursing'));
	await page.getByTestId('feed-add-submit').click();
	await expect(page.getByRole('heading', { name: 'Vagas de enfermagem' })).toBeFocused();
	await expect(page.getByTestId('toast')).toContainText('Added “Vagas de enfermagem” to your sources.');

	await runRound(page);
	const summary = page.getByTestId('round-summary');
	await expect(summary.getByRole('heading')).toBeFocused();
	await expect(summary.getByTestId('round-feed')).toHaveCount(2);
	await expect(summary.locator('[data-name="Vagas de enfermagem"]')).toContainText('4 postings: 4 new, 0 already seen, 0 removed by your wishlist.');
	await expect(summary.locator('[data-name="Clínicas do Recife"]')).toContainText('Read');

	await expect(results(page)).toHaveCount(6);
	const scores = (await results(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-score')))).map(Number);
	expect(scores).toEqual([...scores].sort((a, b) => b - a));
	await expect(results(page).first().getByRole('heading', { level: 3 })).toContainText('Enfermeiro UTI');

	const best = result(page, 'Enfermeiro UTI');
	await expect(best.getByTestId('reasons')).toContainText('The title matches “Enfermeiro UTI”.');
	await expect(best.getByTestId('reasons')).toContainText('In Recife, a place you listed.');
	await expect(best.getByTestId('score-fit')).not.toHaveText('—');
	await best.getByText(/^Evidence and gaps/).click();
	await expect(best.getByTestId('evidence')).toContainText('The posting:');
	await expect(best.getByTestId('evidence')).toContainText('Your profile:');
	await expect(best.getByTestId('evidence')).toContainText('COREN');

	// The engineer posting scores lowest and says why.
	const far = result(page, 'Backend Engineer (Go)');
	await expect(far.getByTestId('reasons')).toContainText('not one you are looking for');
});


test('a broken source among good ones: the good ones finish, the broken one says what is wrong', async ({ page }) => {
	server.setFeed('flaky', rss('Vagas instáveis', [{ id: 'fl-1', title: 'Enfermeiro Plantonista', company: 'Hospital Norte', location: 'Recife, PE', asks: ['COREN ativo'] }]));
	await openRadar(page);
	await allowReading(page);
	await addFeed(page, { url: feedUrl('clinics') });
	await addFeed(page, { url: feedUrl('flaky') });
	// The site now answers a web page where the feed was.
	server.setFeed('flaky', '<!doctype html><html><head><title>Em manutenção</title></head><body><h1>Voltamos logo</h1></body></html>');
	await page.reload();
	await runRound(page);

	const summary = page.getByTestId('round-summary');
	await expect(summary.locator('[data-name="Clínicas do Recife"]')).toHaveAttribute('data-status', 'ok');
	await expect(summary.locator('[data-name="Clínicas do Recife"]')).toContainText('2 postings: 2 new');
	const broken = summary.locator('[data-name="Vagas instáveis"]');
	await expect(broken).toHaveAttribute('data-status', 'error');
	await expect(broken).toContainText('Error');
	await expect(broken).toContainText('This gives a web page or another document, not a feed. Look on the site for its RSS, Atom or JSON Feed link.');
	await expect(broken).toContainText('Details:');
	await expect(results(page)).toHaveCount(2);
	await expect(page.getByTestId('feed').filter({ hasText: 'Vagas instáveis' }).getByTestId('feed-state')).toContainText('not a feed');
});

test('a hostile feed (billion laughs) is refused with a sentence, and nothing is stored', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await page.getByLabel('Address of the feed').fill(feedUrl('billion-laughs'));
	await page.getByTestId('feed-add-submit').click();
	await expect(page.getByTestId('feed-add-error')).toContainText('This source was not added. This document declares entities (a DTD), which Rumo refuses for safety');
	await expect(page.getByTestId('feed-add-error')).toContainText('Nothing was stored.');

	await page.getByLabel('Paste a feed').check();
	await page.getByLabel('The feed’s content').fill(BILLION_LAUGHS);
	await page.getByTestId('feed-add-submit').click();
	await expect(page.getByTestId('feed-add-error')).toContainText('declares entities (a DTD)');

	expect((await api(page, 'GET', '/radar/feeds')).data.total).toBe(0);
	await expect(page.getByTestId('feeds-empty')).toBeVisible();
	expect(server.hits.get('/feeds/billion-laughs.xml')).toBeGreaterThanOrEqual(1);
});

test('a feed with a stray control character is read all the same, and its source says so on the radar and on Sources', async ({ page }) => {
	const posting: Posting = { id: 'st-1', title: 'Enfermeiro Plantonista', company: 'Hospital Norte', location: 'Recife, PE', asks: ['COREN ativo'] };
	// One byte no XML document may hold, inside a title: a bad export, not a hostile feed.
	server.setFeed('stray', rss('Vagas com defeito', [posting, NURSING[1]]).replace('<title>Enfermeiro Plantonista</title>', '<title>Enfermeiro\u0001 Plantonista</title>'));
	await openRadar(page);
	await allowReading(page);
	await page.getByLabel('Address of the feed').fill(feedUrl('stray'));
	await page.getByTestId('feed-add-submit').click();
	await expect(page.getByRole('heading', { name: 'Vagas com defeito' })).toBeFocused();
	const sentence = 'This feed holds 1 control character no feed may contain; Rumo removed it and read the rest. If a posting looks garbled, tell whoever publishes the feed.';
	const row = page.getByTestId('feed').filter({ hasText: 'Vagas com defeito' });
	await expect(row.getByTestId('source-warning')).toContainText(`Warning: ${sentence}`);

	await runRound(page);
	const summary = page.getByTestId('round-summary').locator('[data-name="Vagas com defeito"]');
	await expect(summary).toHaveAttribute('data-status', 'ok');
	await expect(summary).toContainText('2 postings: 2 new');
	await expect(summary.getByTestId('source-warning')).toContainText(sentence);
	await expect(result(page, 'Enfermeiro Plantonista')).toBeVisible();
	await expect(row.getByTestId('source-warning')).toContainText(sentence);

	await page.setViewportSize({ width: 360, height: 740 });
	await expectNoSeriousViolations(page, '/radar (a source with a warning, 360 px)');

	await openApp(page, '/sources');
	const entry = page.getByTestId('directory-entry').filter({ hasText: 'Vagas com defeito' });
	await expect(entry.getByTestId('source-state')).toHaveAttribute('data-state', 'working');
	await expect(entry.getByTestId('source-warning')).toContainText(`Warning: ${sentence}`);
	await entry.scrollIntoViewIfNeeded();
	await expectNoSeriousViolations(page, '/sources (a source with a warning, 360 px)');
	expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test('an unchanged feed is not read again: the second round says "not modified" after a conditional request', async ({ page }) => {
	server.setFeed('steady', rss('Vagas estáveis', CLINICS.map((p) => ({ ...p, id: `st-${p.id}` }))));
	await openRadar(page);
	await allowReading(page);
	await addFeed(page, { url: feedUrl('steady') });
	const before = server.hits.get('/feeds/steady.xml') ?? 0;
	await page.reload();
	await runRound(page);
	const steady = page.getByTestId('round-summary').locator('[data-name="Vagas estáveis"]');
	await expect(steady).toHaveAttribute('data-status', 'ok');

	await runRound(page);
	await expect(steady).toHaveAttribute('data-status', 'not_modified');
	await expect(steady).toContainText('Not modified');
	await expect(steady).toContainText('Not changed since it was last read, so nothing was read again.');
	// Two more requests reached the server, and the second was answered 304: it carried the validators.
	expect(server.hits.get('/feeds/steady.xml')).toBe(before + 2);
	await expect(page.getByTestId('feed').getByTestId('feed-state')).toContainText('not changed');
	await expect(results(page)).toHaveCount(2);
});

test('a Greenhouse board is added by its name, and an unknown board is said to be unknown', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await page.getByLabel('Job board').check();
	await page.getByLabel('Provider').selectOption('greenhouse');
	await page.getByLabel('Board name or careers page address').fill('no-such-board');
	await page.getByTestId('feed-add-submit').click();
	await expect(page.getByTestId('feed-add-error')).toContainText('The provider has no board by that name.');

	await page.getByLabel('Board name or careers page address').fill('harborline');
	await page.getByTestId('feed-add-submit').click();
	const feed = page.getByTestId('feed');
	await expect(feed).toHaveCount(1);
	await expect(feed).toContainText('Greenhouse');
	await expect(feed).toContainText('Board “harborline”');
	await runRound(page);
	const row = page.getByTestId('round-summary').getByTestId('round-feed');
	await expect(row).toHaveAttribute('data-status', 'ok');
	const count = await results(page).count();
	expect(count).toBeGreaterThan(0);
	await expect(results(page).first()).toContainText('From Harborline');
});

test('results at or above the threshold raise alerts, which are marked read and dismissed', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await api(page, 'PUT', '/radar/wishlist', { titles: ['Enfermeiro UTI'], skills: ['COREN ativo'], places: ['Recife'] });
	await addFeed(page, { url: feedUrl('nursing') });
	await page.reload();

	const settings = page.getByTestId('alert-settings');
	await settings.getByLabel('Alert from this score (0–100)').fill('60');
	await settings.getByRole('button', { name: 'Save the settings' }).click();
	await expect(page.getByTestId('toast')).toContainText('Alert settings saved.');
	expect((await api(page, 'GET', '/radar/alerts/settings')).data).toMatchObject({ threshold: 60, notify: false, everyMinutes: null });

	await runRound(page);
	const stored = (await api(page, 'GET', '/radar/alerts')).data;
	expect(stored.total).toBeGreaterThan(0);
	expect(stored.items.every((a: { score: number }) => a.score >= 60)).toBe(true);
	const alerts = page.getByTestId('alert');
	await expect(alerts).toHaveCount(stored.total);
	await expect(page.getByTestId('round-outcome')).toContainText(stored.total === 1 ? '1 alert raised.' : `${stored.total} alerts raised.`);
	await expect(page.getByTestId('radar-badge')).toHaveText(String(stored.total));

	const first = alerts.filter({ hasText: 'Enfermeiro UTI' });
	await first.getByRole('button', { name: 'Mark as read' }).click();
	await expect(first).toHaveAttribute('data-read', 'true');
	await expect(first.getByRole('button', { name: 'Mark as unread' })).toBeVisible();
	await expect(page.getByTestId('radar-badge')).toHaveCount(stored.total === 1 ? 0 : 1);
	await first.getByRole('button', { name: 'Dismiss' }).click();
	await expect(alerts).toHaveCount(stored.total - 1);
	const after = (await api(page, 'GET', '/radar/alerts')).data;
	expect(after.items.some((a: { title: string }) => a.title === 'Enfermeiro UTI')).toBe(false);
});

test('a result is saved to the inbox and to Applications, and is then there', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await addFeed(page, { url: feedUrl('nursing') });
	await page.reload();
	await runRound(page);

	const card = result(page, 'Enfermeiro UTI');
	await card.getByRole('button', { name: 'Save to inbox' }).click();
	await expect(card.getByRole('link', { name: 'In your inbox: open it' })).toBeFocused();
	await expect(page.getByTestId('toast')).toContainText('Saved “Enfermeiro UTI” to your inbox.');
	await card.getByRole('button', { name: 'Save to Applications' }).click();
	await expect(card.getByRole('link', { name: 'In Applications: open them' })).toBeFocused();
	await expect(card.getByTestId('result-status')).toHaveText('Saved');
	await expect(card.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);

	// Dismissed, the card stays where it was to be brought back.
	const other = result(page, 'Técnico de Enfermagem');
	await other.getByRole('button', { name: 'Dismiss' }).click();
	await expect(other.getByRole('button', { name: 'Restore' })).toBeFocused();
	await expect(other.getByTestId('result-status')).toHaveText('Dismissed');
	await page.waitForTimeout(400);
	await expect(other).toBeVisible();
	await other.getByRole('button', { name: 'Restore' }).click();
	await expect(other.getByRole('button', { name: 'Dismiss' })).toBeFocused();
	expect((await api(page, 'GET', '/radar/results?status=dismissed')).data.total).toBe(0);

	await card.getByRole('link', { name: 'In your inbox: open it' }).click();
	await expect(page).toHaveURL(/\/sources#inbox$/);
	await expect(page.getByTestId('inbox-item').filter({ hasText: 'Enfermeiro UTI' })).toBeVisible();
	await expect(page.getByTestId('inbox-item').filter({ hasText: 'Enfermeiro UTI' })).toContainText('radar: Vagas de enfermagem');

	await page.goto('/applications');
	await expect(page.getByText('Enfermeiro UTI').first()).toBeVisible();
	const jobs = (await api(page, 'GET', '/tracker/jobs')).data;
	expect(JSON.stringify(jobs)).toContain('Enfermeiro UTI');
});

test('the wishlist is proposed from the profile, and is saved only when the person saves it', async ({ page }) => {
	await openRadar(page);
	await createNurseProfile(page);
	await page.reload();
	const form = page.getByTestId('wishlist');
	await expect(page.getByTestId('wishlist-proposal')).toContainText('This is a proposal made from your profile. Nothing is saved until you click Save');
	await expect(form.getByLabel('Job titles')).toHaveValue(/Enfermeira de UTI/);
	await expect(form.getByLabel('Skills')).toHaveValue(/COREN ativo/);
	await expect(form.getByLabel('Places')).toHaveValue('Recife, PE');
	expect((await api(page, 'GET', '/radar/wishlist')).data.saved).toBe(false);

	await form.getByLabel('Remote').check();
	await form.getByRole('button', { name: 'Save this wishlist' }).click();
	await expect(page.getByTestId('toast')).toContainText('Wishlist saved.');
	await expect(page.getByTestId('wishlist-proposal')).toHaveCount(0);
	const saved = (await api(page, 'GET', '/radar/wishlist')).data;
	expect(saved).toMatchObject({ saved: true, places: ['Recife, PE'], workModes: ['remote'] });
	expect(saved.titles).toContain('Enfermeira de UTI');
	expect(saved.skills).toContain('COREN ativo');
});

test('an excluded word removes a posting, and the reason is shown', async ({ page }) => {
	await openRadar(page);
	await allowReading(page);
	await page.getByLabel('Job titles').fill('Enfermeiro');
	await page.getByLabel('Exclude postings that mention').fill('estágio');
	await page.getByRole('button', { name: 'Save this wishlist' }).click();
	await expect(page.getByTestId('toast')).toContainText('Wishlist saved.');
	await addFeed(page, { url: feedUrl('nursing') });
	await page.reload();
	await runRound(page);

	await expect(page.getByTestId('round-summary').getByTestId('round-feed')).toContainText('4 postings: 3 new, 0 already seen, 1 removed by your wishlist.');
	await expect(result(page, 'Estágio em Enfermagem')).toHaveCount(0);
	await page.getByTestId('status-chip').and(page.locator('[data-status="excluded"]')).click();
	const removed = result(page, 'Estágio em Enfermagem');
	await expect(removed).toBeVisible();
	await expect(removed.getByTestId('excluded-reason')).toHaveText('Removed: it mentions “estágio”, a word you excluded.');
	await expect(removed.getByRole('button', { name: 'Save to inbox' })).toHaveCount(0);
});

test('a round is started and a result saved with the keyboard alone', async ({ page }) => {
	await openRadar(page);
	await addFeed(page, { content: rss('Colada', NURSING) });
	await page.reload();
	await page.getByTestId('run-round').focus();
	await page.keyboard.press('Enter');
	await expect(page.getByTestId('round-summary').getByRole('heading')).toBeFocused({ timeout: 30_000 });

	// Tab from the round's summary to the first result's "Save to inbox", then press Enter.
	for (let i = 0; i < 40; i++) {
		await page.keyboard.press('Tab');
		if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'save-inbox')) break;
	}
	await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'save-inbox');
	await page.keyboard.press('Enter');
	await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'open-inbox');
	expect((await api(page, 'GET', '/radar/results?status=saved')).data.total).toBe(1);
});

test('system notifications: asked for only when switched on, a refusal is said; granted ones are shown once', async ({ page }) => {
	await page.addInitScript(() => {
		const shown: { title: string; body?: string }[] = [];
		let permission: NotificationPermission = 'default';
		class FakeNotification {
			static get permission() {
				return permission;
			}
			static async requestPermission() {
				(globalThis as any).__asked = ((globalThis as any).__asked ?? 0) + 1;
				permission = (globalThis as any).__answer ?? 'denied';
				return permission;
			}
			onclick: (() => void) | null = null;
			constructor(title: string, options: { body?: string } = {}) {
				shown.push({ title, body: options.body });
			}
			close() {}
		}
		(globalThis as any).Notification = FakeNotification;
		// The person changes their mind in the browser's site settings.
		(globalThis as any).__reset = (answer: NotificationPermission) => {
			permission = 'default';
			(globalThis as any).__answer = answer;
		};
		(globalThis as any).__shown = shown;
	});
	await openRadar(page);
	expect(await page.evaluate(() => (globalThis as any).__asked ?? 0)).toBe(0);
	const settings = page.getByTestId('alert-settings');
	// Turned on, the browser is asked, says no, and the switch goes back off.
	await settings.getByLabel('Also show a system notification').click();
	await expect(page.getByTestId('notify-refused')).toContainText('Notifications were not allowed, so they stay off. Alerts still show here');
	await expect(settings.getByLabel('Also show a system notification')).not.toBeChecked();
	expect(await page.evaluate(() => (globalThis as any).__asked)).toBe(1);
	await expect(settings.getByText('Your browser blocks notifications from Rumo')).toBeVisible();

	await page.evaluate(() => (globalThis as any).__reset('granted'));
	await settings.getByLabel('Also show a system notification').click();
	await expect(settings.getByLabel('Also show a system notification')).toBeChecked();
	await settings.getByLabel('Alert from this score (0–100)').fill('0');
	await settings.getByRole('button', { name: 'Save the settings' }).click();
	await expect(page.getByTestId('toast')).toContainText('Alert settings saved.');

	// A wishlist to score against: without one (and without a profile) nothing is scored, so nothing alerts.
	await api(page, 'PUT', '/radar/wishlist', { places: ['Recife'] });
	await addFeed(page, { content: rss('Clínicas', CLINICS) });
	await runRound(page);
	await expect.poll(() => page.evaluate(() => (globalThis as any).__shown.length)).toBe(2);
	const shown = await page.evaluate(() => (globalThis as any).__shown);
	expect(shown.map((n: { body: string }) => n.body).sort()).toEqual(['Enfermeira Obstetra — Maternidade Bem Nascer', 'Enfermeiro de Centro Cirúrgico — Hospital Vale do Sol']);
	await expect.poll(async () => (await api(page, 'GET', '/radar/alerts')).data.items.every((a: { notifiedAt: string | null }) => a.notifiedAt)).toBe(true);
	await page.reload();
	await expect(page.getByTestId('alert')).toHaveCount(2);
	expect(await page.evaluate(() => (globalThis as any).__shown.length)).toBe(0);
});

test('with rounds set to repeat, a scheduled round runs while the app is open', async ({ page }) => {
	await openRadar(page);
	await addFeed(page, { content: rss('Clínicas', CLINICS) });
	await api(page, 'PUT', '/radar/alerts/settings', { threshold: 75, notify: false, quietHours: null, everyMinutes: 60 });
	// No round ran yet, so one is due as soon as the schedule is set.
	await expect.poll(async () => (await api(page, 'GET', '/radar/rounds')).data.items.length, { timeout: 20_000 }).toBe(1);
	expect((await api(page, 'GET', '/radar/rounds')).data.items[0].trigger).toBe('schedule');
	await expect(page.getByTestId('round-summary').getByRole('heading')).toContainText('Last round (scheduled)');
	await expect(results(page)).toHaveCount(2);
	// Not again before the interval: reopening the app runs nothing new.
	await page.reload();
	await expect(page.getByTestId('round-summary')).toBeVisible();
	await page.waitForTimeout(1500);
	expect((await api(page, 'GET', '/radar/rounds')).data.items.length).toBe(1);
	await expect(page.getByLabel('Repeat rounds')).toHaveValue('60');
});

test.describe('in Portuguese', () => {
	test.use({ locale: 'pt-BR' });

	test('the radar speaks Brazilian Portuguese', async ({ page }) => {
		await openRadar(page);
		await expect(page.locator('main h1')).toHaveText('Radar de vagas');
		await expect(page.getByTestId('results-empty')).toContainText('Nenhuma fonte ainda');
		await api(page, 'PUT', '/radar/wishlist', { titles: ['Enfermeiro UTI'], places: ['Recife'], excludeWords: ['estágio'] });
		await page.getByLabel('Colar um feed').check();
		await page.getByLabel('Conteúdo do feed').fill(rss('Vagas coladas', NURSING));
		await page.getByRole('button', { name: 'Adicionar fonte' }).click();
		await expect(page.getByTestId('toast')).toContainText('“Vagas coladas” entrou nas suas fontes.');
		await page.getByTestId('run-round').click();
		const summary = page.getByTestId('round-summary');
		await expect(summary).toContainText('4 vagas: 3 novas, 0 já vistas, 1 removidas pela sua lista de desejos.');
		await expect(summary).toContainText('3 resultados novos.');
		const best = result(page, 'Enfermeiro UTI');
		await expect(best.getByTestId('reasons')).toContainText('O cargo bate com “Enfermeiro UTI”.');
		await expect(best.getByTestId('reasons')).toContainText('Em Recife, um local da sua lista.');
		await expect(best.getByRole('button', { name: 'Salvar na caixa de entrada' })).toBeVisible();
		await expect(best.getByRole('button', { name: 'Salvar em Candidaturas' })).toBeVisible();
		await page.getByTestId('status-chip').and(page.locator('[data-status="excluded"]')).click();
		await expect(result(page, 'Estágio em Enfermagem').getByTestId('excluded-reason')).toHaveText('Removida: cita “estágio”, uma palavra que você excluiu.');
		await expect(page.getByText('Horário de silêncio (sem notificações)')).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Radar' })).toHaveAttribute('aria-current', 'page');
		expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(72);
	});
});


test('the radar passes axe with no serious or critical violation, empty and filled, at 1280 and 360 px', async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 900 });
	await openRadar(page);
	await page.waitForLoadState('networkidle');
	await expectNoSeriousViolations(page, '/radar (empty, 1280 px)');

	await allowReading(page);
	await createNurseProfile(page);
	await api(page, 'PUT', '/radar/wishlist', { titles: ['Enfermeiro UTI'], skills: ['COREN ativo'], places: ['Recife'], excludeWords: ['estágio'] });
	await api(page, 'PUT', '/radar/alerts/settings', { threshold: 50, notify: false, quietHours: { from: '22:00', to: '07:00' }, everyMinutes: null });
	await addFeed(page, { url: feedUrl('nursing') });
	server.setFeed('gone', rss('Vagas que somem', CLINICS));
	await addFeed(page, { url: feedUrl('gone') });
	server.setFeed('gone', 'not a feed at all');
	await page.reload();
	await runRound(page);
	await result(page, 'Enfermeiro UTI').getByText(/^Evidence and gaps/).click();
	await expect(page.getByTestId('alert').first()).toBeVisible();
	await expectNoSeriousViolations(page, '/radar (filled, 1280 px)');
	// Radar joined the header, with its unread badge: the header still holds one row.
	await expect(page.getByTestId('radar-badge')).toBeVisible();
	expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(72);

	await page.setViewportSize({ width: 360, height: 740 });
	await expectNoSeriousViolations(page, '/radar (filled, 360 px)');
	const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
	expect(overflow).toBeLessThanOrEqual(0);
	await page.getByRole('button', { name: 'Menu' }).click();
	await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Radar/ })).toBeVisible();
	await expectNoSeriousViolations(page, '/radar (360 px, menu open)');
});

test('a long round shows its progress and can be cancelled; the sources read before keep their results', async ({ page }) => {
	await openRadar(page);
	await api(page, 'PUT', '/radar/wishlist', { titles: ['Enfermeiro'], places: ['Recife'] });
	// Sixteen sources of 300 postings: several seconds of work, so the cancel arrives while it runs.
	for (let seed = 1; seed <= 16; seed++) await addFeed(page, { content: generateRss({ count: 300, seed, titlePrefix: `L${seed} ` }), name: `Lote ${seed}` });
	await page.reload();
	await page.getByTestId('run-round').click();
	await expect(page.getByTestId('round-progress')).toBeVisible();
	await page.getByTestId('round-cancel').click();
	await expect(page.getByTestId('round-summary')).toBeVisible({ timeout: 60_000 });
	await expect(page.getByTestId('round-outcome')).toContainText('It was cancelled: the sources read before that keep their results.');
	const round = (await api(page, 'GET', '/radar/rounds')).data.items[0];
	expect(round.cancelled).toBe(true);
	expect(round.feeds.length).toBeLessThan(16);
	await expect(page.getByTestId('round-summary').getByTestId('round-feed')).toHaveCount(round.feeds.length);
});
