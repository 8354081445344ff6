import { readFileSync } from 'node:fs';
import { FIXTURES_URL } from '../../../../tests/fixtures/paths.mjs';
import { FeedError } from '../feed-item';

/**
 * A feed as text (UTF-8 unless another label is given): the specification's fixtures from
 * tests/fixtures/feeds/, this project's own extra cases (`extra_*`) from tests/support/feeds/ — the
 * fixtures folder holds only what the specification has.
 */
export function readFeedFixture(name: string, encoding = 'utf-8'): string {
	const url = name.startsWith('extra_') ? new URL(`../../../../tests/support/feeds/${name.slice('extra_'.length)}`, import.meta.url) : new URL(`feeds/${name}`, FIXTURES_URL);
	return new TextDecoder(encoding).decode(readFileSync(url));
}

/** Every string a value holds, at any depth. */
export function allStrings(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	if (Array.isArray(value)) return value.flatMap(allStrings);
	if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
	return [];
}

/** The FeedError `run` throws; fails when it throws nothing or something else. */
export function feedErrorOf(run: () => unknown): FeedError {
	try {
		run();
	} catch (error) {
		if (error instanceof FeedError) return error;
		throw error;
	}
	throw new Error('expected a FeedError, but the document was read');
}

/** An RSS 2.0 document with `count` items of about `descriptionChars` characters of HTML each. */
export function generatedRss(count: number, descriptionChars = 200): string {
	const filler = '<p>Requisitos: TypeScript, Node.js &amp; SQL.</p>'.repeat(Math.max(1, Math.ceil(descriptionChars / 48)));
	const items: string[] = [];
	for (let i = 1; i <= count; i++) {
		items.push(
			`<item><title>Engenheiro(a) ${i} — Empresa ${i}</title><link>https://gen.example.org/vagas/${i}</link>` +
				`<guid isPermaLink="false">gen-${i}</guid><pubDate>Mon, 02 Nov 2026 09:00:00 -0300</pubDate>` +
				`<description><![CDATA[${filler}]]></description></item>`
		);
	}
	return `<?xml version="1.0"?><rss version="2.0"><channel><title>Gerado</title><link>https://gen.example.org/</link>${items.join('')}</channel></rss>`;
}
