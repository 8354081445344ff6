/**
 * The service worker. It does something only when the person clicks the toolbar button: read that
 * tab once, post it to Rumo on this computer, show the answer on the button. No content scripts, no
 * other pages, no cookies.
 */
import { buildCapture, LIMITS } from './capture';
import { readPage, type PageReading } from './read-page';
import { describeResult, sendCapture, type Result } from './relay';
import { loadSettings } from './settings';

const BADGE_COLORS = { ok: '#0f5e59', error: '#b3261e' };

async function readTab(tabId: number): Promise<PageReading | undefined> {
	try {
		const [injection] = await chrome.scripting.executeScript({ target: { tabId }, func: readPage, args: [LIMITS.text] });
		return injection?.result ?? undefined;
	} catch {
		// chrome:// pages, the Web Store, PDFs in the viewer: extensions may not read them.
		return undefined;
	}
}

async function capture(tab: chrome.tabs.Tab): Promise<Result> {
	const settings = await loadSettings();
	if (!settings.token) {
		await chrome.runtime.openOptionsPage();
		return { outcome: 'no_token' };
	}
	const page = tab.id === undefined ? undefined : await readTab(tab.id);
	if (!page) return { outcome: 'unreadable' };
	return sendCapture(settings, buildCapture(page, new Date()));
}

async function show(tabId: number | undefined, result: Result): Promise<void> {
	const { badge, title, ok } = describeResult(result, (name, substitutions) => chrome.i18n.getMessage(name, substitutions));
	// Per tab: the answer belongs to the page that was sent, not to every tab.
	await chrome.action.setBadgeBackgroundColor({ tabId, color: ok ? BADGE_COLORS.ok : BADGE_COLORS.error });
	await chrome.action.setBadgeText({ tabId, text: badge });
	await chrome.action.setTitle({ tabId, title });
}

/** Sends the tab to Rumo and shows how it went. Also reachable as globalThis.captureTab (the e2e test). */
export async function captureTab(tab: chrome.tabs.Tab): Promise<Result> {
	const result = await capture(tab);
	await show(tab.id, result);
	return result;
}

// Playwright cannot click the toolbar; tests/e2e/extension.spec.ts calls this in the worker instead.
Object.assign(globalThis, { captureTab });

chrome.action.onClicked.addListener((tab) => void captureTab(tab));
