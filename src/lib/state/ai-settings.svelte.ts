import { api } from '$lib/api';
import type { AiSettings, AiSettingsSave, AiStatus } from '$lib/api/ai';
import type { Consent } from '$lib/api/settings';
import { onDataChange } from '$lib/platform/changes';

/** Settings → AI and providers: what is set up, its display state, and the actions on it. */
export class AiSettingsState {
	settings = $state<AiSettings | null>(null);
	status = $state<AiStatus | null>(null);
	/** The `ai` permission with its date; saving with the box ticked gives it, so it is read again after every action. */
	consent = $state<Consent | null>(null);
	busy = $state(false);
	error = $state<unknown>(null);

	async load() {
		try {
			const [settings, status, consents] = await Promise.all([api.ai.get(), api.ai.status(), api.settings.consents()]);
			this.settings = settings;
			this.status = status;
			this.consent = consents.items.find((c) => c.integration === 'ai') ?? null;
		} catch (error) {
			this.error = error;
		}
	}

	/** Reads again on a change made anywhere (another tab included), then calls `after`. */
	watch(after?: () => void) {
		return onDataChange('settings', () => void this.load().then(after));
	}

	async #run<T>(action: () => Promise<T>): Promise<T> {
		this.busy = true;
		this.error = null;
		try {
			return await action();
		} catch (error) {
			this.error = error;
			throw error;
		} finally {
			this.busy = false;
			await this.load();
		}
	}

	save = (input: AiSettingsSave) => this.#run(() => api.ai.save({ body: input }));
	test = () => this.#run(() => api.ai.test());
	remove = () => this.#run(() => api.ai.remove());
	withdrawConsent = () => this.#run(() => api.settings.setConsent({ params: { integration: 'ai' }, body: { granted: false } }));
}
