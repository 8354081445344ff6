/**
 * The shape of one capture, both as the companion posts it (validateCaptureInput) and as it is
 * stored, one JSON object per line of captures.jsonl (parseStoredCapture).
 *
 * A capture: `{ id, seq, url, title, text, captureType, origin, capturedAt, receivedAt, jobPosting }`.
 * - `url`: the page's address, http or https, at most 2048 characters (stored normalised).
 * - `title`: the page's title, at most 500 characters ('' when none).
 * - `text`: the selected text or the page's text, at most 200,000 characters ('' for a bare link).
 * - `captureType`: 'selection' (text the user selected), 'page' (the whole page's text),
 *   'link' (just the address) or 'job' (a job posting the extension recognised); kept as sent.
 * - `origin`: what made the capture, a short label such as "bookmarklet" or "extension"
 *   (default "companion"); the site is already in `url`.
 * - `capturedAt`: when the user captured it, by the sender's clock (default: when it arrived);
 *   `receivedAt`: when the relay stored it. Both ISO 8601 UTC.
 * - `id`: opaque; `seq`: 1, 2, 3… in the order the relay stored them, the cursor of GET /relay/captures.
 * - `jobPosting`: the page's schema.org JobPosting (its JSON-LD, as the sender found it) reduced to
 *   `{ title, description, company, location, employmentType, datePosted, validThrough, remote }`,
 *   or null (not sent; lines stored before it existed read as null too). Every field is a string
 *   or null, `remote` true or null. `description` is kept as given, HTML included (the core turns it
 *   into text), cut to 200,000 characters; the short fields are cut to 500. Senders pass the page's
 *   JSON-LD on as they found it and page markup is often loose, so what is too long is cut and a
 *   field that cannot be read is null, never a refused capture; only a jobPosting that is not an
 *   object is refused. Fields not listed here are dropped.
 */

export const CAPTURE_TYPES = /** @type {const} */ (['selection', 'page', 'link', 'job']);

/** @typedef {typeof CAPTURE_TYPES[number]} CaptureType */

/**
 * @typedef {{ title: string | null, description: string | null, company: string | null,
 *   location: string | null, employmentType: string | null, datePosted: string | null,
 *   validThrough: string | null, remote: boolean | null }} JobPosting
 */

/**
 * @typedef {{ id: string, seq: number, url: string, title: string, text: string,
 *   captureType: CaptureType, origin: string, capturedAt: string, receivedAt: string,
 *   jobPosting: JobPosting | null }} Capture
 */

/**
 * What the companion sends, once validated; the store adds id, seq and receivedAt.
 * `capturedAt: null` means "now".
 * @typedef {{ url: string, title: string, text: string, captureType: CaptureType, origin: string,
 *   capturedAt: string | null, jobPosting: JobPosting | null }} CaptureInput
 */

/** @typedef {{ path: string, message: string }} FieldError */

/** Characters (UTF-16 code units, like String.length and the core's text limit). */
export const LIMITS = { text: 200_000, title: 500, url: 2048, origin: 100, jobField: 500 };

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
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
const asObject = (value) =>
	value && typeof value === 'object' && !Array.isArray(value) ? /** @type {Record<string, unknown>} */ (value) : null;

/**
 * The first `max` characters, without leaving half of a surrogate pair (an emoji) at the end.
 * @param {string} text
 * @param {number} max
 */
function cut(text, max) {
	if (text.length <= max) return text;
	return /[\uD800-\uDBFF]$/.test(text.slice(0, max)) ? text.slice(0, max - 1) : text.slice(0, max);
}

/**
 * A short JSON-LD text: trimmed, cut to LIMITS.jobField, null when empty or not a string.
 * @param {unknown} value
 */
function shortText(value) {
	if (typeof value !== 'string') return null;
	const text = value.replace(/\s+/g, ' ').trim();
	return text ? cut(text, LIMITS.jobField) : null;
}

/**
 * JSON-LD allows one value or a list of them wherever a property may repeat.
 * @param {unknown} value
 * @returns {unknown[]}
 */
const asList = (value) => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/**
 * A schema.org Place's address as one line: "São Paulo, SP, BR".
 * @param {unknown} place
 */
function placeText(place) {
	const address = asObject(place)?.address;
	if (typeof address === 'string') return shortText(address);
	const postal = asObject(address);
	if (!postal) return null;
	const country = asObject(postal.addressCountry)?.name ?? postal.addressCountry;
	const parts = [postal.addressLocality, postal.addressRegion, country].map(shortText).filter(Boolean);
	return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The posting's JSON-LD reduced to the known shape (see the header); anything else is dropped.
 * @param {Record<string, unknown>} posting
 * @returns {JobPosting}
 */
export function reduceJobPosting(posting) {
	const organization = asList(posting.hiringOrganization)
		.map((entry) => (typeof entry === 'string' ? shortText(entry) : shortText(asObject(entry)?.name)))
		.find(Boolean);
	const locations = [...new Set(asList(posting.jobLocation).map(placeText).filter(Boolean))];
	const employmentTypes = asList(posting.employmentType).map(shortText).filter(Boolean);
	const description =
		typeof posting.description === 'string' && posting.description.trim() ? cut(posting.description, LIMITS.text) : null;
	return {
		title: shortText(posting.title),
		description,
		company: organization ?? null,
		location: shortText(locations.join('; ')),
		employmentType: shortText(employmentTypes.join(', ')),
		datePosted: shortText(posting.datePosted),
		validThrough: shortText(posting.validThrough),
		// schema.org names only the remote case; no TELECOMMUTE says nothing about being on site.
		remote: asList(posting.jobLocationType).some((type) => typeof type === 'string' && type.trim().toUpperCase() === 'TELECOMMUTE')
			? true
			: null
	};
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

	/** @type {JobPosting | null} */
	let jobPosting = null;
	if (input.jobPosting !== undefined && input.jobPosting !== null) {
		const posting = asObject(input.jobPosting);
		if (posting) jobPosting = reduceJobPosting(posting);
		else errors.push({ path: 'jobPosting', message: "An object: the page's schema.org JobPosting." });
	}

	if (errors.length > 0) return { ok: false, tooLarge, errors };
	return { ok: true, value: { url, title, text: text ?? '', captureType, origin, capturedAt, jobPosting } };
}

/**
 * A stored posting read back in the known shape; lines stored before captures carried one have none.
 * @param {unknown} value
 * @returns {JobPosting | null}
 */
function storedJobPosting(value) {
	const stored = asObject(value);
	if (!stored) return null;
	const text = (/** @type {string} */ key) => (typeof stored[key] === 'string' ? /** @type {string} */ (stored[key]) : null);
	return {
		title: text('title'),
		description: text('description'),
		company: text('company'),
		location: text('location'),
		employmentType: text('employmentType'),
		datePosted: text('datePosted'),
		validThrough: text('validThrough'),
		remote: typeof stored.remote === 'boolean' ? stored.remote : null
	};
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
	return { capture: { id, seq, url, title, text, captureType, origin, capturedAt, receivedAt, jobPosting: storedJobPosting(record.jobPosting) } };
}
