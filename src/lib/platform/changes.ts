import { CHANGES_CHANNEL } from '$core/platform/changes-channel';

/** Calls `onChange` when the core (of this tab or another) changes data of `topic`. */
export function onDataChange(topic: string, onChange: () => void): () => void {
	if (typeof BroadcastChannel === 'undefined') return () => {};
	const channel = new BroadcastChannel(CHANGES_CHANNEL);
	channel.onmessage = (event) => {
		if (event.data?.topic === topic) onChange();
	};
	return () => channel.close();
}
