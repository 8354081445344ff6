import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIXTURES_URL } from '../../../../tests/fixtures/paths.mjs';
import { isCategoryId } from './categories';
import { reviewedAliases, unlikeAliases } from './build/alias-review.mjs';
import {
	SKILLS,
	TAXONOMY_VERSION,
	canonicalSkill,
	phraseKey,
	relatedSkills,
	skillByName,
	surfaceForms,
	surfacesByKey,
	type SurfaceForm
} from './taxonomy';

describe('the taxonomy data', () => {
	// Issue 26: an alias sharing no word with its skill was read by a person before it ships (build/alias-review.mjs).
	it('lists every alias that shares no word with its skill among the reviewed ones, and no alias it no longer has', () => {
		const unlike = unlikeAliases(SKILLS as never);
		const reviewed = reviewedAliases();
		expect(unlike.length).toBeGreaterThan(1000);
		expect(unlike.filter((line) => !reviewed.has(line))).toEqual([]);
		expect([...reviewed].filter((line) => !unlike.includes(line))).toEqual([]);
	});

	it('is what the source files in build/sources build', () => {
		const script = fileURLToPath(new URL('./build/build-taxonomy.mjs', import.meta.url));
		expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
	});

	it('is versioned and holds at least 1,500 skills', () => {
		expect(TAXONOMY_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
		expect(SKILLS.length).toBeGreaterThanOrEqual(1500);
	});

	it('gives every skill a name, a known category and lists of aliases and related skills', () => {
		const broken = SKILLS.filter(
			(skill) =>
				typeof skill.name !== 'string' ||
				skill.name.trim() === '' ||
				!isCategoryId(skill.category) ||
				!Array.isArray(skill.aliases) ||
				!Array.isArray(skill.related)
		);
		expect(broken.map((skill) => skill.name)).toEqual([]);
	});

	it('has no two skills with the same name', () => {
		const names = SKILLS.map((skill) => skill.name);
		expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
	});

	it('never lets one name or alias stand for two skills', () => {
		// Two skills may share a key only through different case-sensitive spellings ("dbt" the
		// tool, "DBT" the therapy): then no text can match both.
		const clash = (a: SurfaceForm, b: SurfaceForm) =>
			a.skill !== b.skill && (!a.caseSensitive || !b.caseSensitive || a.surface === b.surface);
		const clashes = [...surfacesByKey()]
			.filter(([, forms]) => forms.some((a) => forms.some((b) => clash(a, b))))
			.map(([key, forms]) => `${key}: ${forms.map((form) => `${form.skill.name} ("${form.surface}")`).join(' / ')}`);
		expect(clashes).toEqual([]);
	});

	it('lists no alias that the name or another alias already covers', () => {
		const redundant: string[] = [];
		for (const skill of SKILLS) {
			const seen = new Map<string, string>();
			for (const form of surfaceForms(skill)) {
				// Case-sensitive spellings of one key ("Less", "LESS") are distinct on purpose.
				const key = form.caseSensitive ? `${phraseKey(form.surface)}\u0000${form.surface}` : phraseKey(form.surface);
				if (seen.has(key)) redundant.push(`${skill.name}: "${form.surface}" repeats "${seen.get(key)}"`);
				else seen.set(key, form.surface);
			}
		}
		expect(redundant).toEqual([]);
	});

	it('relates skills only to skills that exist, and never to themselves', () => {
		const problems = SKILLS.flatMap((skill) =>
			skill.related
				.filter((other) => other === skill.name || !skillByName(other))
				.map((other) => `${skill.name} → ${other}`)
		);
		expect(problems).toEqual([]);
	});

	it('marks as case-sensitive or contextual only surfaces the skill actually has', () => {
		const strays = SKILLS.flatMap((skill) => {
			const surfaces = new Set([skill.name, ...skill.aliases]);
			return [...(skill.caseSensitive ?? []), ...(skill.contextual ?? [])]
				.filter((surface) => !surfaces.has(surface))
				.map((surface) => `${skill.name}: ${surface}`);
		});
		expect(strays).toEqual([]);
	});

	it('leaves spoken languages out', () => {
		for (const language of ['English', 'Inglês', 'Portuguese', 'Português', 'Spanish', 'Espanhol', 'French', 'German']) {
			expect(canonicalSkill(language), language).toBeUndefined();
		}
	});
});

describe('canonicalSkill', () => {
	it('maps an alias to its canonical skill', () => {
		expect(canonicalSkill('postgres')?.name).toBe('PostgreSQL');
		expect(canonicalSkill('k8s')?.name).toBe('Kubernetes');
		expect(canonicalSkill('Amazon Web Services')?.name).toBe('AWS');
	});

	it('ignores case and accents for ordinary aliases', () => {
		expect(canonicalSkill('Gestao de projetos')?.name).toBe('Project management');
		expect(canonicalSkill('GESTÃO DE PROJETOS')?.name).toBe('Project management');
		expect(canonicalSkill('conciliação contábil')?.name).toBe('Account reconciliation');
	});

	it('accepts plurals and singulars of the same alias', () => {
		expect(canonicalSkill('conciliações contábeis')?.name).toBe('Account reconciliation');
		expect(canonicalSkill('reconciliations')?.name).toBe('Account reconciliation');
		expect(canonicalSkill('testes de usabilidade')?.name).toBe('Usability testing');
		expect(canonicalSkill('teste de usabilidade')?.name).toBe('Usability testing');
	});

	it('honours case-sensitive aliases', () => {
		expect(canonicalSkill('Go')?.name).toBe('Go');
		expect(canonicalSkill('go')).toBeUndefined();
		expect(canonicalSkill('golang')?.name).toBe('Go');
		expect(canonicalSkill('AP')?.name).toBe('Accounts payable');
		expect(canonicalSkill('ap')).toBeUndefined();
	});

	it('resolves the canonical names themselves, punctuation and all', () => {
		for (const skill of SKILLS) expect(canonicalSkill(skill.name)?.name, skill.name).toBe(skill.name);
	});

	it('returns nothing for words that are not skills', () => {
		expect(canonicalSkill('banana')).toBeUndefined();
		expect(canonicalSkill('')).toBeUndefined();
	});
});

describe('relatedSkills', () => {
	it('lists the related skills a skill declares', () => {
		expect(relatedSkills('PostgreSQL')).toContain('SQL');
	});

	it('works in both directions', () => {
		expect(relatedSkills('SQL')).toContain('PostgreSQL');
	});

	it('is empty for an unknown skill', () => {
		expect(relatedSkills('Underwater basket weaving')).toEqual([]);
	});
});

// How much of the shared fixtures' vocabulary the taxonomy understands. A report, not a target:
// the taxonomy is built from real postings, not from these answers.
const VOCABULARY = new URL('skills_vocabulary.json', FIXTURES_URL);

describe.skipIf(!existsSync(VOCABULARY))('coverage of the fixture vocabulary', () => {
	it('reports how many canonical names and aliases resolve', () => {
		const vocabulary = JSON.parse(readFileSync(VOCABULARY, 'utf8')) as Record<string, string[]>;
		const names = Object.keys(vocabulary);
		const namesResolved = names.filter((name) => canonicalSkill(name)?.name === name);
		const aliases = Object.entries(vocabulary).flatMap(([name, list]) => list.map((alias) => ({ name, alias })));
		const aliasesResolved = aliases.filter(({ name, alias }) => canonicalSkill(alias)?.name === name);
		const missed = [
			...names.filter((name) => !namesResolved.includes(name)).map((name) => `name ${name} → ${canonicalSkill(name)?.name}`),
			...aliases
				.filter((entry) => !aliasesResolved.includes(entry))
				.map(({ name, alias }) => `alias "${alias}" (${name}) → ${canonicalSkill(alias)?.name}`)
		];
		console.log(
			`fixture vocabulary: ${namesResolved.length}/${names.length} names, ` +
				`${aliasesResolved.length}/${aliases.length} aliases resolve to the same skill\n  ${missed.join('\n  ')}`
		);
		expect(namesResolved.length).toBeGreaterThan(0);
	});
});

// Everyday words of Portuguese, Spanish and English that name a skill only among other skills, or
// never: checked against the single-word aliases once (the most common words of each language),
// kept here so no later alias brings one back as a skill of its own.
const EVERYDAY_WORDS = [
	'solo', 'solos', 'sal', 'bolsa', 'banco', 'sei', 'cento', 'seguros', 'creo', 'personas', 'vim', 'moda', 'luto', 'legendas',
	'interiores', 'matrículas', 'delta', 'risa', 'sabre', 'aspect', 'spa', 'sem', 'das', 'nas', 'casas', 'regressão', 'regression',
	'amostragem', 'sampling', 'conciliação', 'contratos', 'pt', 'ot', 'er', 'pm', 'cpc', 'tpm', 'crm', 'ats'
];

describe('everyday words', () => {
	it('are never a skill on their own: at most a contextual or case-sensitive surface', () => {
		const loose = EVERYDAY_WORDS.flatMap((word) =>
			(surfacesByKey().get(phraseKey(word)) ?? []).filter((form) => !form.contextual && !form.caseSensitive).map((form) => `${word} → ${form.skill.name}`)
		);
		expect(loose).toEqual([]);
	});

	it('are never a case-sensitive acronym that needs no context when they are also a word (SEM, DAS, NAS)', () => {
		const bare = ['SEM', 'DAS', 'NAS', 'CASAS', 'PT', 'OT', 'ER', 'CPC', 'TPM', 'CRM', 'ATS'].flatMap((word) =>
			(surfacesByKey().get(phraseKey(word)) ?? []).filter((form) => !form.contextual).map((form) => `${word} → ${form.skill.name}`)
		);
		expect(bare).toEqual([]);
	});
});

describe('surfaces a source file adds to a skill another file defines ("+ Name | aliases")', () => {
	it('finds Spanish and European Portuguese words under the skill the field’s file defines', () => {
		expect(canonicalSkill('urgencias')?.name).toBe('Emergency care');
		expect(canonicalSkill('cuentas por pagar')?.name).toBe('Accounts payable');
		expect(canonicalSkill('fecho mensal')?.name).toBe('Month-end close');
	});

	it('keeps the skill’s own category and place, and adds no skill of its own', () => {
		expect(skillByName('Emergency care')?.category).toBe('health');
		expect(SKILLS.filter((skill) => skill.name === 'Emergency care')).toHaveLength(1);
	});
});
