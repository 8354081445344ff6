/**
 * The shape of one capture, both as the companion posts it (validateCaptureInput) and as it is
 * stored, one JSON object per line of captures.jsonl (parseStoredCapture).
 *
 * A capture: `{ id, seq, url, title, text, captureType, origin, capturedAt, receivedAt }`.
 * - `url`: the page's address, http or https, at most 2048 characters (stored normalised).
 * - `title`: the page's title, at most 500 characters ('' when none).
 * - `text`: the selected text or the page's text, at most 200,000 characters ('' for a bare link).
 * - `captureType`: 'selection' (text the user selected), 'page' (the whole page's text),
 *   'link' (just the address) or 'job' (a job posting the extension recognised).
 * - `origin`: what made the capture, a short label such as "bookmarklet" or "extension"
 *   (default "companion"); the site is already in `url`.
 * - `capturedAt`: when the user captured it, by the sender's clock (default: when it arrived);
 *   `receivedAt`: when the relay stored it. Both ISO 8601 UTC.
 * - `id`: opaque; `seq`: 1, 2, 3… in the order the relay stored them, the cursor of GET /relay/captures.
 */

export const CAPTURE_TYPES = /** @type {const} */ (['selection', 'page', 'link', 'job']);

/** @typedef {typeof CAPTURE_TYPES[number]} CaptureType */

/**
 * @typedef {{ id: string, seq: number, url: string, title: string, text: string,
 *   captureType: CaptureType, origin: string, capturedAt: string, receivedAt: string }} Capture
 */

/**
 * What the companion sends, once validated; the store adds id, seq and receivedAt.
 * `capturedAt: null` means "now".
 * @typedef {{ url: string, title: string, text: string, captureType: CaptureType, origin: string,
 *   capturedAt: string | null }} CaptureInput
 */

/** @typedef {{ path: string, message: string }} FieldError */

/** Characters (UTF-16 code units, like String.length and the core's text limit). */
export const LIMITS = { text: 200_000, title: 500, url: 2048, origin: 100 };

export const DEFAULT_ORIGIN = 'companion';

/** ISO 8601 with a time and a zone, e.g. 2026-05-04T10:00:00Z or 2026-05-04T10:00:00.123-03:00. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * @param {string} value
 * @returns {string | null} the same moment as an ISO 8601 UTC string, or null when it is not one
 */
function toUtcIso(value) {
	if (!ISO_TIME.test(value)) return null;
	const time = Date.parse(value);
	return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * @param {string} value
 * @returns {string | null} the normalised http(s) URL, or null
 */
function httpUrl(value) {
	let url;
	try {
		url = new URL(value);
	} catch {
		return null;
	}
	return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * @param {unknown} body the parsed JSON body of POST /relay/captures
 * @returns {{ ok: true, value: CaptureInput } | { ok: false, tooLarge: boolean, errors: FieldError[] }}
 *   `tooLarge`: the text is over the contract's 200,000-character limit (413, not 400).
 */
export function validateCaptureInput(body) {
	if (!body || typeof body !== 'object' || Array.isArray(body)) {
		return { ok: false, tooLarge: false, errors: [{ path: '', message: 'Send a JSON object.' }] };
	}
	const input = /** @type {Record<string, unknown>} */ (body);
	/** @type {FieldError[]} */
	const errors = [];
	let tooLarge = false;

	/**
	 * An optional string field: absent or null → fallback.
	 * @param {string} path
	 * @returns {string | null} null when it is there but not a string (an error is recorded)
	 */
	const optionalString = (path, fallback = '') => {
		const value = input[path];
		if (value === undefined || value === null) return fallback;
		if (typeof value === 'string') return value;
		errors.push({ path, message: 'Must be a string.' });
		return null;
	};

	let url = '';
	if (typeof input.url !== 'string' || !input.url.trim()) {
		errors.push({ path: 'url', message: "Required: the page's address." });
	} else {
		const normalised = httpUrl(input.url.trim());
		if (input.url.trim().length > LIMITS.url || (normalised && normalised.length > LIMITS.url)) {
			errors.push({ path: 'url', message: `At most ${LIMITS.url} characters.` });
		} else if (!normalised) {
			errors.push({ path: 'url', message: 'Must be an http:// or https:// address.' });
		} else {
			url = normalised;
		}
	}

	const title = optionalString('title')?.trim() ?? '';
	if (title.length > LIMITS.title) errors.push({ path: 'title', message: `At most ${LIMITS.title} characters.` });

	const text = optionalString('text');
	if (text !== null && text.length > LIMITS.text) {
		tooLarge = true;
		errors.push({ path: 'text', message: `At most ${LIMITS.text.toLocaleString('en')} characters.` });
	}

	const captureType = /** @type {CaptureType} */ (input.captureType);
	if (!CAPTURE_TYPES.includes(captureType)) {
		errors.push({ path: 'captureType', message: `One of ${CAPTURE_TYPES.join(', ')}.` });
	} else if (captureType === 'selection' && text !== null && !text.trim()) {
		errors.push({ path: 'text', message: 'A selection capture needs the selected text.' });
	}

	const origin = optionalString('origin', DEFAULT_ORIGIN)?.trim() ?? '';
	if (origin === '' || origin.length > LIMITS.origin) {
		errors.push({ path: 'origin', message: `A label of 1 to ${LIMITS.origin} characters, e.g. "bookmarklet".` });
	}

	/** @type {string | null} */
	let capturedAt = null;
	const rawCapturedAt = optionalString('capturedAt');
	if (rawCapturedAt) {
		capturedAt = toUtcIso(rawCapturedAt.trim());
		if (!capturedAt) {
			errors.push({ path: 'capturedAt', message: 'An ISO 8601 time with a zone, e.g. 2026-05-04T10:00:00Z.' });
		}
	}

	if (errors.length > 0) return { ok: false, tooLarge, errors };
	return { ok: true, value: { url, title, text: text ?? '', captureType, origin, capturedAt } };
}

/**
 * Reads one stored line back; anything that is not a complete capture is reported, not thrown.
 * @param {string} line without its newline
 * @returns {{ capture: Capture } | { reason: string }}
 */
export function parseStoredCapture(line) {
	/** @type {unknown} */
	let value;
	try {
		value = JSON.parse(line);
	} catch {
		return { reason: 'not valid JSON' };
	}
	if (!value || typeof value !== 'object' || Array.isArray(value)) return { reason: 'not a JSON object' };
	const record = /** @type {Record<string, unknown>} */ (value);

	const missing = ['id', 'url', 'title', 'text', 'origin', 'capturedAt', 'receivedAt'].filter(
		(key) => typeof record[key] !== 'string'
	);
	if (typeof record.seq !== 'number' || !Number.isSafeInteger(record.seq) || record.seq < 1) missing.unshift('seq');
	if (!CAPTURE_TYPES.includes(/** @type {CaptureType} */ (record.captureType))) missing.push('captureType');
	if (missing.length > 0) return { reason: `missing or invalid ${missing.join(', ')}` };

	const { id, seq, url, title, text, captureType, origin, capturedAt, receivedAt } = /** @type {Capture} */ (record);
	return { capture: { id, seq, url, title, text, captureType, origin, capturedAt, receivedAt } };
}
