import { describe, expect, it } from 'vitest';
import type { ProfileItem } from '../profile';
import { testClient, testEnv } from '../testing/env';
import { proposeWishlist } from './wishlist';

const item = (type: ProfileItem['type'], title: string, skills: string[] = []): ProfileItem =>
	({ id: title, type, title, detail: '', organization: null, start: null, end: null, skills, evidence: [], origin: 'manual', createdAt: '', updatedAt: '', version: 1 }) as ProfileItem;

describe('the wishlist proposed from the profile', () => {
	// Sixteen listed skills, alphabetical: the ones a nurse's jobs show most come last in the alphabet.
	const listed = ['Acolhimento', 'Administração de medicamentos', 'Atendimento humanizado', 'Biossegurança', 'Curativos', 'Educação em saúde', 'Excel', 'Gestão de equipes', 'Higienização', 'Primeiros socorros', 'Punção venosa', 'Sondagem', 'Tasy', 'Terapia intensiva', 'Triagem', 'Ventilação mecânica'];
	const profile = [
		...listed.map((skill) => item('skill', skill)),
		item('experience', 'Enfermeira de UTI', ['Terapia intensiva', 'Ventilação mecânica', 'Tasy']),
		item('experience', 'Enfermeira assistencial', ['Terapia intensiva', 'Tasy']),
		item('education', 'Pós-graduação em UTI', ['Terapia intensiva', 'Ventilação mecânica'])
	];

	it('keeps the skills the profile shows most, not the first fifteen of the alphabet', () => {
		const { skills } = proposeWishlist({ headline: 'Enfermeira', location: 'Recife, PE' }, profile);
		expect(skills).toHaveLength(15);
		// Three items name "Terapia intensiva"; two name each of the others (a tie keeps the profile's order).
		expect(skills.slice(0, 3)).toEqual(['Terapia intensiva', 'Tasy', 'Ventilação mecânica']);
		// Sixteenth in the alphabet, it was the one dropped before.
		expect(skills).toContain('Ventilação mecânica');
	});

	it('then the skills the tracked applications ask for most, then the profile\'s order', () => {
		const asked = new Map([['primeiros socorros', 4]]);
		const { skills } = proposeWishlist({ headline: null, location: null }, listed.map((skill) => item('skill', skill)), asked);
		expect(skills[0]).toBe('Primeiros socorros');
		expect(skills.slice(1, 3)).toEqual(['Acolhimento', 'Administração de medicamentos']);
	});
});

// Issue 27, two tabs: tab 2 had the wishlist open; tab 1 saved a change; tab 2 saved its own.
describe('saving the wishlist from two tabs', () => {
	async function saved(fields: Record<string, unknown>) {
		const api = testClient(testEnv().env);
		const first = (await api.put('/radar/wishlist', { version: 0, ...fields })).data;
		return { api, first };
	}

	it('starts at version 0 and counts every save', async () => {
		const { api, first } = await saved({ titles: ['Enfermeira de UTI'], places: ['Recife, PE'] });
		expect(first).toMatchObject({ saved: true, version: 1, titles: ['Enfermeira de UTI'], places: ['Recife, PE'] });
		expect((await api.put('/radar/wishlist', { version: 1, skills: ['Ventilação mecânica'] })).data.version).toBe(2);
		expect((await api.get('/radar/wishlist')).data.version).toBe(2);
	});

	it('changes only the criteria a save sends: what another tab saved in the others stays', async () => {
		const { api } = await saved({ titles: ['Enfermeira de UTI'], places: ['Recife, PE'], excludeWords: ['estágio'] });
		// Tab 1 adds a minimum pay (version 1 → 2).
		await api.put('/radar/wishlist', { version: 1, minPay: { amount: 6000, period: 'month', currency: 'BRL' } });
		// Tab 2 merges its places onto version 2: the pay tab 1 saved is kept.
		const merged = await api.put('/radar/wishlist', { version: 2, places: ['Recife, PE', 'Olinda, PE'] });
		expect(merged.status).toBe(200);
		expect(merged.data).toMatchObject({
			version: 3,
			titles: ['Enfermeira de UTI'],
			places: ['Recife, PE', 'Olinda, PE'],
			excludeWords: ['estágio'],
			minPay: { amount: 6000, period: 'month', currency: 'BRL' }
		});
	});

	it('refuses a save based on an older version with 409 conflict, and stores nothing of it', async () => {
		const { api } = await saved({ titles: ['Enfermeira de UTI'] });
		await api.put('/radar/wishlist', { version: 1, places: ['Recife, PE'] });
		const stale = await api.put('/radar/wishlist', { version: 1, titles: ['Técnica de enfermagem'] });
		expect(stale.status).toBe(409);
		expect(stale.data).toMatchObject({ code: 'conflict' });
		expect((await api.get('/radar/wishlist')).data).toMatchObject({ version: 2, titles: ['Enfermeira de UTI'], places: ['Recife, PE'] });
	});

	it('refuses a proposal saved over a wishlist another tab saved first', async () => {
		const { api } = await saved({ titles: ['Enfermeira de UTI'] });
		expect((await api.put('/radar/wishlist', { version: 0, titles: ['Enfermeira'] })).status).toBe(409);
	});

	it('saves the proposal the person was shown, with what they changed in it', async () => {
		const api = testClient(testEnv().env);
		await api.put('/profile/basics', { name: 'Ana Lima', headline: 'Enfermeira de UTI', location: 'Recife, PE' });
		const proposal = (await api.get('/radar/wishlist')).data;
		expect(proposal).toMatchObject({ saved: false, version: 0, titles: ['Enfermeira de UTI'] });
		const stored = (await api.put('/radar/wishlist', { version: 0, excludeWords: ['estágio'] })).data;
		expect(stored).toMatchObject({ saved: true, version: 1, titles: ['Enfermeira de UTI'], places: ['Recife, PE'], excludeWords: ['estágio'] });
	});

	it('reads a wishlist stored before versions as version 1, and still takes a whole wishlist without one', async () => {
		const { env } = testEnv();
		const api = testClient(env);
		await env.db.radarState.put({ key: 'wishlist', value: { titles: ['Professora de Química'], places: ['Recife, PE'] }, updatedAt: '2026-10-01T12:00:00.000Z' });
		expect((await api.get('/radar/wishlist')).data).toMatchObject({ saved: true, version: 1, titles: ['Professora de Química'] });
		// No version: the body is the whole wishlist, as before (criteria left out are empty).
		const whole = (await api.put('/radar/wishlist', { titles: ['Professora de Física'] })).data;
		expect(whole).toMatchObject({ version: 2, titles: ['Professora de Física'], places: [] });
	});
});
