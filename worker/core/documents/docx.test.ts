import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { renderDocx } from './docx';
import type { ResumeDocument } from './model';
import { documentFromParsed, longDocument, parseFixture, readBack } from './round-trip.test-helpers';

const samuel = () => documentFromParsed(parseFixture('d_en_backend_samuel_reyes'), 'en');
const beatriz = () => documentFromParsed(parseFixture('d_pt_ux_beatriz_souza'), 'pt-BR');
const A4 = { paper: 'a4', variant: 'classic' } as const;

async function partsOf(bytes: Uint8Array) {
	const zip = await JSZip.loadAsync(bytes);
	const part = async (name: string) => (await zip.file(name)?.async('string')) ?? '';
	return { document: await part('word/document.xml'), styles: await part('word/styles.xml'), numbering: await part('word/numbering.xml'), core: await part('docProps/core.xml') };
}

/** The paragraphs of document.xml: their properties and their text (a tab as "\t"). */
function paragraphs(xml: string) {
	return [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, body]) => ({
		properties: /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? '',
		text: [...body.matchAll(/<w:tab\/>|<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => (match[0] === '<w:tab/>' ? '\t' : match[1])).join('')
	}));
}

const styled = (xml: string, style: string) => paragraphs(xml).filter((paragraph) => paragraph.properties.includes(`<w:pStyle w:val="${style}"/>`));

describe('renderDocx', () => {
	it('puts the name in the Title style and each section heading in Heading 1, in the heading language', async () => {
		const { document } = await partsOf(await renderDocx({ ...beatriz(), sections: [{ kind: 'summary', text: 'Designer.' }, ...beatriz().sections] }, A4));
		expect(styled(document, 'Title').map((paragraph) => paragraph.text)).toEqual(['Beatriz Souza']);
		expect(styled(document, 'Heading1').map((paragraph) => paragraph.text)).toEqual(['Resumo', 'Experiência', 'Formação', 'Habilidades', 'Idiomas']);
		const english = await partsOf(await renderDocx(samuel(), A4));
		expect(styled(english.document, 'Heading1').map((paragraph) => paragraph.text)).toEqual(['Summary', 'Experience', 'Education', 'Skills', 'Certifications', 'Languages']);
		// Kept with the paragraph after it, so Word never leaves a heading at the foot of a page.
		const heading1 = /<w:style [^>]*w:styleId="Heading1"[^>]*>[\s\S]*?<\/w:style>/.exec(english.styles)?.[0] ?? '';
		expect(heading1).toContain('<w:keepNext/>');
	});

	it('writes bullets as a real bulleted list', async () => {
		const doc = samuel();
		const { document, numbering } = await partsOf(await renderDocx(doc, A4));
		const listed = paragraphs(document).filter((paragraph) => paragraph.properties.includes('<w:numPr>'));
		const bullets = doc.sections.flatMap((section) =>
			section.kind === 'experience' ? section.entries.flatMap((entry) => entry.bullets) : section.kind === 'certifications' || section.kind === 'languages' ? section.items : []
		);
		expect(listed.map((paragraph) => paragraph.text)).toEqual(bullets);
		expect(numbering).toMatch(/<w:numFmt w:val="bullet"\/>/);
		const { text } = await readBack(await renderDocx(doc, A4), 'samuel.docx');
		expect(text).toContain(`- ${bullets[0]}`);
	});

	it("puts an entry's dates after a right tab stop at the right margin, with no table or text box", async () => {
		const { document } = await partsOf(await renderDocx(samuel(), { paper: 'letter', variant: 'classic' }));
		const entry = paragraphs(document).find((paragraph) => paragraph.text.endsWith('\tJan 2020 – Present'))!;
		expect(entry.text).toBe('Senior Backend Engineer — Tallgrass Ticketing, Denver, CO, USA\tJan 2020 – Present');
		expect(entry.properties).toContain(`<w:tab w:val="right" w:pos="${12240 - 2 * 1080}"/>`);
		expect(entry.properties).toContain('<w:keepNext/>');
		expect(document).not.toMatch(/<w:tbl>|<w:txbxContent>|<w:drawing>/);
	});

	it.each([
		['a4', 11906, 16838],
		['letter', 12240, 15840]
	] as const)('uses %s paper', async (paper, width, height) => {
		const { document } = await partsOf(await renderDocx(samuel(), { paper, variant: 'compact' }));
		expect(document).toContain(`<w:pgSz w:w="${width}" w:h="${height}"`);
	});

	it('sets smaller type and tighter spacing in the compact variant', async () => {
		const size = (styles: string) => Number(/<w:docDefaults>[\s\S]*?<w:sz w:val="(\d+)"\/>/.exec(styles)?.[1]);
		const classic = await partsOf(await renderDocx(samuel(), { paper: 'a4', variant: 'classic' }));
		const compact = await partsOf(await renderDocx(samuel(), { paper: 'a4', variant: 'compact' }));
		expect(size(compact.styles)).toBeLessThan(size(classic.styles));
	});

	it('sets the title, author and language of the file', async () => {
		const { core, styles } = await partsOf(await renderDocx(beatriz(), A4));
		expect(core).toContain('<dc:title>Beatriz Souza — Currículo</dc:title>');
		expect(core).toContain('<dc:creator>Beatriz Souza</dc:creator>');
		expect(styles).toMatch(/<w:lang w:val="pt-BR"/);
	});

	it('keeps every script and drops characters XML cannot hold', async () => {
		const doc: ResumeDocument = { ...samuel(), name: '王小明 Иван\u0007', headline: 'Backend\u0000 Engineer 🚀' };
		const { text, parsed } = await readBack(await renderDocx(doc, A4), 'other.docx');
		expect(text.split('\n').slice(0, 2)).toEqual(['王小明 Иван', 'Backend Engineer 🚀']);
		expect(parsed.profile.basics.email).toBe('samuel.reyes@example.com');
	});
});
