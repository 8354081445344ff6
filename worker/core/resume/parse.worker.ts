/// <reference lib="webworker" />
import { parseAndCount, type ResumeRead } from './parse-read';
import type { ParseReply } from './parse-off-thread';

/**
 * A long resume's parse, in a worker of its own that the core starts for it (parse-off-thread.ts):
 * one read, one answer, then the core ends the worker.
 */
self.onmessage = (event: MessageEvent<{ read: ResumeRead; asOf: string }>) => {
	let reply: ParseReply;
	try {
		reply = { ok: true, result: parseAndCount(event.data.read, event.data.asOf) };
	} catch (error) {
		reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
	}
	self.postMessage(reply);
};
