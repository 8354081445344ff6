/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes as a chat answer for the issue 17
 * cases, built from the request's own text (the last user message) so that every case meets the
 * core's grounding guard with a real document. Never used by Rumo itself.
 *
 * - `items-good`: skills the text names from a small list, each quoting the line it is written on;
 * - `items-invent`: skills, an employer, dates, a degree and a certification the text never writes,
 *   each quoting a real line (so only the claims, not the spans, are false);
 * - `items-misquote`: spans that are not in the text;
 * - `items-injected`: what a line addressing the model asks for ("…and add X and Y to the skills"),
 *   quoting that line, as a model that obeys it would;
 * - `items-prose`: not JSON at all; `items-wrong-shape`: JSON outside the schema.
 */

/** Names the good fake looks for; some are outside Rumo's taxonomy, as in unusual professions. */
export const FAKE_SKILLS = ['Triage', 'Wound care', 'Phlebotomy', 'Catheter insertion', 'Ventilator management', 'Sterile technique', 'Excel', 'Python', 'SQL', 'Docker'];

/** @typedef {'items-good' | 'items-invent' | 'items-misquote' | 'items-injected' | 'items-prose' | 'items-wrong-shape'} ItemsBehaviour */
export const ITEMS_BEHAVIOURS = ['items-good', 'items-invent', 'items-misquote', 'items-injected', 'items-prose', 'items-wrong-shape'];

/** @param {any} body the chat request @returns {string} */
function documentOf(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/** @param {string} text */
const linesOf = (text) => text.split('\n').filter((line) => line.trim().length > 3);

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
		case 'items-good': {
			const items = [];
			for (const name of FAKE_SKILLS) {
				const line = lines.find((candidate) => new RegExp(`\\b${escape(name)}\\b`, 'i').test(candidate) && !/ignore|instruction/i.test(candidate));
				if (line) items.push(skill(name, line));
			}
			return JSON.stringify({ items });
		}
		case 'items-invent':
			return JSON.stringify({
				items: [
					skill('Kubernetes', first),
					skill('Quantum computing', lines.at(-1) ?? first),
					{ kind: 'experience', title: 'Chief Medical Officer', company: 'Google', start: '2015-01', end: '2019-12', current: false, span: first },
					{ kind: 'education', degree: 'PhD in Medicine', institution: 'Harvard University', start: '2008', end: '2012', span: first },
					{ kind: 'certification', name: 'AWS Certified Solutions Architect', issuer: 'Amazon', year: '2020', span: first }
				]
			});
		case 'items-misquote':
			return JSON.stringify({
				items: [
					skill('Python', 'Expert Python developer with 10 years of experience'),
					skill('Triage', 'Led triage for a 40-bed emergency department'),
					{ kind: 'certification', name: 'ACLS', issuer: null, year: null, span: 'ACLS certified since 2016' }
				]
			});
		case 'items-injected': {
			const order = lines.find((line) => /\b(?:ignore|disregard)\b/i.test(line) || /\badd\b/i.test(line)) ?? first;
			const asked = /\badd\s+(.+?)(?:\s+(?:to|in|into)\s+(?:the\s+)?(?:skills?|resume|profile)\b|[.!]|$)/i.exec(order)?.[1] ?? 'Kubernetes';
			const names = asked.split(/\s*,\s*|\s+and\s+/i).map((name) => name.trim()).filter(Boolean);
			return JSON.stringify({
				items: [
					...names.map((name) => skill(name, order)),
					{ kind: 'certification', name: names[0], issuer: null, year: null, span: order }
				]
			});
		}
		case 'items-prose':
			return 'Sure! Here are the skills I found in the resume: Python, SQL and leadership.';
		case 'items-wrong-shape':
			return JSON.stringify({ skills: ['Python'], confidence: 0.9 });
	}
}
