/** What crosses the bridge between the page (or the service worker) and the core worker. */
export type ApiRequest = {
	method: string;
	/** pathname + search, e.g. `/api/v1/tracker/jobs?status=applied` */
	url: string;
	headers: Record<string, string>;
	body: ArrayBuffer | null;
};

export type ApiResponse = {
	status: number;
	headers: Record<string, string>;
	/** JSON, problem+json or a text file; null for 204 and for a binary file. */
	body: string | null;
	/**
	 * A binary file (a DOCX or PDF export): its own buffer, whole, so it can be transferred to the
	 * service worker or the page instead of copied.
	 */
	bytes?: Uint8Array<ArrayBuffer>;
};

export interface CoreApi {
	handle(request: ApiRequest): Promise<ApiResponse>;
	/** Serves requests arriving on a MessagePort (the service worker's direct line to the core). */
	connect(port: MessagePort): void;
}

/** Message shapes on a port handed to the service worker. */
export type PortRequest = { id: number; request: ApiRequest };
export type PortReply = { id: number; response: ApiResponse };
