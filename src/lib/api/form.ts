/** A file (and text fields beside it) as multipart/form-data, the way the core's upload endpoints read it. */
export function fileForm(file: File, fields: Record<string, string | undefined> = {}): FormData {
	const form = new FormData();
	form.set('file', file, file.name);
	for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
	return form;
}
