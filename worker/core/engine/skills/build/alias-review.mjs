/**
 * Issue 26: a phrase maps to a skill only when it names that skill. An alias that shares no word
 * with the skill's English name or its Portuguese label ("UTI" → Intensive care, "5 whys" → Root
 * cause analysis) cannot be checked by reading it: a person has to. `alias-review.txt` lists every
 * such alias that was reviewed and kept, because it is a synonym (an acronym, a translation, another
 * name of the same thing) or a narrower thing that proves the skill. Aliases found broader than
 * their skill, a neighbouring skill, or a company's name were removed; everyday and ambiguous words
 * were marked `~`/`?` (read only beside skills of their own field). `taxonomy.test.ts` fails on an
 * unlike alias that is not in the list, so a new one is reviewed before it ships.
 *
 *   node worker/core/engine/skills/build/alias-review.mjs          lists the unlike aliases not yet reviewed
 *   node worker/core/engine/skills/build/alias-review.mjs --write  writes them all as reviewed (only after reading each)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REVIEW = fileURLToPath(new URL('./alias-review.txt', import.meta.url));
const TAXONOMY = fileURLToPath(new URL('../taxonomy.json', import.meta.url));
const SMALL_WORDS = new Set('de da do das dos e em a o the of and for in to with com para por na no nas nos an as at on'.split(' '));

/** @param {string} text */
const words = (text) =>
	text
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[^a-z0-9 ]+/g, ' ')
		.split(' ')
		.filter((word) => word && !SMALL_WORDS.has(word));
/** Word stems of five letters: "enfermagem" and "enfermeira", "auditing" and "auditor" meet. @param {string} text */
const stems = (text) => new Set(words(text).map((word) => (word.length >= 3 ? word.slice(0, 5) : word)));
/** @param {string} text */
const initials = (text) => words(text).map((word) => word[0]).join('');

/**
 * The aliases that share no word stem with their skill's name or Portuguese label and are not
 * their initials: "alias → Skill" lines.
 * @param {{ name: string, pt?: string, aliases: string[] }[]} skills
 * @returns {string[]}
 */
export function unlikeAliases(skills) {
	const out = [];
	for (const skill of skills) {
		const own = new Set([...stems(skill.name), ...stems(skill.pt ?? '')]);
		const acronyms = [initials(skill.name), initials(skill.pt ?? '')].filter(Boolean);
		for (const alias of skill.aliases) {
			if ([...stems(alias)].some((stem) => own.has(stem))) continue;
			const joined = words(alias).join('');
			if (joined && acronyms.some((acronym) => acronym.startsWith(joined))) continue;
			out.push(`${alias} → ${skill.name}`);
		}
	}
	return out;
}

/** The reviewed "alias → Skill" lines. */
export function reviewedAliases() {
	return new Set(
		readFileSync(REVIEW, 'utf8')
			.split('\n')
			.map((line) => line.trim())
			.filter((line) => line && !line.startsWith('#'))
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const unlike = unlikeAliases(JSON.parse(readFileSync(TAXONOMY, 'utf8')).skills);
	if (process.argv.includes('--write')) {
		const head = '# Aliases that share no word with their skill, reviewed by a person and kept (see alias-review.mjs).\n';
		writeFileSync(REVIEW, head + unlike.join('\n') + '\n');
		console.log(`${unlike.length} reviewed aliases written.`);
	} else {
		const reviewed = reviewedAliases();
		const open = unlike.filter((line) => !reviewed.has(line));
		console.log(open.length ? open.join('\n') : 'Every unlike alias is reviewed.');
	}
}
