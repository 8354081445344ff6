import { describe, expect, it } from 'vitest';
import { formatPlace, readPlace, splitTrailingPlace } from './location';

const place = (text: string, lang: 'en' | 'pt' = 'en') => {
	const found = readPlace(text, lang);
	return found && formatPlace(found, lang);
};

describe('readPlace', () => {
	it('writes US places as City, ST, USA', () => {
		expect(place('Austin, TX')).toBe('Austin, TX, USA');
		expect(place('Austin, Texas')).toBe('Austin, TX, USA');
		expect(place('Portland, OR 97205')).toBe('Portland, OR, USA');
		expect(place('St. Paul, MN')).toBe('St. Paul, MN, USA');
	});

	it('writes Brazilian places as City, UF, Brasil in Portuguese resumes', () => {
		expect(place('Recife – PE', 'pt')).toBe('Recife, PE, Brasil');
		expect(place('Belo Horizonte/MG', 'pt')).toBe('Belo Horizonte, MG, Brasil');
		expect(place('São Paulo (SP)', 'pt')).toBe('São Paulo, SP, Brasil');
		expect(place('Rio de Janeiro, RJ, Brasil', 'pt')).toBe('Rio de Janeiro, RJ, Brasil');
	});

	it('says Brazil in English resumes and reads a state code both countries use by the country written', () => {
		expect(place('Salvador, BA')).toBe('Salvador, BA, Brazil');
		expect(place('Belém, PA, Brazil')).toBe('Belém, PA, Brazil');
		expect(place('Pittsburgh, PA')).toBe('Pittsburgh, PA, USA');
	});

	it('keeps a city and a known country', () => {
		expect(place('Lisbon, Portugal')).toBe('Lisbon, Portugal');
	});

	it('does not take a name with post-nominals or a job title for a place', () => {
		expect(place('DEREK HOLLIS, CPA')).toBeNull();
		expect(place('UX/UI Designer')).toBeNull();
		expect(place('Frontend Developer (Freelance)')).toBeNull();
	});
});

describe('splitTrailingPlace', () => {
	it('cuts the place off a company', () => {
		const found = splitTrailingPlace('Ridgecrest Builders Inc., Chicago, IL', 'en');
		expect(found.rest).toBe('Ridgecrest Builders Inc.');
		expect(found.placeText).toBe('Chicago, IL');
		expect(splitTrailingPlace('Tangará Logística, Curitiba – PR', 'pt').rest).toBe('Tangará Logística');
	});
});
