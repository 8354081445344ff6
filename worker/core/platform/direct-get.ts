/**
 * A GET straight to another origin (CoreEnv.web). The request is built here, whatever the caller
 * passed: CORS, no cookies or credentials, no Referer, no HTTP cache (each answer read fresh, as
 * through the relay), and no header but If-None-Match, so nothing about the person goes along.
 */
export function directGet(url: string, init: RequestInit): Promise<Response> {
	if (!/^https?:\/\//i.test(url)) return Promise.reject(new TypeError('Only http(s) addresses are asked directly.'));
	const etag = new Headers(init.headers).get('if-none-match');
	return fetch(url, {
		method: 'GET',
		mode: 'cors',
		credentials: 'omit',
		cache: 'no-store',
		referrerPolicy: 'no-referrer',
		signal: init.signal,
		...(etag ? { headers: { 'if-none-match': etag } } : {})
	});
}
