import { api } from '$lib/api';
import type { JobMetadata } from '$lib/api/job';

export type EntryMode = 'text' | 'link' | 'file';

type KeptDraft = { mode: EntryMode; text: string; link: string; meta: { title: string; company: string; location: string; source: string } };

/**
 * What the person typed on the Job screen and has not read yet: kept for the whole visit, and in
 * the core (drafts) across a reload until the posting is read or the person clears it.
 */
export class JobDraft {
	mode = $state<EntryMode>('text');
	text = $state('');
	link = $state('');
	meta = $state({ title: '', company: '', location: '', source: '' });
	/** A draft typed before a reload was put back. */
	restored = $state(false);
	#timer: ReturnType<typeof setTimeout> | undefined;
	#asked = false;
	/** The kept draft was read (or there was none): before that, an empty box must not discard it. */
	#ready = false;

	/** Puts back what was typed before a reload, once per visit, when nothing is typed now. */
	async restore() {
		if (this.#asked) return;
		this.#asked = true;
		try {
			if (this.text.trim() || this.link.trim()) return;
			const kept = await api.drafts.get({ params: { screen: 'job' } }).then((draft) => draft.value as KeptDraft).catch(() => null);
			if (!kept || this.text.trim() || this.link.trim()) return;
			this.mode = kept.mode === 'file' ? 'text' : kept.mode;
			this.text = kept.text;
			this.link = kept.link;
			this.meta = { ...this.meta, ...kept.meta };
			this.restored = true;
		} finally {
			this.#ready = true;
			this.keep();
		}
	}

	/** Keeps what is typed, a moment after the last keystroke; nothing typed discards the draft. */
	keep() {
		if (!this.#ready) return;
		clearTimeout(this.#timer);
		this.#timer = setTimeout(() => {
			const empty = !this.text.trim() && !this.link.trim() && !Object.values(this.meta).some((value) => value.trim());
			const kept: KeptDraft = { mode: this.mode, text: this.text, link: this.link, meta: { ...this.meta } };
			void (empty ? api.drafts.discard({ params: { screen: 'job' } }) : api.drafts.save({ params: { screen: 'job' }, body: { value: kept } })).catch(() => {});
		}, 400);
	}

	/** The metadata the person filled in, or undefined when none. */
	get metadata(): JobMetadata | undefined {
		const given = Object.fromEntries(Object.entries(this.meta).filter(([, value]) => value.trim()));
		return Object.keys(given).length ? given : undefined;
	}

	clear() {
		this.text = '';
		this.link = '';
		this.meta = { title: '', company: '', location: '', source: '' };
		this.restored = false;
		clearTimeout(this.#timer);
		void api.drafts.discard({ params: { screen: 'job' } }).catch(() => {});
	}
}
