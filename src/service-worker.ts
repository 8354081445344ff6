/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
import { base, build, files, prerendered, version } from '$service-worker';
import type { ApiRequest, PortReply, PortRequest } from '$core/http/contract';

type CoreReply = PortReply['response'];

// This file moves bytes and nothing else: the app shell from the cache, /api/v1 to the core worker.
const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `rumo-shell-${version}`;
const SHELL = `${base}/200.html`;
const ASSETS = [...build, ...files, ...prerendered, SHELL];
const ASSET_SET = new Set(ASSETS);
// The OCR engine and its language data (~8 MB) stay out of the precache: kept here on first use,
// across app updates, so scans are read offline too. Its folder names its version (ocr/<version>/).
const OCR_CACHE = 'rumo-ocr';
const OCR_PATH = `${base}/ocr/`;
const PORT_WAIT_MS = 5_000;
const CORE_TIMEOUT_MS = 120_000;

sw.addEventListener('install', (event) => {
	// No skipWaiting here: an update waits until the person chooses "Reload to update".
	event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== CACHE && key !== OCR_CACHE) await caches.delete(key);
			await sw.clients.claim();
		})()
	);
});

/** One line per window to that window's core worker (the page hands us the port). */
type CoreLine = { port: MessagePort; pending: Map<number, (response: CoreReply) => void> };
const lines = new Map<string, CoreLine>();
const waiting = new Map<string, ((line: CoreLine) => void)[]>();
let nextId = 1;

function openLine(clientId: string, port: MessagePort) {
	const line: CoreLine = { port, pending: new Map() };
	port.onmessage = (event: MessageEvent<PortReply>) => {
		const resolve = line.pending.get(event.data.id);
		line.pending.delete(event.data.id);
		resolve?.(event.data.response);
	};
	port.start();
	lines.set(clientId, line);
	for (const resolve of waiting.get(clientId) ?? []) resolve(line);
	waiting.delete(clientId);
}

sw.addEventListener('message', (event) => {
	const source = event.source as Client | null;
	if (event.data?.type === 'core-port' && source && event.ports[0]) openLine(source.id, event.ports[0]);
	if (event.data?.type === 'SKIP_WAITING') sw.skipWaiting();
});

async function forgetClosedWindows() {
	const open = new Set((await sw.clients.matchAll({ type: 'window' })).map((c) => c.id));
	for (const id of lines.keys()) if (!open.has(id)) lines.delete(id);
}

/** The line for this window; after a service-worker restart we ask the window for a new port. */
async function lineFor(clientId: string): Promise<CoreLine | null> {
	const known = lines.get(clientId);
	if (known) return known;
	let client = clientId ? await sw.clients.get(clientId) : undefined;
	if (!client || client.type !== 'window') {
		await forgetClosedWindows();
		const any = lines.values().next().value;
		if (any) return any;
		client = (await sw.clients.matchAll({ type: 'window' }))[0];
		if (!client) return null;
	}
	const target = client;
	return new Promise((resolve) => {
		const timer = setTimeout(() => resolve(null), PORT_WAIT_MS);
		const list = waiting.get(target.id) ?? [];
		list.push((line) => {
			clearTimeout(timer);
			resolve(line);
		});
		waiting.set(target.id, list);
		target.postMessage({ type: 'core-port-request' });
	});
}

function problemResponse(status: number, code: string, title: string, detail: string) {
	return new Response(JSON.stringify({ type: 'about:blank', title, status, code, detail }), {
		status,
		headers: { 'content-type': 'application/problem+json' }
	});
}

async function answerApi(event: FetchEvent): Promise<Response> {
	const line = await lineFor(event.clientId || event.resultingClientId);
	if (!line) return problemResponse(503, 'storage_unavailable', 'The local core is not running', 'Open Rumo in a tab and try again.');
	const { request } = event;
	const type = request.headers.get('content-type');
	// The task id names a long request for its progress and its cancel (worker/core/tasks).
	const task = request.headers.get('x-rumo-task');
	const apiRequest: ApiRequest = {
		method: request.method,
		url: request.url.slice(sw.location.origin.length),
		headers: { ...(type ? { 'content-type': type } : {}), ...(task ? { 'x-rumo-task': task } : {}) },
		body: request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer()
	};
	const id = nextId++;
	const response = await new Promise<CoreReply | null>((resolve) => {
		const timer = setTimeout(() => {
			line.pending.delete(id);
			resolve(null);
		}, CORE_TIMEOUT_MS);
		line.pending.set(id, (r) => {
			clearTimeout(timer);
			resolve(r);
		});
		line.port.postMessage({ id, request: apiRequest } satisfies PortRequest, apiRequest.body ? [apiRequest.body] : []);
	});
	if (!response) return problemResponse(503, 'storage_unavailable', 'The local core did not answer', 'Reload the page and try again.');
	// The header names the path that answered, for tests and for anyone debugging in DevTools.
	// A binary file (DOCX, PDF) arrives as transferred bytes; everything else as a string.
	return new Response(response.bytes ?? response.body, { status: response.status, headers: { ...response.headers, 'x-rumo-path': 'service-worker' } });
}

async function answerShell(request: Request, url: URL): Promise<Response> {
	const cache = await caches.open(CACHE);
	if (ASSET_SET.has(url.pathname)) {
		const hit = await cache.match(url.pathname);
		if (hit) return hit;
	}
	if (request.mode === 'navigate') {
		// Every screen is the same single-page shell: answer from the cache, so it works offline.
		const shell = await cache.match(SHELL);
		if (shell) return shell;
	}
	return fetch(request);
}

/** Cache first; a file of a new engine version drops the files of older ones. */
async function answerOcr(request: Request, url: URL): Promise<Response> {
	const cache = await caches.open(OCR_CACHE);
	const hit = await cache.match(request);
	if (hit) return hit;
	const response = await fetch(request);
	if (!response.ok) return response;
	await cache.put(request, response.clone());
	const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1);
	for (const old of await cache.keys()) if (!new URL(old.url).pathname.startsWith(folder)) await cache.delete(old);
	return response;
}

sw.addEventListener('fetch', (event) => {
	const url = new URL(event.request.url);
	if (url.origin !== sw.location.origin) return;
	if (url.pathname.startsWith('/relay/')) return; // the Node relay, never answered here
	if (url.pathname.startsWith('/api/v1/')) return event.respondWith(answerApi(event));
	if (event.request.method !== 'GET') return;
	if (url.pathname.startsWith(OCR_PATH)) return event.respondWith(answerOcr(event.request, url));
	event.respondWith(answerShell(event.request, url));
});
