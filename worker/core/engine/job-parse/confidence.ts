import type { Warning } from './schema';

export interface ConfidenceInput {
	title: boolean;
	company: boolean;
	locationOrMode: boolean;
	requiredSkills: number;
	/** Whether requirements came from a requirements section (else from the whole body). */
	fromSections: boolean;
	responsibilities: number;
	seniority: boolean;
	employmentType: boolean;
	/** A short text (a title and a few requirements): read, but surely not all of the posting. */
	short?: boolean;
}

const round = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;

/**
 * How sure the parser is about the posting, 0–1, and what it was unsure about. Title and
 * requirements weigh most: the analysis compares a resume with them. Below 0.6, or for a short
 * text, a `low_confidence` warning names the missing pieces so the user can check or add them.
 */
export function scoreConfidence(input: ConfidenceInput): { confidence: number; warnings: Warning[] } {
	const missing: string[] = [];
	let score = 0.05;
	if (input.title) score += 0.25;
	else missing.push('the job title');
	if (input.company) score += 0.1;
	else missing.push('the company');
	if (input.requiredSkills >= 3) score += input.fromSections ? 0.3 : 0.2;
	else if (input.requiredSkills > 0) score += input.fromSections ? 0.2 : 0.12;
	else missing.push('the required skills');
	if (input.requiredSkills > 0 && !input.fromSections) missing.push('a requirements section (skills were read from the whole text)');
	if (input.responsibilities > 0) score += 0.1;
	if (input.locationOrMode) score += 0.08;
	if (input.seniority) score += 0.06;
	if (input.employmentType) score += 0.06;
	if (input.short) {
		missing.unshift('the rest of the posting (the text is short: only what it names was read)');
		score = Math.min(score, 0.55);
	}
	const confidence = round(score);
	const warnings: Warning[] = [];
	if (confidence < 0.6 || !input.title || input.requiredSkills === 0 || input.short)
		warnings.push({ code: 'low_confidence', message: `Check the extracted job: not sure about ${list(missing)}.` });
	return { confidence, warnings };
}

function list(items: string[]): string {
	if (items.length <= 1) return items[0] ?? 'some fields';
	return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
