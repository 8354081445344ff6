import { describe, expect, it } from 'vitest';
import { changesOf, conflictOf, resolution } from './edit-conflict';

const base = { title: 'Enfermeira de UTI', status: 'saved', notes: '' };

describe('a save from an editor', () => {
	it('sends only what the person changed', () => {
		expect(changesOf(base, { ...base, notes: 'Ligar na sexta' })).toEqual({ notes: 'Ligar na sexta' });
		expect(changesOf(base, base)).toEqual({});
	});
});

describe('two tabs editing one record', () => {
	// Tab 1 moved the card to Applied; tab 2 typed notes from the Saved version.
	const latest = { ...base, status: 'applied' };
	const draft = { ...base, notes: 'Ligar na sexta' };

	it('says what changed elsewhere, what changed here, and what changed on both sides', () => {
		expect(conflictOf(base, latest, draft)).toEqual({ theirs: ['status'], mine: ['notes'], both: [] });
		expect(conflictOf(base, { ...latest, notes: 'Outra nota' }, draft)).toEqual({ theirs: ['status', 'notes'], mine: ['notes'], both: ['notes'] });
	});

	it('merges without moving the card back: only the fields changed here are saved', () => {
		expect(resolution('merge', base, latest, draft)).toEqual({ notes: 'Ligar na sexta' });
	});

	it('keeps every field as typed here, or takes the stored record and saves nothing', () => {
		expect(resolution('mine', base, latest, draft)).toEqual({ status: 'saved', notes: 'Ligar na sexta' });
		expect(resolution('theirs', base, latest, draft)).toBeNull();
	});
});
