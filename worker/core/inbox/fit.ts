/**
 * Fit at a glance: each item with a description scored against the confirmed profile by the same
 * engine as /match/analyze (job parser + evidence + scoreSubject), in the core worker, never on the
 * page. Scores are computed after an item is added or imported and again when the profile changes,
 * in small chunks between requests, so a 100,000-row import never holds the core; until then the
 * list shows the item as `pending` (with its previous score, if any).
 */
import type { CoreEnv } from '../env';
import { evidenceSubject, type EvidenceSubject } from '../evidence';
import { parseJobText } from '../engine/job-parse';
import { jobKeywords, scoreSubject } from '../match';
import { listItems } from '../profile';
import { contentHash } from '../engine/text/content-hash';
import type { FitState, InboxFit, StoredInboxItem } from './schema';
import { currentIndex, readRows, writeItems } from './store';

/** At most this many items are scored between two yields, and for at most SLICE_MS. */
const CHUNK = 2000;
const SLICE_MS = 12;

/** The stamp of an empty profile: every fit is "add your profile", nothing to compute or store. */
export const EMPTY_PROFILE = 'empty';

export type ProfileBasis = { stamp: string; subject: EvidenceSubject | null };

// Bumped when a fit holds more than before, so fits stored earlier are computed again (2: the breakdown).
const FIT_VERSION = 2;

const stampOf = async (items: { id: string; updatedAt: string }[]) =>
	items.length ? contentHash(`fit-${FIT_VERSION}|` + items.map((item) => `${item.id}@${item.updatedAt}`).sort().join('|')) : EMPTY_PROFILE;

/** A stamp that changes whenever any item of the profile changes (what "pending" is measured against). */
export async function profileStamp(env: CoreEnv): Promise<string> {
	return stampOf(await listItems(env));
}

/** The profile as the fits see it, with its stamp. */
export async function profileBasis(env: CoreEnv): Promise<ProfileBasis> {
	const items = await listItems(env);
	if (!items.length) return { stamp: EMPTY_PROFILE, subject: null };
	return { stamp: await stampOf(items), subject: evidenceSubject({ profile: items, asOf: env.now().toISOString().slice(0, 7) }) };
}

/** One item's fit against the profile (pure apart from the clock). */
export function fitOf(item: Pick<StoredInboxItem, 'title' | 'company' | 'location' | 'description'>, basis: ProfileBasis, at: string): { fit: InboxFit | null; fitState: FitState } {
	if (!item.description.trim()) return { fit: null, fitState: 'no_description' };
	if (!basis.subject) return { fit: null, fitState: 'no_profile' };
	try {
		const metadata = { title: item.title || undefined, company: item.company || undefined, location: item.location || undefined };
		const job = parseJobText(item.description, metadata);
		const result = scoreSubject(basis.subject, job);
		// One number, explained as the analysis explains it: the skills the profile shows out of the
		// skills the posting names, and the same breakdown the score is weighed from.
		const met = result.evidence.filter((row) => !row.related).length;
		return { fit: { score: result.score, met, of: jobKeywords(job).length, breakdown: result.breakdown, at }, fitState: 'ready' };
	} catch {
		// Too short, or no requirement named: nothing honest to score.
		return { fit: null, fitState: 'unreadable' };
	}
}

/** Whether an item's stored fit is behind the profile. */
export const fitIsStale = (entry: { hasDescription: boolean; fitStamp: string | null }, stamp: string) =>
	stamp !== EMPTY_PROFILE && entry.hasDescription && entry.fitStamp !== stamp;

/** Sets the fit fields of a row for this profile basis. */
export function withFit<T extends StoredInboxItem>(row: T, basis: ProfileBasis, at: string): T {
	return { ...row, ...fitOf(row, basis, at), fitStamp: row.description.trim() ? basis.stamp : null };
}

const passes = new WeakMap<object, Promise<void>>();

const yieldToRequests = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function runPass(env: CoreEnv): Promise<void> {
	for (;;) {
		const basis = await profileBasis(env);
		if (!basis.subject) return;
		const index = await currentIndex(env);
		const stale: string[] = [];
		for (const entry of index.entries.values()) {
			if (fitIsStale(entry, basis.stamp)) stale.push(entry.id);
			if (stale.length === CHUNK) break;
		}
		if (!stale.length) return;
		const at = env.now().toISOString();
		const rows = await readRows(env, stale);
		// Scored in time slices: requests wait for at most one slice, never for the whole pass.
		const scored = new Map<string, StoredInboxItem>();
		let slice = performance.now();
		for (const row of rows) {
			scored.set(row.id, withFit(row, basis, at));
			if (performance.now() - slice > SLICE_MS) {
				await yieldToRequests();
				slice = performance.now();
			}
		}
		// Write back only onto rows whose description has not changed meanwhile (an edit wins).
		const fresh = await readRows(env, [...scored.keys()]);
		const updates = fresh.flatMap((row) => {
			const next = scored.get(row.id);
			return next && next.description === row.description ? [{ ...row, fit: next.fit, fitState: next.fitState, fitStamp: next.fitStamp }] : [];
		});
		if (!updates.length) return; // everything moved under us; the next list starts again
		await writeItems(env, { rows: updates });
		await yieldToRequests();
	}
}

/**
 * Starts computing stale fits in the background (one pass per database at a time) and returns the
 * pass; callers never wait for it except tests.
 */
export function refreshFits(env: CoreEnv): Promise<void> {
	const running = passes.get(env.db);
	if (running) return running;
	const pass = runPass(env)
		.catch(() => undefined)
		.finally(() => passes.delete(env.db));
	passes.set(env.db, pass);
	return pass;
}
