/**
 * A plain static file server, as a code host's pages or any CDN behave: files as they are, a
 * folder's index.html (after a redirect that adds the slash), and for anything else status 404
 * with the body of 404.html. No single-page-app rewrites, so it proves the demo build needs none.
 *
 * `node tests/e2e/static-server.mjs build-demo-rumo /rumo` serves a folder under a sub-path on
 * PORT (default 4180); tests import `serveStatic`.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.wasm': 'application/wasm',
	'.txt': 'text/plain; charset=utf-8'
};

/** @param {string} path */
const isFile = (path) => existsSync(path) && statSync(path).isFile();
/** @param {string} path */
const isFolder = (path) => existsSync(path) && statSync(path).isDirectory();

/**
 * @param {{ root: string, base?: string, port?: number, notFoundPage?: boolean }} options `base` like
 *   '/rumo' (no trailing slash) serves `root` under that path and nothing outside it; port 0 picks a
 *   free port; `notFoundPage: false` answers a missing path with a bare 404, as python3 -m
 *   http.server does (no 404.html).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} `url` is the site's root, ending in '/'
 */
export function serveStatic({ root, base = '', port = 0, notFoundPage = true }) {
	const folder = resolve(root);
	const notFound = join(folder, '404.html');

	const server = createServer((request, response) => {
		/** @param {number} status @param {string | null} file @param {Record<string, string>} [headers] */
		const send = (status, file, headers = {}) => {
			const type = file ? (TYPES[/** @type {keyof TYPES} */ (extname(file))] ?? 'application/octet-stream') : 'text/plain; charset=utf-8';
			response.writeHead(status, { 'content-type': type, ...headers });
			if (request.method === 'HEAD' || !file) response.end(file ? undefined : `${status}\n`);
			else createReadStream(file).pipe(response);
		};
		const missing = () => send(404, notFoundPage && isFile(notFound) ? notFound : null);

		if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, null, { allow: 'GET, HEAD' });
		const requested = new URL(request.url ?? '/', 'http://localhost');
		const raw = requested.pathname;
		let pathname;
		try {
			pathname = decodeURIComponent(raw);
		} catch {
			return missing();
		}
		if (pathname !== base && !pathname.startsWith(`${base}/`)) return missing();
		const path = resolve(folder, `.${pathname.slice(base.length)}`);
		if (path !== folder && !path.startsWith(folder + sep)) return missing();
		if (isFolder(path)) {
			// The query goes along, as python3 -m http.server and code hosts keep it.
			if (!pathname.endsWith('/')) return send(301, null, { location: `${raw}/${requested.search}` });
			const index = join(path, 'index.html');
			return isFile(index) ? send(200, index) : missing();
		}
		return isFile(path) ? send(200, path) : missing();
	});

	return new Promise((resolvePromise, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => {
			const address = /** @type {import('node:net').AddressInfo} */ (server.address());
			resolvePromise({
				url: `http://127.0.0.1:${address.port}${base}/`,
				close: () => new Promise((done) => server.close(() => done()))
			});
		});
	});
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
	const [root = 'build-demo', base = ''] = process.argv.slice(2);
	const { url } = await serveStatic({ root, base: base.replace(/\/+$/, ''), port: Number(process.env.PORT ?? 4180) });
	console.log(`Serving ${root}/ at ${url}`);
}
