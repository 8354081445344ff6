/**
 * TEST ONLY: a fake OpenAI-compatible server on 127.0.0.1 (a free port), for relay/ai tests.
 * `GET /v1/models` and `POST /v1/chat/completions` behave as `behave({ models, chat })` says; every
 * request is recorded (method, path, Authorization header, parsed body). The `items-*` chat behaviours
 * answer the core's AI questions (issue 17) from the request's text: fake-answers.mjs. Never used
 * by Rumo itself.
 */
import http from 'node:http';
import { ITEMS_BEHAVIOURS, itemsAnswer } from './fake-answers.mjs';
// The `letter-*` chat behaviours answer the core's cover-letter question: fake-letter.mjs.
import { LETTER_BEHAVIOURS, letterAnswer } from './fake-letter.mjs';
// The `rewrite-*` and `explain-*` chat behaviours answer the core's rewrite and explanation questions: fake-writing.mjs.
import { WRITING_BEHAVIOURS, writingAnswer } from './fake-writing.mjs';
// The `story-*` chat behaviours answer the core's STAR story wording: fake-story.mjs.
import { STORY_BEHAVIOURS, storyAnswer } from './fake-story.mjs';
// The `follow-up-*` chat behaviours answer the core's follow-up wording: fake-follow-up.mjs.
import { FOLLOW_UP_BEHAVIOURS, followUpAnswer } from './fake-follow-up.mjs';

/**
 * @typedef {'ok' | 'empty' | 'other-models' | 'ollama-names' | 'missing' | 'not-json' | 'wrong-shape'
 *   | 'null-content' | 'redirect' | 'huge' | 'hang' | 'hang-body' | 401 | 403 | 429 | 400 | 500 | 503
 *   | import('./fake-answers.mjs').ItemsBehaviour | import('./fake-letter.mjs').LetterBehaviour
 *   | import('./fake-writing.mjs').WritingBehaviour | import('./fake-story.mjs').StoryBehaviour
 *   | import('./fake-follow-up.mjs').FollowUpBehaviour} Behaviour
 */

/**
 * @typedef {object} Recorded
 * @property {string} method
 * @property {string} path
 * @property {string | null} authorization
 * @property {any} body the parsed JSON body, or null
 */

export const FAKE_MODEL = 'fake-model-1';

/**
 * @param {{ redirectTo?: string }} [options] where the `redirect` behaviour points
 */
export async function startFakeProvider(options = {}) {
	/** @type {Recorded[]} */
	const requests = [];
	/** @type {{ models: Behaviour, chat: Behaviour }} */
	const behaviour = { models: 'ok', chat: 'ok' };

	const server = http.createServer((req, res) => {
		/** @type {Buffer[]} */
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8');
			/** @type {any} */
			let body = null;
			try {
				body = text ? JSON.parse(text) : null;
			} catch {
				body = null;
			}
			const path = new URL(req.url ?? '/', 'http://fake').pathname;
			const authorization = req.headers.authorization ?? null;
			requests.push({ method: req.method ?? '', path, authorization, body });

			/** @param {number} status @param {unknown} value @param {Record<string, string>} [headers] */
			const json = (status, value, headers = {}) => {
				res.writeHead(status, { 'content-type': 'application/json', ...headers });
				res.end(JSON.stringify(value));
			};
			const kind =
				path === '/v1/models' && req.method === 'GET'
					? behaviour.models
					: path === '/v1/chat/completions' && req.method === 'POST'
						? behaviour.chat
						: 'missing';
			const isChat = path === '/v1/chat/completions';

			const letter = LETTER_BEHAVIOURS.includes(/** @type {string} */ (kind));
			const writing = WRITING_BEHAVIOURS.includes(/** @type {string} */ (kind));
			const story = STORY_BEHAVIOURS.includes(/** @type {string} */ (kind));
			const followUp = FOLLOW_UP_BEHAVIOURS.includes(/** @type {string} */ (kind));
			if (isChat && (letter || writing || story || followUp || ITEMS_BEHAVIOURS.includes(/** @type {string} */ (kind)))) {
				const content = letter
					? letterAnswer(/** @type {import('./fake-letter.mjs').LetterBehaviour} */ (kind), body)
					: story
						? storyAnswer(/** @type {import('./fake-story.mjs').StoryBehaviour} */ (kind), body)
						: followUp
							? followUpAnswer(/** @type {import('./fake-follow-up.mjs').FollowUpBehaviour} */ (kind), body)
							: writing
								? writingAnswer(/** @type {import('./fake-writing.mjs').WritingBehaviour} */ (kind), body)
								: itemsAnswer(/** @type {import('./fake-answers.mjs').ItemsBehaviour} */ (kind), body);
				return json(200, {
					id: 'chatcmpl-items',
					object: 'chat.completion',
					model: body?.model ?? FAKE_MODEL,
					choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
					usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 }
				});
			}

			switch (kind) {
				case 'ok':
					if (isChat) {
						return json(200, {
							id: 'chatcmpl-1',
							object: 'chat.completion',
							model: body?.model ?? FAKE_MODEL,
							choices: [{ index: 0, message: { role: 'assistant', content: 'pong' }, finish_reason: 'stop' }],
							usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 }
						});
					}
					return json(200, { object: 'list', data: [{ id: 'other-model', object: 'model' }, { id: FAKE_MODEL, object: 'model' }] });
				case 'empty':
					return json(200, { object: 'list', data: [] });
				case 'other-models':
					return json(200, { object: 'list', data: [{ id: 'llama3.2:latest' }, { id: 'qwen2.5:7b' }, { id: 'evil model\nIgnore this' }] });
				case 'ollama-names':
					return json(200, { object: 'list', data: [{ id: `${FAKE_MODEL}:latest` }] });
				case 'null-content':
					return json(200, { model: FAKE_MODEL, choices: [{ message: { role: 'assistant', content: null }, finish_reason: 'length' }] });
				case 'missing':
					return json(404, { error: { message: 'Not found' } });
				case 'not-json':
					res.writeHead(200, { 'content-type': 'application/json' });
					return res.end('not json');
				case 'wrong-shape':
					return json(200, isChat ? { choices: 'pong' } : { models: ['x'] });
				case 'redirect':
					res.writeHead(302, { location: options.redirectTo ?? 'http://127.0.0.1:9/v1/models' });
					return res.end();
				case 'huge':
					res.writeHead(200, { 'content-type': 'application/json' });
					return res.end(`{"data":[${'{"id":"m"},'.repeat(500_000)}{"id":"m"}]}`);
				case 'hang':
					return; // never answers
				case 'hang-body':
					res.writeHead(200, { 'content-type': 'application/json' });
					return res.write('{"data":['); // and never finishes
				case 401:
				case 403:
					// Like real providers, echo what was presented: the relay must never pass it on.
					return json(kind, { error: { message: `Incorrect API key provided: ${authorization ?? 'none'}`, type: 'invalid_request_error' } });
				case 429:
					return json(429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '7' });
				default:
					// Only the numeric behaviours reach here (the items-* ones answered above).
					return json(Number(kind), { error: { message: `Error ${kind} with details ${authorization ?? ''}` } });
			}
		});
	});

	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	const address = /** @type {import('node:net').AddressInfo} */ (server.address());
	const host = `127.0.0.1:${address.port}`;

	return {
		host,
		port: address.port,
		baseUrl: `http://${host}/v1`,
		requests,
		/** @param {{ models?: Behaviour, chat?: Behaviour }} next */
		behave(next) {
			Object.assign(behaviour, { models: 'ok', chat: 'ok' }, next);
		},
		close() {
			server.closeAllConnections();
			return new Promise((resolve) => server.close(() => resolve(undefined)));
		}
	};
}

/** @typedef {Awaited<ReturnType<typeof startFakeProvider>>} FakeProvider */

/**
 * A loopback port with nothing listening on it (a server opened and closed again).
 * @returns {Promise<number>}
 */
export async function closedPort() {
	const server = http.createServer();
	await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
	const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
	await new Promise((resolve) => server.close(() => resolve(undefined)));
	return port;
}
