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
	body: string | null;
};

export interface CoreApi {
	handle(request: ApiRequest): Promise<ApiResponse>;
	/** Serves requests arriving on a MessagePort (the service worker's direct line to the core). */
	connect(port: MessagePort): void;
}

/** Message shapes on a port handed to the service worker. */
export type PortRequest = { id: number; request: ApiRequest };
export type PortReply = { id: number; response: ApiResponse };
