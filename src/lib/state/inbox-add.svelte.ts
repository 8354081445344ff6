import { api } from '$lib/api';
import type { CreatedInboxItem, InboxItemCreate } from '$lib/api/inbox';
import { linkTrouble, parseTags } from './inbox-view.svelte';

export type AddMode = 'text' | 'link' | 'fields';

const emptyFields = () => ({ title: '', company: '', location: '', url: '', description: '', tags: '', notes: '' });

/**
 * Adding one posting to the inbox: pasted text (read by the job extractor), a link (read through
 * the relay once the person allowed it), or the fields typed in. A link that cannot be read is kept
 * for the text the person pastes instead.
 */
export class InboxAdd {
	mode = $state<AddMode>('text');
	text = $state('');
	link = $state('');
	fields = $state(emptyFields());
	/** A link that could not be read: stored with the text pasted for it. */
	keptLink = $state<string | null>(null);
	saving = $state(false);
	error = $state<unknown>(null);
	/** What went wrong with a link: the consent to ask for, or a page to open and paste by hand. */
	trouble = $state<'consent' | 'paste' | null>(null);
	/** The link that was refused (for "Open the page"). */
	troubleLink = $state<string | null>(null);

	canSubmit = $derived(
		this.mode === 'text' ? !!this.text.trim() : this.mode === 'link' ? !!this.link.trim() : !!(this.fields.title.trim() || this.fields.url.trim())
	);

	#input(): InboxItemCreate {
		// A text pasted after a link could not be read keeps that link as where it came from.
		if (this.mode === 'text') return this.keptLink ? { text: this.text, url: this.keptLink, tags: [] } : { text: this.text, tags: [] };
		if (this.mode === 'link') return { url: this.link.trim(), tags: [] };
		const f = this.fields;
		return {
			title: f.title.trim(),
			company: f.company.trim(),
			location: f.location.trim(),
			url: f.url.trim() || null,
			description: f.description,
			tags: parseTags(f.tags),
			notes: f.notes
		};
	}

	/** Adds the posting; answers it (with its warnings), or null when it failed (see `error`/`trouble`). */
	async submit(): Promise<CreatedInboxItem | null> {
		if (!this.canSubmit || this.saving) return null;
		this.saving = true;
		this.error = null;
		this.trouble = null;
		const mode = this.mode;
		try {
			const item = await api.inbox.create({ body: this.#input() });
			this.#clear(mode);
			return item;
		} catch (error) {
			this.error = error;
			if (mode === 'link') {
				this.trouble = linkTrouble(error);
				this.troubleLink = this.link.trim();
			}
			return null;
		} finally {
			this.saving = false;
		}
	}

	/** Records the person's yes for reading public pages (Settings shows it), then tries the link again. */
	async allowAndRetry(): Promise<CreatedInboxItem | null> {
		try {
			await api.settings.setConsent({ params: { integration: 'relay-fetch' }, body: { granted: true } });
		} catch (error) {
			this.error = error;
			return null;
		}
		this.mode = 'link';
		return this.submit();
	}

	/** The page could not be read: the person pastes its text, and the link goes with it. */
	pasteInstead() {
		this.keptLink = this.troubleLink;
		this.mode = 'text';
		this.trouble = null;
		this.error = null;
	}

	setMode(mode: AddMode) {
		this.mode = mode;
		this.error = null;
		this.trouble = null;
	}

	#clear(mode: AddMode) {
		if (mode === 'text') {
			this.text = '';
			this.keptLink = null;
		} else if (mode === 'link') this.link = '';
		else this.fields = emptyFields();
		this.troubleLink = null;
	}
}
