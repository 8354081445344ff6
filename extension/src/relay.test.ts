import { describe, expect, it } from 'vitest';
import en from '../_locales/en/messages.json';
import pt from '../_locales/pt_BR/messages.json';
import type { CaptureBody } from './capture';
import { describeResult, MESSAGE_OF, normaliseRelayAddress, outcomeOf, sendCapture, testConnection, type Fetch, type Outcome, type Translate } from './relay';

type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** chrome.i18n.getMessage over a messages.json: $NAME$ → its placeholder's $1…$9 substitution. */
function translator(messages: Messages): Translate {
	return (name, substitutions = []) => {
		const entry = messages[name];
		if (!entry) return '';
		return entry.message.replace(/\$(\w+)\$/g, (_, key: string) =>
			(entry.placeholders?.[key.toLowerCase()]?.content ?? '').replace(/\$(\d)/g, (_m, n: string) => substitutions[Number(n) - 1] ?? '')
		);
	};
}

const settings = { relay: 'http://127.0.0.1:5178', token: 'secret-token' };
const body: CaptureBody = { url: 'https://vagas.example/1', title: 'Vaga', text: 'x', captureType: 'page', origin: 'extension', capturedAt: '2026-05-04T10:00:00.000Z' };

/** A fetch that answers these statuses in turn (the last one again after that) and records each call. */
function answering(...statuses: number[]): Fetch & { calls: Array<{ url: string; init?: RequestInit }> } {
	const calls: Array<{ url: string; init?: RequestInit }> = [];
	const fake = async (url: string, init?: RequestInit) => {
		calls.push({ url, init });
		return new Response('{}', { status: statuses[Math.min(calls.length, statuses.length) - 1] });
	};
	return Object.assign(fake, { calls });
}

const offline: Fetch = async () => {
	throw new TypeError('Failed to fetch');
};

describe('sendCapture', () => {
	it('posts the capture as JSON to /relay/captures with the token as a bearer', async () => {
		const fetch = answering(201);
		await sendCapture(settings, body, fetch);
		const [{ url, init }] = fetch.calls;
		expect(url).toBe('http://127.0.0.1:5178/relay/captures');
		expect(init?.method).toBe('POST');
		expect(init?.headers).toMatchObject({ authorization: 'Bearer secret-token', 'content-type': 'application/json' });
		expect(JSON.parse(String(init?.body))).toEqual(body);
	});

	it.each([
		[201, 'saved', '✓', 'Saved to Rumo'],
		[403, 'wrong_token', '!', 'Wrong token: paste it again in the options'],
		[413, 'too_large', '!', 'This page is too large to save: select the part you need and click again.'],
		[400, 'rejected', '!', 'Rumo did not save this page (error 400).'],
		[503, 'not_running', '!', 'Rumo is not running']
	] as const)('tells the person what a %i from the relay means', async (status, outcome, badge, title) => {
		const result = await sendCapture(settings, body, answering(status));
		expect(result.outcome).toBe(outcome);
		expect(describeResult(result, translator(en))).toMatchObject({ badge, title });
	});

	it('says Rumo is not running when nothing answers at the address', async () => {
		const result = await sendCapture(settings, body, offline);
		expect(result).toEqual({ outcome: 'not_running' });
		expect(describeResult(result, translator(en))).toEqual({ badge: '!', title: 'Rumo is not running', ok: false });
		expect(describeResult(result, translator(pt)).title).toBe('O Rumo não está rodando');
	});
});

describe('testConnection', () => {
	it('is connected when the relay runs and refuses an empty capture only after taking the token', async () => {
		const fetch = answering(200, 400);
		expect(await testConnection(settings, fetch)).toEqual({ outcome: 'connected' });
		expect(fetch.calls.map((c) => c.url)).toEqual(['http://127.0.0.1:5178/relay/health', 'http://127.0.0.1:5178/relay/captures']);
		expect(JSON.parse(String(fetch.calls[1].init?.body))).toEqual({});
	});

	it('reports a wrong token, a missing token and a relay that is not there', async () => {
		expect((await testConnection(settings, answering(200, 403))).outcome).toBe('wrong_token');
		expect((await testConnection({ ...settings, token: '' }, answering(200))).outcome).toBe('no_token');
		expect((await testConnection(settings, answering(404))).outcome).toBe('not_running');
		expect((await testConnection(settings, offline)).outcome).toBe('not_running');
	});
});

describe('outcomeOf', () => {
	it('treats a network error like a relay that is not running', () => {
		expect(outcomeOf('network_error')).toBe('not_running');
	});
});

describe('normaliseRelayAddress', () => {
	it("accepts Rumo's address on this computer, with or without http:// and a path", () => {
		expect(normaliseRelayAddress('127.0.0.1:5178')).toBe('http://127.0.0.1:5178');
		expect(normaliseRelayAddress(' http://localhost:4173/settings ')).toBe('http://localhost:4173');
	});

	it('refuses other computers and other schemes, which the extension may not reach', () => {
		for (const address of ['https://rumo.example', 'ftp://127.0.0.1', '192.168.0.2:5178', '', 'not a url at all']) {
			expect(normaliseRelayAddress(address)).toBeNull();
		}
	});
});

describe('messages', () => {
	it('has every message in English and Brazilian Portuguese', () => {
		expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
		for (const outcome of Object.keys(MESSAGE_OF) as Outcome[]) {
			expect(translator(en)(MESSAGE_OF[outcome], ['400'])).not.toBe('');
			expect(translator(pt)(MESSAGE_OF[outcome], ['400'])).not.toBe('');
		}
		expect(translator(pt)('resultRejected', ['400'])).toBe('O Rumo não salvou esta página (erro 400).');
	});
});
