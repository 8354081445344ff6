import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('$lib/api', () => ({ api: {}, isApiError: () => false }));
vi.mock('$lib/platform/save-file', () => ({ saveFile: () => {} }));

const { browserTimeZone } = await import('./interviews.svelte');

// The Dashboard asks for the zone while it first renders: the first Intl.DateTimeFormat of a page
// costs tens of milliseconds on a phone, Temporal's answer nothing (issue 27, speed on a phone).
describe('the browser time zone', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		vi.restoreAllMocks();
	});

	it('comes from Temporal where the browser has it, without building an Intl.DateTimeFormat', () => {
		vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Sao_Paulo' } });
		const formats = vi.spyOn(Intl, 'DateTimeFormat');
		expect(browserTimeZone()).toBe('America/Sao_Paulo');
		expect(formats).not.toHaveBeenCalled();
	});

	it("is Intl's zone where there is no Temporal", () => {
		vi.stubGlobal('Temporal', undefined);
		expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
	});
});
