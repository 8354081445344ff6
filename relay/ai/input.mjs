/**
 * Checks the bodies of PUT /relay/ai/config and POST /relay/ai/chat. Pure. Error messages never
 * repeat the key (nor any part of it).
 */
import { DEFAULT_LOCAL_BASE_URL, PROVIDERS, checkBaseUrl, originOf } from './base-url.mjs';
import { KEY_SHAPE } from './store.mjs';
import { MAX_URL_LENGTH } from '../fetch/address.mjs';

export const MAX_MODEL_LENGTH = 200;
export const MAX_KEY_LENGTH = 4096;
export const MAX_MESSAGES = 100;
/** The contract's pasted-text limit, per message. */
export const MAX_MESSAGE_CHARS = 200_000;
/** All messages of one chat together (a resume, a job and instructions fit). */
export const MAX_CHAT_CHARS = 500_000;
export const MAX_TOKENS_LIMIT = 32_768;
/** What POST /relay/ai/chat asks for when `maxTokens` is not given. */
export const DEFAULT_MAX_TOKENS = 1024;
/** OpenAI's rule for a structured output's name (also what Ollama and LM Studio accept). */
export const SCHEMA_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A JSON Schema of the core's proposals is a few kilobytes; anything near this is not one. */
export const MAX_SCHEMA_CHARS = 100_000;

/** @typedef {{ path: string, message: string }} FieldError */
/**
 * @template T
 * @typedef {{ ok: true, value: T }
 *   | { ok: false, code: 'validation_failed' | 'invalid_url' | 'payload_too_large', detail: string, errors: FieldError[] }} Checked
 */

const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * @param {unknown} body
 * @returns {body is Record<string, unknown>}
 */
const isObject = (body) => body !== null && typeof body === 'object' && !Array.isArray(body);

/**
 * @typedef {object} ConfigInput
 * @property {import('./base-url.mjs').AiProvider} provider
 * @property {string | null} baseUrl canonical
 * @property {string | null} model
 * @property {string | null} [apiKey] undefined: keep the stored key; null: remove it; a string: the new key (trimmed)
 */

/**
 * @param {unknown} body the PUT body
 * @param {{ baseUrl: string | null, model: string | null, keyOrigin: string | null, keyStored: boolean }} stored
 *   the settings saved now
 * @returns {Checked<ConfigInput>}
 */
export function checkConfigInput(body, stored) {
	if (!isObject(body)) {
		return {
			ok: false,
			code: 'validation_failed',
			detail: 'Send the AI settings as a JSON object, e.g. { "provider": "local", "model": "llama3.2" }.',
			errors: [{ path: '', message: 'The body is not a JSON object.' }]
		};
	}
	/** @type {FieldError[]} */
	const errors = [];
	let urlOnly = true;
	/** @param {string} path @param {string} message @param {boolean} [aboutUrl] */
	const fail = (path, message, aboutUrl = false) => {
		errors.push({ path, message });
		if (!aboutUrl) urlOnly = false;
	};

	const provider = PROVIDERS.find((name) => name === body.provider);
	if (!provider) fail('provider', 'One of "none", "local" or "openai-compatible".');

	/** @type {string | null | undefined} */
	let apiKey;
	if (body.apiKey === null) apiKey = null;
	else if (typeof body.apiKey === 'string') {
		const key = body.apiKey.trim();
		if (key === '') apiKey = null;
		else if (key.length > MAX_KEY_LENGTH) fail('apiKey', `The key is longer than ${MAX_KEY_LENGTH} characters; copy it again from the provider.`);
		else if (!KEY_SHAPE.test(key)) {
			fail('apiKey', 'The key has characters a key never has (a space or line break inside it, or a letter outside ASCII); copy it again from the provider.');
		} else apiKey = key;
	} else if (body.apiKey !== undefined) fail('apiKey', 'A string, or null to remove the saved key.');

	/** @type {string | null} */
	let baseUrl = null;
	/** @type {string | null} */
	let model = null;

	if (provider === 'none') {
		// Nothing is sent anywhere; keep what the person typed (or had) so they can turn AI on again.
		/** @param {string} field @param {string | null} kept @param {number} max */
		const optional = (field, kept, max) => {
			const value = body[field];
			if (value === undefined) return kept;
			if (value === null) return null;
			if (typeof value !== 'string' || value.length > max || CONTROL.test(value)) {
				fail(field, `A string of at most ${max} characters, or null.`);
				return null;
			}
			return value.trim() || null;
		};
		baseUrl = optional('baseUrl', stored.baseUrl, MAX_URL_LENGTH);
		model = optional('model', stored.model, MAX_MODEL_LENGTH);
	} else if (provider) {
		const given = body.baseUrl;
		if (provider === 'local' && (given === undefined || given === null || given === '')) baseUrl = DEFAULT_LOCAL_BASE_URL;
		else if (typeof given !== 'string' || given.trim() === '') {
			fail('baseUrl', "The provider's base URL, e.g. https://api.openai.com/v1 (the provider's documentation gives it).");
		} else {
			const checked = checkBaseUrl(provider, given);
			if (checked.ok) baseUrl = checked.baseUrl;
			else fail('baseUrl', checked.message, true);
		}

		const name = body.model;
		if (typeof name !== 'string' || name.trim() === '') {
			fail('model', 'Name the model to use, e.g. llama3.2 (Ollama) or the model name your provider documents.');
		} else if (name.trim().length > MAX_MODEL_LENGTH || CONTROL.test(name)) {
			fail('model', `A model name of at most ${MAX_MODEL_LENGTH} characters, on one line.`);
		} else model = name.trim();

		// A saved key stays bound to the address it was given for and is never sent anywhere else
		// (relay/routes/ai.mjs). Moving an OpenAI-compatible provider to another address needs the
		// key for that address (or its removal) now, rather than a surprise at the first test. A local
		// server just goes without it; the key stays saved for switching back.
		if (
			provider === 'openai-compatible' &&
			baseUrl !== null &&
			apiKey === undefined &&
			stored.keyStored &&
			stored.keyOrigin !== originOf(baseUrl)
		) {
			fail(
				'apiKey',
				stored.keyOrigin
					? `The saved key was given for ${stored.keyOrigin}. Enter the key for ${originOf(baseUrl)}, or remove the saved key.`
					: `Enter the key for ${originOf(baseUrl)} again, or remove the saved key.`
			);
		}
	}

	if (errors.length > 0 || !provider) {
		return urlOnly && errors.length > 0
			? { ok: false, code: 'invalid_url', detail: errors[0].message, errors }
			: { ok: false, code: 'validation_failed', detail: 'The AI settings are not complete; see errors for each field.', errors };
	}
	return { ok: true, value: { provider, baseUrl, model, ...(apiKey === undefined ? {} : { apiKey }) } };
}

/**
 * @param {unknown} body the POST /relay/ai/chat body
 * @returns {Checked<{ messages: import('./provider.mjs').ChatMessage[], maxTokens: number, temperature?: number, responseFormat?: ResponseFormat }>}
 */
export function checkChatInput(body) {
	if (!isObject(body)) {
		return {
			ok: false,
			code: 'validation_failed',
			detail: 'Send the chat as a JSON object, e.g. { "messages": [{ "role": "user", "content": "…" }] }.',
			errors: [{ path: '', message: 'The body is not a JSON object.' }]
		};
	}
	/** @type {FieldError[]} */
	const errors = [];
	let tooLarge = 0;
	/** @type {import('./provider.mjs').ChatMessage[]} */
	const messages = [];

	if (!Array.isArray(body.messages) || body.messages.length === 0 || body.messages.length > MAX_MESSAGES) {
		errors.push({ path: 'messages', message: `A list of 1 to ${MAX_MESSAGES} messages.` });
	} else {
		let total = 0;
		body.messages.forEach((/** @type {unknown} */ entry, /** @type {number} */ index) => {
			if (!isObject(entry)) {
				errors.push({ path: `messages.${index}`, message: 'An object { role, content }.' });
				return;
			}
			const { role, content } = entry;
			if (role !== 'system' && role !== 'user' && role !== 'assistant') {
				errors.push({ path: `messages.${index}.role`, message: 'One of "system", "user" or "assistant".' });
			}
			if (typeof content !== 'string' || content.trim() === '') {
				errors.push({ path: `messages.${index}.content`, message: 'Text, not empty.' });
			} else if (content.length > MAX_MESSAGE_CHARS) {
				errors.push({ path: `messages.${index}.content`, message: `At most ${MAX_MESSAGE_CHARS.toLocaleString('en')} characters.` });
				tooLarge += 1;
			} else {
				total += content.length;
				if (role === 'system' || role === 'user' || role === 'assistant') messages.push({ role, content });
			}
		});
		if (tooLarge === 0 && total > MAX_CHAT_CHARS) {
			errors.push({ path: 'messages', message: `At most ${MAX_CHAT_CHARS.toLocaleString('en')} characters in all.` });
			tooLarge += 1;
		}
	}

	const { maxTokens, temperature } = body;
	if (maxTokens !== undefined && (!Number.isInteger(maxTokens) || Number(maxTokens) < 1 || Number(maxTokens) > MAX_TOKENS_LIMIT)) {
		errors.push({ path: 'maxTokens', message: `A whole number from 1 to ${MAX_TOKENS_LIMIT}.` });
	}
	if (temperature !== undefined && (typeof temperature !== 'number' || !(temperature >= 0 && temperature <= 2))) {
		errors.push({ path: 'temperature', message: 'A number from 0 to 2.' });
	}

	const responseFormat = body.responseFormat === undefined ? undefined : checkResponseFormat(body.responseFormat, errors);

	if (errors.length > 0) {
		// Only a text over a limit is 413 (the contract's limits); anything malformed is 400.
		return tooLarge > 0 && tooLarge === errors.length
			? { ok: false, code: 'payload_too_large', detail: 'The text sent to the AI is too long; send less of it.', errors }
			: { ok: false, code: 'validation_failed', detail: 'The chat request is not complete; see errors for each field.', errors };
	}
	return {
		ok: true,
		value: {
			messages,
			maxTokens: /** @type {number | undefined} */ (maxTokens) ?? DEFAULT_MAX_TOKENS,
			...(temperature === undefined ? {} : { temperature: /** @type {number} */ (temperature) }),
			...(responseFormat ? { responseFormat } : {})
		}
	};
}

/**
 * @typedef {{ type: 'json_schema', json_schema: { name: string, schema: Record<string, unknown>, strict: true } }} ResponseFormat
 */

/**
 * The OpenAI-compatible structured output, checked for its shape only: the provider judges the
 * schema itself. Only strict schemas are taken, because the core's answer contract relies on every
 * key being present; any other key is refused rather than passed on unseen.
 * @param {unknown} value
 * @param {FieldError[]} errors
 * @returns {ResponseFormat | undefined}
 */
function checkResponseFormat(value, errors) {
	const before = errors.length;
	/** @param {string} path @param {string} message */
	const fail = (path, message) => errors.push({ path: `responseFormat${path}`, message });
	if (!isObject(value)) {
		fail('', 'An object { type: "json_schema", json_schema: { name, schema, strict: true } }.');
		return undefined;
	}
	const extra = Object.keys(value).filter((key) => key !== 'type' && key !== 'json_schema');
	if (extra.length > 0) fail('', `Only "type" and "json_schema"; not ${extra.map((key) => JSON.stringify(key)).join(', ')}.`);
	if (value.type !== 'json_schema') fail('.type', 'Must be "json_schema".');
	const spec = value.json_schema;
	if (!isObject(spec)) {
		fail('.json_schema', 'An object { name, schema, strict: true }.');
		return undefined;
	}
	const unknown = Object.keys(spec).filter((key) => key !== 'name' && key !== 'schema' && key !== 'strict');
	if (unknown.length > 0) fail('.json_schema', `Only "name", "schema" and "strict"; not ${unknown.map((key) => JSON.stringify(key)).join(', ')}.`);
	if (typeof spec.name !== 'string' || !SCHEMA_NAME.test(spec.name)) fail('.json_schema.name', '1 to 64 letters, digits, "_" or "-".');
	if (spec.strict !== true) fail('.json_schema.strict', 'Must be true.');
	if (!isObject(spec.schema)) fail('.json_schema.schema', 'A JSON Schema object.');
	else if (JSON.stringify(spec.schema).length > MAX_SCHEMA_CHARS) {
		fail('.json_schema.schema', `At most ${MAX_SCHEMA_CHARS.toLocaleString('en')} characters as JSON.`);
	}
	if (errors.length > before) return undefined;
	return {
		type: 'json_schema',
		json_schema: { name: /** @type {string} */ (spec.name), schema: /** @type {Record<string, unknown>} */ (spec.schema), strict: true }
	};
}
