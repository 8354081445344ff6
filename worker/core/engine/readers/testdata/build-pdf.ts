import { createHash } from 'node:crypto';

/**
 * Hand-written PDFs for tests, small enough to reason about byte by byte: Helvetica (one of
 * the 14 standard fonts, so nothing is embedded), text placed with absolute positions, and
 * optionally the standard security handler (RC4, revision 2) with a user password.
 */

/** `gray` 0 (black) to 1 (white) fills the text; `mode` is the text rendering mode (3: invisible). */
export type PdfText = { text: string; x: number; y: number; size?: number; bold?: boolean; gray?: number; mode?: number };
/** A filled rectangle; `over` draws it after the text (covering it), else before (a background). */
export type PdfBox = { x: number; y: number; width: number; height: number; gray: number; over?: boolean };
/** A JPEG drawn over the whole page: a real scan, pixels only (DCTDecode keeps the file's own bytes). */
export type PdfImage = { jpeg: Uint8Array; width: number; height: number };
/** `size`: the MediaBox in points (US Letter when left out). */
export type PdfPage = { texts?: PdfText[]; boxes?: PdfBox[]; imageOnly?: boolean; image?: PdfImage; size?: [number, number] };
export type PdfOptions = { userPassword?: string; ownerPassword?: string };

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

// WinAnsiEncoding puts typographic punctuation in 0x80–0x9F; the rest of Latin-1 maps to itself.
const WIN_ANSI: Record<string, string> = { '€': '\x80', '…': '\x85', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '•': '\x95', '–': '\x96', '—': '\x97' };
const winAnsi = (text: string) => text.replace(/[€…‘’“”•–—]/g, (char) => WIN_ANSI[char]);
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const escapePdfString = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

const pageSize = (page: PdfPage): [number, number] => page.size ?? [612, 792];

function contentStream(page: PdfPage): string {
	if (page.image) return `q ${pageSize(page).join(' 0 0 ')} 0 0 cm /Im0 Do Q\n`;
	if (page.imageOnly) {
		// A grey box and a 2×2 inline image: drawing operators only, no text at all — a scan.
		return 'q 0.8 g 50 300 500 400 re f Q\nq 500 0 0 400 50 300 cm BI /W 2 /H 2 /CS /G /BPC 8 ID \x00\xff\xff\x00 EI Q\n';
	}
	const box = ({ x, y, width, height, gray }: PdfBox) => `q ${gray} g ${x} ${y} ${width} ${height} re f Q`;
	const boxes = page.boxes ?? [];
	const texts = (page.texts ?? []).map(
		({ text, x, y, size = 10, bold, gray, mode }) =>
			`${gray === undefined ? '' : `q ${gray} g `}BT ${mode === undefined ? '' : `${mode} Tr `}/${bold ? 'F2' : 'F1'} ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escapePdfString(winAnsi(text))}) Tj ET${gray === undefined ? '' : ' Q'}`
	);
	return [...boxes.filter((b) => !b.over).map(box), ...texts, ...boxes.filter((b) => b.over).map(box)].join('\n');
}

const PASSWORD_PADDING = latin1(
	'\x28\xbf\x4e\x5e\x4e\x75\x8a\x41\x64\x00\x4e\x56\xff\xfa\x01\x08\x2e\x2e\x00\xb6\xd0\x68\x3e\x80\x2f\x0c\xa9\xfe\x64\x53\x69\x7a'
);

function padPassword(password: string): Uint8Array {
	const padded = new Uint8Array(32);
	const bytes = latin1(password).subarray(0, 32);
	padded.set(bytes);
	padded.set(PASSWORD_PADDING.subarray(0, 32 - bytes.length), bytes.length);
	return padded;
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
	const s = Uint8Array.from({ length: 256 }, (_, i) => i);
	for (let i = 0, j = 0; i < 256; i++) {
		j = (j + s[i] + key[i % key.length]) & 0xff;
		[s[i], s[j]] = [s[j], s[i]];
	}
	const out = new Uint8Array(data.length);
	for (let n = 0, i = 0, j = 0; n < data.length; n++) {
		i = (i + 1) & 0xff;
		j = (j + s[i]) & 0xff;
		[s[i], s[j]] = [s[j], s[i]];
		out[n] = data[n] ^ s[(s[i] + s[j]) & 0xff];
	}
	return out;
}

const md5 = (...parts: Uint8Array[]) => new Uint8Array(createHash('md5').update(Buffer.concat(parts)).digest());

/** PDF 1.7 spec, algorithms 2, 3 and 4 (40-bit RC4): the /O and /U entries of the Encrypt dictionary. */
function encryptDictionary(userPassword: string, ownerPassword: string, fileId: Uint8Array): string {
	const permissions = -44;
	const owner = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
	const p = new Uint8Array(new Int32Array([permissions]).buffer);
	const key = md5(padPassword(userPassword), owner, p, fileId).subarray(0, 5);
	const user = rc4(key, PASSWORD_PADDING);
	return `<< /Filter /Standard /V 1 /R 2 /O <${hex(owner)}> /U <${hex(user)}> /P ${permissions} >>`;
}

export function buildPdf(pages: PdfPage[], options: PdfOptions = {}): Uint8Array {
	const objects: string[] = [];
	const add = (body: string) => objects.push(body);
	const fontObject = 3;
	const firstPageObject = 5;
	add('<< /Type /Catalog /Pages 2 0 R >>');
	const kids = pages.map((_, i) => `${firstPageObject + 2 * i} 0 R`).join(' ');
	add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
	add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
	add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
	// Images follow the pages, in page order.
	const imageObjects = new Map<number, number>();
	pages.forEach((page, i) => page.image && imageObjects.set(i, firstPageObject + 2 * pages.length + imageObjects.size));
	pages.forEach((page, i) => {
		const image = imageObjects.has(i) ? ` /XObject << /Im0 ${imageObjects.get(i)} 0 R >>` : '';
		add(
			`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageSize(page).join(' ')}] /Resources << /Font << /F1 ${fontObject} 0 R /F2 ${fontObject + 1} 0 R >>${image} >> /Contents ${firstPageObject + 2 * i + 1} 0 R >>`
		);
		const stream = contentStream(page);
		add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
	});
	for (const page of pages) {
		if (!page.image) continue;
		const { jpeg, width, height } = page.image;
		const bytes = Array.from(jpeg, (byte) => String.fromCharCode(byte)).join('');
		add(
			`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n${bytes}\nendstream`
		);
	}

	const fileId = md5(latin1(JSON.stringify(pages)));
	let encrypt = '';
	if (options.userPassword !== undefined) {
		add(encryptDictionary(options.userPassword, options.ownerPassword ?? `${options.userPassword}-owner`, fileId));
		encrypt = ` /Encrypt ${objects.length} 0 R`;
	}

	let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
	const offsets: number[] = [];
	objects.forEach((body, i) => {
		offsets.push(pdf.length);
		pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = pdf.length;
	pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
	pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /ID [<${hex(fileId)}> <${hex(fileId)}>]${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
	return latin1(pdf);
}
