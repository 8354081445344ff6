import type { Page } from '@playwright/test';
import labels from '../../src/lib/i18n/skill-labels.pt.json' with { type: 'json' };

/**
 * Issue 26: a Portuguese screen shows the documents' own words or a skill's Portuguese label, never
 * a taxonomy canonical name whose label differs ("User research" for "Pesquisa com usuários").
 * Quotes of the documents are the documents' words and are left out of the check.
 */
export const ENGLISH_NAMES = Object.entries(labels as Record<string, string>).filter(([name, label]) => name.toLowerCase() !== label.toLowerCase());
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English canonical names a screen shows outside the documents' quotes and the fields a person
 * types in, each with the words around it so that a failure says where it is.
 */
export async function englishNamesOn(page: Page): Promise<string[]> {
	const text = await page.locator('main').evaluate((main) => {
		const copy = main.cloneNode(true) as HTMLElement;
		for (const quote of copy.querySelectorAll('q, blockquote, [data-quote], textarea, input')) quote.remove();
		// Detached, the copy has no layout: every element ends with a space so list items stay apart.
		for (const element of copy.querySelectorAll('*')) element.append(' ');
		return copy.textContent ?? '';
	});
	const flat = text.replace(/\s+/g, ' ');
	return ENGLISH_NAMES.flatMap(([name]) => {
		const at = flat.search(new RegExp(`(?:^|[^\\p{L}])${escape(name)}(?:$|[^\\p{L}])`, 'u'));
		return at < 0 ? [] : [`${name} — “…${flat.slice(Math.max(0, at - 60), at + name.length + 60).trim()}…”`];
	});
}
