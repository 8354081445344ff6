import { describe, expect, it } from 'vitest';
import { readLocation } from './location';

describe('readLocation', () => {
	it.each([
		['Boston, MA (hybrid)', 'en', 'Boston, MA, USA'],
		['Chicago, IL (on-site)', 'en', 'Chicago, IL, USA'],
		['Springfield, IL 62701', 'en', 'Springfield, IL, USA'],
		['Austin, Texas', 'en', 'Austin, TX, USA'],
		['Florianópolis/SC', 'pt', 'Florianópolis, SC, Brasil'],
		['São Paulo/SP — híbrido', 'pt', 'São Paulo, SP, Brasil'],
		['Recife - PE', 'pt', 'Recife, PE, Brasil'],
		['São Paulo, São Paulo, Brazil (Hybrid)', 'en', 'São Paulo, SP, Brazil'],
		['Local: Curitiba - PR', 'pt', 'Curitiba, PR, Brasil'],
		['Lisbon, Portugal', 'en', 'Lisbon, Portugal'],
		['Remote (United States)', 'en', 'Remote (United States)'],
		['Remoto (Brasil)', 'pt', 'Remoto (Brasil)'],
		['Presencial em Curitiba (CIC)', 'pt', 'Curitiba, PR, Brasil'],
		['Joinville', 'pt', 'Joinville, SC, Brasil'],
		['Boise, ID (Store #112 – Overland Rd)', 'en', 'Boise, ID, USA'],
		['Goiânia/GO – Híbrido (3 dias no escritório)', 'pt', 'Goiânia, GO, Brasil'],
		['Brasil', 'pt', 'Brasil']
	] as const)('reads "%s" as %s', (raw, lang, place) => {
		expect(readLocation(raw, lang)).toBe(place);
	});

	it.each(['Harborline Logistics', 'Senior Backend Engineer (Node.js)', 'Smith, Jones', 'Full-time', 'https://example.com/jobs', 'Home Office', '100% remoto', 'Natal', 'Serra'])('finds no place in "%s"', (raw) => {
		expect(readLocation(raw, 'en')).toBeNull();
	});
});
