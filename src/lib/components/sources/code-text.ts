export type TextPart = { code: boolean; text: string };

/**
 * A message with `code` in backticks, as parts to show: a command, a folder or a flow's name stays
 * one code element inside the translated sentence, wherever each language puts it.
 */
export function codeParts(message: string): TextPart[] {
	return message
		.split('`')
		.map((text, index) => ({ code: index % 2 === 1, text }))
		.filter((part) => part.text !== '');
}
