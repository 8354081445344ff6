/**
 * A code host's HTTP failure as the contract's problem, apart from the rest of what the adapters
 * share (shared.ts): a rate limit and when it ends, a private or missing repository, a host down.
 */
import { hostLabel, lowerHeaders, type AccountRef, type HostFailure, type HostHeaders, type RepoRef } from './shared';

const ONE_MINUTE = 60_000;
const ONE_DAY = 86_400_000;

/** A time in `headers` no sooner than now and no later than a day ahead, or null. */
function plausible(time: number, now: Date): number | null {
	if (!Number.isFinite(time)) return null;
	const at = Math.max(time, now.getTime());
	return at - now.getTime() <= ONE_DAY ? at : null;
}

/**
 * When a rate-limited host says it will answer again, from (first found wins):
 * `retry-after` (seconds or an HTTP date: GitHub's secondary limits, GitLab, proxies in front of
 * Gitea/Forgejo); `x-ratelimit-reset` (GitHub, UTC epoch seconds); `ratelimit-reset` (GitLab,
 * epoch seconds — or, per the IETF RateLimit header draft some proxies follow, seconds from now
 * when the number is small); `ratelimit-resettime` (GitLab, an HTTP date).
 */
export function resetTime(headers: Record<string, string>, now: Date): number | null {
	const retryAfter = headers['retry-after'];
	if (retryAfter !== undefined) {
		const at = /^\d{1,9}$/.test(retryAfter) ? now.getTime() + Number(retryAfter) * 1000 : Date.parse(retryAfter);
		const time = plausible(at, now);
		if (time !== null) return time;
	}
	for (const name of ['x-ratelimit-reset', 'ratelimit-reset']) {
		const raw = headers[name];
		if (raw === undefined || !/^\d{1,12}$/.test(raw)) continue;
		const value = Number(raw);
		const time = plausible(value >= 1_000_000_000 ? value * 1000 : now.getTime() + value * 1000, now);
		if (time !== null) return time;
	}
	const resetTimeHeader = headers['ratelimit-resettime'];
	if (resetTimeHeader !== undefined) return plausible(Date.parse(resetTimeHeader), now);
	return null;
}

function isRateLimited(status: number, headers: Record<string, string>, body: string): boolean {
	if (status === 429) return true;
	if (status !== 403) return false;
	// GitHub's primary limit: 403 (or 429) with x-ratelimit-remaining: 0; its secondary limit: 403
	// with retry-after, or without it but saying so in the message.
	return (
		headers['x-ratelimit-remaining'] === '0' ||
		headers['ratelimit-remaining'] === '0' ||
		headers['retry-after'] !== undefined ||
		/rate limit/i.test(body.slice(0, 2000))
	);
}

function waitPhrase(at: number, now: Date): string {
	const minutes = Math.max(1, Math.ceil((at - now.getTime()) / ONE_MINUTE));
	const clock = new Date(at).toISOString().slice(11, 16);
	return minutes === 1 ? `in about a minute (${clock} UTC)` : `in about ${minutes} minutes (${clock} UTC)`;
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);

/**
 * An HTTP failure of any request for `ref` (a repository or an account) as the contract's problem:
 * 429, or 403 that is a rate limit (see isRateLimited) → rate_limited with resetAt (one minute from
 * now when no header says, as GitHub's documentation advises); 404 and 410 → private_repository (a
 * private repository answers 404 to anyone not signed in, on all three hosts); 401 and any other
 * 403 → private_repository; 5xx, 409 (GitHub: an empty repository), 451 and anything else →
 * source_unavailable.
 */
export function describeFailure(ref: RepoRef | AccountRef, status: number, rawHeaders: HostHeaders, now: Date, body = ''): HostFailure {
	const headers = lowerHeaders(rawHeaders);
	const label = hostLabel(ref);
	const Label = capitalised(label);
	const name = 'name' in ref && typeof ref.name === 'string' ? ref.name : null;
	const what = name ? `the repository ${ref.owner}/${name}` : `the account ${ref.owner}`;

	if (isRateLimited(status, headers, typeof body === 'string' ? body : '')) {
		const at = resetTime(headers, now) ?? now.getTime() + ONE_MINUTE;
		return {
			code: 'rate_limited',
			detail: `${Label} is limiting how often Rumo may ask without signing in. Try again ${waitPhrase(at, now)}.`,
			resetAt: new Date(at).toISOString()
		};
	}
	if (status === 404 || status === 410) {
		return {
			code: 'private_repository',
			detail: name
				? `${Label} did not find ${what}: it may be private or not exist. Check the spelling, or make it public to analyse it.`
				: `${Label} did not find ${what}, or it has no public repositories. Check the spelling.`,
			resetAt: null
		};
	}
	if (status === 401 || status === 403) {
		return {
			code: 'private_repository',
			detail: `${Label} asks for a sign-in to show ${what}: it is probably private. Rumo reads public repositories only; make it public to analyse it.`,
			resetAt: null
		};
	}
	if (status === 409 && name) {
		return { code: 'source_unavailable', detail: `${Label} says ${what} is empty: there is nothing to analyse yet.`, resetAt: null };
	}
	if (status === 451) {
		return { code: 'source_unavailable', detail: `${Label} blocks ${what} for legal reasons, so it cannot be read.`, resetAt: null };
	}
	if (status >= 500 && status <= 599) {
		return { code: 'source_unavailable', detail: `${Label} is not answering right now (error ${status}). Try again in a few minutes.`, resetAt: null };
	}
	return {
		code: 'source_unavailable',
		detail: `${Label} could not answer for ${what} (error ${Number.isInteger(status) ? status : 'unknown'}). Check the address and try again.`,
		resetAt: null
	};
}
