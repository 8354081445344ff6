import { describe, expect, it } from 'vitest';
import { countryOf, formatPlace, readPlace, splitTrailingPlace } from './location';

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

	it('cuts a known Brazilian city written alone after the employer, and nothing else', () => {
		expect(splitTrailingPlace('Prefeitura Municipal de Rio das Pedras, Ribeirão Preto', 'pt')).toMatchObject({ rest: 'Prefeitura Municipal de Rio das Pedras', placeText: 'Ribeirão Preto' });
		expect(splitTrailingPlace('JuritiPay Pagamentos, Campinas', 'pt').rest).toBe('JuritiPay Pagamentos');
		// Half of a firm's name and an unknown word stay where they are.
		expect(splitTrailingPlace('Castellano, Lindqvist & Co.', 'en').rest).toBe('Castellano, Lindqvist & Co.');
		expect(splitTrailingPlace('Pereira Barros, Advogados', 'pt').rest).toBe('Pereira Barros, Advogados');
		expect(splitTrailingPlace('Santos, Campinas', 'pt').rest).toBe('Santos, Campinas');
	});

	it('cuts the employer\'s street address with its place', () => {
		expect(splitTrailingPlace('North Hills Senior Living, Market Street 66, Sacramento, CA (USA)', 'en')).toMatchObject({ rest: 'North Hills Senior Living', placeText: 'Market Street 66, Sacramento, CA (USA)' });
		expect(splitTrailingPlace('Esposito, Ferreira & Partners, 12 Lakeview Road, Columbus, OH', 'en').rest).toBe('Esposito, Ferreira & Partners');
		expect(splitTrailingPlace('Hospital Santa Luzia, Rua das Flores 120, Recife, PE', 'pt').rest).toBe('Hospital Santa Luzia');
		// A number in the employer's name is no address.
		expect(splitTrailingPlace('Unit 4 Logistics, Recife, PE', 'pt').rest).toBe('Unit 4 Logistics');
	});
});

describe('places of other countries and places glued to an employer', () => {
	it('reads a region of another country, an Indian state and a postcode before the city', () => {
		expect(formatPlace(readPlace('Guadalajara, Jalisco, México', 'en')!, 'en')).toBe('Guadalajara, Jalisco, México');
		expect(formatPlace(readPlace('Bengaluru, Karnataka', 'en')!, 'en')).toBe('Bengaluru, Karnataka, India');
		expect(formatPlace(readPlace('1250-020 Lisboa, Portugal', 'pt')!, 'pt')).toBe('Lisboa, Portugal');
		expect(formatPlace(readPlace('Madrid, España', 'en')!, 'en')).toBe('Madrid, España');
	});

	it('never takes an employer or a role for a city', () => {
		expect(readPlace('Harborview Health Systems Boston, MA', 'en')).toBeNull();
		expect(readPlace('Hollins Grocery Ltd Leeds, United Kingdom', 'en')).toBeNull();
		expect(readPlace('Salt Lake City, UT', 'en')?.city).toBe('Salt Lake City');
	});

	it('cuts the city from an employer written just before it', () => {
		expect(splitTrailingPlace('Harborview Health Systems Boston, MA', 'en')).toMatchObject({ rest: 'Harborview Health Systems', placeText: 'Boston, MA' });
		expect(splitTrailingPlace('Marlowe & Finch Retail Group London, United Kingdom', 'en').rest).toBe('Marlowe & Finch Retail Group');
		expect(splitTrailingPlace('Construtora Paulista de Obras S.A. São Paulo – SP', 'pt')).toMatchObject({ rest: 'Construtora Paulista de Obras S.A.', placeText: 'São Paulo – SP' });
		expect(splitTrailingPlace('Brazos Freight Distribution Group Fort Worth, TX', 'en').rest).toBe('Brazos Freight Distribution Group');
	});

	it('gives the country a phone needs', () => {
		expect(countryOf(readPlace('Manchester, UK', 'en'))).toBe('GB');
		expect(countryOf(readPlace('Lisboa, Portugal', 'pt'))).toBe('PT');
		expect(countryOf(readPlace('Chennai, Tamil Nadu', 'en'))).toBe('IN');
	});
});

describe('towns named after an office', () => {
	it('reads "Juiz de Fora – MG" as a town beside its state, and still no job title as one', () => {
		expect(readPlace('Juiz de Fora – MG', 'pt')).toMatchObject({ city: 'Juiz de Fora', state: 'MG', country: 'BR' });
		expect(readPlace('Nurse, Boston', 'en')).toBeNull();
	});
});
