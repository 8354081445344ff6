import { endpoint, returns } from '../http/contract';
import { AiSettingsSave, type AiSettings, type AiStatus } from './ai-schema';

/** The AI provider's settings (issue 29: declared once; README row and the UI's client come from here). */
export const aiContract = {
	get: endpoint('GET', '/settings/ai', {
		summary:
			'the AI settings, never the key; they carry `version` (every save or removal adds one, and so does a change another browser made through the relay)',
		response: returns<AiSettings>()
	}),
	status: endpoint('GET', '/settings/ai/status', { summary: 'the provider’s state as the screens show it', response: returns<AiStatus>() }),
	save: endpoint('POST', '/settings/ai', {
		summary:
			'`{ version, …fields }` changes only the fields sent (the key only when `apiKey` is given; the key goes to the local relay only), and a stale `version` → `409 conflict` (without `version` the body is the whole set-up and `provider` is required)',
		body: AiSettingsSave,
		response: returns<AiSettings>()
	}),
	test: endpoint('POST', '/settings/ai/test', { summary: '→ `{ ok, model, latencyMs }`: one question to the provider', response: returns<{ ok: true; model: string | null; latencyMs: number }>() }),
	remove: endpoint('DELETE', '/settings/ai', { summary: '→ `204`: the set-up and its key are forgotten', response: returns<void>() })
};
