/**
 * Small helpers over the `docx` package for the DOCX families of the resume corpus: page sizes,
 * the list numbering most families use, and packing a Document to bytes. Word's units: twips
 * (1/20 pt) for lengths, half-points for type sizes.
 */
import { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun } from 'docx';

/** @typedef {import('docx').IRunOptions} RunOptions */
/** @typedef {import('docx').IParagraphOptions} ParagraphOptions */

export const A4 = { width: 11906, height: 16838 };
export const LETTER = { width: 12240, height: 15840 };

/** The paper a person's country uses: Letter for the US resumes, A4 otherwise. */
export const paperOf = (/** @type {import('../person.mjs').CorpusPerson} */ person) => (/, [A-Z]{2}, USA?$|United States/.test(person.locationTruth) ? LETTER : A4);

export const BULLETS = 'corpus-bullets';
export const NUMBERED = 'corpus-numbered';

/**
 * The numbering definitions: a bullet list (glyph per family) and a numbered list whose second
 * level is a bullet (roles numbered, their duties bulleted).
 * @param {string} glyph
 * @param {number} indent
 */
export function numberingConfig(glyph = '•', indent = 300) {
	return {
		config: [
			{
				reference: BULLETS,
				levels: [
					{ level: 0, format: LevelFormat.BULLET, text: glyph, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: indent, hanging: indent } } } },
					{ level: 1, format: LevelFormat.BULLET, text: '◦', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: indent * 2, hanging: indent } } } }
				]
			},
			{
				reference: NUMBERED,
				levels: [
					{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: indent + 60, hanging: indent + 60 } } } },
					{ level: 1, format: LevelFormat.BULLET, text: glyph, alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: indent * 2 + 60, hanging: indent } } } }
				]
			}
		]
	};
}

/** A paragraph of one run. */
export const para = (/** @type {string} */ text, /** @type {RunOptions} */ run = {}, /** @type {ParagraphOptions} */ paragraph = {}) =>
	new Paragraph({ ...paragraph, children: [new TextRun({ ...run, text })] });

/** A bullet of the BULLETS list. */
export const bullet = (/** @type {string} */ text, level = 0, /** @type {RunOptions} */ run = {}) =>
	new Paragraph({ numbering: { reference: BULLETS, level }, children: [new TextRun({ ...run, text })] });

/** An empty paragraph: how Word users leave space. */
export const blank = () => new Paragraph({ children: [] });

/** The document's bytes, through JSZip's ArrayBuffer output (no Buffer). */
export async function pack(/** @type {Document} */ document) {
	return new Uint8Array(await Packer.toArrayBuffer(document));
}

/** Document properties a person's Word leaves behind. */
export const coreProperties = (/** @type {import('../person.mjs').CorpusPerson} */ person) => ({
	creator: person.name,
	lastModifiedBy: person.name,
	title: person.language === 'pt' ? `Currículo - ${person.name}` : `Resume - ${person.name}`
});
