/**
 * A local stand-in for the job sources the radar reads, for end-to-end tests and the benchmark.
 * Plain node:http, no dependencies, listening on 127.0.0.1 only.
 *
 * Feeds:
 * - `GET /feeds/{name}.xml`: the RSS/Atom text given for `name` (or generated, see generateRss),
 *   with `ETag` and `Last-Modified`; `304 Not Modified` when `If-None-Match` matches the ETag or,
 *   without `If-None-Match`, when `If-Modified-Since` is not older than the feed.
 * - `/feeds/broken.xml` → 500; `/feeds/slow.xml` answers the `jobs` feed after `?ms=` (default
 *   `slowMs`, 12 s: longer than the relay's 10 s timeout); `/feeds/billion-laughs.xml` is an entity
 *   expansion bomb (its DTD must be refused before anything is expanded).
 *
 * Job boards, at the real APIs' paths under a prefix (the relay maps `https://boards-api.greenhouse.io`
 * → `{url}/greenhouse`, `https://api.lever.co` → `{url}/lever`, `https://api.ashbyhq.com` →
 * `{url}/ashby`, `https://portal.api.gupy.io` → `{url}/gupy` in tests):
 * - `/greenhouse/v1/boards/{board}/jobs[?content=true]` → `{ jobs, meta: { total } }` (without
 *   content=true, each job without `content`, `departments` and `offices`, as documented)
 * - `/lever/v0/postings/{site}?mode=json&skip=&limit=` → the array, skip/limit honoured
 * - `/ashby/posting-api/job-board/{board}[?includeCompensation=true]` → `{ apiVersion: '1', jobs }`
 * - `/gupy/api/v1/jobs?careerPageName=&limit=&offset=` → `{ data, pagination: { offset, limit, total } }`:
 *   a search over every Gupy job held, matching the career page's subdomain or display name
 *   (case, accents and spaces ignored), as the portal behaves; no match is an empty list, not a 404.
 * An unknown Greenhouse, Lever or Ashby board → 404 with a JSON error body: Lever's is documented
 * (`{ ok: false, error: 'Document not found' }`); Greenhouse and Ashby document none, so theirs are
 * plausible stand-ins.
 * Boards default to the samples in tests/support/boards/ (Greenhouse `harborline`, Lever
 * `brightleaf`, Ashby `pinecrest`, Gupy `hospitalaurora`); `boards.{provider}` replaces that
 * provider's set.
 *
 * `hits` counts requests by path (without the query), every path, answered or not.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** @typedef {Record<string, unknown>} JsonObject */
/**
 * @typedef {object} BoardSets jobs per board name, in each provider's documented job shape
 * @property {Record<string, JsonObject[]>} [greenhouse] board token → `jobs`
 * @property {Record<string, JsonObject[]>} [lever] site → postings
 * @property {Record<string, JsonObject[]>} [ashby] board name → `jobs`
 * @property {Record<string, JsonObject[]>} [gupy] career page subdomain → `data` entries
 */
/** @typedef {{ count?: number, seed?: number, titlePrefix?: string }} RssOptions */
/**
 * @typedef {object} JobSourcesServer
 * @property {string} url `http://127.0.0.1:{port}`, no trailing slash
 * @property {number} port the port listened on (the real one when 0 was asked)
 * @property {() => Promise<void>} close stops listening, ends open connections and slow answers
 * @property {Map<string, number>} hits requests per path
 * @property {(name: string, xml: string) => void} setFeed replaces (or adds) a feed: new ETag, newer Last-Modified
 */

const SAMPLES = new URL('./boards/', import.meta.url);

/** @param {string} file @returns {unknown} */
const sample = (file) => JSON.parse(readFileSync(new URL(file, SAMPLES), 'utf8'));

/** @param {unknown} value @returns {JsonObject[]} */
const objects = (value) =>
	Array.isArray(value) ? value.filter((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry)) : [];

/** The sample boards (read fresh each time, so a test may change what it gets). @returns {Required<BoardSets>} */
export function defaultBoards() {
	const greenhouse = /** @type {{ jobs?: unknown }} */ (sample('greenhouse.json'));
	const ashby = /** @type {{ jobs?: unknown }} */ (sample('ashby.json'));
	const gupy = /** @type {{ data?: unknown }} */ (sample('gupy.json'));
	/** @type {Record<string, JsonObject[]>} */
	const gupyBoards = {};
	for (const job of objects(gupy.data)) {
		const match = /^https?:\/\/([^./]+)\.gupy\.io\//.exec(String(job.careerPageUrl ?? job.jobUrl ?? ''));
		const board = match ? match[1] : 'unknown';
		(gupyBoards[board] ??= []).push(job);
	}
	return {
		greenhouse: { harborline: objects(greenhouse.jobs) },
		lever: { brightleaf: objects(sample('lever.json')) },
		ashby: { pinecrest: objects(ashby.jobs) },
		gupy: gupyBoards
	};
}

// ---------------------------------------------------------------------------------------------
// Generated RSS

/** A small seeded PRNG (mulberry32): the same seed gives the same feed. @param {number} seed */
function random(seed) {
	let state = seed >>> 0;
	return () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/**
 * Professions with roles, (fictional) employers and what they ask, in the words postings use, so
 * that scoring has something to tell apart.
 * @type {Array<{ field: string, roles: string[], companies: string[], asks: string[], offers: string[] }>}
 */
const PROFESSIONS = [
	{
		field: 'nursing',
		roles: ['Enfermeiro(a) UTI', 'Técnico(a) de Enfermagem', 'Enfermeiro(a) Obstetra', 'ICU Registered Nurse', 'Enfermeiro(a) de Centro Cirúrgico'],
		companies: ['Hospital Aurora', 'Clínica Ipê Roxo', 'Santa Brígida Health', 'Hospital Vale do Sol'],
		asks: ['COREN ativo', 'Experiência em UTI adulto', 'BLS/ACLS', 'Especialização em terapia intensiva', 'Escala 12x36', 'Sistematização da assistência (SAE)', 'Administração de medicamentos', 'Controle de infecção hospitalar'],
		offers: ['Adicional noturno', 'Plano de saúde', 'Vale-alimentação']
	},
	{
		field: 'law',
		roles: ['Advogado(a) Trabalhista', 'Paralegal', 'Analista Jurídico', 'Corporate Lawyer', 'Advogado(a) Tributário'],
		companies: ['Souza & Prado Advogados', 'Lima Reis Sociedade de Advogados', 'Bright Harbor Legal'],
		asks: ['OAB ativa', 'Direito do trabalho', 'Contencioso cível', 'Elaboração de contratos', 'Compliance e LGPD', 'Audiências e sustentações orais', 'Pesquisa de jurisprudência'],
		offers: ['Participação nos resultados', 'Home office às sextas', 'Auxílio pós-graduação']
	},
	{
		field: 'teaching',
		roles: ['Professor(a) de Matemática', 'Pedagogo(a)', 'English Teacher', 'Professor(a) de Ciências', 'Coordenador(a) Pedagógico(a)'],
		companies: ['Colégio Horizonte', 'Escola Vila Nova', 'Instituto Saber Mais'],
		asks: ['Licenciatura em Matemática', 'Licenciatura em Pedagogia', 'Alfabetização e letramento', 'Planejamento de aulas', 'Ensino fundamental II', 'Inglês fluente (C1)', 'Avaliação formativa'],
		offers: ['Bolsa de estudos para filhos', 'Recesso escolar', 'Formação continuada']
	},
	{
		field: 'software',
		roles: ['Backend Engineer (Go)', 'Frontend Developer (React)', 'Engenheiro(a) DevOps', 'Data Analyst', 'Desenvolvedor(a) Full Stack'],
		companies: ['Sandpiper Systems', 'Tuiuiú Software', 'Carambola Apps', 'Nuvem Cacto Tecnologia'],
		asks: ['Go', 'TypeScript', 'React', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS', 'SQL', 'Python', 'Testes automatizados', 'CI/CD', 'Terraform'],
		offers: ['Trabalho remoto', 'Auxílio home office', 'Stock options']
	},
	{
		field: 'accounting',
		roles: ['Contador(a) Sênior', 'Analista Fiscal', 'Accounts Payable Specialist'],
		companies: ['Maple & Finch Advisors', 'Contábil Serra Azul'],
		asks: ['CRC ativo', 'Apuração de impostos', 'SPED', 'Conciliação bancária', 'IFRS', 'Excel avançado'],
		offers: ['PLR', 'Plano odontológico']
	}
];
const LEVELS = ['Júnior', 'Pleno', 'Sênior'];
const PLACES = [
	{ mode: 'remote', where: 'Remoto (Brasil)' },
	{ mode: 'hybrid', where: 'Híbrido — São Paulo, SP' },
	{ mode: 'onsite', where: 'Presencial — Recife, PE' },
	{ mode: 'onsite', where: 'Presencial — Porto Alegre, RS' },
	{ mode: 'hybrid', where: 'Hybrid — Belo Horizonte, MG' },
	{ mode: 'remote', where: 'Remote (Latin America)' }
];

/** @param {string} value */
const escapeXml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** @param {string} value */
const slug = (value) =>
	value
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '');

/**
 * A realistic RSS 2.0 job feed: `count` distinct items (distinct guid, link, and title + company),
 * newest first, one hour apart from 2026-11-02T12:00Z, descriptions as HTML in CDATA naming the
 * place, the work mode and 3–5 requirements of the role's profession.
 * @param {RssOptions} [options] `seed` picks the mix (same seed, same feed); `titlePrefix` starts every title
 * @returns {string}
 */
export function generateRss({ count = 20, seed = 1, titlePrefix = '' } = {}) {
	const next = random(seed);
	/** @template T @param {T[]} list @returns {T} */
	const pick = (list) => list[Math.floor(next() * list.length)];
	const seen = new Set();
	const start = Date.UTC(2026, 10, 2, 12, 0, 0);
	const items = [];
	for (let i = 0; i < count; i++) {
		const profession = pick(PROFESSIONS);
		const company = pick(profession.companies);
		const place = pick(PLACES);
		let role = `${pick(profession.roles)} ${pick(LEVELS)}`;
		if (seen.has(`${role}|${company}`)) role = `${role} — ${place.where.replace(/^.*— /, '')}`;
		if (seen.has(`${role}|${company}`)) role = `${role} (vaga ${i + 1})`;
		seen.add(`${role}|${company}`);
		const title = `${titlePrefix}${role} — ${company}`;
		const asks = [...profession.asks].sort(() => next() - 0.5).slice(0, 3 + Math.floor(next() * 3));
		const link = `https://jobs.example.org/vagas/${slug(company)}/${slug(role)}-${seed}-${i + 1}`;
		const description =
			`<p><strong>${escapeXml(company)}</strong> contrata ${escapeXml(role)}.</p>` +
			`<p>Local: ${escapeXml(place.where)}</p>` +
			`<p>Requisitos:</p><ul>${asks.map((ask) => `<li>${escapeXml(ask)}</li>`).join('')}</ul>` +
			`<p>Oferecemos: ${escapeXml(pick(profession.offers))}.</p>`;
		items.push(
			[
				'    <item>',
				`      <title>${escapeXml(title)}</title>`,
				`      <link>${escapeXml(link)}</link>`,
				`      <description><![CDATA[${description}]]></description>`,
				`      <guid isPermaLink="false">gen-${seed}-${i + 1}</guid>`,
				`      <pubDate>${new Date(start - i * 3_600_000).toUTCString()}</pubDate>`,
				`      <category>${profession.field}</category>`,
				'    </item>'
			].join('\n')
		);
	}
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<rss version="2.0">',
		'  <channel>',
		`    <title>${escapeXml(`${titlePrefix}Vagas geradas (seed ${seed})`)}</title>`,
		'    <link>https://jobs.example.org/</link>',
		'    <description>Fictional openings for tests</description>',
		'    <language>pt-br</language>',
		...items,
		'  </channel>',
		'</rss>',
		''
	].join('\n');
}

/** The classic entity-expansion bomb, dressed as a feed. */
export const BILLION_LAUGHS = [
	'<?xml version="1.0" encoding="UTF-8"?>',
	'<!DOCTYPE rss [',
	'  <!ENTITY lol "lol">',
	...Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`),
	']>',
	'<rss version="2.0"><channel><title>&lol9;</title><link>https://jobs.example.org/</link>',
	'<item><title>&lol9;</title><link>https://jobs.example.org/lol</link><description>&lol9;</description></item>',
	'</channel></rss>',
	''
].join('\n');

// ---------------------------------------------------------------------------------------------
// The server

/** Case, accents and everything but letters and digits ignored. @param {unknown} value */
const loose = (value) =>
	String(value ?? '')
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '');

/**
 * @param {URLSearchParams} query
 * @param {string} name
 * @param {number} fallback
 * @param {number} [max]
 */
function count(query, name, fallback, max = Number.MAX_SAFE_INTEGER) {
	const raw = query.get(name);
	if (raw === null || !/^\d{1,9}$/.test(raw)) return fallback;
	return Math.min(Number(raw), max);
}

/**
 * @param {{ port?: number, feeds?: Record<string, string | RssOptions>, boards?: BoardSets, slowMs?: number }} [options]
 *   `port` 0 (the default) picks a free one; `feeds` adds or replaces feeds by name (XML text, or
 *   options for generateRss) besides the default `jobs` (generateRss({ count: 25, seed: 1 }))
 * @returns {Promise<JobSourcesServer>}
 */
export function startJobSourcesServer({ port = 0, feeds = {}, boards = {}, slowMs = 12_000 } = {}) {
	/** @type {Map<string, { body: string, etag: string, lastModified: number }>} */
	const feedStore = new Map();
	let clock = 0;
	/** @param {string} name @param {string} xml */
	const setFeed = (name, xml) => {
		// Whole seconds (HTTP dates have no more), and always later than the version before.
		const previous = feedStore.get(name)?.lastModified ?? 0;
		const lastModified = Math.max(Math.floor(Date.now() / 1000) * 1000, previous + 1000, clock + 1000);
		clock = lastModified;
		const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
		feedStore.set(name, { body: xml, etag, lastModified });
	};
	setFeed('jobs', generateRss({ count: 25, seed: 1 }));
	for (const [name, value] of Object.entries(feeds)) setFeed(name, typeof value === 'string' ? value : generateRss(value));

	const sets = { ...defaultBoards(), ...boards };
	/** @type {Map<string, number>} */
	const hits = new Map();
	/** @type {Set<NodeJS.Timeout>} */
	const timers = new Set();

	/**
	 * @param {import('node:http').ServerResponse} response
	 * @param {number} status
	 * @param {unknown} body
	 */
	const json = (response, status, body) => {
		response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
		response.end(JSON.stringify(body));
	};
	/** @param {Record<string, JsonObject[]>} set @param {string} board */
	const find = (set, board) => {
		if (Object.hasOwn(set, board)) return set[board];
		const key = Object.keys(set).find((name) => name.toLowerCase() === board.toLowerCase());
		return key === undefined ? null : set[key];
	};

	/**
	 * @param {import('node:http').IncomingMessage} request
	 * @param {import('node:http').ServerResponse} response
	 * @param {string} name
	 */
	const sendFeed = (request, response, name) => {
		const feed = feedStore.get(name);
		if (!feed) {
			response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
			return response.end('No such feed\n');
		}
		const headers = {
			etag: feed.etag,
			'last-modified': new Date(feed.lastModified).toUTCString(),
			'cache-control': 'no-cache'
		};
		const ifNoneMatch = request.headers['if-none-match'];
		const ifModifiedSince = request.headers['if-modified-since'];
		let fresh = false;
		if (ifNoneMatch !== undefined) {
			const tags = ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
			fresh = tags.includes('*') || tags.includes(feed.etag);
		} else if (ifModifiedSince !== undefined) {
			const since = Date.parse(ifModifiedSince);
			fresh = Number.isFinite(since) && feed.lastModified <= since;
		}
		if (fresh) {
			response.writeHead(304, headers);
			return response.end();
		}
		const type = /<feed[\s>]/.test(feed.body.slice(0, 2000)) ? 'application/atom+xml' : 'application/rss+xml';
		response.writeHead(200, { ...headers, 'content-type': `${type}; charset=utf-8` });
		response.end(request.method === 'HEAD' ? undefined : feed.body);
	};

	/**
	 * @param {import('node:http').IncomingMessage} request
	 * @param {import('node:http').ServerResponse} response
	 */
	const handle = (request, response) => {
		const url = new URL(request.url ?? '/', 'http://127.0.0.1');
		const path = url.pathname;
		hits.set(path, (hits.get(path) ?? 0) + 1);
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			response.writeHead(405, { allow: 'GET, HEAD' });
			return response.end();
		}
		/** @type {string[]} */
		let parts;
		try {
			parts = path.split('/').filter(Boolean).map(decodeURIComponent);
		} catch {
			return json(response, 400, { error: 'Bad path' });
		}
		const query = url.searchParams;

		// Feeds
		const feed = /^\/feeds\/([A-Za-z0-9._-]+)\.xml$/.exec(path);
		if (feed) {
			const name = feed[1];
			if (name === 'broken') {
				response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
				return response.end('Internal Server Error\n');
			}
			if (name === 'billion-laughs') {
				response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
				return response.end(BILLION_LAUGHS);
			}
			if (name === 'slow') {
				const timer = setTimeout(() => {
					timers.delete(timer);
					if (!response.destroyed) sendFeed(request, response, 'jobs');
				}, count(query, 'ms', slowMs, 120_000));
				timers.add(timer);
				return;
			}
			return sendFeed(request, response, name);
		}

		// Greenhouse: /greenhouse/v1/boards/{board}/jobs
		if (parts[0] === 'greenhouse' && parts[1] === 'v1' && parts[2] === 'boards' && parts[4] === 'jobs' && parts.length === 5) {
			const jobs = find(sets.greenhouse, parts[3]);
			if (!jobs) return json(response, 404, { status: 404, error: 'Job board not found' });
			const content = query.get('content') === 'true';
			const shown = content ? jobs : jobs.map(({ content: _c, departments: _d, offices: _o, ...rest }) => rest);
			return json(response, 200, { jobs: shown, meta: { total: jobs.length } });
		}

		// Lever: /lever/v0/postings/{site}?skip=&limit=
		if (parts[0] === 'lever' && parts[1] === 'v0' && parts[2] === 'postings' && parts.length === 4) {
			const postings = find(sets.lever, parts[3]);
			if (!postings) return json(response, 404, { ok: false, error: 'Document not found' });
			const skip = count(query, 'skip', 0);
			const limit = query.has('limit') ? count(query, 'limit', 100) : postings.length;
			return json(response, 200, postings.slice(skip, skip + limit));
		}

		// Ashby: /ashby/posting-api/job-board/{board}
		if (parts[0] === 'ashby' && parts[1] === 'posting-api' && parts[2] === 'job-board' && parts.length === 4) {
			const jobs = find(sets.ashby, parts[3]);
			if (!jobs) return json(response, 404, { success: false, error: 'Job board not found' });
			const withPay = query.get('includeCompensation') === 'true';
			const shown = withPay ? jobs : jobs.map(({ compensation: _c, ...rest }) => rest);
			return json(response, 200, { apiVersion: '1', jobs: shown });
		}

		// Gupy: /gupy/api/v1/jobs?careerPageName=&limit=&offset=
		if (parts[0] === 'gupy' && parts[1] === 'api' && parts[2] === 'v1' && parts[3] === 'jobs' && parts.length === 4) {
			const wanted = loose(query.get('careerPageName'));
			const matching = Object.entries(sets.gupy).flatMap(([board, jobs]) =>
				jobs.filter((job) => !wanted || loose(board).includes(wanted) || loose(job.careerPageName).includes(wanted))
			);
			const offset = count(query, 'offset', 0);
			const limit = count(query, 'limit', 10, 1000);
			return json(response, 200, {
				data: matching.slice(offset, offset + limit),
				pagination: { offset, limit, total: matching.length }
			});
		}

		return json(response, 404, { error: 'Not found' });
	};

	const server = createServer((request, response) => {
		try {
			handle(request, response);
		} catch {
			if (!response.headersSent) json(response, 500, { error: 'Server error' });
			else response.destroy();
		}
	});

	return new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => {
			const address = /** @type {import('node:net').AddressInfo} */ (server.address());
			resolve({
				url: `http://127.0.0.1:${address.port}`,
				port: address.port,
				hits,
				setFeed,
				close: () =>
					new Promise((done) => {
						for (const timer of timers) clearTimeout(timer);
						timers.clear();
						server.close(() => done());
						server.closeAllConnections();
					})
			});
		});
	});
}
