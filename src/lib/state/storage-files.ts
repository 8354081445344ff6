/**
 * The pure parts of Settings → Storage and of the storage states: the backup's file (gzip when
 * large), what a restore brought back, what a refusal or a storage failure means, the typed word.
 */
import { isApiError } from '$lib/api/errors';
import { refusalOf, type RefusalReason } from '$core/data/refusals-schema';

/** Above this many characters the backup is saved gzipped (.json.gz): JSON this size shrinks ~20×. */
export const COMPRESS_ABOVE = 4 * 1024 * 1024;

/** The file name GET /backup gives (its Content-Disposition), read from the document's header. */
export function backupFileName(text: string): string {
	const day = /"createdAt":"(\d{4}-\d{2}-\d{2})/.exec(text.slice(0, 2048))?.[1] ?? new Date().toISOString().slice(0, 10);
	return `rumo-backup-${day}.json`;
}

/**
 * The backup as a file to save. A large one goes through the browser's own CompressionStream, which
 * works in chunks between other tasks rather than in one long one; the restore reads both.
 */
export async function backupFile(text: string): Promise<{ blob: Blob; name: string }> {
	const name = backupFileName(text);
	const json = new Blob([text], { type: 'application/json' });
	if (text.length <= COMPRESS_ABOVE || typeof CompressionStream === 'undefined') return { blob: json, name };
	const gzip = await new Response(json.stream().pipeThrough(new CompressionStream('gzip'))).blob();
	return { blob: new Blob([gzip], { type: 'application/gzip' }), name: `${name}.gz` };
}

export { saveFile } from '$lib/platform/save-file';

/** What a restore reports, in the order a person thinks of their data; tables the person does not see by name are left out. */
export const RESTORED_ORDER = ['trackerJobs', 'inboxItems', 'resumes', 'jobs', 'analyses', 'tailorings', 'coverLetters', 'interviews', 'reminders', 'followUps', 'stories', 'profileItems', 'radarFeeds', 'radarResults', 'repoAnalyses', 'captures', 'exams', 'examPlans'] as const;
/** Tables the person never sees by name: caches, settings, the inbox's storage buckets (their items are counted), radar rounds and alerts. */
export const UNNAMED_TABLES = ['meta', 'profile', 'settings', 'inboxBuckets', 'radarState', 'radarRounds', 'radarAlerts', 'syncOutbox', 'syncResolutions'] as const;
export type RestoredKind = (typeof RESTORED_ORDER)[number];

export function restoredParts(restored: Record<string, number>): { kind: RestoredKind; count: number }[] {
	return RESTORED_ORDER.filter((kind) => (restored[kind] ?? 0) > 0).map((kind) => ({ kind, count: restored[kind] }));
}

/** A refused restore: why (to say it in the person's language), and the first records at fault. */
export type Refusal = { reason: RefusalReason | null; params: Record<string, string>; detail: string; errors: { path: string; message: string }[] };

export function refusalFrom(error: unknown): Refusal | null {
	if (!isApiError(error) || error.code !== 'invalid_file') return null;
	const read = refusalOf(error.message);
	return { reason: read?.reason ?? null, params: read?.params ?? {}, detail: error.message, errors: error.errors.slice(0, 5) };
}

/** What a storage failure of a call means for the person (null: not a storage failure). */
export type StorageTrouble = 'not_started' | 'blocked' | 'corrupted' | 'full';

export function storageTroubleOf(error: unknown): StorageTrouble | null {
	if (!isApiError(error)) return null;
	if (error.code === 'storage_corrupted') return 'corrupted';
	if (error.code !== 'storage_unavailable') return null;
	// One code for two causes: every full disk is marked with params.reason 'quota' (router, restore).
	return error.params.reason === 'quota' ? 'full' : 'not_started';
}

/** Which of SPEC.md's Dashboard states a failed read of the metrics is. */
export function metricsStateOf(error: unknown): 'api' | 'unavailable' | StorageTrouble {
	if (isApiError(error) && error.code === 'network') return 'api';
	return storageTroubleOf(error) ?? 'unavailable';
}

/** The typed confirmation: the word, whatever its case or the spaces around it (phones capitalise). */
export const confirmed = (typed: string, word: string) => typed.trim().toLocaleUpperCase() === word.toLocaleUpperCase();
