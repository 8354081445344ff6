import { describe, expect, it } from 'vitest';
import { countOutcome, defaultResumeId, identityMismatch, itemIdentity, refusedFields } from './document-rules';

const basics = (name: string | null, email: string | null = null) => ({ name, email, phone: null, location: null, links: [], headline: null, summary: null });

describe('the review of a resume', () => {
	it('knows an item the profile has whatever its case, accents or surrounding spaces', () => {
		const inProfile = itemIdentity({ type: 'experience', title: 'Engenheira de Produção', organization: 'Açúcar União' });
		expect(itemIdentity({ type: 'experience', title: ' engenheira de producao ', organization: 'ACUCAR UNIAO' })).toBe(inProfile);
		expect(itemIdentity({ type: 'experience', title: 'Engenheira de Produção', organization: 'Outra' })).not.toBe(inProfile);
		expect(itemIdentity({ type: 'project', title: 'Engenheira de Produção', organization: 'Açúcar União' })).not.toBe(inProfile);
	});

	it('counts as new only the items the profile did not have, once each', () => {
		// b existed (merged, version 3); c was created and an input later in the batch merged into it.
		const outcome = countOutcome([
			{ id: 'a', version: 1 },
			{ id: 'b', version: 3 },
			{ id: 'c', version: 1 },
			{ id: 'c', version: 2 }
		]);
		expect(outcome).toEqual({ created: 2, merged: 1 });
		expect(countOutcome([{ id: 'b', version: 2 }])).toEqual({ created: 0, merged: 1 });
	});
});

describe('whose resume it is', () => {
	it('says when the resume is of another person than the profile', () => {
		expect(identityMismatch(basics('Beatriz Souza'), basics('Samuel Reyes'))).toEqual({ field: 'name', resume: 'Beatriz Souza', profile: 'Samuel Reyes' });
	});

	it('accepts the same person written longer, shorter or without accents', () => {
		expect(identityMismatch(basics('Samuel A. Reyes'), basics('Samuel Reyes'))).toBeNull();
		expect(identityMismatch(basics('Lucas Moreira'), basics('Lucas Henrique Moreira'))).toBeNull();
		expect(identityMismatch(basics('JOSÉ SILVA'), basics('Jose Silva'))).toBeNull();
	});

	it('compares e-mails when the names agree or one is missing', () => {
		expect(identityMismatch(basics('Samuel Reyes', 'sam@old.example'), basics('Samuel Reyes', 'samuel@new.example'))).toMatchObject({ field: 'email' });
		expect(identityMismatch(basics(null, 'SAM@example.com'), basics('Samuel Reyes', 'sam@example.com'))).toBeNull();
	});

	it('asks nothing when the profile has no name or e-mail yet', () => {
		expect(identityMismatch(basics('Beatriz Souza', 'bia@example.com'), basics(null))).toBeNull();
	});
});

describe('the resume the Job screen compares', () => {
	it('is the main resume, not the last one read', () => {
		expect(defaultResumeId([{ id: 'newest', main: false }, { id: 'first', main: true }])).toBe('first');
		expect(defaultResumeId([{ id: 'only', main: false }])).toBe('only');
		expect(defaultResumeId([])).toBeNull();
	});
});

describe('a refused batch of candidates', () => {
	it('names the candidate and the field the core refused, leaving out what the review cannot edit', () => {
		expect(refusedFields([{ path: 'items.3.end' }, { path: 'items.0.title' }, { path: 'items.1.evidence.0.text' }, { path: 'items' }])).toEqual([
			{ index: 3, field: 'end' },
			{ index: 0, field: 'title' }
		]);
		expect(refusedFields([])).toEqual([]);
	});
});
