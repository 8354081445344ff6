import { buildZip } from './build-zip';

/** One run of a hand-made DOCX paragraph; `props` is the raw `w:rPr` content (`<w:vanish/>`, …). */
export const docxRun = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
export const docxParagraph = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

/** A minimal DOCX of the given paragraphs (raw WordprocessingML), with any extra entries. */
export function buildDocx(paragraphs: string[], extra: Record<string, string> = {}): Uint8Array {
	return buildZip({
		'[Content_Types].xml':
			'<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
		'_rels/.rels':
			'<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
		'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}</w:body></w:document>`,
		...extra
	});
}
