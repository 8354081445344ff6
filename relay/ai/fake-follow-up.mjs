/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes when the core asks it to reword a
 * follow-up draft (issue 30), built from the request's own text — the message the core sends
 * (worker/core/interviews/follow-up-phrase.ts). Never used by Rumo itself.
 *
 * - `follow-up-good`: the message reworded from its own sentences alone (each line marked, nothing added);
 * - `follow-up-invent`: the same, plus an invented employer, number and title (the guard must keep none of it).
 */

/** @typedef {'follow-up-good' | 'follow-up-invent'} FollowUpBehaviour */
export const FOLLOW_UP_BEHAVIOURS = ['follow-up-good', 'follow-up-invent'];

/** Sentences neither an application nor an applicant's evidence supports: an employer, numbers, a title. */
export const INVENTED_FOLLOW_UP_SENTENCES = ['I led 40 engineers at Google for 12 years.', 'As Chief Medical Officer I cut costs by 75%.'];

/** @param {any} body the chat request */
function requestText(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/**
 * @param {FollowUpBehaviour} behaviour
 * @param {any} body the parsed chat request
 * @returns {string} the message content
 */
export function followUpAnswer(behaviour, body) {
	const text = requestText(body);
	const subject = /^subject: "(.*)"$/m.exec(text)?.[1] ?? '';
	const message = text.split(/\nmessage:\n/)[1] ?? '';
	// A visible mark of the AI's wording that claims nothing: the greeting gains "again" ("de novo").
	const lines = message.split('\n');
	const first = lines.findIndex((/** @type {string} */ line) => line.trim());
	if (first >= 0) lines[first] = lines[first].replace(/^Hello(?=[ ,])/, 'Hello again').replace(/^Olá(?=[ ,])/, 'Olá de novo');
	const reworded = lines.join('\n');
	const invented = behaviour === 'follow-up-invent' ? `\n\n${INVENTED_FOLLOW_UP_SENTENCES.join(' ')}` : '';
	return JSON.stringify({ subject: subject ? `Re: ${subject}` : '', text: `${reworded}${invented}` });
}
