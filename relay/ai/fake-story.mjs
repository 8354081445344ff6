/**
 * TEST ONLY: what the fake provider (fake-provider.mjs) writes when the core asks it to reword a
 * STAR story (issue 30), built from the request's own text — each part's quoted line the core sends
 * (worker/core/stories/ai-phrase.ts). Never used by Rumo itself.
 *
 * - `story-good`: each quoted part reworded from its line alone; a part without a line left empty;
 * - `story-invent`: the same, plus an invented employer and number in every part, and invented text
 *   for the parts that have no line (the guard must keep none of it).
 */

/** @typedef {'story-good' | 'story-invent'} StoryBehaviour */
export const STORY_BEHAVIOURS = ['story-good', 'story-invent'];

/** Sentences no applicant's line supports: an employer and numbers. */
export const INVENTED_STORY_SENTENCES = ['I did this at Google for 15 years.', 'It raised revenue by 240%.'];

const PARTS = ['situation', 'task', 'action', 'result'];

/** @param {any} body the chat request */
function requestText(body) {
	const messages = Array.isArray(body?.messages) ? body.messages : [];
	const user = messages.filter((/** @type {any} */ message) => message?.role === 'user').at(-1);
	return typeof user?.content === 'string' ? user.content : '';
}

/**
 * @param {StoryBehaviour} behaviour
 * @param {any} body the parsed chat request
 * @returns {string} the message content
 */
export function storyAnswer(behaviour, body) {
	const text = requestText(body);
	/** @type {Record<string, string>} */
	const answer = {};
	for (const part of PARTS) {
		const line = new RegExp(`^${part}: "(.*)"$`, 'm').exec(text)?.[1];
		const own = line ? `In my own words: "${line.replace(/[.]$/, '')}."` : '';
		answer[part] = behaviour === 'story-invent' ? [own, ...INVENTED_STORY_SENTENCES].filter(Boolean).join(' ') : own;
	}
	return JSON.stringify(answer);
}
