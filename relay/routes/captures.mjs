/**
 * The local companion API: captures that the bookmarklet or browser extension saves from job sites,
 * kept in `<dataDir>/captures.jsonl` (relay/captures/store.mjs, rotated at 20 MB) until the Rumo
 * page reads them.
 *
 * - `POST /relay/captures` — from the bookmarklet/extension, on any web page: needs the companion
 *   token (`Authorization: Bearer <token>` or `X-Rumo-Token: <token>`), else 403 consent_required
 *   and nothing is stored. Body `{ url, captureType, title?, text?, origin?, capturedAt?, jobPosting? }`
 *   (relay/captures/capture.mjs; `jobPosting`: the page's schema.org JobPosting JSON-LD) → `201`
 *   the stored capture; field errors → 400 validation_failed with `errors`; text over 200,000
 *   characters (or a body over 4 MB) → 413 payload_too_large.
 *   The only cross-origin route of the relay (relay/captures/cors.mjs).
 * - `GET /relay/captures?since=<cursor>&limit=<1-500, default 100>` — for the Rumo page (the Origin
 *   guard applies, no token) → `{ items, nextCursor, hasMore, total, corrupted: [{ file, line, reason }] }`,
 *   oldest first; pass `nextCursor` as `since` next time.
 * - `GET /relay/captures/token` — `{ token }` for Settings to show; the Rumo page only.
 * - `POST /relay/captures/token/rotate` — `{ token }`, a new one; the old token is refused from the
 *   next capture on (a bookmarklet or extension holding it must be given the new one). The Rumo
 *   page only.
 *
 * How a bookmarklet posts (Settings fills in the token and port; its own also sends a JobPosting
 * JSON-LD found on the page, src/lib/components/settings/CompanionPanel.svelte), e.g.:
 *
 *   javascript:(()=>{const s=String(getSelection()).trim();fetch('http://127.0.0.1:5178/relay/captures',
 *   {method:'POST',headers:{'content-type':'application/json',authorization:'Bearer TOKEN'},
 *   body:JSON.stringify({url:location.href,title:document.title,captureType:s?'selection':'page',
 *   text:(s||document.body.innerText).slice(0,200000),origin:'bookmarklet',capturedAt:new Date().toISOString()})})
 *   .then(r=>alert(r.ok?'Saved to Rumo.':'Rumo did not save it ('+r.status+').'),()=>alert('Rumo is not running.'))})()
 *
 * A site whose Content-Security-Policy forbids connecting to 127.0.0.1 blocks the bookmarklet (the
 * extension is not affected). The page the bookmarklet runs on can see the token; at worst it can
 * add captures, never read them.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validateCaptureInput } from '../captures/capture.mjs';
import { DEFAULT_LIMIT, MAX_LIMIT, openCaptureStore, parseCursor } from '../captures/store.mjs';
import { companionToken } from '../captures/token.mjs';
import { problemResponse } from '../problem.mjs';

/**
 * A capture's JSON: 200,000 characters of text and as many of a posting's description, even
 * escaped, plus the other fields fit.
 */
export const MAX_CAPTURE_BODY_BYTES = 4 * 1024 * 1024;

/**
 * @param {string | undefined} header an Authorization header
 * @returns {string | undefined}
 */
function bearerToken(header) {
	return header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
}

/**
 * The Rumo page's own requests are same-origin; refuse what the browser marks as cross-site (a
 * no-cors `<script src>` or `<img>` from another site sends no Origin header, but this one).
 * Non-browser clients on this machine send neither and pass.
 * @type {import('hono').MiddlewareHandler}
 */
const rumoPageOnly = async (c, next) => {
	if (c.req.header('sec-fetch-site') === 'cross-site') {
		return problemResponse(
			'invalid_url',
			'The relay only answers the Rumo page served from 127.0.0.1 or localhost, not other websites.',
			{ status: 403, title: 'Forbidden' }
		);
	}
	await next();
	// Not readable by other sites' no-cors requests either.
	c.res.headers.set('cross-origin-resource-policy', 'same-origin');
};

/**
 * @param {import('./index.mjs').RelayContext} context
 */
export default function captureRoutes({ dataDir }) {
	const store = openCaptureStore(dataDir);
	const token = companionToken(dataDir);

	return new Hono()
		.get('/captures/token', rumoPageOnly, async (c) => c.json({ token: await token.get() }))
		.post('/captures/token/rotate', rumoPageOnly, async (c, next) => {
			// A header no form can set (a cross-origin request with it needs a preflight the relay
			// never grants), or the current token: nothing else may stop the person's companions.
			const presented = bearerToken(c.req.header('authorization')) ?? c.req.header('x-rumo-token')?.trim();
			if (c.req.header('x-rumo-page') === '1' || (await token.matches(presented))) return next();
			return problemResponse('consent_required', 'Rotating the companion token takes Rumo\'s own page (Settings) or the current token.');
		}, async (c) => c.json({ token: await token.rotate() }))
		.get('/captures', rumoPageOnly, async (c) => {
			const since = c.req.query('since');
			const limitText = c.req.query('limit');
			/** @type {Array<{ path: string, message: string }>} */
			const errors = [];
			const cursor = parseCursor(since);
			if (cursor === null) errors.push({ path: 'since', message: 'The nextCursor of an earlier answer.' });
			const limit = limitText === undefined || limitText === '' ? DEFAULT_LIMIT : Number(limitText);
			if (!/^\d{0,3}$/.test(limitText ?? '') || limit < 1 || limit > MAX_LIMIT) {
				errors.push({ path: 'limit', message: `A whole number from 1 to ${MAX_LIMIT}.` });
			}
			if (errors.length > 0) {
				return problemResponse('validation_failed', 'Ask for captures with ?since=<cursor>&limit=<1-500>.', { errors });
			}
			return c.json(await store.readSince(since, limit));
		})
		.post(
			'/captures',
			async (c, next) => {
				// Before the body is read: without the token nothing else is looked at.
				const presented = bearerToken(c.req.header('authorization')) ?? c.req.header('x-rumo-token')?.trim();
				if (await token.matches(presented)) return next();
				return problemResponse(
					'consent_required',
					"The companion's token is missing or wrong; copy it again from Rumo's Settings."
				);
			},
			bodyLimit({
				maxSize: MAX_CAPTURE_BODY_BYTES,
				onError: () =>
					problemResponse('payload_too_large', 'The capture is larger than 4 MB; select less text and capture it again.')
			}),
			async (c) => {
				/** @type {unknown} */
				let body;
				try {
					body = await c.req.json();
				} catch {
					return problemResponse('validation_failed', 'Send the capture as JSON.', {
						errors: [{ path: '', message: 'The body is not JSON.' }]
					});
				}
				const input = validateCaptureInput(body);
				if (!input.ok) {
					return input.tooLarge
						? problemResponse('payload_too_large', 'The text is longer than 200,000 characters; select less of the page.', {
								errors: input.errors
							})
						: problemResponse('validation_failed', 'The capture is not complete; see errors for each field.', {
								errors: input.errors
							});
				}
				return c.json(await store.append(input.value), 201);
			}
		);
}
