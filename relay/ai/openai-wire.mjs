/**
 * The OpenAI wire format as Rumo reads it: a model list and a chat answer, each checked field by
 * field, since the body comes from a server the person named and may be anything.
 */

/** A model id Rumo may repeat back to the person. */
export const SAFE_MODEL_ID = /^[A-Za-z0-9][\w.:/@+-]{0,99}$/;

/**
 * @typedef {object} TokenUsage
 * @property {number} promptTokens
 * @property {number} completionTokens
 * @property {number} totalTokens
 */

/**
 * @param {unknown} body
 * @returns {string[] | null} the listed model ids, or null when the body is not a model list
 */
export function modelIds(body) {
	const list = Array.isArray(body)
		? body
		: body && typeof body === 'object' && Array.isArray(/** @type {{ data?: unknown }} */ (body).data)
			? /** @type {unknown[]} */ (/** @type {{ data: unknown }} */ (body).data)
			: null;
	if (!list) return null;
	/** @type {string[]} */
	const ids = [];
	for (const entry of list) {
		const id = entry && typeof entry === 'object' ? /** @type {{ id?: unknown }} */ (entry).id : undefined;
		if (typeof id !== 'string') return null;
		ids.push(id);
	}
	return ids;
}

/**
 * Whether `ids` offers `model`; Ollama lists `llama3.2:latest` for a model pulled as `llama3.2`.
 * @param {string[]} ids
 * @param {string} model
 */
export function offers(ids, model) {
	return ids.some((id) => id === model || id === `${model}:latest` || `${id}:latest` === model);
}

/**
 * The chat answer, or null when the body does not have the OpenAI shape.
 * @param {unknown} body
 * @returns {{ content: string, model: string | null, usage: TokenUsage | null } | null}
 */
export function chatAnswer(body) {
	if (!body || typeof body !== 'object') return null;
	const { choices, model, usage } = /** @type {{ choices?: unknown, model?: unknown, usage?: unknown }} */ (body);
	if (!Array.isArray(choices) || choices.length === 0) return null;
	const first = choices[0];
	const message = first && typeof first === 'object' ? /** @type {{ message?: unknown }} */ (first).message : undefined;
	if (!message || typeof message !== 'object') return null;
	const content = /** @type {{ content?: unknown }} */ (message).content;
	// null is what a model that was cut off by max_tokens before writing anything sends.
	if (typeof content !== 'string' && content !== null) return null;
	/** @param {unknown} value */
	const count = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
	const counts = usage && typeof usage === 'object' ? /** @type {Record<string, unknown>} */ (usage) : {};
	const prompt = count(counts.prompt_tokens);
	const completion = count(counts.completion_tokens);
	const total = count(counts.total_tokens);
	return {
		content: content ?? '',
		model: typeof model === 'string' && SAFE_MODEL_ID.test(model) ? model : null,
		usage:
			prompt !== null && completion !== null
				? { promptTokens: prompt, completionTokens: completion, totalTokens: total ?? prompt + completion }
				: null
	};
}
