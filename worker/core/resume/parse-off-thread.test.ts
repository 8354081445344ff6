import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_HEADER } from '../tasks';
import { testClient, testEnv } from '../testing/env';
import { createResumeParser, OFF_THREAD_MIN_CHARS, parseOffThread, type ParseReply, type ParseWorker } from './parse-off-thread';
import { parseAndCount, type ResumeRead } from './parse-read';
import { countItems } from './service';

const RESUME = `Ana Ribeiro
Backend Engineer
ana.ribeiro@example.com · +55 11 98888-1234 · São Paulo, SP

Experience
Senior Backend Engineer — Pagafacil
2021-03 – present
- Built payment APIs in Python and Django serving 2 million requests a day.

Education
BSc Computer Science — Universidade de São Paulo, 2014 – 2017

Skills
Python, Django, Flask, PostgreSQL, Docker, REST APIs
`;

const readOf = (text: string): ResumeRead => ({ text, source: { kind: 'text', name: null, pages: null }, notices: [] });
/** A resume past the threshold: the same experience told again and again. */
const LONG = RESUME + '\nProjects\n' + '- Built payment APIs in Python and Django for the sales team.\n'.repeat(Math.ceil(OFF_THREAD_MIN_CHARS / 60));

type Sent = { read: ResumeRead; asOf: string };

/**
 * A Worker as the core sees one, answering like parse.worker.ts: the message crosses a structured
 * clone both ways, as between threads. `answer: 'never'` holds the parse (to cancel it), 'fail'
 * reports the parse's error, 'broken' fires `error` as a worker whose code could not load does.
 */
function fakeWorker(answer: 'parse' | 'never' | 'fail' | 'broken' = 'parse') {
	const target = new EventTarget();
	const state = { sent: [] as Sent[], terminated: false };
	const worker: ParseWorker = {
		addEventListener: target.addEventListener.bind(target) as ParseWorker['addEventListener'],
		removeEventListener: target.removeEventListener.bind(target) as ParseWorker['removeEventListener'],
		terminate: () => void (state.terminated = true),
		postMessage: (message: Sent) => {
			const { read, asOf } = structuredClone(message);
			state.sent.push({ read, asOf });
			setTimeout(() => {
				if (state.terminated || answer === 'never') return;
				if (answer === 'broken') return target.dispatchEvent(new Event('error', { cancelable: true }));
				const reply: ParseReply = answer === 'fail' ? { ok: false, error: 'the parser broke' } : { ok: true, result: parseAndCount(read, asOf) };
				target.dispatchEvent(Object.assign(new Event('message'), { data: structuredClone(reply) }));
			}, 5);
		}
	};
	return { worker, state };
}

afterEach(() => vi.unstubAllGlobals());

describe('parsing a resume off the core thread', () => {
	it('parses a usual resume inline: no worker is started below the threshold', async () => {
		const spawn = vi.fn(() => fakeWorker().worker);
		const result = await createResumeParser({ spawn })(readOf(RESUME), '2026-11');
		expect(spawn).not.toHaveBeenCalled();
		expect(result).toEqual(parseAndCount(readOf(RESUME), '2026-11'));
	});

	it('sends a resume past the threshold to a worker, and ends the worker once it answers', async () => {
		const { worker, state } = fakeWorker();
		const result = await createResumeParser({ spawn: () => worker, keepIdleMs: 0 })(readOf(LONG), '2026-11');
		expect(LONG.length).toBeGreaterThanOrEqual(OFF_THREAD_MIN_CHARS);
		expect(state.sent).toEqual([{ read: readOf(LONG), asOf: '2026-11' }]);
		expect(state.terminated).toBe(true);
		expect(result).toEqual(parseAndCount(readOf(LONG), '2026-11'));
		expect(result.parsed.profile.basics.name).toBe('Ana Ribeiro');
	});

	it('honours a lower threshold given to it', async () => {
		const { worker, state } = fakeWorker();
		await createResumeParser({ spawn: () => worker, minChars: 100 })(readOf(RESUME), '2026-11');
		expect(state.sent).toHaveLength(1);
	});

	it('parses inline where there is no Worker (Node: the tests, the command line)', async () => {
		vi.stubGlobal('Worker', undefined);
		expect(await parseOffThread(readOf(LONG), '2026-11')).toEqual(parseAndCount(readOf(LONG), '2026-11'));
	});

	it('parses inline when the browser refuses to start a worker', async () => {
		const spawn = () => {
			throw new DOMException('refused', 'SecurityError');
		};
		expect(await createResumeParser({ spawn })(readOf(LONG), '2026-11')).toEqual(parseAndCount(readOf(LONG), '2026-11'));
	});

	it('parses inline when the worker cannot load its code', async () => {
		const { worker, state } = fakeWorker('broken');
		expect(await createResumeParser({ spawn: () => worker })(readOf(LONG), '2026-11')).toEqual(parseAndCount(readOf(LONG), '2026-11'));
		expect(state.terminated).toBe(true);
	});

	it('fails with the parser’s own error when the parse fails in the worker', async () => {
		const { worker } = fakeWorker('fail');
		await expect(createResumeParser({ spawn: () => worker })(readOf(LONG), '2026-11')).rejects.toThrow('the parser broke');
	});

	it('ends the worker at once on a cancel and answers cancelled', async () => {
		const { worker, state } = fakeWorker('never');
		const controller = new AbortController();
		const parsing = createResumeParser({ spawn: () => worker })(readOf(LONG), '2026-11', controller.signal);
		controller.abort();
		await expect(parsing).rejects.toMatchObject({ code: 'cancelled' });
		expect(state.terminated).toBe(true);
	});

	it('starts no worker for a request already cancelled', async () => {
		const spawn = vi.fn(() => fakeWorker().worker);
		const controller = new AbortController();
		controller.abort();
		await expect(createResumeParser({ spawn })(readOf(LONG), '2026-11', controller.signal)).rejects.toMatchObject({ code: 'cancelled' });
		expect(spawn).not.toHaveBeenCalled();
	});

	it('keeps a finished worker for the next long resume, and ends it once idle', async () => {
		const fakes: ReturnType<typeof fakeWorker>[] = [];
		const spawn = () => (fakes.push(fakeWorker()), fakes.at(-1)!.worker);
		const parse = createResumeParser({ spawn, keepIdleMs: 50 });
		await parse(readOf(LONG), '2026-11');
		await parse(readOf(LONG + '\nMore'), '2026-11');
		expect(fakes).toHaveLength(1);
		expect(fakes[0].state.sent).toHaveLength(2);
		expect(fakes[0].state.terminated).toBe(false);
		await vi.waitFor(() => expect(fakes[0].state.terminated).toBe(true));
	});

	it('gives each of two parses at once a worker of its own', async () => {
		const fakes: ReturnType<typeof fakeWorker>[] = [];
		const spawn = () => (fakes.push(fakeWorker()), fakes.at(-1)!.worker);
		const parse = createResumeParser({ spawn, keepIdleMs: 0 });
		await Promise.all([parse(readOf(LONG), '2026-11'), parse(readOf(LONG + '\nMore'), '2026-11')]);
		expect(fakes.map((fake) => fake.state.sent.length)).toEqual([1, 1]);
	});

	it('never reuses a worker whose parse was cancelled', async () => {
		const fakes: ReturnType<typeof fakeWorker>[] = [];
		const spawn = () => (fakes.push(fakeWorker(fakes.length ? 'parse' : 'never')), fakes.at(-1)!.worker);
		const parse = createResumeParser({ spawn });
		const controller = new AbortController();
		const cancelled = parse(readOf(LONG), '2026-11', controller.signal);
		controller.abort();
		await expect(cancelled).rejects.toMatchObject({ code: 'cancelled' });
		await parse(readOf(LONG), '2026-11');
		expect(fakes).toHaveLength(2);
	});

	it('counts the same profile items as the stored resume’s count', async () => {
		const { parsed, items } = await createResumeParser({ spawn: () => fakeWorker().worker })(readOf(LONG), '2026-11');
		const draft = { id: 'r1', ...parsed, text: LONG, source: readOf(LONG).source, createdAt: '2026-11-29T00:00:00.000Z' };
		expect(items).toBe(countItems(draft));
		expect(items).toBeGreaterThan(0);
	});
});

describe('a long resume through the API', () => {
	/** The whole core, with every Worker it starts held until cancelled. */
	function setup() {
		const started: ReturnType<typeof fakeWorker>[] = [];
		vi.stubGlobal(
			'Worker',
			class {
				constructor() {
					const fake = fakeWorker('never');
					started.push(fake);
					return fake.worker;
				}
			}
		);
		const api = testClient(testEnv().env);
		return { call: api.call, started };
	}

	it('keeps answering /health while the long resume is parsed, and a cancel stores nothing', async () => {
		const { call, started } = setup();
		const task = crypto.randomUUID();
		const reading = call('POST', '/resume/extract', { text: LONG }, { [TASK_HEADER]: task });
		await vi.waitFor(() => expect(started).toHaveLength(1));
		expect((await call('GET', '/health')).status).toBe(200);
		expect((await call('DELETE', `/tasks/${task}`)).status).toBe(204);
		expect(await reading).toMatchObject({ status: 409, data: { code: 'cancelled' } });
		expect(started[0].state.terminated).toBe(true);
		expect((await call('GET', '/resume')).data.total).toBe(0);
	});
});
