import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../app';
import { releaseOcrEngine } from '../engine/readers/ocr/engine';
import { testEnv } from '../testing/env';
import { PROGRESS_CHANNEL, TASK_HEADER, TaskProgress } from './schema';

const SCAN = readFileSync(new URL('../engine/readers/ocr/testdata/scan-en.png', import.meta.url));

afterAll(() => releaseOcrEngine());

/** The whole core, called with a binary multipart body as the service worker passes it. */
function setup() {
	const { env } = testEnv();
	const core = createCore(env);
	const call = async (method: string, path: string, body: ArrayBuffer | null = null, headers: Record<string, string> = {}) => {
		const response = await core.handle({ method, url: `/api/v1${path}`, headers, body });
		return { status: response.status, data: response.body ? JSON.parse(response.body) : null };
	};
	const upload = async (task?: string) => {
		const form = new FormData();
		form.set('file', new File([SCAN], 'photo.png', { type: 'image/png' }), 'photo.png');
		const request = new Request('http://x', { method: 'POST', body: form });
		const headers: Record<string, string> = { 'content-type': request.headers.get('content-type') ?? '' };
		if (task) headers[TASK_HEADER] = task;
		return call('POST', '/resume/extract', await request.arrayBuffer(), headers);
	};
	return { call, upload };
}

/** Progress messages of one task on the origin's channel (Node has BroadcastChannel too). */
function listen(task: string, onProgress: (fraction: number) => void) {
	const channel = new BroadcastChannel(PROGRESS_CHANNEL);
	channel.onmessage = (event: MessageEvent) => {
		const message = TaskProgress.parse(event.data);
		if (message.task === task) onProgress(message.progress);
	};
	return () => channel.close();
}

describe('a photo of a resume through the API', { timeout: 60_000 }, () => {
	it('is read by OCR: marked as such, confidence lowered, progress reported under the task id', async () => {
		const { upload } = setup();
		const task = crypto.randomUUID();
		const seen: number[] = [];
		const stop = listen(task, (fraction) => seen.push(fraction));
		const { status, data } = await upload(task);
		stop();
		expect(status).toBe(201);
		expect(data.source).toEqual({ kind: 'image', name: 'photo.png', pages: null, ocr: true });
		expect(data.warnings[0]).toMatchObject({ code: 'ocr', message: 'Read by OCR — check every item.' });
		const ocrConfidence = data.warnings[0].params.confidence / 100;
		expect(data.confidence).toBeLessThanOrEqual(ocrConfidence);
		expect(data.profile.basics.name).toBe('Marina Costa');
		expect(data.profile.skills.map((skill: { name: string }) => skill.name)).toEqual(expect.arrayContaining(['Python', 'SQL', 'Tableau']));
		expect(seen.length).toBeGreaterThan(2);
		expect(seen.at(-1)).toBe(1);
	});

	it('is cancelled by DELETE /tasks/{id}: the request answers cancelled and nothing is stored', async () => {
		const { upload, call } = setup();
		const task = crypto.randomUUID();
		let cancel: Promise<{ status: number }> | null = null;
		const stop = listen(task, (fraction) => {
			if (fraction > 0.2 && !cancel) cancel = call('DELETE', `/tasks/${task}`);
		});
		const answer = await upload(task);
		stop();
		expect(answer.status).toBe(409);
		expect(answer.data).toMatchObject({ code: 'cancelled', title: 'Cancelled', detail: 'Reading was cancelled. Nothing was stored.' });
		expect((await cancel!)?.status).toBe(204);
		expect((await call('GET', '/resume')).data.total).toBe(0);
		// Finished or cancelled, the task is gone.
		expect((await call('DELETE', `/tasks/${task}`)).status).toBe(404);
	});

	it('answers not_found for a task that is not running', async () => {
		const { call } = setup();
		expect(await call('DELETE', '/tasks/never-started-123')).toMatchObject({ status: 404, data: { code: 'not_found' } });
	});
});
