import { describe, expect, it } from 'vitest';
import { firstPageHeader, headerLines, headerToPrepend } from './docx-header';
import { readDocument } from './index';
import { buildDocx, docxParagraph, docxRun } from './testdata/build-docx';
import { arrayBufferOf } from './testdata/files';

const RELS = (target: string) =>
	`<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId6" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="${target}"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header2.xml"/></Relationships>`;
const HEADER = (...paragraphs: string[]) =>
	`<?xml version="1.0"?><w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${paragraphs.join('')}</w:hdr>`;
const SECTION = (first = false) => `<w:sectPr><w:headerReference w:type="default" r:id="rId6"/><w:headerReference w:type="first" r:id="rId7"/>${first ? '<w:titlePg/>' : ''}</w:sectPr>`;

describe('DOCX page header', () => {
	it('reads the lines of a header part, tabs kept, page numbers and blank lines left out', () => {
		const xml = HEADER(docxParagraph(docxRun('RAFAEL &amp; TEIXEIRA')), docxParagraph(docxRun('Engenheiro de Dados'), '<w:r><w:tab/></w:r>', docxRun('São Paulo, SP')), docxParagraph(docxRun('Page 1 of 2')), docxParagraph());
		expect(headerLines(xml)).toEqual(['RAFAEL & TEIXEIRA', 'Engenheiro de Dados\tSão Paulo, SP']);
	});

	it('picks the header the first page shows: the first-page one only when the section asks for it', () => {
		expect(firstPageHeader(`<w:body>${SECTION()}</w:body>`, RELS('header1.xml'))).toBe('word/header1.xml');
		expect(firstPageHeader(`<w:body>${SECTION(true)}</w:body>`, RELS('header1.xml'))).toBe('word/header2.xml');
		expect(firstPageHeader('<w:body></w:body>', RELS('header1.xml'))).toBeNull();
	});

	it('adds only the header lines the body does not hold already', () => {
		expect(headerToPrepend(['ARJUN MEHTA', 'Senior Data Engineer'], 'Senior Data Engineer\nAtlanta, GA')).toEqual(['ARJUN MEHTA']);
	});

	it('puts the name and contact line a Word design sets in the page header before the body', async () => {
		const bytes = buildDocx([docxParagraph(docxRun('Atlanta, GA 30301')), docxParagraph(docxRun('TECHNICAL SKILLS')), docxParagraph(docxRun('Snowflake, PySpark, Airflow')), SECTION()], {
			'word/_rels/document.xml.rels': RELS('header1.xml'),
			'word/header1.xml': HEADER(docxParagraph(docxRun('ARJUN MEHTA')), docxParagraph(docxRun('arjun.mehta@example.com | +1 (678) 555-0143')))
		});
		const { text } = await readDocument(arrayBufferOf(bytes), 'cv.docx');
		expect(text.split('\n').slice(0, 4)).toEqual(['ARJUN MEHTA', 'arjun.mehta@example.com | +1 (678) 555-0143', '', 'Atlanta, GA 30301']);
	});
});
