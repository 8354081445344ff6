import { problem } from '../../http/problem';
import { decodeText } from '../../engine/readers/decode-text';
import { isZip } from '../../engine/readers/zip-entries';
import type { ProfileImportResult } from '../schema';
import { europassCandidates, looksLikeEuropass } from './europass';
import { jsonResumeCandidates } from './json-resume';
import { linkedinCandidates } from './linkedin';

/** CONTRACT.md: an uploaded file, 10 MB at most. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * A file picked on the Profile screen, read by what it holds rather than by its name: a ZIP is a
 * LinkedIn export, XML or JSON with a SkillsPassport a Europass CV, other JSON a JSON Resume.
 */
export async function importFile(file: File): Promise<ProfileImportResult> {
	if (file.size > MAX_FILE_BYTES) throw problem('payload_too_large', 'The file is larger than 10 MB. Import the file as the site exported it, or paste its text.');
	const bytes = new Uint8Array(await file.arrayBuffer());
	if (isZip(bytes)) return linkedinCandidates(bytes);
	const text = decodeText(bytes);
	const start = text?.replace(/^\uFEFF/, '').trimStart()[0];
	if (text && (looksLikeEuropass(text) || start === '<')) return europassCandidates(text);
	if (text && (start === '{' || start === '[')) return jsonResumeCandidates(text);
	throw problem(
		'unsupported_type',
		'Rumo imports a JSON Resume (.json), a LinkedIn data export (.zip) or a Europass CV (.xml or .json) here. To read a resume in PDF or Word, open the Resume screen.',
		undefined,
		{ reason: 'unsupported_file' }
	);
}
