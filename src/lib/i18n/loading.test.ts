/**
 * The words load by area: the frame's English is there from the start; a screen's areas arrive
 * through loadAreas (the root layout awaits it before the screen is drawn), in the language shown;
 * a change of language brings every area asked for so far in the new language before it shows.
 * One module state for the whole file: the tests run in order, each building on the one before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadAreas } from './i18n.svelte';
import { SCREEN_AREAS } from './screens';
import { shellEn } from './areas/shell.en';
import { dashboardEn } from './areas/dashboard.en';
import { dashboardPt } from './areas/dashboard.pt';
import { interviewsPt } from './areas/interviews.pt';
import { radarEn } from './areas/radar.en';
import { resumeEn } from './areas/resume.en';
import { resumePt } from './areas/resume.pt';
import { shellPt } from './areas/shell.pt';

afterEach(() => {
	vi.restoreAllMocks();
});

describe('words by area', () => {
	it('has the frame’s English before any screen asks: menu, storage state, problems', () => {
		expect(i18n.t('nav.dashboard')).toBe(shellEn['nav.dashboard']);
		expect(i18n.t('data.saving')).toBe(shellEn['data.saving']);
		expect(i18n.t('problem.generic')).toMatch(/\w/);
		expect(i18n.has('dashboard.title')).toBe(false);
	});

	it('has a screen’s words once its areas are loaded, as the root layout does before drawing it', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		await loadAreas(SCREEN_AREAS['/dashboard']);
		expect(i18n.t('dashboard.title')).toBe(dashboardEn['dashboard.title']);
		expect(i18n.has('interviews.next.title')).toBe(true);
		expect(i18n.tn('dashboard.requirements.jobs', 2)).toBe('2 jobs');
		expect(error).not.toHaveBeenCalled();
	});

	it('switches language only once the words of every screen opened so far are there in it', async () => {
		await i18n.set('pt-BR');
		expect(i18n.locale).toBe('pt-BR');
		expect(i18n.t('dashboard.title')).toBe(dashboardPt['dashboard.title']);
		expect(i18n.t('interviews.next.title')).toBe(interviewsPt['interviews.next.title']);
		expect(i18n.t('nav.dashboard')).toBe(shellPt['nav.dashboard']);
		// Portuguese skill names come with Portuguese.
		expect(i18n.skill('Intensive care')).toBe('Terapia intensiva');
	});

	it('loads the next screen in the language shown', async () => {
		await loadAreas(SCREEN_AREAS['/resume']);
		expect(i18n.t('resume.title')).toBe(resumePt['resume.title']);
		await i18n.set('en');
		expect(i18n.t('resume.title')).toBe(resumeEn['resume.title']);
		expect(i18n.t('dashboard.title')).toBe(dashboardEn['dashboard.title']);
	});

	it('reports a message of an area the screen did not load, draws it empty (never the raw key), and again when it arrives', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => {});
		expect(i18n.t('radar.title')).toBe('');
		expect(error).toHaveBeenCalledWith(expect.stringMatching(/"radar\.title".*"radar".*screens\.ts/));
		await vi.waitFor(() => expect(i18n.t('radar.title')).toBe(radarEn['radar.title']));
		expect(error).toHaveBeenCalledTimes(1);
	});
});
