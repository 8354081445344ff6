/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes when the core asks for a cover
 * letter (issue 17), built from the request's own text — the applicant's lines and name the core
 * sends (cover-letter/ai-draft.ts) — so that every case meets the claim guard with real evidence.
 * Never used by Rumo itself.
 *
 * - `letter-good`: a letter that quotes the applicant's lines and claims nothing else;
 * - `letter-invent`: the same letter plus sentences that claim an employer, a number and skills
 *   the lines never write (the guard must remove exactly those);
 * - `letter-only-invented`: a letter whose every sentence about the applicant is invented.
 */

/** @typedef {'letter-good' | 'letter-invent' | 'letter-only-invented'} LetterBehaviour */
export const LETTER_BEHAVIOURS = ['letter-good', 'letter-invent', 'letter-only-invented'];

/** Sentences no applicant's lines support: an employer, a number, skills outside a backend résumé. */
export const INVENTED_SENTENCES = ['I spent 15 years at Google leading platform teams.', 'I am also an expert in SAP and Adobe Photoshop.'];

/** @param {any} body the chat request */
function requestText(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/** @param {string} text */
function applicantOf(text) {
	const lines = text.split('\n');
	const start = lines.findIndex((line) => line.startsWith("The applicant's own lines"));
	/** @type {string[]} */
	const evidence = [];
	for (const line of start >= 0 ? lines.slice(start + 1) : []) {
		if (!line.startsWith('- ')) break;
		if (line !== '- (none)') evidence.push(line.slice(2));
	}
	const name = /^The applicant's name: (.+)$/m.exec(text)?.[1] ?? '';
	return { evidence, name: name.startsWith('(') ? '' : name };
}

/**
 * @param {LetterBehaviour} behaviour
 * @param {any} body the parsed chat request
 * @returns {string} the message content
 */
export function letterAnswer(behaviour, body) {
	const { evidence, name } = applicantOf(requestText(body));
	const quoted = evidence.map((line) => `In my own words: "${line}."`);
	const closing = ['Thank you for your time and consideration.', `Sincerely, ${name}`.trim()];
	if (behaviour === 'letter-only-invented') return JSON.stringify({ paragraphs: ['Dear hiring team,', INVENTED_SENTENCES.join(' '), ...closing] });
	const middle = behaviour === 'letter-invent' ? [...quoted.slice(0, 1), INVENTED_SENTENCES[0], ...quoted.slice(1), INVENTED_SENTENCES[1]] : quoted;
	return JSON.stringify({ paragraphs: ['Dear hiring team,', 'I would like to apply for this role.', middle.join(' '), ...closing] });
}
