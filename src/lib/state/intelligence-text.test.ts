import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLocale } from '$lib/i18n/i18n.svelte';
import { isoWeek } from '$core/tracker/metrics';
import { bucketLabel, countOf, funnelSummary, requirementsSummary, responseSummary, sourcesSummary, timelineSummary, weekDate, weekStart } from './intelligence-text';

// Portuguese is a chunk of its own, loaded before a screen first speaks it; here, once for the file.
beforeAll(() => loadLocale('pt-BR'));

afterEach(() => {
	i18n.locale = 'en';
});

const week = (w: string, applied: number, responses = 0, interviews = 0) => ({ week: w, created: applied, applied, responses, interviews });
const totals = (items: ReturnType<typeof week>[]) => ({
	created: items.reduce((s, r) => s + r.created, 0),
	applied: items.reduce((s, r) => s + r.applied, 0),
	responses: items.reduce((s, r) => s + r.responses, 0),
	interviews: items.reduce((s, r) => s + r.interviews, 0)
});

describe('the words around the charts', () => {
	it('finds the Monday each ISO week starts on, the same week the core counts in', () => {
		for (const w of ['2026-W01', '2026-W45', '2020-W53', '2021-W01', '2027-W52']) {
			const monday = weekStart(w);
			expect(monday.getUTCDay()).toBe(1);
			expect(isoWeek(monday.toISOString())).toBe(w);
		}
		expect(weekStart('2026-W45').toISOString().slice(0, 10)).toBe('2026-11-02');
		expect(weekDate('2026-W45')).toBe('Nov 2');
	});

	it('sums up a timeline with its totals and its busiest week', () => {
		const items = [week('2026-W44', 2, 1), week('2026-W45', 4, 0, 1), week('2026-W46', 4)];
		const sentence = timelineSummary({ items, totals: totals(items) }, 8);
		expect(sentence).toBe('In the last 8 weeks: 10 applications, 1 response and 1 interview. Most applications in the week of Nov 9 (2026-W46): 4.');
	});

	it('says a quiet period in one sentence, and "nenhuma" rather than "0 candidatura" in Portuguese', () => {
		const quiet = [week('2026-W44', 0)];
		expect(timelineSummary({ items: quiet, totals: totals(quiet) }, 4)).toBe('No applications, responses or interviews in the last 4 weeks.');
		i18n.locale = 'pt-BR';
		expect(countOf('intelligence.count.responses', 0)).toBe('nenhuma resposta');
		const items = [week('2026-W45', 3)];
		expect(timelineSummary({ items, totals: totals(items) }, 12)).toBe(
			'Nas últimas 12 semanas: 3 candidaturas, nenhuma resposta e nenhuma entrevista. A semana com mais candidaturas foi a de 2 de nov. (2026-W45): 3.'
		);
	});

	it('names every stage of the funnel with its count and share', () => {
		const funnel = {
			stages: [
				{ status: 'saved' as const, count: 4, skipped: 0, rate: 1 },
				{ status: 'applied' as const, count: 2, skipped: 0, rate: 0.5 }
			]
		};
		expect(funnelSummary(funnel, 4, (s) => s.toUpperCase())).toBe('Funnel of 4 tracked jobs: SAVED 4 (100%) and APPLIED 2 (50%).');
	});

	it('gives each source its conversion, or says nothing was sent from it', () => {
		const sources = {
			items: [
				{ source: 'LinkedIn', total: 5, applied: 4, interviews: 1, offers: 0, conversion: 0.25 },
				{ source: 'manual', total: 1, applied: 0, interviews: 0, offers: 0, conversion: null }
			]
		};
		expect(sourcesSummary(sources)).toBe('Conversion to interview by source: LinkedIn 25% (1 of 4 sent) and Added by hand: nothing sent yet.');
	});

	it('names the most asked skills and how many of them are gaps', () => {
		const item = (skill: string, share: number, inProfile: boolean) => ({ skill, count: 1, required: 1, share, inProfile, jobs: [] });
		const r = { items: [item('SQL', 0.8, true), item('Docker', 0.5, false), item('AWS', 0.2, false)], jobsWithSkills: 5 };
		expect(requirementsSummary(r)).toBe('Most asked for: SQL 80%, Docker 50%, and AWS 20%. 2 of them are not in your profile yet.');
	});

	it('labels the time buckets and sums up the answers, the median and the waiting', () => {
		expect(bucketLabel({ from: 0, to: 1, count: 0 })).toBe('under 1 day');
		expect(bucketLabel({ from: 3, to: 7, count: 0 })).toBe('3–7 days');
		expect(bucketLabel({ from: 60, to: null, count: 0 })).toBe('60 days or more');
		const times = {
			buckets: [
				{ from: 0, to: 1, count: 1 },
				{ from: 1, to: 3, count: 3 },
				{ from: 3, to: null, count: 1 }
			],
			median: 2.5,
			responded: 5,
			waiting: 2
		};
		expect(responseSummary(times)).toBe('5 applications answered. Half of them within 2.5 days. 2 still waiting for an answer. Most answers came in 1–3 days: 3.');
		i18n.locale = 'pt-BR';
		expect(bucketLabel({ from: 1, to: 3, count: 0 })).toBe('1 a 3 dias');
		expect(responseSummary({ ...times, waiting: 0 })).toBe('5 candidaturas respondidas. Metade delas em até 2,5 dias. A maior parte das respostas veio em 1 a 3 dias: 3.');
	});
});
