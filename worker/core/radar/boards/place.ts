import { formatPlace } from '../../engine/job-parse/location';

/**
 * A board's address parts as a person writes a place: "São Paulo, SP, BR" → "São Paulo, SP, Brasil",
 * "Denver, CO, US" → "Denver, CO, USA"; parts it cannot read stay joined as they came.
 */
export function boardPlace(parts: readonly (string | null | undefined)[]): string {
	const raw = parts.map((part) => part?.trim()).filter(Boolean).join(', ');
	if (!raw) return '';
	// A code or "Brasil" is written for Brazilians; "Brazil" stays English.
	const portuguese = /(?:^|,\s*)(?:BR|BRA|Brasil)$/i.test(raw);
	return formatPlace(raw, portuguese ? 'pt' : 'en') ?? raw;
}
