/**
 * The AI's wording of a STAR story end to end: the core's API → the relay's real AI routes → the
 * test-only fake provider (relay/ai/fake-story.mjs). Whatever the provider writes, no sentence
 * claiming what the person's evidence does not show reaches a part, and a part without a quote of
 * the person's stays empty.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { INVENTED_STORY_SENTENCES } from '../../../relay/ai/fake-story.mjs';
import { aiCore, useFakeProvider } from '../ai/fake-assist.test-helpers';

const fixture = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');
const PARTS = ['situation', 'task', 'action', 'result'] as const;
type Part = { text: string; quote: string | null };

const fakeAi = useFakeProvider();

async function setup(options: { ai?: boolean } = {}) {
	const { api } = await aiCore(fakeAi.fake, fakeAi.dataDir, { ai: options.ai });
	const resume = (await api.post('/resume/extract', { text: fixture('resumes/d_en_backend_samuel_reyes.txt') })).data;
	const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_backend_node_harborline.txt') })).data;
	const draft = (await api.post('/stories/draft', { jobId: job.id, requirement: 'Docker' })).data;
	const parts = Object.fromEntries(PARTS.map((name) => [name, { text: draft.parts[name].text, quote: draft.parts[name].quote }])) as Record<(typeof PARTS)[number], Part>;
	fakeAi.fake.requests.length = 0;
	return { api, resume, parts, phrase: (body: object) => api.post('/stories/phrase', body) };
}

const sentText = () =>
	fakeAi.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)?.body?.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)?%?/g) ?? [];

describe('a STAR story worded by AI under the claims guard', () => {
	it('rewords each quoted part from its line, sends only the quotes, and leaves a part without a line empty', async () => {
		const { resume, parts, phrase } = await setup();
		expect(PARTS.some((name) => parts[name].quote)).toBe(true);
		fakeAi.fake.behave({ chat: 'story-good' });
		const r = await phrase({ lang: 'en', parts: { ...parts, result: { text: '', quote: null } } });
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ used: true, reason: null, removed: [] });
		for (const name of PARTS) {
			if (name === 'result' || !parts[name].quote) expect(r.data.parts[name], name).toMatchObject({ text: '', origin: 'empty' });
			else expect(r.data.parts[name].origin, name).toBe('ai');
		}
		const sent = sentText();
		for (const name of PARTS) if (parts[name].quote && name !== 'result') expect(sent).toContain(parts[name].quote!);
		expect(sent).toContain('result: (no line: answer an empty string)');
		// Nothing of the person beyond the quotes: not their name, not their other lines.
		expect(sent).not.toContain(resume.profile.basics.name);
		expect(sent.split('\n').length).toBe(5);
	});

	it('keeps none of what a lying provider invents — employers, numbers, text for parts with no line — and lists it', async () => {
		const { resume, parts, phrase } = await setup();
		fakeAi.fake.behave({ chat: 'story-invent' });
		const withGap = { ...parts, result: { text: '', quote: null } };
		const r = await phrase({ lang: 'en', parts: withGap });
		expect(r.status).toBe(200);
		const kept = PARTS.map((name) => r.data.parts[name].text).join(' ');
		expect(kept).not.toContain('Google');
		expect(kept).not.toContain('240%');
		expect(r.data.parts.result).toMatchObject({ text: '', origin: 'empty' });
		for (const number of numbersIn(kept)) expect(resume.text, number).toContain(number);
		expect(r.data.removed.map((removed: { text: string }) => removed.text)).toEqual(expect.arrayContaining(INVENTED_STORY_SENTENCES));
		expect(r.data.removed.every((removed: { why: string }) => /none of your evidence shows/.test(removed.why))).toBe(true);
	});

	it('with no provider set up, sends nothing and answers the parts as they were', async () => {
		const { parts, phrase } = await setup({ ai: false });
		const r = await phrase({ lang: 'pt-BR', parts });
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ used: false, reason: 'off' });
		for (const name of PARTS) expect(r.data.parts[name].text).toBe(parts[name].text);
		expect(fakeAi.fake.requests.filter((request) => request.path === '/v1/chat/completions')).toEqual([]);
	});

	it('refuses parts that are not the four of a story, and stores nothing', async () => {
		const { api, phrase } = await setup();
		const r = await phrase({ lang: 'en', parts: { situation: { text: 'x', quote: null } } });
		expect(r.status).toBe(400);
		expect(r.data.code).toBe('validation_failed');
		expect((await api.get('/stories')).data.total).toBe(0);
	});
});
