import { describe, expect, it } from 'vitest';
import { foldWithOffsets, SourceText } from './source-text';

describe('foldWithOffsets', () => {
	it('folds case, accents, spaces, dashes, quotes and ligatures, keeping where each character came from', () => {
		const text = 'Gestão  de\n\tProjetos — “Oﬁcina”';
		const { folded, origin } = foldWithOffsets(text);
		expect(folded).toBe('gestao de projetos - "oficina"');
		expect(text[origin[folded.indexOf('projetos')]]).toBe('P');
		expect(origin[folded.indexOf('fi')]).toBe(origin[folded.indexOf('fi') + 1]);
		expect(origin).toHaveLength(folded.length);
	});
});

describe('foldWithOffsets, characters outside the basic plane', () => {
	it('keeps an emoji whole and maps the words after it back to where they are written', () => {
		const text = '🚀 Launched Rumo — “Gestão”\u00a0ok';
		const { folded, origin } = foldWithOffsets(text);
		expect(folded).toBe('🚀 launched rumo - "gestao" ok');
		expect(origin).toHaveLength(folded.length);
		expect(text.slice(origin[folded.indexOf('launched')])).toMatch(/^Launched/);
		expect(text.slice(origin[folded.indexOf('ok')])).toBe('ok');
	});
});

describe('SourceText', () => {
	it('quotes the original words of a match, marks included', () => {
		const text = 'Hospital Sa\u0303o Lucas\u00a0— 03/2019';
		const [place] = new SourceText(text).occurrences('hospital são lucas');
		expect(place).toMatchObject({ text: 'Hospital Sa\u0303o Lucas', start: 0, instruction: false });
	});

	it('maps a quote back past ligatures that folded longer than they are written', () => {
		const text = 'ﬃ'.repeat(40) + ' Eﬃcient oﬃce workﬂow';
		expect(new SourceText(text).find('efficient office workflow')?.text).toBe('Eﬃcient oﬃce workﬂow');
	});

	it('finds a quote the model wrapped in bullets, quote marks or a stop', () => {
		const source = new SourceText('• Terraform, Ansible\n• Docker, Kubernetes');
		expect(source.find('"Docker, Kubernetes."')?.text).toBe('Docker, Kubernetes');
		expect(source.find('Docker')?.start).toBe(23);
		expect(source.find('ocker')).toBeNull();
	});

	it('reads dates the way the resume parser does, in both day orders', () => {
		const source = new SourceText('Enfermeira\nmarço de 2019 – atual\n03/04/2020');
		expect(source.date('2019-03')?.text).toBe('março de 2019');
		expect(source.date('2019')).not.toBeNull();
		expect(source.date('2020-03')).not.toBeNull();
		expect(source.date('2020-04')).not.toBeNull();
		expect(source.date('2019-04')).toBeNull();
		expect(source.ongoing('2019-03')?.text).toBe('março de 2019 – atual');
		expect(source.ongoing('2020-03')).toBeNull();
	});
});
