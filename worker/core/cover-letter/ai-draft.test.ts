/**
 * The AI's cover letter end to end: the core's API → the relay's real AI routes → the test-only fake
 * provider on 127.0.0.1 (relay/ai/fake-provider.mjs; its letter-* behaviours, fake-letter.mjs, write
 * from the lines the core sends). Whatever the provider writes, no sentence claiming what the
 * person's evidence does not show reaches the draft.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../tests/fixtures/paths.mjs';
import { INVENTED_SENTENCES } from '../../../relay/ai/fake-letter.mjs';
import { aiCore, FAKE_MODEL, useFakeProvider } from '../ai/fake-assist.test-helpers';
import { sentencesOf } from './ai-draft';

const fixture = (path: string) => readFileSync(`${FIXTURES}/${path}`, 'utf8');
/** A profile item about something else entirely: the provider must never see it. */
const PRIVATE_ITEM = { type: 'achievement', title: 'Zanzibar cartography prize', detail: 'From the profile, never sent.' };

const fakeAi = useFakeProvider();

async function setup(options: { timeoutSeconds?: number; consent?: boolean } = {}) {
	const { env, api } = await aiCore(fakeAi.fake, fakeAi.dataDir, { ai: options.consent, timeoutSeconds: options.timeoutSeconds });
	expect((await api.post('/profile/items', PRIVATE_ITEM)).status).toBe(201);
	const resume = (await api.post('/resume/extract', { text: fixture('resumes/d_en_backend_samuel_reyes.txt') })).data;
	const job = (await api.post('/job/extract', { text: fixture('jobs/d_job_en_backend_node_harborline.txt') })).data;
	fakeAi.fake.requests.length = 0;
	return { env, api, resume, job, draft: (body: object = { ai: true }) => api.post(`/job/${job.id}/cover-letter/draft`, body) };
}

/** What the provider was sent: the last chat request's user message. */
function sentText(): string {
	const chat = fakeAi.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
	return chat?.body?.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';
}

describe('an AI draft under the claim guard', () => {
	it('keeps a letter that quotes the evidence, and says which provider wrote it', async () => {
		const { draft } = await setup();
		fakeAi.fake.behave({ chat: 'letter-good' });
		const r = await draft();
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ used: true, state: 'used', reason: null, provider: fakeAi.fake.host, model: FAKE_MODEL, removed: [], draft: { origin: 'ai', lang: 'en' } });
		expect(r.data.draft.text).toContain('Containerized services with Docker and deployed to AWS');
		expect(r.data.draft.sentences.some((s: { evidence: string[] }) => s.evidence.length > 0)).toBe(true);
	});

	it('sends the posting and the chosen lines only — never the profile or the tracker', async () => {
		const { api, draft, job } = await setup();
		await api.post('/tracker/jobs', { title: 'Secret application', company: 'Hidden Corp' });
		fakeAi.fake.behave({ chat: 'letter-good' });
		const r = await draft();
		const sent = sentText();
		// What the screen shows before the first send is exactly what goes.
		expect(r.data.aiText).toBe(sent);
		expect((await draft({})).data.aiText).toBe(sent);
		expect(sent).toContain(job.text.trim().slice(0, 200));
		expect(sent).toContain('- Containerized services with Docker and deployed to AWS (ECS, RDS, SQS) via GitHub Actions CI/CD\n');
		expect(sent).toContain("The applicant's name: Samuel Reyes");
		expect(sent).not.toContain('Zanzibar');
		expect(sent).not.toContain('Hidden Corp');
		// Only the chosen lines of the résumé, not the résumé itself.
		expect(sent).not.toContain('samuel.reyes');
	});

	it('removes each sentence that claims an employer, a number or skills no evidence shows, with why, and keeps the rest', async () => {
		const { draft } = await setup();
		fakeAi.fake.behave({ chat: 'letter-invent' });
		const r = await draft();
		expect(r.data).toMatchObject({ used: true, state: 'used', draft: { origin: 'ai' } });
		for (const sentence of INVENTED_SENTENCES) expect(r.data.draft.text).not.toContain(sentence);
		expect(r.data.removed.map((x: { text: string }) => x.text)).toEqual(INVENTED_SENTENCES);
		const [employer, skills] = r.data.removed;
		expect(employer.unsupported.map((c: { kind: string }) => c.kind)).toEqual(expect.arrayContaining(['employer', 'number']));
		expect(employer.why).toMatch(/Google/);
		expect(skills.unsupported.map((c: { value: string }) => c.value)).toEqual(expect.arrayContaining(['SAP']));
		expect(skills.why).toMatch(/none of your evidence shows/);
		expect(r.data.dropped.total).toBe(2);
		// The rest of the letter stays, sentence by sentence.
		expect(r.data.draft.text).toContain('Containerized services with Docker and deployed to AWS');
		expect(r.data.draft.text).toContain('Sincerely, Samuel Reyes');
	});

	it('falls back to the plain draft when nothing the evidence shows is left, and says so', async () => {
		const { draft } = await setup();
		fakeAi.fake.behave({ chat: 'letter-only-invented' });
		const r = await draft();
		expect(r.data).toMatchObject({ used: false, state: 'fallback', reason: 'garbage', provider: fakeAi.fake.host, draft: { origin: 'plain' } });
		expect(r.data.detail).toMatch(/plain draft/);
		expect(r.data.removed).toHaveLength(2);
		expect(r.data.draft.text).not.toMatch(/Google|SAP|Photoshop|15 years/);
	});

	it('falls back to the plain draft on an answer that is not JSON, and on a provider that hangs past the time-out', async () => {
		const { draft } = await setup({ timeoutSeconds: 5 });
		fakeAi.fake.behave({ chat: 'items-prose' });
		const prose = await draft();
		expect(prose.data).toMatchObject({ used: false, state: 'fallback', reason: 'garbage', draft: { origin: 'plain' } });

		fakeAi.fake.behave({ chat: 'hang' });
		const hung = await draft();
		expect(hung.status).toBe(200);
		expect(hung.data).toMatchObject({ used: false, state: 'fallback', reason: 'provider_timeout', draft: { origin: 'plain' } });
		expect(hung.data.detail).toMatch(/did not answer within 5 seconds/);
	}, 20_000);

	it('answers cancelled when the person stops it (DELETE /tasks/{id}), storing nothing', async () => {
		const { env, api, job } = await setup();
		fakeAi.fake.behave({ chat: 'hang' });
		const pending = api.call('POST', `/job/${job.id}/cover-letter/draft`, { ai: true }, { 'x-rumo-task': 'task-letter-0001' });
		while (fakeAi.fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
		expect((await api.del('/tasks/task-letter-0001')).status).toBe(204);
		expect(await pending).toMatchObject({ status: 409, data: { code: 'cancelled' } });
		expect(await env.db.coverLetters.count()).toBe(0);
	});

	it('sends nothing without the ai consent and a provider: the plain draft, reason off', async () => {
		const { draft } = await setup({ consent: false });
		const r = await draft();
		expect(r.data).toMatchObject({ used: false, state: 'fallback', reason: 'off', draft: { origin: 'plain' } });
		expect(fakeAi.fake.requests).toHaveLength(0);
	});
});

describe('sentencesOf', () => {
	it('cuts after a full stop before a capital or a quote, never inside a number or a name', () => {
		expect(sentencesOf('I built it. "Quoted line." Then Node.js 2.5x faster. É isso!')).toEqual(['I built it.', '"Quoted line."', 'Then Node.js 2.5x faster.', 'É isso!']);
	});
});
