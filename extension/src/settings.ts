/**
 * The relay address and the companion token, kept in chrome.storage.local: on this computer only
 * (storage.sync would copy the token to every browser the person signs in to).
 */
import { DEFAULT_RELAY, normaliseRelayAddress, type Settings } from './relay';

export async function loadSettings(): Promise<Settings> {
	const stored = await chrome.storage.local.get(['relay', 'token']);
	const relay = typeof stored.relay === 'string' ? normaliseRelayAddress(stored.relay) : null;
	return { relay: relay ?? DEFAULT_RELAY, token: typeof stored.token === 'string' ? stored.token : '' };
}

export async function saveSettings(settings: Settings): Promise<void> {
	await chrome.storage.local.set(settings);
}
