// Builds ../taxonomy.json from the per-field source files in ./sources.
// Run after editing a source: `node worker/core/engine/skills/build/build-taxonomy.mjs`
// (the taxonomy tests then check categories, duplicates and related names). With `--check` it
// writes nothing and fails when taxonomy.json is not what the sources build.
//
// Source format, one skill per line:
//
//   # category-id                          every following skill is in this category
//   Name | alias; alias; =Alias; ?Alias | Related; Related
//
// A leading `=` marks a surface that must match with its exact case ("=AP", "=Windows"); a
// leading `?` marks one that is also contextual: the matcher accepts it only near other skills of
// the same field ("?Go", "?R"). A leading `~` marks a contextual surface that is not
// case-sensitive: a common word that is a skill only among skills ("~monitoring", "~redes").
// The marks work on the name too. Lines starting with `//` are comments. The related list may be
// empty or left out.
//
//   + Name | alias; alias | Related         more surfaces (and related skills) for a skill that
//                                          another file defines: a file of one kind of document
//                                          or language can add its words without editing the
//                                          field's own file. The skill keeps its place and category.
//
// `labels-pt.txt` is no skill source: one line per skill, `Name | Rótulo`, the skill's name as a
// Brazilian Portuguese screen shows it. Every skill needs a line (the label may be the name itself,
// for brands and tools); a label that differs from the name goes into taxonomy.json as `pt` and into
// src/lib/i18n/skill-labels.pt.json, which the Portuguese dictionary's chunk loads.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const VERSION = '2026.11.1';

const here = dirname(fileURLToPath(import.meta.url));
const sourceDir = join(here, 'sources');
const output = join(here, '..', 'taxonomy.json');
const labelsFile = join(sourceDir, 'labels-pt.txt');
const labelsOutput = join(here, '..', '..', '..', '..', '..', 'src', 'lib', 'i18n', 'skill-labels.pt.json');

/** @typedef {{ surface: string, caseSensitive: boolean, contextual: boolean }} Surface */
/**
 * @typedef {{ name: string, category: string, aliases: string[], related: string[],
 *   caseSensitive?: string[], contextual?: string[], pt?: string }} Skill
 */
/** @typedef {{ skill: Skill, where: string, extension?: boolean }} Parsed */

/** @param {string} text @returns {Surface} */
function parseSurface(text) {
	const mark = text.trim()[0];
	const surface = text.trim().replace(/^[?~=]/, '').trim();
	return { surface, caseSensitive: mark === '?' || mark === '=', contextual: mark === '?' || mark === '~' };
}

/** @param {string | undefined} field */
const list = (field) =>
	(field ?? '')
		.split(';')
		.map((item) => item.trim())
		.filter(Boolean);

/** @param {string} file @param {string} text @param {string[]} errors @returns {Parsed[]} */
function parseSource(file, text, errors) {
	/** @type {Parsed[]} */
	const skills = [];
	let category = '';
	text.split('\n').forEach((line, index) => {
		const where = `${file}:${index + 1}`;
		const trimmed = line.trim();
		if (!trimmed || trimmed.startsWith('//')) return;
		if (trimmed.startsWith('#')) {
			category = trimmed.slice(1).trim();
			return;
		}
		const extension = trimmed.startsWith('+');
		if (!category && !extension) return void errors.push(`${where}: skill before any "# category" line`);
		const [nameField, aliasField, relatedField, extra] = (extension ? trimmed.slice(1) : trimmed).split('|');
		if (extra !== undefined) return void errors.push(`${where}: more than three fields`);
		const surfaces = [parseSurface(nameField), ...list(aliasField).map(parseSurface)];
		const [name] = surfaces;
		if (!name.surface) return void errors.push(`${where}: empty name`);
		// The same surface twice is a slip; two case-sensitive spellings ("Less", "LESS") are not.
		/** @type {Map<string, Surface>} */
		const seen = new Map();
		for (const surface of surfaces) {
			const other = seen.get(surface.surface.toLowerCase());
			const distinct = other && other.caseSensitive && surface.caseSensitive && other.surface !== surface.surface;
			if (other && !distinct) errors.push(`${where}: "${surface.surface}" listed twice`);
			seen.set(surface.surface.toLowerCase(), surface);
		}
		/** @type {Skill} */
		const skill = {
			name: name.surface,
			category,
			aliases: surfaces.slice(1).map((s) => s.surface),
			related: list(relatedField)
		};
		const caseSensitive = surfaces.filter((s) => s.caseSensitive).map((s) => s.surface);
		const contextual = surfaces.filter((s) => s.contextual).map((s) => s.surface);
		if (caseSensitive.length) skill.caseSensitive = caseSensitive;
		if (contextual.length) skill.contextual = contextual;
		skills.push({ skill, where, extension });
	});
	return skills;
}

/** @type {string[]} */
const errors = [];
const read = readdirSync(sourceDir)
	.filter((file) => file.endsWith('.txt') && !file.startsWith('labels-'))
	.sort()
	.flatMap((file) => parseSource(file, readFileSync(join(sourceDir, file), 'utf8'), errors));
const parsed = read.filter((entry) => !entry.extension);
// "+ Name | aliases | related": more surfaces for a skill defined elsewhere, added in file order.
for (const { skill: more, where } of read.filter((entry) => entry.extension)) {
	const target = parsed.find((entry) => entry.skill.name === more.name)?.skill;
	if (!target) {
		errors.push(`${where}: "+ ${more.name}" adds to a skill no file defines`);
		continue;
	}
	target.aliases.push(...more.aliases);
	for (const key of /** @type {const} */ (['caseSensitive', 'contextual'])) {
		const marked = (more[key] ?? []).filter((surface) => surface !== more.name);
		if (marked.length) target[key] = [...(target[key] ?? []), ...marked];
	}
	for (const other of more.related) if (!target.related.includes(other)) target.related.push(other);
}

/** @type {Map<string, Parsed>} */
const byName = new Map();
for (const entry of parsed) {
	const first = byName.get(entry.skill.name);
	if (first) errors.push(`${entry.where}: "${entry.skill.name}" already defined at ${first.where}`);
	else byName.set(entry.skill.name, entry);
}
for (const { skill, where } of parsed) {
	for (const other of skill.related) {
		if (other === skill.name) errors.push(`${where}: "${skill.name}" is related to itself`);
		else if (!byName.has(other)) errors.push(`${where}: "${skill.name}" is related to unknown "${other}"`);
	}
}
// Portuguese labels: every skill has one, none names a skill that does not exist.
/** @type {Map<string, string>} */
const labels = new Map();
if (existsSync(labelsFile))
	readFileSync(labelsFile, 'utf8')
		.split('\n')
		.forEach((line, i) => {
			const trimmed = line.trim();
			if (!trimmed || trimmed.startsWith('#')) return;
			const [name, label, extra] = trimmed.split(' | ').map((part) => part.trim());
			const where = `labels-pt.txt:${i + 1}`;
			if (!name || !label || extra !== undefined) return void errors.push(`${where}: write "Name | Rótulo"`);
			if (!byName.has(name)) return void errors.push(`${where}: "${name}" is no skill`);
			if (labels.has(name)) return void errors.push(`${where}: "${name}" labelled twice`);
			labels.set(name, label);
		});
for (const { skill, where } of parsed) {
	if (!labels.has(skill.name)) errors.push(`${where}: "${skill.name}" has no line in labels-pt.txt`);
	else if (labels.get(skill.name) !== skill.name) skill.pt = labels.get(skill.name);
}
if (errors.length) {
	console.error(errors.join('\n'));
	process.exit(1);
}

// One skill per line keeps the JSON reviewable in a diff.
const lines = parsed.map(({ skill }) => '\t\t' + JSON.stringify(skill));
const json = `{\n\t"version": ${JSON.stringify(VERSION)},\n\t"skills": [\n${lines.join(',\n')}\n\t]\n}\n`;
const ptLabels = Object.fromEntries(parsed.filter(({ skill }) => skill.pt).map(({ skill }) => [skill.name, skill.pt]));
const labelsJson = JSON.stringify(ptLabels, null, '\t') + '\n';
if (process.argv.includes('--check')) {
	const current = existsSync(output) ? readFileSync(output, 'utf8') : '';
	const currentLabels = existsSync(labelsOutput) ? readFileSync(labelsOutput, 'utf8') : '';
	if (current !== json || currentLabels !== labelsJson) {
		console.error('taxonomy.json is out of date: run node worker/core/engine/skills/build/build-taxonomy.mjs');
		process.exit(1);
	}
	console.log(`taxonomy.json matches its ${parsed.length} source skills`);
} else {
	writeFileSync(output, json);
	writeFileSync(labelsOutput, labelsJson);
	console.log(`${parsed.length} skills → ${output}`);
}
