import { api } from '$lib/api';
import type { AiSettings, AiSettingsSave, AiStatus } from '$lib/api/ai';
import { onDataChange } from '$lib/platform/changes';

/** Settings → AI and providers: what is set up, its display state, and the actions on it. */
export class AiSettingsState {
	settings = $state<AiSettings | null>(null);
	status = $state<AiStatus | null>(null);
	busy = $state(false);
	error = $state<unknown>(null);

	async load() {
		try {
			const [settings, status] = await Promise.all([api.ai.get(), api.ai.status()]);
			this.settings = settings;
			this.status = status;
		} catch (error) {
			this.error = error;
		}
	}

	watch() {
		return onDataChange('settings', () => void this.load());
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

	save = (input: AiSettingsSave) => this.#run(() => api.ai.save(input));
	test = () => this.#run(() => api.ai.test());
	remove = () => this.#run(() => api.ai.remove());
}
