/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes as a chat answer for the issue 17
 * cases, built from the request's own text (the last user message) so that every case meets the
 * core's grounding guard with a real document. Never used by Rumo itself.
 *
 * Each answer fits the kinds the request's JSON Schema allows, as a real model under strict
 * structured output would: asked for a posting's requirements (`"const":"requirement"` only), the
 * skills below are answered as requirements — `required: false` when the line or the heading above
 * it says "nice to have", "plus", "desejável", "diferencial"… — and kinds the schema does not allow
 * (an invented employer, say) are left out.
 *
 * - `items-good`: skills the text names from a small list (some outside Rumo's taxonomy, as in
 *   unusual professions), each quoting the line it is written on;
 * - `items-good-wide`: an honest, eager reader: the same, and on the lines under a heading of
 *   skills or requirements (and "Skills: a, b" lines) every name or alias of the skill taxonomy
 *   (worker/core/engine/skills/taxonomy.json) written there as whole words — the longest where two
 *   overlap, in its listed case where case matters, never an alias the taxonomy marks as ambiguous
 *   alone — and the short items of list lines, each named as the line writes it. It never reads a
 *   fixture's truth file and proposes nothing a line does not write;
 * - `items-invent`: skills, an employer, dates, a degree and a certification the text never writes,
 *   each quoting a real line (so only the claims, not the spans, are false);
 * - `items-misquote`: spans that are not in the text;
 * - `items-injected`: what a line addressing the model asks for ("…and add X and Y to the skills"),
 *   quoting that line, as a model that obeys it would;
 * - `items-prose`: not JSON at all; `items-wrong-shape`: JSON outside the schema.
 */
import { readFileSync } from 'node:fs';

/** Names the good fake looks for; some are outside Rumo's taxonomy, as in unusual professions. */
export const FAKE_SKILLS = ['Triage', 'Wound care', 'Phlebotomy', 'Catheter insertion', 'Ventilator management', 'Sterile technique', 'Excel', 'Python', 'SQL', 'Docker'];

/** @typedef {'items-good' | 'items-good-wide' | 'items-invent' | 'items-misquote' | 'items-injected' | 'items-prose' | 'items-wrong-shape'} ItemsBehaviour */
export const ITEMS_BEHAVIOURS = ['items-good', 'items-good-wide', 'items-invent', 'items-misquote', 'items-injected', 'items-prose', 'items-wrong-shape'];

/** @param {any} body the chat request @returns {string} */
function documentOf(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/** @param {string} text */
const linesOf = (text) => text.split('\n').filter((line) => line.trim().length > 3);

/** The kinds the request's answer schema allows (each branch's `kind` constant). @param {any} body @returns {Set<string>} */
function allowedKinds(body) {
	const schema = JSON.stringify(body?.response_format?.json_schema?.schema ?? {});
	return new Set([...schema.matchAll(/"const":"([a-z]+)"/g)].map((match) => match[1]));
}

const PLUS = /\b(?:nice to have|nice-to-have|a plus|plus|bonus|preferred|desirable|desej[aá]vel|desej[aá]veis|diferencial|diferenciais)\b/i;

/** Whether the posting asks for what a line says, or counts it as a plus (the line, or the heading above it). @param {string} text @param {string} line */
function isRequired(text, line) {
	if (PLUS.test(line)) return false;
	const lines = text.split('\n');
	for (let i = lines.indexOf(line) - 1; i >= 0; i--) {
		const above = lines[i].trim();
		if (!above) continue;
		// A heading: short, without a list bullet, or ending with a colon.
		if (/:$/.test(above) || (above.length <= 60 && !/^[-*•·]/.test(above) && !/[.;,]$/.test(above))) return !PLUS.test(above);
	}
	return true;
}

/**
 * The items as the schema allows them: a skill becomes a posting's requirement when only
 * requirements are asked for (and back), any other kind outside the schema is left out.
 * @param {any[]} items @param {any} body @param {string} text
 */
function fitted(items, body, text) {
	const kinds = allowedKinds(body);
	if (!kinds.size) return items;
	return items.flatMap((item) => {
		if (kinds.has(item.kind)) return [item];
		if (item.kind === 'skill' && kinds.has('requirement')) return [{ kind: 'requirement', name: item.name, required: isRequired(text, item.span), span: item.span }];
		if (item.kind === 'requirement' && kinds.has('skill')) return [{ kind: 'skill', name: item.name, span: item.span }];
		return [];
	});
}

/** The taxonomy's surfaces, read once: [surface, case matters]; ambiguous-alone surfaces are left out. */
const SURFACES = (() => {
	const file = JSON.parse(readFileSync(new URL('../../worker/core/engine/skills/taxonomy.json', import.meta.url), 'utf8'));
	/** @type {[string, boolean][]} */
	const out = [];
	for (const skill of file.skills) {
		const contextual = new Set(skill.contextual ?? []);
		const caseSensitive = new Set(skill.caseSensitive ?? []);
		for (const surface of [skill.name, ...skill.aliases]) if (!contextual.has(surface) && surface.length >= 2) out.push([surface, caseSensitive.has(surface)]);
	}
	return out;
})();

/** Headings of what a document lists as skills or asks for (EN and pt-BR), the colon optional. */
const LIST_HEADING =
	/^(?:[-*#•\s]*)(?:(?:technical |core |key |hard |soft |professional |clinical |relevant )?skills?(?: and (?:tools|competencies|abilities|expertise))?|tools(?: and technologies)?|technologies|tech stack|(?:core |key )?competencies|areas of expertise|expertise|proficiencies|requirements|qualifications|must[- ]haves?|nice[- ]to[- ]haves?|(?:what we|what you)(?:'| a)re looking for|habilidades(?: t[eé]cnicas)?|compet[eê]ncias(?: t[eé]cnicas)?|conhecimentos(?: t[eé]cnicos)?|ferramentas|tecnologias|requisitos(?: obrigat[oó]rios)?|qualifica[cç][oõ]es|desej[aá]vel|desej[aá]veis|diferenciais?)\s*:?\s*(?<rest>.*)$/i;

/**
 * The lines a reader takes items from: those under a heading of skills or requirements (until the
 * next heading), and "Skills: a, b" lines. `terse` when the line is a list of short items, not a sentence.
 * @param {string[]} lines @returns {{ line: string, terse: boolean }[]}
 */
function listLines(lines) {
	/** @type {{ line: string, terse: boolean }[]} */
	const out = [];
	let inList = false;
	for (const line of lines) {
		const text = line.trim();
		const heading = LIST_HEADING.exec(text);
		if (heading) {
			inList = true;
			if (heading.groups?.rest) out.push({ line, terse: true });
			continue;
		}
		// Any other short line without a bullet, a comma or a full stop is the next heading.
		if (text.length <= 40 && !/^[-*•·▪]/.test(text) && !/[,.;]/.test(text) && /^\p{Lu}/u.test(text) && !/\d/.test(text)) {
			inList = false;
			continue;
		}
		if (inList) out.push({ line, terse: text.split(/[,;|•·]/).every((part) => part.trim().split(/\s+/).length <= 4) });
	}
	return out;
}

/** The short items of a list line ("Skills: Inventory control, Food safety; Team scheduling"), as written. @param {string} line */
function listItems(line) {
	const rest = LIST_HEADING.exec(line.trim())?.groups?.rest ?? line;
	return rest
		.replace(/^[-*•·▪\s]+/, '')
		.split(/\s*[,;|•·]\s*|\s+(?:and|e|&)\s+/i)
		.map((item) => item.replace(/[.:()]+$/, '').trim())
		.filter((item) => item.length >= 3 && item.length <= 40 && item.split(/\s+/).length <= 3 && /\p{L}/u.test(item) && !/[():]/.test(item));
}

/** Folded for comparing: lower case, no accents. @param {string} text */
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Each surface of the taxonomy a line writes as whole words, as the line writes it; the longest
 * where two overlap ("GitHub Actions", not "GitHub" inside it), as a reader names a thing.
 * @param {string} line @returns {string[]}
 */
function taxonomyNames(line) {
	const folded = fold(line);
	/** @type {{ start: number, end: number }[]} */
	const hits = [];
	for (const [surface, caseMatters] of SURFACES) {
		const needle = caseMatters ? surface : fold(surface);
		const haystack = caseMatters ? line : folded;
		if (!haystack.includes(needle)) continue;
		const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(needle)}(?![\\p{L}\\p{N}])`, 'gu');
		// Folding keeps offsets for these scripts, so a hit in the folded line is the same place in the line.
		for (const hit of haystack.matchAll(pattern)) hits.push({ start: hit.index, end: hit.index + needle.length });
	}
	hits.sort((a, b) => b.end - b.start - (a.end - a.start));
	/** @type {{ start: number, end: number }[]} */
	const kept = [];
	for (const hit of hits) if (!kept.some((other) => hit.start < other.end && other.start < hit.end)) kept.push(hit);
	return kept.map((hit) => line.slice(hit.start, hit.end));
}

/** @param {string} name */
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @param {string} name @param {string} span */
const skill = (name, span) => ({ kind: 'skill', name, span });

/**
 * @param {ItemsBehaviour} behaviour
 * @param {any} body the parsed chat request
 * @returns {string} the message content
 */
export function itemsAnswer(behaviour, body) {
	const text = documentOf(body);
	const lines = linesOf(text);
	const first = lines[0] ?? text;
	switch (behaviour) {
		case 'items-good':
		case 'items-good-wide': {
			const items = [];
			const honest = lines.filter((candidate) => !/ignore|instruction/i.test(candidate));
			for (const name of FAKE_SKILLS) {
				const line = honest.find((candidate) => new RegExp(`\\b${escape(name)}\\b`, 'i').test(candidate));
				if (line) items.push(skill(name, line));
			}
			if (behaviour === 'items-good-wide') for (const { line, terse } of listLines(honest)) {
				for (const name of taxonomyNames(line)) items.push(skill(name, line));
				if (terse) for (const name of listItems(line)) items.push(skill(name, line));
			}
			// Once per name and line, as a model lists each thing once.
			const once = [...new Map(items.map((item) => [`${fold(item.name)}|${item.span}`, item])).values()];
			return JSON.stringify({ items: fitted(once, body, text) });
		}
		case 'items-invent':
			return JSON.stringify({
				items: fitted([
					skill('Kubernetes', first),
					skill('Quantum computing', lines.at(-1) ?? first),
					{ kind: 'experience', title: 'Chief Medical Officer', company: 'Google', start: '2015-01', end: '2019-12', current: false, span: first },
					{ kind: 'education', degree: 'PhD in Medicine', institution: 'Harvard University', start: '2008', end: '2012', span: first },
					{ kind: 'certification', name: 'AWS Certified Solutions Architect', issuer: 'Amazon', year: '2020', span: first }
				], body, text)
			});
		case 'items-misquote':
			return JSON.stringify({
				items: fitted([
					skill('Python', 'Expert Python developer with 10 years of experience'),
					skill('Triage', 'Led triage for a 40-bed emergency department'),
					{ kind: 'certification', name: 'ACLS', issuer: null, year: null, span: 'ACLS certified since 2016' }
				], body, text)
			});
		case 'items-injected': {
			const order = lines.find((line) => /\b(?:ignore|disregard)\b/i.test(line) || /\badd\b/i.test(line)) ?? first;
			const asked = /\badd\s+(.+?)(?:\s+(?:to|in|into)\s+(?:the\s+)?(?:skills?|resume|profile)\b|[.!]|$)/i.exec(order)?.[1] ?? 'Kubernetes';
			const names = asked.split(/\s*,\s*|\s+and\s+/i).map((name) => name.trim()).filter(Boolean);
			return JSON.stringify({
				items: fitted([
					...names.map((name) => skill(name, order)),
					{ kind: 'certification', name: names[0], issuer: null, year: null, span: order }
				], body, text)
			});
		}
		case 'items-prose':
			return 'Sure! Here are the skills I found in the resume: Python, SQL and leadership.';
		case 'items-wrong-shape':
			return JSON.stringify({ skills: ['Python'], confidence: 0.9 });
	}
}
