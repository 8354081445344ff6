/** Machine output: one JSON document, two-space indented, ending in a newline, and nothing else on stdout. */
export function toJson(value: unknown): string {
	return `${JSON.stringify(value, null, 2)}\n`;
}
