/**
 * The options page: where Rumo runs and the companion token, pasted once. Nothing is sent until
 * the person clicks "Test connection" or the toolbar button.
 */
import { DEFAULT_RELAY, MESSAGE_OF, normaliseRelayAddress, testConnection, type Settings } from './relay';
import { loadSettings, saveSettings } from './settings';

const t = (name: string, substitutions?: string[]) => chrome.i18n.getMessage(name, substitutions);

function element<T extends HTMLElement>(id: string): T {
	return document.getElementById(id) as T;
}

const form = element<HTMLFormElement>('settings');
const relayInput = element<HTMLInputElement>('relay');
const tokenInput = element<HTMLInputElement>('token');
const testButton = element<HTMLButtonElement>('test');
const status = element<HTMLParagraphElement>('status');

function say(message: string, tone: 'ok' | 'error') {
	status.textContent = message;
	status.dataset.tone = tone;
}

/** The form's values, or null (and the address marked invalid) when the address is not usable. */
function readForm(): Settings | null {
	const relay = normaliseRelayAddress(relayInput.value);
	relayInput.setAttribute('aria-invalid', String(relay === null));
	if (relay === null) {
		say(t('invalidRelay'), 'error');
		relayInput.focus();
		return null;
	}
	return { relay, token: tokenInput.value.trim() };
}

function localise() {
	// The language of the messages Chrome chose, which getUILanguage() does not always report
	// (Chromium without its pt-BR resources still picks the extension's pt_BR under --lang=pt-BR).
	document.documentElement.lang = t('htmlLang') || 'en';
	for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
		const text = t(node.dataset.i18n ?? '');
		if (text) node.textContent = text;
	}
}

form.addEventListener('submit', async (event) => {
	event.preventDefault();
	const settings = readForm();
	if (!settings) return;
	await saveSettings(settings);
	relayInput.value = settings.relay;
	tokenInput.value = settings.token;
	say(t('savedSettings'), 'ok');
});

testButton.addEventListener('click', async () => {
	const settings = readForm();
	if (!settings) return;
	say(t('testing'), 'ok');
	testButton.disabled = true;
	try {
		const result = await testConnection(settings);
		const message = result.outcome === 'no_token' ? 'testNoToken' : MESSAGE_OF[result.outcome];
		say(t(message, [String(result.status ?? '')]), result.outcome === 'connected' ? 'ok' : 'error');
	} finally {
		testButton.disabled = false;
	}
});

localise();
const stored = await loadSettings();
relayInput.value = stored.relay || DEFAULT_RELAY;
tokenInput.value = stored.token;
