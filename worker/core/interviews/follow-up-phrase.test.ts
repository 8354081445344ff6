/**
 * The AI's wording of a follow-up draft end to end: the core's API → the relay's real AI routes → the
 * test-only fake provider (relay/ai/fake-follow-up.mjs). Whatever the provider writes, no sentence
 * naming what neither the application nor the person's evidence shows reaches the wording, and
 * nothing is stored until the person saves it.
 */
import { describe, expect, it } from 'vitest';
import { INVENTED_FOLLOW_UP_SENTENCES } from '../../../relay/ai/fake-follow-up.mjs';
import { aiCore, useFakeProvider } from '../ai/fake-assist.test-helpers';
import { guardMessage } from './follow-up-phrase';

const fakeAi = useFakeProvider();

async function setup(options: { ai?: boolean; lang?: 'en' | 'pt-BR' } = {}) {
	const { api } = await aiCore(fakeAi.fake, fakeAi.dataDir, { ai: options.ai });
	const app = (await api.post('/tracker/jobs', { title: 'ICU Nurse', company: 'Vale do Ipê Hospital', status: 'interview' })).data;
	await api.post(`/tracker/jobs/${app.id}/interviews`, { startsAt: '2020-03-02T10:00', timeZone: 'America/Sao_Paulo', who: 'Marta Souza' });
	const message = (await api.post(`/tracker/jobs/${app.id}/follow-ups`, { kind: 'thank_you', lang: options.lang ?? 'en', discussed: 'the night shift rota' })).data;
	fakeAi.fake.requests.length = 0;
	return { api, app, message, phrase: (body: object = {}) => api.post(`/follow-ups/${message.id}/phrase`, body) };
}

const sentText = () =>
	fakeAi.fake.requests.filter((r) => r.path === '/v1/chat/completions').at(-1)?.body?.messages?.find((m: { role: string }) => m.role === 'user')?.content ?? '';

describe('a follow-up worded by AI under the claims guard', () => {
	it('rewords the message from its own text, sends only the message, and stores nothing', async () => {
		const { api, message, phrase } = await setup();
		fakeAi.fake.behave({ chat: 'follow-up-good' });
		const r = await phrase();
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ used: true, reason: null, removed: [] });
		expect(r.data.text).toMatch(/^Hello again Marta Souza,/);
		expect(r.data.text).toContain('the night shift rota');
		expect(r.data.subject).toBe(`Re: ${message.subject}`);
		const sent = sentText();
		expect(sent).toContain(message.text.trim());
		expect(sent).toContain('language: English');
		// Stored as it was: the person accepts the wording and saves it themselves.
		const stored = (await api.get(`/tracker/jobs/${message.applicationId}/follow-ups`)).data.items[0];
		expect(stored).toMatchObject({ text: message.text, subject: message.subject, version: message.version });
	});

	it('words the text the editor holds now, unsaved edits included', async () => {
		const { phrase } = await setup();
		fakeAi.fake.behave({ chat: 'follow-up-good' });
		const r = await phrase({ subject: 'Thanks', text: 'Hello Marta Souza,\n\nThank you for the visit to the ICU.' });
		expect(sentText()).toContain('Thank you for the visit to the ICU.');
		expect(r.data.text).toBe('Hello again Marta Souza,\n\nThank you for the visit to the ICU.');
	});

	it('keeps none of what a lying provider invents — employers, numbers, titles — and lists it with why', async () => {
		const { phrase } = await setup();
		fakeAi.fake.behave({ chat: 'follow-up-invent' });
		const r = await phrase();
		expect(r.status).toBe(200);
		expect(r.data.used).toBe(true);
		for (const word of ['Google', '40', '12 years', '75%', 'Chief Medical Officer']) expect(r.data.text).not.toContain(word);
		expect(r.data.removed.map((removed: { text: string }) => removed.text)).toEqual(INVENTED_FOLLOW_UP_SENTENCES);
		expect(r.data.removed.every((removed: { why: string }) => /neither the application nor your evidence shows/.test(removed.why))).toBe(true);
	});

	it('says why in Portuguese for a message in Portuguese', async () => {
		const { phrase } = await setup({ lang: 'pt-BR' });
		fakeAi.fake.behave({ chat: 'follow-up-invent' });
		const r = await phrase();
		expect(r.data.text).toMatch(/^Olá de novo, Marta Souza,/);
		expect(r.data.removed[0].why).toMatch(/nem a candidatura nem suas evidências mostram/);
	});

	it('with no provider set up, sends nothing and answers the message as it was', async () => {
		const { message, phrase } = await setup({ ai: false });
		const r = await phrase();
		expect(r.status).toBe(200);
		expect(r.data).toMatchObject({ used: false, reason: 'off', text: message.text, subject: message.subject, removed: [] });
		expect(fakeAi.fake.requests.filter((request) => request.path === '/v1/chat/completions')).toEqual([]);
	});

	it('refuses a sent message (kept as sent) and an unknown one', async () => {
		const { api, message, phrase } = await setup();
		let current = message;
		for (const state of ['reviewed', 'copied', 'sent']) current = (await api.patch(`/follow-ups/${message.id}`, { state, version: current.version })).data;
		const sent = await phrase();
		expect(sent.status).toBe(400);
		expect(sent.contentType).toBe('application/problem+json');
		const missing = await api.post('/follow-ups/nope/phrase', {});
		expect(missing.status).toBe(404);
		expect(fakeAi.fake.requests.filter((request) => request.path === '/v1/chat/completions')).toEqual([]);
	});
});

describe('guardMessage', () => {
	const support = { texts: ['Thank you for the conversation about the ICU Nurse position.'], employers: ['Vale do Ipê Hospital'], titles: ['ICU Nurse'] };
	it('keeps the paragraphs and the supported sentences, drops a line whose every sentence went', () => {
		const out = guardMessage('Hello Marta,\n\nThank you for the conversation. I grew sales by 300% at Google.\n\nI managed 9 people.\n\nBest regards,', support, 'en');
		expect(out.text).toBe('Hello Marta,\n\nThank you for the conversation.\n\nBest regards,');
		expect(out.removed.map((r) => r.text)).toEqual(['I grew sales by 300% at Google.', 'I managed 9 people.']);
		expect(out.kept).toBe(3);
	});
});
