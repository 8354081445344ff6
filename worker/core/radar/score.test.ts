import { describe, expect, it } from 'vitest';
import { evidenceSubject } from '../evidence';
import type { FeedItem } from './feed-item';
import { inQuietHours } from './alerts';
import { WishlistFields } from './schema';
import { exclusionOf, scoreItem, titleAgreement } from './score';

const item = (over: Partial<FeedItem>): FeedItem => ({ guid: null, title: '', company: '', location: '', workMode: null, url: null, description: '', publishedAt: null, notes: [], ...over });
const wishlist = (over: Partial<WishlistFields>) => WishlistFields.parse(over);
const skill = (title: string) => ({ id: title, type: 'skill' as const, title, detail: '', organization: null, start: null, end: null, skills: [], evidence: [{ text: `${title}: três anos de prática diária.`, source: 'manual', public: false, url: null }], origin: 'manual' as const, createdAt: '', updatedAt: '', version: 1 });
const subject = (...skills: string[]) => evidenceSubject({ profile: skills.map(skill), asOf: '2026-11' });

describe('titleAgreement', () => {
	it.each([
		['Enfermeira de UTI', 'Enfermeiro(a) de UTI', 1],
		['Enfermeira de UTI', 'Enfermeira Obstétrica', 0.5],
		['Backend Engineer', 'Senior Backend Engineer (Go)', 1],
		['Professora de Química', 'Professor de Física', 0.5],
		['Advogada trabalhista', 'Analista de Dados', 0]
	])('%s vs %s → %s', (target, title, share) => {
		expect(titleAgreement(target, title)).toBeCloseTo(share, 2);
	});
});

describe('exclusions', () => {
	it('removes by a whole excluded word, accents and case ignored, never by part of a word', () => {
		const list = wishlist({ excludeWords: ['plantão', 'PJ'] });
		expect(exclusionOf(item({ title: 'Enfermeira', description: 'Escala com PLANTAO noturno.' }), list)).toEqual({ code: 'excluded_word', params: { word: 'plantão' } });
		expect(exclusionOf(item({ title: 'Dev', description: 'Contrato PJ.' }), list)?.params.word).toBe('PJ');
		expect(exclusionOf(item({ title: 'Dev', description: 'Projeto em PJe (processo judicial eletrônico).' }), list)).toBeNull();
	});

	it('removes by an excluded place only when the posting names it', () => {
		const list = wishlist({ excludePlaces: ['Rio de Janeiro'] });
		expect(exclusionOf(item({ title: 'Advogada', location: 'Rio de Janeiro, RJ' }), list)).toEqual({ code: 'excluded_place', params: { place: 'Rio de Janeiro' } });
		expect(exclusionOf(item({ title: 'Advogada', location: '' }), list)).toBeNull();
	});
});

describe('scoreItem', () => {
	const posting = item({
		title: 'Professora de Química — Colégio Ipê',
		location: 'Curitiba, PR',
		description: 'Colégio Ipê contrata Professora de Química.\nRequisitos:\n- Licenciatura em Química\n- Didática e planejamento de aulas\n- Experiência em laboratório\nSalário: R$ 4.000 por mês.'
	});

	it('counts what the posting does not say as unknown, never as met', () => {
		const scored = scoreItem(item({ ...posting, location: '', description: posting.description.replace('Salário: R$ 4.000 por mês.', '') }), 'Professora de Química', wishlist({ places: ['Curitiba'], minPay: { amount: 3000, period: 'month', currency: 'BRL' } }), null);
		expect(scored.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['place_unknown', 'pay_unknown', 'no_profile']));
		expect(scored.wishlist).toBe(50);
	});

	it('reads the place a feed item writes in its summary when no field gives one', () => {
		const nurse = item({ title: 'Enfermeira de UTI', description: 'Rede Vida, Guarulhos, SP\nPlantão 12x36. Requisitos: COREN ativo, experiência em UTI.' });
		const near = scoreItem(nurse, 'Enfermeira de UTI', wishlist({ places: ['Guarulhos'] }), null);
		expect(near.reasons).toContainEqual({ code: 'place_match', params: { place: 'Guarulhos' } });
		expect(near.location).toBe('Guarulhos, SP, Brasil');
		const far = scoreItem(nurse, 'Enfermeira de UTI', wishlist({ places: ['Curitiba'] }), null);
		expect(far.reasons.map((r) => r.code)).toContain('place_miss');
		expect(far.reasons.map((r) => r.code)).not.toContain('place_unknown');
	});

	it('compares pay across periods in the same currency, and not across currencies', () => {
		const hourly = scoreItem(posting, 'Professora de Química', wishlist({ minPay: { amount: 30, period: 'hour', currency: 'BRL' } }), null);
		expect(hourly.reasons).toContainEqual({ code: 'pay_below', params: { amount: 4000, currency: 'BRL', period: 'month' } });
		const yearly = scoreItem(posting, 'Professora de Química', wishlist({ minPay: { amount: 45_000, period: 'year', currency: 'BRL' } }), null);
		expect(yearly.reasons.map((r) => r.code)).toContain('pay_meets');
		const dollars = scoreItem(posting, 'Professora de Química', wishlist({ minPay: { amount: 1000, period: 'month', currency: 'USD' } }), null);
		expect(dollars.reasons.map((r) => r.code)).toContain('pay_unknown');
	});

	it('mixes the profile fit and the wishlist, and scores a better-fitting profile higher', () => {
		const list = wishlist({ titles: ['Professora de Química'] });
		const teacher = scoreItem(posting, 'Professora de Química', list, subject('Química', 'Didática', 'Planejamento de aulas'));
		const lawyer = scoreItem(posting, 'Professora de Química', list, subject('Direito trabalhista', 'Contratos'));
		expect(teacher.fit).not.toBeNull();
		expect(teacher.score!).toBeGreaterThan(lawyer.score!);
		expect(teacher.evidence.every((e) => posting.description.includes(e.posting.replace(/^- /, '')))).toBe(true);
		expect(lawyer.gaps.length).toBeGreaterThan(0);
	});

	it('a posting that names no requirement gets no fit, and says so, without failing', () => {
		const scored = scoreItem(item({ title: 'Vaga', description: 'Venha trabalhar conosco em um ambiente incrível e colaborativo, com muitas oportunidades.' }), 'Vaga', null, subject('Excel'));
		expect(scored.fit).toBeNull();
		expect(scored.reasons.map((r) => r.code)).toContain('posting_unreadable');
	});

	it('a removed posting is not scored', () => {
		const scored = scoreItem(posting, 'Professora de Química', wishlist({ excludeWords: ['laboratório'] }), subject('Química'));
		expect(scored).toMatchObject({ score: null, fit: null, excludedBy: { code: 'excluded_word' } });
	});
});

describe('quiet hours', () => {
	const at = (clock: string) => new Date(`2026-11-02T${clock}:00`);
	it.each([
		[{ from: '22:00', to: '07:00' }, '23:30', true],
		[{ from: '22:00', to: '07:00' }, '06:59', true],
		[{ from: '22:00', to: '07:00' }, '07:00', false],
		[{ from: '12:00', to: '14:00' }, '13:00', true],
		[{ from: '12:00', to: '14:00' }, '15:00', false],
		[null, '03:00', false]
	])('%j at %s → %s', (quiet, clock, expected) => {
		expect(inQuietHours(quiet, at(clock))).toBe(expected);
	});
});
