import type { AiSettings, AiSettingsSave, AiState, AiStatus } from '$core/settings/ai-schema';
import type { Caller } from './client';

export type { AiSettings, AiSettingsSave, AiState, AiStatus };

export function aiApi(call: Caller) {
	return {
		get: () => call<AiSettings>('GET', '/settings/ai'),
		status: () => call<AiStatus>('GET', '/settings/ai/status'),
		/** The key goes to the local relay only; no endpoint ever returns it. */
		save: (settings: AiSettingsSave) => call<AiSettings>('POST', '/settings/ai', settings),
		test: () => call<{ ok: true; model: string | null; latencyMs: number }>('POST', '/settings/ai/test'),
		remove: () => call<void>('DELETE', '/settings/ai')
	};
}
