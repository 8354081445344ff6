import { z } from 'zod';

/**
 * Long requests (reading a scan by OCR) report progress and can be cancelled. The API answers one
 * request with one response, so progress travels beside it: the client names the request with a
 * task id in a header, the core posts `TaskProgress` messages with that id on a BroadcastChannel
 * of the origin, and `DELETE /tasks/{id}` stops the work (the request then answers `cancelled`).
 */
export { TASK_HEADER, PROGRESS_CHANNEL } from './channel-schema';

/** A random id the client makes (crypto.randomUUID() fits). */
export const TaskId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'A task id is 8 to 64 letters, digits, "-" or "_".');

export const TaskProgress = z.object({
	task: z.string(),
	/** 0–1: how much of the work is done. */
	progress: z.number().min(0).max(1)
});
export type TaskProgress = z.infer<typeof TaskProgress>;
