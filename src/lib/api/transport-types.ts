/* The transport's types, apart from the transports themselves so worker-transport.ts needs no circle to name them. */

/**
 * What every transport answers: the parts of a fetch Response the client uses. A binary file
 * (DOCX, PDF) comes as `blob` with `text` empty; `disposition` names a file to download.
 */
export type RawResponse = { status: number; contentType: string; text: string; disposition?: string | null; blob?: Blob };

/** Whether an answer is text (JSON, problem+json, CSV, Markdown) rather than a binary file. */
export const isTextType = (contentType: string) => !contentType || /^text\/|[/+]json\b|[/+]xml\b/i.test(contentType);
export type Body = string | FormData | Blob | undefined;
/** `headers`: the few a call adds (x-rumo-task names a long request for its progress and cancel). */
export type Transport = (method: string, path: string, body?: Body, headers?: Record<string, string>) => Promise<RawResponse>;
