import { AlignmentType, BorderStyle, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import type { Paper, RenderOptions, ResumeDocument, Variant } from './model';
import { CONTACT_SEPARATOR, documentTitle, ITEM_SEPARATOR, LANGUAGE_TAG, outlineDocument, type OutlineBlock, type Run } from './words';

/**
 * The resume as a Word file (issue 16): one column of paragraphs in Word's own structures — the
 * name in the Title style, section headings in Heading 1 (so ATS parsers and screen readers see
 * them as headings), bullets as a real list, an entry's dates after a right tab stop on its title
 * line (no tables, no text boxes). Word lays out the pages; "keep with next" on headings and
 * title lines keeps them off the bottom of a page.
 */

// Word's units: twips (1/20 pt) for lengths, half-points for type sizes.
const PAGE: Record<Paper, { width: number; height: number }> = {
	a4: { width: 11906, height: 16838 },
	letter: { width: 12240, height: 15840 }
};

type Sizes = {
	marginX: number;
	marginY: number;
	name: number;
	headline: number;
	contact: number;
	heading: number;
	body: number;
	/** Line spacing in 240ths of a line. */
	line: number;
	headingBefore: number;
	headingAfter: number;
	entryBefore: number;
	paragraphBefore: number;
	bulletIndent: number;
};

// The same type sizes and rhythm as the PDF's (pdf-pages.ts SPACING), in Word's units.
const SIZES: Record<Variant, Sizes> = {
	classic: {
		marginX: 1080, marginY: 1000, name: 40, headline: 23, contact: 19, heading: 22, body: 21, line: 264,
		headingBefore: 260, headingAfter: 100, entryBefore: 140, paragraphBefore: 60, bulletIndent: 240
	},
	compact: {
		marginX: 840, marginY: 760, name: 34, headline: 21, contact: 18, heading: 20, body: 19, line: 240,
		headingBefore: 160, headingAfter: 60, entryBefore: 80, paragraphBefore: 40, bulletIndent: 200
	}
};

// Arial: on every Windows and Mac, metric-compatible with the PDF's Helvetica. East Asian text is
// left to Word's own font for that script.
const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial' };
const BULLETS = 'resume-bullets';

const textRuns = (runs: Run[]) => runs.map((run) => new TextRun({ text: run.text, bold: run.bold }));

function paragraphOf(block: OutlineBlock, previous: OutlineBlock | undefined, sizes: Sizes, tabAt: number): Paragraph {
	const after = previous?.kind;
	const before = after === 'heading' ? 0 : sizes.paragraphBefore;
	switch (block.kind) {
		case 'name':
			return new Paragraph({ heading: HeadingLevel.TITLE, keepNext: true, children: [new TextRun(block.text)] });
		case 'headline':
			return new Paragraph({ keepNext: true, spacing: { before: 20 }, children: [new TextRun({ text: block.text, size: sizes.headline })] });
		case 'contact':
			return new Paragraph({ spacing: { before: 40 }, children: [new TextRun({ text: block.items.join(CONTACT_SEPARATOR), size: sizes.contact })] });
		case 'heading':
			return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] });
		case 'entry':
			return new Paragraph({
				keepNext: true,
				keepLines: true,
				spacing: { before: after === 'heading' ? 0 : sizes.entryBefore },
				tabStops: [{ type: TabStopType.RIGHT, position: tabAt }],
				children: [...textRuns(block.runs), ...(block.dates ? [new TextRun({ children: [new Tab(), block.dates] })] : [])]
			});
		case 'bullet':
			return new Paragraph({
				numbering: { reference: BULLETS, level: 0 },
				keepLines: true,
				spacing: { before: after === 'bullet' || after === 'entry' ? 20 : before },
				children: [new TextRun(block.text)]
			});
		case 'paragraph':
			return new Paragraph({ spacing: { before }, children: textRuns(block.runs) });
		case 'items':
			return new Paragraph({ spacing: { before }, children: [new TextRun(block.items.join(ITEM_SEPARATOR))] });
	}
}

export async function renderDocx(doc: ResumeDocument, options: RenderOptions): Promise<Uint8Array> {
	const sizes = SIZES[options.variant];
	const page = PAGE[options.paper];
	const blocks = outlineDocument(doc);
	const tabAt = page.width - 2 * sizes.marginX;
	const language = { value: LANGUAGE_TAG[doc.language] };
	const file = new Document({
		title: documentTitle(doc),
		creator: doc.name.trim() || undefined,
		lastModifiedBy: doc.name.trim() || undefined,
		subject: doc.headline?.trim() || undefined,
		styles: {
			default: {
				document: { run: { font: FONT, size: sizes.body, language }, paragraph: { spacing: { before: 0, after: 0, line: sizes.line } } },
				title: { run: { font: FONT, size: sizes.name, bold: true, color: '000000' }, paragraph: { spacing: { before: 0, after: 0 } } },
				heading1: {
					run: { font: FONT, size: sizes.heading, bold: true, allCaps: true, color: '000000' },
					paragraph: {
						keepNext: true,
						keepLines: true,
						spacing: { before: sizes.headingBefore, after: sizes.headingAfter },
						border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '666666', space: 1 } }
					}
				}
			}
		},
		numbering: {
			config: [
				{
					reference: BULLETS,
					levels: [
						{
							level: 0,
							format: LevelFormat.BULLET,
							text: '•',
							alignment: AlignmentType.LEFT,
							style: { paragraph: { indent: { left: sizes.bulletIndent, hanging: sizes.bulletIndent } } }
						}
					]
				}
			]
		},
		sections: [
			{
				properties: {
					page: {
						size: { width: page.width, height: page.height },
						margin: { top: sizes.marginY, bottom: sizes.marginY, left: sizes.marginX, right: sizes.marginX }
					}
				},
				children: blocks.map((block, i) => paragraphOf(block, blocks[i - 1], sizes, tabAt))
			}
		]
	});
	// An ArrayBuffer through JSZip: the same call in the core worker and in Node (no Buffer, no Blob).
	return new Uint8Array(await Packer.toArrayBuffer(file));
}
