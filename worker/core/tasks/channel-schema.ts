/**
 * The names both sides of a long request share, without zod: the page imports them, and the page's
 * initial JS must not carry a schema library for two strings and one check.
 */
export const TASK_HEADER = 'x-rumo-task';
export const PROGRESS_CHANNEL = 'rumo-progress';

/** A progress message (`TaskProgress` in schema.ts), checked by hand where zod is not loaded. */
export function isTaskProgress(value: unknown): value is { task: string; progress: number } {
	if (!value || typeof value !== 'object') return false;
	const { task, progress } = value as { task?: unknown; progress?: unknown };
	return typeof task === 'string' && typeof progress === 'number' && progress >= 0 && progress <= 1;
}
