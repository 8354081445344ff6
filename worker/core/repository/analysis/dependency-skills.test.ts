import { describe, expect, it } from 'vitest';
import { skillByName } from '../../engine/skills/taxonomy';
import { DEPENDENCY_ALIASES, skillsOfDependency, type Ecosystem } from './dependency-skills';
import { FILE_RULES, LANGUAGE_SKILLS, skillOfLanguage } from './file-skills';
import { LANGUAGE_BY_EXTENSION } from '../../engine/repository-files/languages';

describe('the alias tables hold to the taxonomy', () => {
	const aliasTargets = Object.entries(DEPENDENCY_ALIASES).flatMap(([ecosystem, table]) =>
		Object.entries(table).flatMap(([name, skills]) => skills.map((skill) => [`${ecosystem}:${name}`, skill] as const))
	);

	it.each(aliasTargets)('%s maps to "%s", a canonical taxonomy name', (_dependency, skill) => {
		expect(skillByName(skill), `"${skill}" is not a skill of the taxonomy`).toBeDefined();
	});

	it.each(FILE_RULES.flatMap((rule) => rule.skills.map((skill) => [rule.detail, skill] as const)))('the file rule "%s" shows "%s", a taxonomy skill', (_detail, skill) => {
		expect(skillByName(skill)).toBeDefined();
	});

	it.each(Object.entries(LANGUAGE_SKILLS).filter(([, skill]) => skill !== null))('the language %s is the skill "%s"', (_language, skill) => {
		expect(skillByName(skill!)).toBeDefined();
	});

	it('gives every language of the extension map a skill or an explicit "none"', () => {
		const languages = [...new Set(Object.values(LANGUAGE_BY_EXTENSION))];
		const unknown = languages.filter((language) => skillOfLanguage(language) === null && !Object.hasOwn(LANGUAGE_SKILLS, language));
		expect(unknown).toEqual([]);
	});
});

describe('skillsOfDependency', () => {
	it.each<[Ecosystem, string, string[]]>([
		['npm', 'react', ['React']],
		['npm', 'svelte', ['Svelte']],
		['npm', '@sveltejs/kit', ['SvelteKit']],
		['npm', 'express', ['Express', 'Node.js']],
		['npm', 'typescript', ['TypeScript']],
		['npm', 'jest', ['Jest']],
		['npm', 'vitest', ['Vitest']],
		['npm', '@testing-library/svelte', ['Testing Library']],
		['pypi', 'Django', ['Django']],
		['pypi', 'flask', ['Flask']],
		['pypi', 'scikit_learn', ['scikit-learn']],
		['pypi', 'pytest', ['pytest']],
		['go', 'github.com/gin-gonic/gin', ['Gin']],
		['go', 'github.com/jackc/pgx/v5', ['PostgreSQL']],
		['go', 'github.com/aws/aws-sdk-go-v2', ['AWS']],
		['cargo', 'tokio', ['Asynchronous programming']],
		['maven', 'org.springframework.boot:spring-boot-starter-web', ['Spring Boot']],
		['maven', 'org.springframework.kafka:spring-kafka', ['Kafka']],
		['maven', 'org.springframework.boot', ['Spring Boot']],
		['rubygems', 'rails', ['Ruby on Rails']],
		['composer', 'laravel/framework', ['Laravel']],
		['composer', 'symfony/console', ['Symfony']],
		['nuget', 'Microsoft.EntityFrameworkCore.SqlServer', ['Entity Framework']],
		['nuget', 'Microsoft.AspNetCore.SignalR.Client', ['SignalR']]
	])('%s package %s shows %j', (ecosystem, name, skills) => {
		expect(skillsOfDependency(ecosystem, name)).toEqual(skills);
	});

	it.each<[Ecosystem, string]>([
		['npm', 'lodash'],
		['npm', 'axios'],
		['npm', 'zod'],
		['npm', '@types/react'],
		['npm', 'js-yaml'],
		['npm', 'yaml'],
		['pypi', 'requests'],
		['pypi', 'pyyaml'],
		['cargo', 'serde_json'],
		['cargo', 'regex'],
		['go', 'golang.org/x/sync'],
		['go', 'github.com/lib/pqueue'],
		['maven', 'org.junitx:junitx'],
		['maven', 'org.projectlombok:lombok']
	])('%s package %s shows no skill', (ecosystem, name) => {
		expect(skillsOfDependency(ecosystem, name)).toEqual([]);
	});

	it('never reads a skill from a contextual or case-sensitive alias ("go", "rust")', () => {
		expect(skillsOfDependency('npm', 'go')).toEqual([]);
		expect(skillsOfDependency('cargo', 'rust')).toEqual([]);
		expect(skillsOfDependency('pypi', 'r')).toEqual([]);
	});
});
