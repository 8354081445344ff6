import { CHANGES_CHANNEL, type Topic } from '$core/platform/topics';

export type { Topic };

/** Bursts of changes (a bulk import, a fast series of moves) should cost one reload, not hundreds. */
const COALESCE_MS = 120;

/** Calls `onChange` when the core (of this tab or another) changes data of `topic`. */
export function onDataChange(topic: Topic, onChange: () => void): () => void {
	if (typeof BroadcastChannel === 'undefined') return () => {};
	const channel = new BroadcastChannel(CHANGES_CHANNEL);
	let timer: ReturnType<typeof setTimeout> | undefined;
	channel.onmessage = (event) => {
		if (event.data?.topic !== topic) return;
		clearTimeout(timer);
		timer = setTimeout(onChange, COALESCE_MS);
	};
	return () => {
		clearTimeout(timer);
		channel.close();
	};
}
