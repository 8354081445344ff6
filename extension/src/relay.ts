/**
 * Talking to Rumo's local relay, and what each answer means to the person. Pure apart from the
 * fetch it is given (the tests pass their own).
 *
 * The relay (relay/routes/captures.mjs): POST /relay/captures with `Authorization: Bearer <token>`
 * → 201 stored; 403 the token is missing or wrong, checked before the body is read; 400 a field is
 * wrong; 413 too large. GET /relay/health → 200 `{ relay: true }` when it runs.
 */
import type { CaptureBody } from './capture';

export type Settings = { relay: string; token: string };

/** Where `npm start` serves Rumo (scripts/start.mjs). */
export const DEFAULT_RELAY = 'http://127.0.0.1:5178';

/** Only these hosts are in the manifest's host_permissions; another address could not be reached. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** A hung relay must not leave the badge blank: after this the click reports "not running". */
const TIMEOUT_MS = 15_000;

export type Outcome = 'saved' | 'connected' | 'no_token' | 'unreadable' | 'not_running' | 'wrong_token' | 'too_large' | 'rejected';

export type Result = { outcome: Outcome; status?: number };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * "127.0.0.1:5178", "http://localhost:5178/" or Rumo's full address → its origin; null for
 * anything that is not http(s) on this computer.
 */
export function normaliseRelayAddress(input: string): string | null {
	const text = input.trim();
	if (!text) return null;
	let url: URL;
	try {
		url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text}`);
	} catch {
		return null;
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
	return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : null;
}

/** The relay's answer to a capture (or a network error) in the person's terms. */
export function outcomeOf(answer: number | 'network_error'): Outcome {
	if (answer === 'network_error') return 'not_running';
	if (answer === 201) return 'saved';
	if (answer === 403) return 'wrong_token';
	if (answer === 413) return 'too_large';
	// No relay routes there: Rumo started with RUMO_NO_RELAY (503), or another server on the port.
	if (answer === 404 || answer === 502 || answer === 503) return 'not_running';
	return 'rejected';
}

async function answerOf(fetchImpl: Fetch, url: string, init: RequestInit): Promise<number | 'network_error'> {
	try {
		const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
		// Drain the body so the connection is freed; its problem details are not shown.
		await response.body?.cancel();
		return response.status;
	} catch {
		return 'network_error';
	}
}

function postCaptures(fetchImpl: Fetch, settings: Settings, body: unknown) {
	return answerOf(fetchImpl, `${settings.relay}/relay/captures`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
		body: JSON.stringify(body)
	});
}

export async function sendCapture(settings: Settings, body: CaptureBody, fetchImpl: Fetch = fetch): Promise<Result> {
	const status = await postCaptures(fetchImpl, settings, body);
	return status === 'network_error' ? { outcome: 'not_running' } : { outcome: outcomeOf(status), status };
}

/**
 * The options page's "Test connection": is Rumo there (GET /relay/health), and does it take the
 * token? The token is checked with an empty capture, which the relay refuses (400) only after the
 * token passed, so nothing is stored.
 */
export async function testConnection(settings: Settings, fetchImpl: Fetch = fetch): Promise<Result> {
	const health = await answerOf(fetchImpl, `${settings.relay}/relay/health`, { method: 'GET' });
	if (health !== 200) return { outcome: 'not_running' };
	if (!settings.token) return { outcome: 'no_token' };
	const status = await postCaptures(fetchImpl, settings, {});
	if (status === 400) return { outcome: 'connected' };
	return status === 'network_error' ? { outcome: 'not_running' } : { outcome: outcomeOf(status), status };
}

/** The message names in _locales/<lang>/messages.json. */
export const MESSAGE_OF: Record<Outcome, string> = {
	saved: 'resultSaved',
	connected: 'resultConnected',
	no_token: 'resultNoToken',
	unreadable: 'resultUnreadable',
	not_running: 'resultNotRunning',
	wrong_token: 'resultWrongToken',
	too_large: 'resultTooLarge',
	rejected: 'resultRejected'
};

export type Translate = (name: string, substitutions?: string[]) => string;

/** What the toolbar button shows for a result: its badge and its tooltip. */
export function describeResult(result: Result, t: Translate): { badge: string; title: string; ok: boolean } {
	const ok = result.outcome === 'saved' || result.outcome === 'connected';
	return { badge: ok ? '✓' : '!', title: t(MESSAGE_OF[result.outcome], [String(result.status ?? '')]), ok };
}
