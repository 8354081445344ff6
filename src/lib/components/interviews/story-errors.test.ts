import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/errors';
import { loadAreas } from '$lib/i18n/i18n.svelte';
import { unsupportedClaim } from './story-errors';

const refusal = new ApiError({
	status: 422,
	code: 'unsupported_claim',
	detail: 'The story states something your resume and profile do not show.',
	errors: [
		{ path: 'parts.result.text', message: '"73%": none of your evidence shows this number. Add it to your profile first, or leave it out.' },
		{ path: 'title', message: 'Something else the core may say one day.' }
	]
});

// The screen's words load by area, as the root layout loads them before /interviews is drawn.
beforeAll(() => loadAreas(['interviews']));

describe('a story refused for a claim no evidence shows', () => {
	it('names the number on its own field, with what to do', () => {
		expect(unsupportedClaim(refusal, 'parts.result.text')).toBe('“73%”: none of your evidence shows this number. Add it to your profile first, or take it out.');
	});

	it('falls back to the general words for a message it does not know, and says nothing for a field without error', () => {
		expect(unsupportedClaim(refusal, 'title')).toMatch(/^Rumo only writes what your resume or profile shows/);
		expect(unsupportedClaim(refusal, 'parts.action.text')).toBeUndefined();
		expect(unsupportedClaim(new ApiError({ status: 409, code: 'conflict', detail: 'x' }), 'title')).toBeUndefined();
	});
});
