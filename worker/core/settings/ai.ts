import { Problem, PROBLEM_STATUS, problem, type ProblemCode } from '../http/problem';
import type { CoreEnv } from '../env';
import { requireConsent, setConsent } from './consents';
import { AI_TIMEOUT_SECONDS, AiTimeoutSeconds, type AiSettings, type AiSettingsSave, type AiState, type AiStatus } from './ai-schema';

/** A copy of the relay's AI config without any secret, so the screen can show it with the relay off. */
const MIRROR_KEY = 'ai.config';
/** The outcome of the last call to the provider, which decides the error states of the status. */
const LAST_RESULT_KEY = 'ai.lastResult';
/** The person's time-out for analyses; a core setting, as the core is what stops waiting. */
const TIMEOUT_KEY = 'ai.timeoutSeconds';

type Mirror = { provider: AiSettings['provider']; baseUrl: string | null; model: string | null; hasKey: boolean };
const NO_AI: Mirror = { provider: 'none', baseUrl: null, model: null, hasKey: false };
/** The mirror as stored: the settings' `version` beside them (a mirror written before versions counts as the first). */
type StoredMirror = Mirror & { version?: number };
/** What the relay sent, as the mirror keeps it. */
const mirrorOf = (config: Partial<Mirror>): Mirror => ({ provider: config.provider ?? 'none', baseUrl: config.baseUrl ?? null, model: config.model ?? null, hasKey: !!config.hasKey });
const sameConfig = (a: Mirror, b: Mirror) => a.provider === b.provider && a.baseUrl === b.baseUrl && a.model === b.model && a.hasKey === b.hasKey;

let inFlight = 0;

async function readDoc<T>(env: CoreEnv, key: string): Promise<T | undefined> {
	return (await env.db.settings.get(key))?.value as T | undefined;
}

async function writeDoc(env: CoreEnv, key: string, value: unknown) {
	await env.db.settings.put({ key, value, updatedAt: env.now().toISOString() });
}

const relayDown = () =>
	problem('relay_unavailable', 'AI settings live in the local relay, which is not running. Start Rumo with npm start, then try again.');

/** Calls the relay's AI routes; a relay problem+json comes back as the same Problem. */
async function relayCall<T>(env: CoreEnv, method: string, path: string, body?: unknown): Promise<T | null> {
	let response: Response;
	try {
		response = await env.relay(path, {
			method,
			headers: body === undefined ? undefined : { 'content-type': 'application/json' },
			body: body === undefined ? undefined : JSON.stringify(body)
		});
	} catch {
		throw relayDown();
	}
	if (response.status === 204) return null;
	const data = await response.json().catch(() => null);
	if (response.ok) return data as T;
	const code = data?.code as string | undefined;
	if (response.status === 503 || !code) throw relayDown();
	if (code in PROBLEM_STATUS) throw problem(code as ProblemCode, String(data.detail ?? 'The AI provider could not be used.'), data.errors, data.params);
	throw problem('provider_unavailable', 'The AI provider could not be used. Try again, or check the settings.');
}

/** The saved time-out, or the default when none (or a value out of bounds) is saved. */
export async function aiTimeoutSeconds(env: CoreEnv): Promise<number> {
	const saved = AiTimeoutSeconds.safeParse(await readDoc<number>(env, TIMEOUT_KEY));
	return saved.success ? saved.data : AI_TIMEOUT_SECONDS.default;
}

async function consentGiven(env: CoreEnv): Promise<boolean> {
	return requireConsent(env, 'ai').then(
		() => true,
		() => false
	);
}

async function readMirror(env: CoreEnv): Promise<{ config: Mirror; version: number }> {
	const stored = await readDoc<StoredMirror | null>(env, MIRROR_KEY);
	return stored ? { config: mirrorOf(stored), version: stored.version ?? 1 } : { config: NO_AI, version: 0 };
}

/**
 * Writes the mirror in one transaction with its version: `bump` adds one to the stored version, and
 * a configuration unlike the one mirrored was changed elsewhere (another browser on this relay), so
 * it adds one as well. Answers the version written.
 */
async function writeMirror(env: CoreEnv, config: Mirror, bump: boolean): Promise<number> {
	return env.db.transaction('rw', env.db.settings, async () => {
		const now = await readMirror(env);
		const version = bump || !sameConfig(now.config, config) ? now.version + 1 : now.version;
		await writeDoc(env, MIRROR_KEY, { ...config, version } satisfies StoredMirror);
		return version;
	});
}

export async function readAiSettings(env: CoreEnv): Promise<AiSettings> {
	let { config, version } = await readMirror(env);
	let live: Mirror | null = null;
	try {
		live = await relayCall<Mirror>(env, 'GET', '/relay/ai/config');
	} catch {
		/* the relay is off: show the last known settings */
	}
	if (live) {
		config = mirrorOf(live);
		version = await writeMirror(env, config, false);
	}
	return { enabled: config.provider !== 'none', ...config, consent: await consentGiven(env), timeoutSeconds: await aiTimeoutSeconds(env), version };
}

const staleSettings = (stored: number, sent: number) =>
	problem('conflict', `The AI settings were changed in another tab or window (version ${stored}, this one was based on ${sent}). Reload them to see the latest, then make your change again.`);

/**
 * Saving is the person's explicit choice of a provider, so it records the `ai` consent (CONTRACT.md).
 * With `version`, only the fields sent change, on top of the settings as the relay holds them now,
 * and only if nobody changed them since that version (issue 27); the key is sent only when given.
 */
export async function saveAiSettings(env: CoreEnv, { version, timeoutSeconds, ...sent }: AiSettingsSave): Promise<AiSettings> {
	let input = sent;
	if (version !== undefined) {
		const current = await readAiSettings(env);
		if (version !== current.version) throw staleSettings(current.version, version);
		input = {
			provider: sent.provider ?? current.provider,
			baseUrl: sent.baseUrl !== undefined ? sent.baseUrl : current.baseUrl,
			model: sent.model !== undefined ? sent.model : current.model,
			...(sent.apiKey !== undefined ? { apiKey: sent.apiKey } : {})
		};
	}
	// The version is taken before the relay is asked, so a second tab saving at the same moment is
	// refused rather than both being told they saved; it is given back if the relay refuses.
	const before = await env.db.transaction('rw', env.db.settings, async () => {
		const now = await readMirror(env);
		if (version !== undefined && version !== now.version) throw staleSettings(now.version, version);
		await writeDoc(env, MIRROR_KEY, { ...now.config, version: now.version + 1 } satisfies StoredMirror);
		return now;
	});
	let saved: Mirror | null;
	try {
		saved = await relayCall<Mirror>(env, 'PUT', '/relay/ai/config', input);
	} catch (error) {
		await env.db.transaction('rw', env.db.settings, async () => {
			if ((await readMirror(env)).version === before.version + 1) await writeDoc(env, MIRROR_KEY, { ...before.config, version: before.version } satisfies StoredMirror);
		});
		throw error;
	}
	if (timeoutSeconds !== undefined) await writeDoc(env, TIMEOUT_KEY, timeoutSeconds);
	const config: Mirror = saved ? mirrorOf(saved) : NO_AI;
	const written = await env.db.transaction('rw', env.db.settings, async () => {
		const { version: now } = await readMirror(env);
		await writeDoc(env, MIRROR_KEY, { ...config, version: now } satisfies StoredMirror);
		return now;
	});
	await writeDoc(env, LAST_RESULT_KEY, null);
	await setConsent(env, 'ai', config.provider !== 'none');
	return { enabled: config.provider !== 'none', ...config, consent: config.provider !== 'none', timeoutSeconds: await aiTimeoutSeconds(env), version: written };
}

export async function removeAiSettings(env: CoreEnv): Promise<void> {
	await relayCall(env, 'DELETE', '/relay/ai/config');
	await writeMirror(env, NO_AI, true);
	await writeDoc(env, LAST_RESULT_KEY, null);
	await writeDoc(env, TIMEOUT_KEY, null);
	await setConsent(env, 'ai', false);
}

/**
 * Every call to the provider goes through here: consent first, the outcome remembered for the status.
 * `signal` is the caller's stop (its time-out or the person's cancel): a call it stopped ends in an
 * error that says nothing about the provider, so it is not remembered (the caller records its own).
 */
export async function callProvider<T>(env: CoreEnv, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
	await requireConsent(env, 'ai');
	inFlight++;
	try {
		const result = await relayCall<T>(env, 'POST', path, body);
		await writeDoc(env, LAST_RESULT_KEY, { code: null, at: env.now().toISOString() });
		return result as T;
	} catch (error) {
		if (error instanceof Problem && error.code !== 'relay_unavailable' && !signal?.aborted)
			await writeDoc(env, LAST_RESULT_KEY, { code: error.code, reason: error.params?.reason ?? null, at: env.now().toISOString() });
		throw error;
	} finally {
		inFlight--;
	}
}

/**
 * Remembers an outcome the relay cannot see — the core's own time-out, or an answer outside the
 * schema — so the status says "Provider timeout" or "Provider limit/error" after it, as after a relay error.
 */
export async function recordAiOutcome(env: CoreEnv, code: 'provider_timeout' | 'garbage') {
	await writeDoc(env, LAST_RESULT_KEY, { code, at: env.now().toISOString() });
}

export const testAiProvider = (env: CoreEnv) => callProvider<{ ok: true; model: string | null; latencyMs: number }>(env, '/relay/ai/test');

const ERROR_STATES: Partial<Record<string, AiState>> = {
	invalid_key: 'invalid_key',
	key_missing: 'not_configured',
	provider_timeout: 'timeout',
	provider_limit: 'provider_error',
	provider_unavailable: 'provider_error',
	test_failed: 'provider_error',
	// An answer outside the schema: the provider is reachable but cannot be used as asked.
	garbage: 'provider_error'
};

/**
 * Nothing answered at the address: the relay's reason is the network error's code (ECONNREFUSED,
 * ENOTFOUND, EAI_AGAIN…) or 'network'. A provider that answered 5xx ('503'), settings the relay
 * refused ('model', 'base_url') or a bad certificate ('tls') are not this.
 */
const unreachable = (reason: unknown) => reason === 'network' || (typeof reason === 'string' && /^E[A-Z_]+$/.test(reason));

/** One of the nine display states of SPEC.md, with a sentence explaining it (and `reason: unreachable` when nothing answered). */
export async function aiStatus(env: CoreEnv): Promise<AiStatus> {
	const settings = await readAiSettings(env);
	const relay = await env.relayAvailable();
	const last = await readDoc<{ code: string | null; reason?: string | number | null; at: string } | null>(env, LAST_RESULT_KEY);
	const say = (state: AiState, detail: string, reason?: 'unreachable'): AiStatus => ({ state, relay, detail, ...(reason ? { reason } : {}) });
	if (inFlight > 0) return say('analyzing', 'Rumo is waiting for the AI provider.');
	if (settings.provider === 'none') return say('disabled', 'AI is off. Every analysis runs with Rumo’s own rules, on this device.');
	if (!relay) return say('not_configured', 'The local relay is not running, so the AI provider cannot be reached. Analyses use Rumo’s own rules.');
	if (settings.provider === 'openai-compatible' && (!settings.hasKey || !settings.baseUrl || !settings.model))
		return say('not_configured', 'The provider needs an address, a model and a key before it can be used.');
	if (!settings.consent) return say('not_configured', 'You have not allowed Rumo to send text to this provider.');
	const error = last?.code ? ERROR_STATES[last.code] : undefined;
	if (error === 'invalid_key') return say('invalid_key', 'The provider refused the key. Check it and save it again.');
	if (error === 'timeout') return say('timeout', 'The provider took too long to answer. Analyses use Rumo’s own rules until it answers again.');
	// Nothing answered at the address (refused, not found, no network): not an error of the provider's, a server not running.
	if (last?.code === 'provider_unavailable' && unreachable(last.reason))
		return say('provider_error', settings.provider === 'local' ? 'The local AI server did not answer. Is it running? Start Ollama or LM Studio, load the model, then test again.' : 'The provider could not be reached. Check the address and your connection, then test again.', 'unreachable');
	if (error === 'provider_error') return say('provider_error', 'The provider answered with an error or a limit. Analyses use Rumo’s own rules meanwhile.');
	if (settings.provider === 'local') return say('local', 'A local AI server on this computer is set up. Text stays on this machine.');
	return say('configured', 'An external AI provider is set up. Text you analyse with AI is sent to it, so privacy is no longer absolute.');
}
