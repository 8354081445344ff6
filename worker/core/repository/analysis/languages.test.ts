import { describe, expect, it } from 'vitest';
import { bytesByExtension, languageOf, languageShares } from './languages';

describe('languageShares', () => {
	it('gives each language its share of the bytes, largest first, summing to one', () => {
		const shares = languageShares({ CSS: 1000, TypeScript: 6000, Svelte: 3000, Empty: 0 });
		expect(shares.map((language) => language.name)).toEqual(['TypeScript', 'Svelte', 'CSS']);
		expect(shares[0]).toEqual({ name: 'TypeScript', bytes: 6000, share: 0.6 });
		expect(shares.reduce((sum, language) => sum + language.share, 0)).toBeCloseTo(1, 3);
	});

	it('is empty for an empty repository', () => {
		expect(languageShares({})).toEqual([]);
	});
});

describe('languages of a local folder', () => {
	it('names languages as GitHub does, from extensions and well-known file names', () => {
		expect(languageOf('src/App.tsx')).toBe('TypeScript');
		expect(languageOf('lib/main.rs')).toBe('Rust');
		expect(languageOf('infra/main.tf')).toBe('HCL');
		expect(languageOf('Dockerfile')).toBe('Dockerfile');
		expect(languageOf('README.md')).toBeNull();
		expect(languageOf('data/config.json')).toBeNull();
	});

	it('adds up sizes by language and skips what the caller skips', () => {
		const bytes = bytesByExtension(
			[
				{ path: 'main.py', size: 3000 },
				{ path: 'util.py', size: 1000 },
				{ path: 'web/app.js', size: 2000 },
				{ path: 'node_modules/x/index.js', size: 90000 },
				{ path: 'README.md', size: 5000 },
				{ path: 'unknown.py', size: null }
			],
			(path) => path.startsWith('node_modules/')
		);
		expect(bytes).toEqual({ Python: 4000, JavaScript: 2000 });
	});
});
