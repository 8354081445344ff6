import { describe, expect, it } from 'vitest';
import { en } from './en';
import { pt } from './pt';
import { areaOfKey, areaOfPrefix } from './areas/map';

// Every area file, found on disk rather than listed, so that a new file cannot escape the checks.
const modules = import.meta.glob<Record<string, Record<string, string>>>('./areas/*.{en,pt}.ts', { eager: true });

type AreaFile = { area: string; lang: 'en' | 'pt'; messages: Record<string, string> };
const files: AreaFile[] = Object.entries(modules).map(([path, exports]) => {
	const [, area, lang] = /^\.\/areas\/([a-z-]+)\.(en|pt)\.ts$/.exec(path) ?? [];
	const values = Object.values(exports);
	expect(values, `${path} exports one object of messages`).toHaveLength(1);
	return { area, lang: lang as 'en' | 'pt', messages: values[0] };
});
const mapped = new Set<string>(Object.values(areaOfPrefix));

describe('i18n areas: a key’s file is the area of its first segment', () => {
	it('names every area file in the map, and has files for every area the map names', () => {
		expect(files.filter((file) => !mapped.has(file.area)).map((file) => `${file.area}.${file.lang}.ts`)).toEqual([]);
		for (const lang of ['en', 'pt'] as const) {
			const present = new Set(files.filter((file) => file.lang === lang).map((file) => file.area));
			expect([...mapped].filter((area) => !present.has(area)), `areas with no .${lang}.ts`).toEqual([]);
		}
	});

	it('keeps every key in the file of its area, in both languages', () => {
		const misplaced = files.flatMap(({ area, lang, messages }) =>
			Object.keys(messages)
				.filter((key) => areaOfKey(key) !== area)
				.map((key) => `${key} is in ${area}.${lang}.ts, belongs in ${areaOfKey(key) ?? '(no area: add its prefix to map.ts)'}`)
		);
		expect(misplaced).toEqual([]);
	});

	it('gives the English and Portuguese file of an area the same keys', () => {
		for (const area of mapped) {
			const keys = (lang: string) => Object.keys(files.find((file) => file.area === area && file.lang === lang)?.messages ?? {}).sort();
			expect(keys('pt'), `${area}.pt.ts against ${area}.en.ts`).toEqual(keys('en'));
		}
	});

	it('builds `en` and `pt` from the area files alone, each key once', () => {
		for (const lang of ['en', 'pt'] as const) {
			const keys = files.filter((file) => file.lang === lang).flatMap((file) => Object.keys(file.messages));
			expect(new Set(keys).size, `a key defined in two .${lang}.ts files`).toBe(keys.length);
			expect(keys.sort()).toEqual(Object.keys(lang === 'en' ? en : pt).sort());
		}
	});
});
