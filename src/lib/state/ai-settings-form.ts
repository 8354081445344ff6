/**
 * The AI settings form in Settings: what it shows, what Save sends, and the ways out of a save
 * that another tab overtook (issue 27). Pure, so ai-settings-form.test.ts proves it without a
 * browser. The key itself is never a field here: only whether one is typed, saved or absent, so
 * no comparison, message or conflict ever holds its value.
 */
import type { AiSettings, AiSettingsSave } from '$lib/api/ai';
import { AI_TIMEOUT_SECONDS } from '$core/settings/ai-timeout-schema';
import { changesOf, conflictOf, resolution, type Conflict } from './edit-conflict';

export type AiForm = { provider: AiSettings['provider']; baseUrl: string; model: string; apiKey: string; timeoutSeconds: string };

export const EMPTY_AI_FORM: AiForm = { provider: 'none', baseUrl: '', model: '', apiKey: '', timeoutSeconds: String(AI_TIMEOUT_SECONDS.default) };

export const aiFormOf = (settings: AiSettings): AiForm => ({
	provider: settings.provider,
	baseUrl: settings.baseUrl ?? '',
	model: settings.model ?? '',
	apiKey: '',
	timeoutSeconds: String(settings.timeoutSeconds)
});

/** The settings field by field as the API takes them; `key` says only whether a key is typed (`new`), saved or absent. */
export type AiFields = { provider: AiSettings['provider']; baseUrl: string | null; model: string | null; timeoutSeconds: number; key: 'new' | 'saved' | 'none' };

const fieldsOf = (form: AiForm, hasKey: boolean): AiFields => {
	const none = form.provider === 'none';
	return {
		provider: form.provider,
		// With no provider, the address and the model the relay keeps are neither shown nor sent.
		baseUrl: none ? null : form.baseUrl.trim() || null,
		model: none ? null : form.model.trim() || null,
		timeoutSeconds: Number(form.timeoutSeconds.trim()),
		key: form.provider === 'openai-compatible' && form.apiKey.trim() ? 'new' : hasKey ? 'saved' : 'none'
	};
};
const settingsFields = (settings: AiSettings) => fieldsOf(aiFormOf(settings), settings.hasKey);

/**
 * The body of a save: the version, the fields in `changes` but the key's state, the time-out only
 * where it is shown (a provider is chosen), and the key only when one is typed for an external provider.
 */
function bodyOf(changes: Partial<AiFields>, version: number, form: AiForm): AiSettingsSave {
	const { key: _key, timeoutSeconds, ...rest } = changes;
	return {
		version,
		...rest,
		...(timeoutSeconds !== undefined && form.provider !== 'none' ? { timeoutSeconds } : {}),
		...(form.provider === 'openai-compatible' && form.apiKey.trim() ? { apiKey: form.apiKey } : {})
	};
}

/** Save: the version the form started from and only what changed here. */
export function aiSave(base: AiSettings, form: AiForm): AiSettingsSave {
	return bodyOf(changesOf(settingsFields(base), fieldsOf(form, base.hasKey)), base.version, form);
}

/** What changed in the other tab (`latest`) and here since the form started from `base`. */
export function aiConflict(base: AiSettings, latest: AiSettings, form: AiForm): Conflict<AiFields> {
	return conflictOf(settingsFields(base), settingsFields(latest), fieldsOf(form, base.hasKey));
}

/** A way out of the conflict as the save to send on top of `latest`, or null: take the other version, save nothing. */
export function aiResolution(way: 'mine' | 'theirs' | 'merge', base: AiSettings, latest: AiSettings, form: AiForm): AiSettingsSave | null {
	const changes = resolution(way, settingsFields(base), settingsFields(latest), fieldsOf(form, base.hasKey));
	return changes === null ? null : bodyOf(changes, latest.version, form);
}
