/**
 * What the extension reads from the tab the person clicked it on. `readPage` runs inside that page
 * through chrome.scripting.executeScript({ func }), which sends the function's source text, not
 * its closure: it must not use anything from outside its own body (no imports, no module constants).
 */

export type PageReading = {
	url: string;
	title: string;
	/** The selected text, trimmed; '' when nothing is selected. */
	selection: string;
	/** The page's visible text when nothing is selected (at most maxText characters), else ''. */
	text: string;
	/** The text of each `<script type="application/ld+json">`, in document order. */
	jsonLd: string[];
};

/**
 * @param maxText how much of the page's text to hand back (the relay's limit); more would only be
 *   copied between processes to be cut later
 */
export function readPage(maxText: number): PageReading {
	const selection = String(window.getSelection() ?? '').trim();
	const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (script) => script.textContent ?? '')
		.filter((text) => text.length <= 1_000_000)
		.slice(0, 50);
	return {
		url: location.href,
		title: document.title,
		selection: selection.slice(0, maxText),
		// innerText, not textContent: what the person sees, without scripts, styles and hidden parts.
		text: selection ? '' : (document.body?.innerText ?? '').slice(0, maxText),
		jsonLd
	};
}
