import { readFileSync } from 'node:fs';
import { FIXTURES_URL } from '../../../../../tests/fixtures/paths.mjs';
import { Problem } from '../../problem';

export const RESUMES = new URL('resumes/', FIXTURES_URL);

export const FIXTURE_RESUMES = [
	'd_en_accountant_derek_hollis',
	'd_en_backend_samuel_reyes',
	'd_en_data_aisha_karimi',
	'd_en_junior_frontend_nina_okonkwo',
	'd_pt_devops_lucas_moreira',
	'd_pt_ux_beatriz_souza'
] as const;

/** An ArrayBuffer holding exactly these bytes (a Node Buffer's .buffer may be a larger shared pool). */
export function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
	return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

export function fixtureBytes(name: string, extension: 'pdf' | 'docx' | 'txt'): ArrayBuffer {
	return arrayBufferOf(readFileSync(new URL(`${name}.${extension}`, RESUMES)));
}

export const textBytes = (text: string) => arrayBufferOf(new TextEncoder().encode(text));

/** Runs `read` and returns the Problem it throws; fails the test when it throws something else or nothing. */
export async function problemFrom(read: () => Promise<unknown>): Promise<Problem> {
	try {
		await read();
	} catch (error) {
		if (error instanceof Problem) return error;
		throw error;
	}
	throw new Error('expected a problem, but the document was read');
}
