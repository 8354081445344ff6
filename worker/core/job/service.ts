import { Problem, problem } from '../http/problem';
import { relayFetch, type RelayFetched } from '../platform/relay-fetch';
import type { CoreEnv } from '../env';
import { parseJobText } from '../engine/job-parse';
import { contentHash } from '../engine/text/content-hash';
import { canonicalJobUrl, hostOf } from '../engine/posting-identity';
import { correctRequirements } from './requirements';
import { emit } from '../platform/events';
import { readDocument } from '../engine/readers';
import {
	JobMetadata as JobMetadataSchema,
	type JobAnalysisRef,
	type JobExtraction,
	type JobListing,
	type ParsedJob,
	type JobExtractRequest,
	type JobList,
	type JobMetadata,
	type JobSkillsUpdate,
	type JobSummary,
	type StoredJob
} from './schema';

export const JOB_TOPIC = 'job';

const BLOCKED_DETAIL =
	'This page could not be read automatically: it may need a login, block robots or hold no job posting. Open it in your browser, copy the job text and paste it here.';

const RELAY_DOWN = 'Reading a link needs the local relay, which is not running. Start Rumo with npm start, or paste the job text instead.';

/** How a public page is read: through the relay in the app; the command line reads it itself, under the same rules. */
export type PageReader = (url: string) => Promise<Pick<RelayFetched, 'url' | 'body' | 'contentType'>>;

/** Reads a public page through the relay, only with the person's consent (SPEC.md: explicit consent). */
const relayPages =
	(env: CoreEnv): PageReader =>
	(url) =>
		relayFetch(env, url, { consent: 'relay-fetch', relayDown: RELAY_DOWN });

async function fetchPage(read: PageReader, url: string): Promise<Pick<RelayFetched, 'url' | 'body' | 'contentType'>> {
	try {
		return await read(url);
	} catch (error) {
		// The relay's own sentence is about pages in general; for a job the way out is pasting its text.
		if (error instanceof Problem && error.code === 'page_blocked') throw problem('page_blocked', BLOCKED_DETAIL);
		throw error;
	}
}

type PageFacts = NonNullable<Parameters<typeof parseJobText>[2]>;
/** The posting's text as read, before parsing: what the identity of a read is made of. */
type Posting = { text: string; page?: PageFacts; url?: string };

/**
 * Only pages need parse5, and most jobs arrive as pasted text: the HTML reader loads on first use
 * so it stays out of the core worker's first chunk.
 */
async function readHtml(html: string, url: string | undefined): Promise<Posting | JobListing> {
	const { extractJobFromHtml } = await import('../engine/job-html');
	const page = extractJobFromHtml(html, url);
	if (page.listing) return { listing: page.listing, url: url ?? null };
	if (page.blocked) throw problem('page_blocked', BLOCKED_DETAIL);
	return { text: page.text, page: { hints: page.hints, defaults: page.defaults, declared: page.declared }, url };
}

const listingDetail = (count: number) =>
	`This page lists ${count} job postings, not one. Open the posting you want and read its own link, or paste its text.`;

/** The one posting a caller that cannot offer a list needs: a listing page is refused, saying how many it lists. */
function onePosting(read: Posting | JobListing): Posting {
	if ('listing' in read) throw problem('page_blocked', listingDetail(read.listing.count), undefined, { reason: 'listing', count: read.listing.count });
	return read;
}

async function readPosting(read: PageReader, request: JobExtractRequest): Promise<Posting | JobListing> {
	if ('text' in request) return { text: request.text, url: request.url };
	if ('html' in request) return readHtml(request.html, request.url);
	const page = await fetchPage(read, request.url);
	if (!/html|xml/i.test(page.contentType)) throw problem('page_blocked', BLOCKED_DETAIL);
	return readHtml(page.body, page.url || request.url);
}

const POSTING_FILE = /\.(?:pdf|docx|txt|md|markdown|html?)$/i;

/**
 * A posting chosen as a file (PDF, DOCX, TXT, MD or HTML) → the request extractJob reads: its text
 * through the same document readers as a resume (pdf.js, mammoth), a page's HTML as HTML. Never its
 * raw bytes: a PDF read as text is "%PDF-1.4 …" and invents requirements. `metadata` is the form
 * field's JSON (the person's title and company), checked like the JSON body's.
 */
export async function postingFromFile(file: File, metadata?: string): Promise<JobExtractRequest> {
	const given = metadata ? JobMetadataSchema.safeParse(safeJson(metadata)) : null;
	if (given && !given.success) throw problem('validation_failed', 'The title or company sent with the file is not valid.', [{ path: 'metadata', message: 'Send {"title"?, "company"?} as JSON.' }]);
	const meta = given?.data ? { metadata: given.data } : {};
	const name = file.name || '';
	if (/^image\//i.test(file.type) || (!POSTING_FILE.test(name) && name.includes('.')))
		throw problem('unsupported_type', 'A job posting file must be a PDF, DOCX, TXT, MD or HTML file. Save the posting in one of these formats, or paste its text.');
	const bytes = await file.arrayBuffer();
	if (/\.html?$/i.test(name) || /html/i.test(file.type)) return { html: new TextDecoder().decode(bytes), ...meta };
	try {
		const read = await readDocument(bytes, name || null, file.type || null);
		if (read.kind === 'image') throw problem('unsupported_type', 'A job posting file must be a PDF, DOCX, TXT, MD or HTML file. Save the posting in one of these formats, or paste its text.');
		return { text: read.text, ...meta };
	} catch (error) {
		// The readers speak of a resume; the same sentence about a posting.
		if (error instanceof Problem) {
			const message = error.message.replace(/\byour resume\b/g, 'the job posting').replace(/\bthe resume\b/g, 'the posting').replace(/\bresume\b/g, 'posting');
			throw new Problem(error.code, message, error.errors, error.params);
		}
		throw error;
	}
}

function safeJson(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}

/** A posting read and parsed but not stored: what the inbox keeps of a pasted text or a link. */
export type ReadPosting = { text: string; url: string | null; job: ParsedJob['job'] };

/** Reads text, HTML or a public link (through the relay, with consent) and parses it; stores nothing. */
export async function readJobPosting(env: CoreEnv, request: JobExtractRequest): Promise<ReadPosting> {
	const posting = onePosting(await readPosting(relayPages(env), request));
	const parsed = parseJobText(posting.text, givenMetadata(request.metadata), posting.page);
	return { text: parsed.text, url: posting.url ?? parsed.job.url ?? null, job: parsed.job };
}

/**
 * Text, HTML or a link (read by `read`) → the job as extractJob would store it, without storing
 * it: the command line's read, so a terminal and the browser parse a posting alike.
 */
export async function readJob(read: PageReader, request: JobExtractRequest): Promise<ParsedJob> {
	const posting = onePosting(await readPosting(read, request));
	const parsed = parseJobText(posting.text, givenMetadata(request.metadata), posting.page);
	return { ...parsed, job: storedFields(parsed.job, posting.url) };
}

/** The link and source a stored job keeps: the posting's own, else the page's address and its host. */
const storedFields = (job: ParsedJob['job'], url: string | undefined): ParsedJob['job'] => ({ ...job, url: job.url ?? url ?? null, source: job.source ?? hostOf(url) });

/** The fields the person gave, without the empty ones. */
const givenMetadata = (metadata: JobMetadata | undefined): JobMetadata =>
	Object.fromEntries(Object.entries(metadata ?? {}).filter(([, value]) => value !== undefined)) as JobMetadata;

/** A job as the API shows it: without what only finds or rebuilds it. */
function present(row: StoredJob): JobExtraction {
	const { canonicalUrl: _url, textHash: _hash, metadata: _metadata, skillsEditedAt: _edited, ...job } = row;
	return { ...job, updatedAt: row.updatedAt ?? row.createdAt, version: row.version ?? 1 };
}

/** A job, and whether this read stored it (201) or found the same posting stored before (200). */
export type JobExtractOutcome = { job: JobExtraction; created: boolean };

/**
 * Text, HTML or a public link → a stored, structured job. The same posting read again (the same
 * link, or the same text) updates the job stored before instead of making a copy; what the person
 * said about it (their metadata, their corrected requirements) stays. A failure stores nothing; a
 * page that lists several postings is refused (`page_blocked`, `params.reason: "listing"`).
 */
export async function extractJob(env: CoreEnv, request: JobExtractRequest): Promise<JobExtractOutcome> {
	return storePosting(env, request, onePosting(await readPosting(relayPages(env), request)));
}

/**
 * `POST /job/extract`: as extractJob, except that a page listing several postings answers that
 * list (nothing stored) so the person can choose one to read.
 */
export async function extractJobOrListing(env: CoreEnv, request: JobExtractRequest): Promise<JobExtractOutcome | JobListing> {
	const read = await readPosting(relayPages(env), request);
	return 'listing' in read ? read : storePosting(env, request, read);
}

async function storePosting(env: CoreEnv, request: JobExtractRequest, posting: Posting): Promise<JobExtractOutcome> {
	// The page's own address, never a link found inside a pasted text: many postings share a careers page.
	const canonicalUrl = canonicalJobUrl(posting.url);
	const textHash = await contentHash(posting.text);
	const at = env.now().toISOString();
	const table = env.db.jobs;
	const outcome = await env.db.transaction('rw', table, async (): Promise<JobExtractOutcome> => {
		const known = (canonicalUrl ? await table.where('canonicalUrl').equals(canonicalUrl).first() : undefined) ?? (await table.where('textHash').equals(textHash).first());
		const metadata = { ...known?.metadata, ...givenMetadata(request.metadata) };
		const parsed = parseJobText(posting.text, metadata, posting.page);
		const job = storedFields(parsed.job, posting.url);
		if (known?.skillsEditedAt) {
			job.requiredSkills = known.job.requiredSkills;
			job.niceToHaveSkills = known.job.niceToHaveSkills;
		}
		const row: StoredJob = {
			...parsed,
			job,
			id: known?.id ?? env.newId(),
			createdAt: known?.createdAt ?? at,
			updatedAt: at,
			version: known ? (known.version ?? 1) + 1 : 1,
			canonicalUrl: canonicalUrl ?? known?.canonicalUrl ?? null,
			textHash,
			metadata,
			...(known?.skillsEditedAt ? { skillsEditedAt: known.skillsEditedAt } : {})
		};
		await table.put(row);
		return { job: present(row), created: !known };
	});
	env.notify(JOB_TOPIC);
	return outcome;
}

const notFound = (id: string) => problem('not_found', `There is no job with id "${id}". It may have been deleted; add it again from the Job screen.`);

/** Whether a posting of this id is stored (for other capabilities: they never open this table). */
export async function hasJob(env: CoreEnv, id: string): Promise<boolean> {
	return (await env.db.jobs.get(id)) !== undefined;
}

export async function getJob(env: CoreEnv, id: string): Promise<JobExtraction> {
	const found = await env.db.jobs.get(id);
	if (!found) throw notFound(id);
	return present(found);
}

/** A job's analyses, for the list; the match capability answers it (this one never opens its table). */
export type AnalysesOfJobs = (jobIds: string[]) => Promise<Map<string, JobAnalysisRef[]>>;

/** "Your jobs", newest first, each with its analyses. */
export async function listJobs(env: CoreEnv, limit: number, analysesOf: AnalysesOfJobs): Promise<JobList> {
	const all = await env.db.jobs.orderBy('createdAt').reverse().toArray();
	const rows = all.slice(0, limit);
	const analyses = await analysesOf(rows.map((row) => row.id));
	const items: JobSummary[] = rows.map((row) => ({
		id: row.id,
		title: row.job.title,
		company: row.job.company,
		location: row.job.location,
		url: row.job.url,
		source: row.job.source,
		language: row.language,
		confidence: row.confidence,
		createdAt: row.createdAt,
		updatedAt: row.updatedAt ?? row.createdAt,
		requiredSkills: row.job.requiredSkills.length,
		niceToHaveSkills: row.job.niceToHaveSkills.length,
		analyses: analyses.get(row.id) ?? []
	}));
	return { items, total: all.length, nextCursor: null };
}

/** The person's corrections of what the posting asks for; kept with the job for every later analysis. */
export async function updateJobSkills(env: CoreEnv, id: string, patch: JobSkillsUpdate): Promise<JobExtraction> {
	const table = env.db.jobs;
	const updated = await env.db.transaction('rw', table, async () => {
		const row = await table.get(id);
		if (!row) throw notFound(id);
		const version = row.version ?? 1;
		if (patch.version !== undefined && patch.version !== version)
			throw problem('conflict', 'This job was changed somewhere else. Reload it to see the latest requirements, then make your change again.');
		const at = env.now().toISOString();
		const lists = patch.requiredSkills !== undefined || patch.niceToHaveSkills !== undefined;
		const named = {
			...(patch.title !== undefined ? { title: patch.title } : {}),
			...(patch.company !== undefined ? { company: patch.company || null } : {})
		};
		// Kept as what the person said about the posting, so reading it again keeps their names too.
		const { company: _company, ...otherMetadata } = row.metadata ?? {};
		const metadata = {
			...(patch.company === undefined ? (row.metadata ?? {}) : otherMetadata),
			...(patch.title !== undefined ? { title: patch.title } : {}),
			...(patch.company ? { company: patch.company } : {})
		};
		const next: StoredJob = {
			...row,
			job: { ...row.job, ...(lists ? correctRequirements(row.job, patch, row.text) : {}), ...named },
			...(patch.title !== undefined || patch.company !== undefined ? { metadata } : {}),
			updatedAt: at,
			version: version + 1,
			...(lists ? { skillsEditedAt: at } : {})
		};
		await table.put(next);
		return next;
	});
	env.notify(JOB_TOPIC);
	return present(updated);
}

/** Deletes a stored job. Its analyses belong to the match capability and stay readable; its cover letter goes with it. */
export async function deleteJob(env: CoreEnv, id: string): Promise<void> {
	const table = env.db.jobs;
	await env.db.transaction('rw', table, async () => {
		if (!(await table.get(id))) throw notFound(id);
		await table.delete(id);
	});
	// The cover letter goes with its job: cover-letter listens (platform/events.ts).
	await emit(env, 'job.deleted', { jobId: id });
	env.notify(JOB_TOPIC);
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
