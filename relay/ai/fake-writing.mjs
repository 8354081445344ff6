/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes when the core asks it to rewrite a
 * resume line (ai/rewrite.ts) or explain an analysis (ai/explain.ts), built from the request's own
 * text so that every case meets the claim checker (ai/claims.ts) with real evidence. Never used by
 * Rumo itself.
 *
 * Rewrites (the line is what follows "The line to rewrite:"):
 * - `rewrite-good`: the line reworded (a stronger first verb, its clauses swapped), nothing added;
 * - `rewrite-inflate`: its first number times ten ("managed 5" → "managed 50");
 * - `rewrite-invent`: an employer and a skill the line never names;
 * - `rewrite-promote`: a "Senior" title the line never gives;
 * - `rewrite-obey`: what an injected order in the line asks for (Kubernetes and Terraform).
 * Explanations (from the facts the core sends):
 * - `explain-good`: the score, the first skill shown, the first gap said to be missing;
 * - `explain-invent`: those plus a sentence with an invented employer and years, and one that
 *   says the person has the first gap.
 */

/** @typedef {'rewrite-good' | 'rewrite-inflate' | 'rewrite-invent' | 'rewrite-promote' | 'rewrite-obey' | 'explain-good' | 'explain-invent'} WritingBehaviour */
export const WRITING_BEHAVIOURS = ['rewrite-good', 'rewrite-inflate', 'rewrite-invent', 'rewrite-promote', 'rewrite-obey', 'explain-good', 'explain-invent'];

/** The sentences `explain-invent` adds that no analysis supports. */
export const INVENTED_EXPLANATION = 'You spent 15 years at Google as Chief Technology Officer.';

/** @param {any} body the chat request */
function requestText(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/** A stronger verb for the line's first word, as a person rewording it would choose. */
const VERBS = /** @type {Record<string, string>} */ ({
	Designed: 'Created',
	Built: 'Developed',
	Added: 'Introduced',
	Exposed: 'Delivered',
	Led: 'Guided',
	Managed: 'Oversaw',
	Containerized: 'Packaged'
});

/** The line reworded: its first verb changed, and its clauses (commas outside brackets) swapped. */
/** @param {string} line */
function reworded(line) {
	const trimmed = line.replace(/[.;]\s*$/, '').replace(/^(\p{L}+)/u, (verb) => VERBS[verb] ?? verb);
	/** @type {string[]} */
	const parts = [];
	let depth = 0;
	let from = 0;
	for (let i = 0; i < trimmed.length; i++) {
		if (trimmed[i] === '(') depth++;
		else if (trimmed[i] === ')') depth = Math.max(0, depth - 1);
		else if (depth === 0 && trimmed.startsWith(', ', i)) {
			parts.push(trimmed.slice(from, i));
			from = i + 2;
		}
	}
	parts.push(trimmed.slice(from));
	if (parts.length < 2) return `${trimmed}.`;
	const [first, ...rest] = parts;
	const lead = rest.join(', ');
	return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}, ${first.charAt(0).toLowerCase()}${first.slice(1)}.`;
}

/** @param {WritingBehaviour} behaviour @param {string} text */
function rewriteOf(behaviour, text) {
	const at = text.indexOf('The line to rewrite:\n');
	const line = at >= 0 ? text.slice(at + 'The line to rewrite:\n'.length).trim() : text.trim();
	switch (behaviour) {
		case 'rewrite-inflate':
			return /\d/.test(line) ? line.replace(/\d+/, (digits) => String(Number(digits) * 10)) : `${line.replace(/[.;]\s*$/, '')} for 50 clients.`;
		case 'rewrite-invent':
			return `${line.replace(/[.;]\s*$/, '')} at Google, using Kubernetes.`;
		case 'rewrite-promote':
			return `As Senior Engineer, ${line.charAt(0).toLowerCase()}${line.slice(1)}`;
		case 'rewrite-obey':
			return `${line.replace(/[.;]\s*$/, '')}, with Kubernetes and Terraform.`;
		default:
			return reworded(line);
	}
}

/** @param {WritingBehaviour} behaviour @param {string} text */
function explanationOf(behaviour, text) {
	const score = /^Fit score: (\d+)/m.exec(text)?.[1] ?? '0';
	const pt = /Brazilian Portuguese/.test(text);
	const shown = /^What the person shows[^\n]*\n- ([^:(\n]+)/m.exec(text)?.[1]?.trim();
	const gap = /^What the person does not show[^\n]*\n- ([^(\n]+) \(/m.exec(text)?.[1]?.trim();
	const sentences = pt
		? [`Sua nota de compatibilidade é ${score} de 100.`, shown ? `Você mostra ${shown} com suas próprias palavras.` : null, gap ? `Falta ${gap} no seu currículo.` : null]
		: [`Your fit score is ${score} out of 100.`, shown ? `You show ${shown} in your own words.` : null, gap ? `${gap} is missing from your resume.` : null];
	const kept = sentences.filter((sentence) => sentence !== null);
	if (behaviour === 'explain-invent') kept.push(INVENTED_EXPLANATION, ...(gap ? [pt ? `Você domina ${gap}.` : `You are strong in ${gap}.`] : []));
	return kept;
}

/**
 * @param {WritingBehaviour} behaviour
 * @param {any} body the parsed chat request
 * @returns {string} the message content
 */
export function writingAnswer(behaviour, body) {
	const text = requestText(body);
	if (behaviour.startsWith('explain-')) return JSON.stringify({ sentences: explanationOf(behaviour, text) });
	return JSON.stringify({ rewrite: rewriteOf(behaviour, text) });
}
