import { foldText } from '../../engine/text/normalize';

/**
 * Countries by ISO 3166-1 alpha-2 code and by name, for files that give a place in parts (JSON
 * Resume's `countryCode`, Europass's `Country`) and for writing such a place back. The names are
 * the platform's own (Intl.DisplayNames), in English and Portuguese; a code it does not know stays
 * as written.
 */

const ALIASES: Record<string, string> = { usa: 'US', 'u.s.a.': 'US', 'u.s.': 'US', uk: 'GB', 'great britain': 'GB', england: 'GB', brasil: 'BR', 'españa': 'ES', 'méxico': 'MX' };

let names: Map<string, string> | null = null;

/** Folded country name (English or Portuguese) → code, built once from the platform's tables. */
function namesByFold(): Map<string, string> {
	if (names) return names;
	names = new Map(Object.entries(ALIASES).map(([name, code]) => [foldText(name), code]));
	const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
	for (const language of ['en', 'pt']) {
		const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
		for (const a of letters)
			for (const b of letters) {
				const name = display.of(a + b);
				if (name && !names.has(foldText(name))) names.set(foldText(name), a + b);
			}
	}
	return names;
}

/** "US" → "United States"; a code the platform does not know ("UK" as Europass writes it) stays as written. */
export function countryName(code: string): string {
	const clean = code.trim();
	if (!/^[A-Za-z]{2}$/.test(clean)) return clean;
	return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(clean.toUpperCase()) ?? clean;
}

/** "United States", "Estados Unidos", "USA", "UK" → the ISO code; null for a word that names no country. */
export function countryCode(name: string): string | null {
	return namesByFold().get(foldText(name.trim())) ?? null;
}

/** A place as one line from its parts: "San Francisco, California, United States". */
export function placeOf(parts: { city?: string | null; region?: string | null; countryCode?: string | null; country?: string | null }): string {
	const country = parts.country?.trim() || (parts.countryCode?.trim() ? countryName(parts.countryCode) : '');
	return [parts.city, parts.region, country].map((part) => part?.trim() ?? '').filter(Boolean).join(', ');
}
