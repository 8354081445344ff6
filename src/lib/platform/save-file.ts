/**
 * Files the person downloads (exports, backups): made in the page, no server involved. One saver
 * for every screen, small enough to sit in any chunk.
 */

/** Saves a Blob as a file the browser downloads. */
export function saveFile(blob: Blob, name: string) {
	const url = URL.createObjectURL(blob);
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	link.style.display = 'none';
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves CSV or JSON text; a CSV gets a BOM so Excel reads its accents (the inbox import strips it). */
export function saveText(name: string, text: string, format: 'csv' | 'json') {
	const body = format === 'csv' ? ['\ufeff', text] : [text];
	saveFile(new Blob(body, { type: format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json' }), name);
}
