import { describe, expect, it } from 'vitest';
import type { AiSettings } from '$lib/api/ai';
import { aiConflict, aiFormOf, aiResolution, aiSave } from './ai-settings-form';

const KEY = 'sk-test-SECRET-0123456789';
const local: AiSettings = { enabled: true, provider: 'local', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', hasKey: false, consent: true, timeoutSeconds: 20, version: 2 };

describe('saving the AI settings form', () => {
	it('sends the version it started from and only what changed here', () => {
		expect(aiSave(local, { ...aiFormOf(local), timeoutSeconds: '45' })).toEqual({ version: 2, timeoutSeconds: 45 });
		expect(aiSave(local, aiFormOf(local))).toEqual({ version: 2 });
	});

	it('sends a key only when one is typed for an external provider, and never the time-out of a hidden field', () => {
		const external = { ...aiFormOf(local), provider: 'openai-compatible' as const, baseUrl: 'https://ai.example/v1', apiKey: KEY };
		expect(aiSave(local, external)).toEqual({ version: 2, provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', apiKey: KEY });
		expect(aiSave(local, { ...aiFormOf(local), provider: 'none', timeoutSeconds: '45' })).toEqual({ version: 2, provider: 'none', baseUrl: null, model: null });
	});
});

describe('AI settings saved in another tab meanwhile', () => {
	// Tab 1 changed the model; tab 2 typed a longer time-out and a key for an external provider.
	const latest: AiSettings = { ...local, model: 'qwen2.5', version: 3 };
	const external: AiSettings = { ...local, provider: 'openai-compatible', baseUrl: 'https://ai.example/v1', model: 'gpt-x', hasKey: true };
	const form = { ...aiFormOf(local), timeoutSeconds: '60' };

	it('says what changed there and here', () => {
		expect(aiConflict(local, latest, form)).toEqual({ theirs: ['model'], mine: ['timeoutSeconds'], both: [] });
	});

	it('merges onto the other version: only the time-out typed here is saved, their model stays', () => {
		expect(aiResolution('merge', local, latest, form)).toEqual({ version: 3, timeoutSeconds: 60 });
	});

	it('keeps every field as typed here, or takes the other version and saves nothing', () => {
		expect(aiResolution('mine', local, latest, form)).toEqual({ version: 3, model: 'llama3.2', timeoutSeconds: 60 });
		expect(aiResolution('theirs', local, latest, form)).toBeNull();
	});

	it('names a key saved elsewhere without its value, and never sends one nobody typed here', () => {
		const base = { ...external, hasKey: false };
		const typed = { ...aiFormOf(base), apiKey: KEY };
		const conflict = aiConflict(base, { ...external, version: 3 }, typed);
		expect(conflict).toEqual({ theirs: ['key'], mine: ['key'], both: ['key'] });
		expect(JSON.stringify(conflict)).not.toContain(KEY);
		expect(aiResolution('merge', base, { ...external, version: 3 }, typed)).toEqual({ version: 3, apiKey: KEY });
		expect(aiResolution('mine', base, { ...external, version: 3 }, aiFormOf(base))).toEqual({ version: 3 });
	});
});
