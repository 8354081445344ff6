import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import type { RadarAlert, RoundFeed } from '$lib/api/radar';
import { i18n, loadLocale } from '$lib/i18n/i18n.svelte';
import { say } from '$lib/components/radar/say';
import {
	addProblemWords,
	alertDraft,
	alertSettings,
	alertsToNotify,
	companyBesideTitle,
	DEFAULT_RESULT_FILTERS,
	draftChanged,
	exclusionWords,
	feedProblemWords,
	isResultsFiltered,
	matchesFilters,
	nextRoundAt,
	parseAmount,
	reasonTone,
	reasonWords,
	resultsEmpty,
	resultsQuery,
	roundFeedWords,
	roundNeedsConsent,
	sortedReasons,
	sourceWarningWords,
	splitList,
	updatedBeside,
	wishlistDraft,
	wishlistFields
} from './radar-view.svelte';

// Portuguese is a chunk of its own, loaded before a screen first speaks it; here, once for the file.
beforeAll(() => loadLocale('pt-BR'));

afterEach(() => {
	i18n.locale = 'en';
});

const problem = (code: string, detail = '', params?: Record<string, string | number>, errors?: { path: string; message: string }[]) => new ApiError({ status: 400, code, detail, params, errors });
const EMPTY = { titles: [], skills: [], places: [], workModes: [], seniority: [], minPay: null, excludeWords: [], excludePlaces: [], languages: [] };

describe('the results filters', () => {
	it('ask for no status by default, so the API lists what still needs the person (new and saved)', () => {
		expect(resultsQuery(DEFAULT_RESULT_FILTERS)).toEqual({ status: undefined, minScore: undefined, feedId: undefined, q: undefined, limit: 30, cursor: undefined });
	});

	it('send one status, every status for "all", the minimum score, the source and a trimmed search', () => {
		expect(resultsQuery({ status: 'excluded', minScore: 70, feedId: 'f1', q: '  enfermeiro ' }, { limit: 60, cursor: 'abc' })).toEqual({
			status: ['excluded'],
			minScore: 70,
			feedId: 'f1',
			q: 'enfermeiro',
			limit: 60,
			cursor: 'abc'
		});
		expect(resultsQuery({ ...DEFAULT_RESULT_FILTERS, status: 'all' }).status).toEqual(['new', 'saved', 'dismissed', 'excluded']);
	});

	it('count a blank search as no filter', () => {
		expect(isResultsFiltered({ ...DEFAULT_RESULT_FILTERS, q: '   ' })).toBe(false);
		expect(isResultsFiltered({ ...DEFAULT_RESULT_FILTERS, minScore: 0 })).toBe(true);
	});

	it('tell whether a result acted on still belongs to the view', () => {
		expect(matchesFilters({ status: 'dismissed', score: 80, feedId: 'a' }, DEFAULT_RESULT_FILTERS)).toBe(false);
		expect(matchesFilters({ status: 'saved', score: 80, feedId: 'a' }, DEFAULT_RESULT_FILTERS)).toBe(true);
		expect(matchesFilters({ status: 'new', score: null, feedId: 'a' }, { ...DEFAULT_RESULT_FILTERS, minScore: 50 })).toBe(false);
	});

	it('say why the list is empty: no source, no round yet, filters, or nothing left', () => {
		expect(resultsEmpty({ feeds: 0, rounds: 0, filters: DEFAULT_RESULT_FILTERS })).toBe('no_sources');
		expect(resultsEmpty({ feeds: 2, rounds: 0, filters: DEFAULT_RESULT_FILTERS })).toBe('no_round');
		expect(resultsEmpty({ feeds: 2, rounds: 3, filters: DEFAULT_RESULT_FILTERS })).toBe('nothing');
		expect(resultsEmpty({ feeds: 0, rounds: 0, filters: { ...DEFAULT_RESULT_FILTERS, q: 'x' } })).toBe('filtered');
	});
});

describe('the reasons of a score', () => {
	it('word every code of the scorer in both languages, with its values', () => {
		expect(say(reasonWords({ code: 'title_match', params: { title: 'Enfermeiro UTI' } }))).toBe('The title matches “Enfermeiro UTI”.');
		expect(say(reasonWords({ code: 'skills_found', params: { skills: 'BLS, SAE', count: 2, of: 5 } }))).toBe('Names 2 of the skills you listed: BLS, SAE.');
		expect(say(reasonWords({ code: 'skills_none', params: { skills: '', count: 0, of: 1 } }))).toBe('Does not name the skill you listed.');
		expect(say(reasonWords({ code: 'mode_miss', params: { mode: 'onsite' } }))).toBe('Work mode: On-site, not one you want.');
		i18n.locale = 'pt-BR';
		expect(say(reasonWords({ code: 'mode_match', params: { mode: 'remote' } }))).toBe('Modelo de trabalho: Remoto, como você quer.');
		expect(say(reasonWords({ code: 'skills_none', params: { skills: '', count: 0, of: 4 } }))).toBe('Não cita nenhuma das 4 habilidades que você listou.');
		expect(say(reasonWords({ code: 'language_miss', params: { language: 'en' } }))).toBe('Escrita em inglês, fora dos idiomas que você escolheu.');
	});

	it('write pay as money of its currency, per its period', () => {
		const text = say(reasonWords({ code: 'pay_meets', params: { amount: 9000, currency: 'BRL', period: 'month' } }));
		expect(text).toMatch(/^Pays R\$\s?9,000 per month: at least your minimum\.$/);
	});

	it('show an unknown code as it is rather than nothing', () => {
		expect(say(reasonWords({ code: 'something_new', params: {} }))).toBe('something_new');
	});

	it('put what was met first, then what was missed, unknown, and notes', () => {
		const codes = sortedReasons([
			{ code: 'no_profile', params: {} },
			{ code: 'pay_unknown', params: {} },
			{ code: 'title_miss', params: {} },
			{ code: 'place_match', params: {} }
		]).map((r) => r.code);
		expect(codes).toEqual(['place_match', 'title_miss', 'pay_unknown', 'no_profile']);
		expect(reasonTone('seniority_unknown')).toBe('unknown');
	});

	it('name the excluded word or place that removed a posting', () => {
		expect(say(exclusionWords({ code: 'excluded_word', params: { word: 'estágio' } }))).toBe('Removed: it mentions “estágio”, a word you excluded.');
		i18n.locale = 'pt-BR';
		expect(say(exclusionWords({ code: 'excluded_place', params: { place: 'Manaus' } }))).toBe('Removida: é em Manaus, um local que você excluiu.');
	});
});

describe('the problems of a source', () => {
	it('word a refused feed by its reason, and a source error by its code', () => {
		expect(say(feedProblemWords({ code: 'invalid_feed', reason: 'entities' }))).toMatch(/refuses for safety/);
		expect(say(feedProblemWords({ code: 'invalid_feed', reason: null }))).toBe('This is not a feed Rumo can read. Nothing was stored.');
		expect(say(feedProblemWords({ code: 'source_unavailable', detail: 'example.org answered 500' }))).toMatch(/could not be reached/);
		expect(say(feedProblemWords({ code: 'rate_limited', detail: 'Too many requests; wait a minute.' }))).toBe('Too many requests; wait a minute.');
	});

	it('say a wrong or unknown board name as such when adding a job board', () => {
		expect(say(addProblemWords(problem('validation_failed', 'x', undefined, [{ path: 'board', message: 'Not a board' }]), 'board'))).toMatch(/not a board name/);
		expect(say(addProblemWords(problem('source_unavailable', 'There is no page at this address on api.lever.co any more (HTTP 404)', { reason: 'status_404' }), 'board'))).toMatch(/no board by that name/);
		expect(say(addProblemWords(problem('source_unavailable', 'api.lever.co is not answering properly right now (HTTP 503)', { reason: 'status_503' }), 'board'))).toMatch(/could not be reached/);
		expect(say(addProblemWords(problem('source_unavailable', 'down'), 'url'))).toMatch(/could not be reached/);
		expect(say(addProblemWords(problem('invalid_feed', 'DTD', { reason: 'entities' }), 'url'))).toMatch(/Nothing was stored/);
	});

	it('sum up each source of a round', () => {
		const feed = (patch: Partial<RoundFeed>): RoundFeed => ({ feedId: 'f', name: 'Jobs', ok: true, status: 'ok', items: 25, added: 20, duplicates: 3, excluded: 2, error: null, warnings: [], ...patch });
		expect(say(roundFeedWords(feed({})))).toBe('25 postings: 20 new, 3 already seen, 2 removed by your wishlist.');
		expect(say(roundFeedWords(feed({ status: 'not_modified' })))).toMatch(/Not changed/);
		const consent = feed({ ok: false, status: 'error', error: { code: 'consent_required', detail: 'x', reason: null } });
		expect(say(roundFeedWords(consent))).toMatch(/needs your permission/);
		expect(roundNeedsConsent([feed({}), consent])).toBe(true);
	});
});

describe('what reading a source had to say', () => {
	const warning = (code: string, count?: number) => ({ code, message: `The reader's own sentence about ${code}.`, ...(count === undefined ? {} : { count }) });

	it('is said by its code in English, with the count the core gives', () => {
		expect(say(sourceWarningWords(warning('control_characters', 1)))).toBe(
			'This feed holds 1 control character no feed may contain; Rumo removed it and read the rest. If a posting looks garbled, tell whoever publishes the feed.'
		);
		expect(say(sourceWarningWords(warning('control_characters', 3)))).toMatch(/^This feed holds 3 control characters .* removed them/);
		expect(say(sourceWarningWords(warning('truncated', 12)))).toMatch(/read the 12 complete postings before the cut\. Run a round again later/);
		expect(say(sourceWarningWords(warning('items_cut', 1234)))).toMatch(/; 1,234 were left out\. To see them, add a narrower feed/);
		expect(say(sourceWarningWords(warning('empty_items', 1)))).toMatch(/^1 item of this feed had no title, description or link/);
		expect(say(sourceWarningWords(warning('undeclared_prefixes')))).toMatch(/tags it never declares/);
	});

	it('is said in Brazilian Portuguese, counts in the locale’s digits, zero in the plural', () => {
		i18n.locale = 'pt-BR';
		expect(say(sourceWarningWords(warning('control_characters', 1)))).toBe(
			'Este feed tem 1 caractere de controle que nenhum feed pode conter; o Rumo o removeu e leu o resto. Se alguma vaga aparecer com texto estranho, avise quem publica o feed.'
		);
		expect(say(sourceWarningWords(warning('control_characters', 2)))).toMatch(/^Este feed tem 2 caracteres de controle .* o Rumo os removeu/);
		expect(say(sourceWarningWords(warning('items_cut', 1234)))).toMatch(/; 1\.234 ficaram de fora\. Para vê-las, adicione também um feed mais específico/);
		expect(say(sourceWarningWords(warning('truncated', 0)))).toMatch(/leu as 0 vagas completas antes do corte/);
		expect(say(sourceWarningWords(warning('empty_items', 1)))).toBe('1 item deste feed não tinha título, descrição nem link, então não havia o que mostrar; o Rumo o deixou de fora.');
	});

	it('is said without a number when the core gives none (a board whose further pages were left unread)', () => {
		expect(say(sourceWarningWords(warning('items_cut')))).toMatch(/^This source lists more postings than Rumo keeps from one read, so the rest were left out\./);
		i18n.locale = 'pt-BR';
		expect(say(sourceWarningWords(warning('items_cut')))).toMatch(/e as demais ficaram de fora/);
	});

	it('falls back to the reader’s own sentence only for a code this screen does not know', () => {
		expect(sourceWarningWords(warning('a_new_code', 2))).toEqual({ text: "The reader's own sentence about a_new_code." });
	});
});

describe('a posting’s last change beside its date', () => {
	const sameDay = (a: string, b: string) => a.slice(0, 10) === b.slice(0, 10);

	it('is shown when the source says it changed on a later day', () => {
		expect(updatedBeside({ publishedAt: '2026-11-01T12:00:00.000Z', postingUpdatedAt: '2026-11-04T08:30:00.000Z' }, sameDay)).toBe('2026-11-04T08:30:00.000Z');
	});

	it('is not shown when it is the posting date, the same day, earlier, missing or unreadable', () => {
		expect(updatedBeside({ publishedAt: '2026-11-01T12:00:00.000Z', postingUpdatedAt: '2026-11-01T12:00:00.000Z' }, sameDay)).toBeNull();
		expect(updatedBeside({ publishedAt: '2026-11-01T08:00:00.000Z', postingUpdatedAt: '2026-11-01T18:00:00.000Z' }, sameDay)).toBeNull();
		expect(updatedBeside({ publishedAt: '2026-11-05T08:00:00.000Z', postingUpdatedAt: '2026-11-01T18:00:00.000Z' }, sameDay)).toBeNull();
		expect(updatedBeside({ publishedAt: '2026-11-01T08:00:00.000Z', postingUpdatedAt: null }, sameDay)).toBeNull();
		expect(updatedBeside({ publishedAt: null, postingUpdatedAt: 'soon' }, sameDay)).toBeNull();
	});

	it('is shown alone when the posting has no date of its own', () => {
		expect(updatedBeside({ publishedAt: null, postingUpdatedAt: '2026-11-04T08:30:00.000Z' }, sameDay)).toBe('2026-11-04T08:30:00.000Z');
	});
});

describe('the wishlist form', () => {
	it('splits lists on lines and semicolons, not commas, without blanks or repeats', () => {
		expect(splitList('Enfermeiro UTI\nenfermeiro uti;\nTécnico de Enfermagem \n\nRecife, PE')).toEqual(['Enfermeiro UTI', 'Técnico de Enfermagem', 'Recife, PE']);
	});

	it('reads amounts as people type them', () => {
		expect(parseAmount('5000')).toBe(5000);
		expect(parseAmount('5.000')).toBe(5000);
		expect(parseAmount('5,000')).toBe(5000);
		expect(parseAmount('5.000,50')).toBe(5000.5);
		expect(parseAmount('5,000.50')).toBe(5000.5);
		expect(parseAmount('R$ 7.500')).toBe(7500);
		expect(parseAmount('12,5')).toBe(12.5);
		expect(parseAmount('abc')).toBeNull();
		expect(parseAmount('0')).toBeNull();
	});

	it('sends what the form says, and names the field to fix', () => {
		const draft = { ...wishlistDraft(EMPTY), titles: 'Enfermeiro\nEnfermeira', payAmount: '8.000', payCurrency: 'brl', excludeWords: 'estágio' };
		expect(wishlistFields(draft)).toEqual({ fields: { ...EMPTY, titles: ['Enfermeiro', 'Enfermeira'], minPay: { amount: 8000, period: 'month', currency: 'BRL' }, excludeWords: ['estágio'] } });
		expect(wishlistFields({ ...draft, payAmount: 'muito' })).toEqual({ field: 'payAmount', key: 'radar.wishlist.pay.invalid' });
		expect(wishlistFields({ ...draft, payCurrency: 'R$' })).toEqual({ field: 'payCurrency', key: 'radar.wishlist.currency.invalid' });
	});

	it('sees a form as unchanged when only spacing differs from what was loaded', () => {
		const loaded = { ...EMPTY, titles: ['Enfermeiro'], skills: ['BLS', 'SAE'] };
		expect(draftChanged({ ...wishlistDraft(loaded), skills: 'BLS\nSAE ' }, loaded)).toBe(false);
		expect(draftChanged({ ...wishlistDraft(loaded), skills: 'BLS' }, loaded)).toBe(true);
	});
});

describe('alerts and the schedule', () => {
	it('send quiet hours only when turned on, and rounds never more often than every 30 minutes', () => {
		const draft = alertDraft({ threshold: 75, notify: false, quietHours: null, everyMinutes: null });
		expect(alertSettings({ ...draft, threshold: 80, everyMinutes: 10 })).toEqual({ settings: { threshold: 80, notify: false, quietHours: null, everyMinutes: 30 } });
		expect(alertSettings({ ...draft, quiet: true, quietFrom: '22:00', quietTo: '07:00' })).toMatchObject({ settings: { quietHours: { from: '22:00', to: '07:00' } } });
		expect(alertSettings({ ...draft, quiet: true, quietFrom: '', quietTo: '07:00' })).toEqual({ key: 'radar.alerts.quiet.invalid' });
		expect(alertSettings({ ...draft, threshold: 140 })).toEqual({ key: 'radar.alerts.threshold.invalid' });
		expect(alertSettings({ ...draft, threshold: null as unknown as number })).toEqual({ key: 'radar.alerts.threshold.invalid' });
	});

	it('schedules the next round from the last one of any kind, at least 30 minutes later', () => {
		const now = Date.parse('2026-11-02T12:00:00Z');
		expect(nextRoundAt(null, null, now)).toBeNull();
		expect(nextRoundAt(null, 60, now)).toBe(now);
		expect(nextRoundAt('2026-11-02T11:30:00Z', 60, now)).toBe(Date.parse('2026-11-02T12:30:00Z'));
		expect(nextRoundAt('2026-11-02T11:50:00Z', 5, now)).toBe(Date.parse('2026-11-02T12:20:00Z'));
	});

	it('notifies only new, unread alerts the core marked for a notification, from the last day', () => {
		const now = Date.parse('2026-11-02T12:00:00Z');
		const alert = (patch: Partial<RadarAlert>): RadarAlert => ({
			id: 'a',
			resultId: 'r',
			title: 'Enfermeiro',
			company: 'Hospital',
			score: 90,
			createdAt: '2026-11-02T11:00:00Z',
			readAt: null,
			dismissedAt: null,
			notify: true,
			notifiedAt: null,
			...patch
		});
		const list = [
			alert({ id: 'due' }),
			alert({ id: 'quiet', notify: false }),
			alert({ id: 'shown', notifiedAt: '2026-11-02T11:01:00Z' }),
			alert({ id: 'read', readAt: '2026-11-02T11:05:00Z' }),
			alert({ id: 'old', createdAt: '2026-10-30T11:00:00Z' })
		];
		expect(alertsToNotify(list, now).map((a) => a.id)).toEqual(['due']);
	});
});

// Issue 27: the radar alert repeated the company its title already names.
describe('companyBesideTitle', () => {
	it('shows the company only when the title does not already name it', () => {
		expect(companyBesideTitle('Enfermeiro(a) de UTI — Hospital Boa Vista', 'Hospital Boa Vista')).toBeNull();
		expect(companyBesideTitle('ENFERMEIRO DE UTI - HOSPITAL SÃO LUCAS', 'Hospital Sao Lucas')).toBeNull();
		expect(companyBesideTitle('Enfermeiro(a) de UTI', 'Hospital Boa Vista')).toBe('Hospital Boa Vista');
		expect(companyBesideTitle('Enfermeiro(a) de UTI', null)).toBeNull();
	});
});
