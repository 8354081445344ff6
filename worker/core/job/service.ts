import { problem, PROBLEM_STATUS, type ProblemCode } from '../http/problem';
import type { CoreEnv } from '../env';
import { requireConsent } from '../settings/consents';
import { parseJobText } from './parse';
import type { JobExtraction, JobExtractRequest, ParsedJob } from './schema';

export const JOB_TOPIC = 'job';

const BLOCKED_DETAIL =
	'This page could not be read automatically: it may need a login, block robots or hold no job posting. Open it in your browser, copy the job text and paste it here.';

type FetchedPage = { url: string; status: number; contentType: string; body: string };

/** Reads a public page through the relay, only with the person's consent (SPEC.md: explicit consent). */
async function fetchPage(env: CoreEnv, url: string): Promise<FetchedPage> {
	await requireConsent(env, 'relay-fetch');
	let response: Response;
	try {
		response = await env.relay('/relay/fetch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
	} catch {
		throw problem('relay_unavailable', 'Reading a link needs the local relay, which is not running. Start Rumo with npm start, or paste the job text instead.');
	}
	const body = await response.json().catch(() => null);
	if (response.ok && body && typeof body.body === 'string') return body as FetchedPage;
	const code = body?.code as string | undefined;
	if (response.status === 503 || !code)
		throw problem('relay_unavailable', 'Reading a link needs the local relay, which is not running. Start Rumo with npm start, or paste the job text instead.');
	if (code === 'page_blocked') throw problem('page_blocked', BLOCKED_DETAIL);
	if (code in PROBLEM_STATUS) throw problem(code as ProblemCode, String(body.detail ?? BLOCKED_DETAIL), body.errors);
	throw problem('source_unavailable', 'The page could not be reached. Check the link, or paste the job text instead.');
}

/**
 * Only pages need parse5, and most jobs arrive as pasted text: the HTML reader loads on first use
 * so it stays out of the core worker's first chunk.
 */
async function parseHtml(html: string, url: string | undefined, request: JobExtractRequest): Promise<ParsedJob> {
	const { extractJobFromHtml } = await import('./html');
	const page = extractJobFromHtml(html, url);
	if (page.blocked) throw problem('page_blocked', BLOCKED_DETAIL);
	return parseJobText(page.text, request.metadata ?? {}, { hints: page.hints, defaults: page.defaults });
}

const hostOf = (url: string | undefined) => {
	try {
		return url ? new URL(url).hostname.replace(/^www\./, '') : null;
	} catch {
		return null;
	}
};

/** Text, HTML or a public link → a stored, structured job. A failure at any step stores nothing. */
export async function extractJob(env: CoreEnv, request: JobExtractRequest): Promise<JobExtraction> {
	let parsed: ParsedJob;
	let url: string | undefined;
	if ('text' in request) parsed = parseJobText(request.text, request.metadata ?? {});
	else if ('html' in request) {
		url = request.url;
		parsed = await parseHtml(request.html, url, request);
	} else {
		const page = await fetchPage(env, request.url);
		url = page.url || request.url;
		if (!/html|xml/i.test(page.contentType)) throw problem('page_blocked', BLOCKED_DETAIL);
		parsed = await parseHtml(page.body, url, request);
	}
	const job = { ...parsed.job, url: parsed.job.url ?? url ?? null, source: request.metadata?.source ?? parsed.job.source ?? hostOf(url) };
	const extraction: JobExtraction = { ...parsed, job, id: env.newId(), createdAt: env.now().toISOString() };
	await env.db.jobs.add(extraction);
	env.notify(JOB_TOPIC);
	return extraction;
}

export async function getJob(env: CoreEnv, id: string): Promise<JobExtraction> {
	const found = await env.db.jobs.get(id);
	if (!found) throw problem('not_found', `There is no job with id "${id}". Add it again from the Job screen.`);
	return found;
}

export async function listJobs(env: CoreEnv, limit: number) {
	const all = await env.db.jobs.orderBy('createdAt').reverse().toArray();
	return {
		items: all.slice(0, limit).map((j) => ({ id: j.id, createdAt: j.createdAt, language: j.language, confidence: j.confidence, title: j.job.title, company: j.job.company, url: j.job.url })),
		total: all.length,
		nextCursor: null
	};
}

/**
 * The skills stored extracted jobs ask for, by id, for other capabilities (the tracker's
 * requirements) — so they need not open this capability's table. Unknown ids are left out.
 */
export async function jobSkillsByIds(env: CoreEnv, ids: readonly string[]): Promise<Map<string, { required: string[]; niceToHave: string[] }>> {
	const unique = [...new Set(ids)];
	const found = unique.length ? await env.db.jobs.bulkGet(unique) : [];
	const skills = new Map<string, { required: string[]; niceToHave: string[] }>();
	for (const extraction of found) {
		if (!extraction) continue;
		skills.set(extraction.id, {
			required: extraction.job.requiredSkills.map((s) => s.name),
			niceToHave: extraction.job.niceToHaveSkills.map((s) => s.name)
		});
	}
	return skills;
}
