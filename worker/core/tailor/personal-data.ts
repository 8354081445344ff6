/**
 * Personal details a resume does not need and a reader may hold against the person (age, marital
 * status, ID numbers). Brazilian resumes often carry them by habit; recruiters and ATS need none.
 */
export type PersonalDataKind = 'cpf' | 'rg' | 'marital' | 'birth' | 'age';

const RULES: [PersonalDataKind, RegExp][] = [
	['cpf', /\bCPF\b|\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/i],
	['rg', /\bRG\b\s*(?:n[º°o.]*\s*)?[:\-]?\s*[\dXx][\d.\-Xx]{4,}/],
	['marital', /\b(estado civil|marital status)\b|(?:^|[,;|]\s*)(casad[oa]|solteir[oa]|divorciad[oa]|vi[uú]v[oa])\s*(?:$|[,;|])/i],
	['birth', /\b(data de nascimento|date of birth|nascid[oa] em|born on)\b|\b(nascimento|dob|d\.o\.b\.?)\s*:/i],
	['age', /\b(idade|age)\s*:\s*\d{2}\b|(?:^|[,;|]\s*)\d{2}\s+anos\s*(?:$|[,;|])/i]
];

/** How far into the resume personal details are looked for: its header, not its story. */
const HEADER_LINES = 15;

export interface PersonalLine {
	line: string;
	kind: PersonalDataKind;
}

/** Lines of the resume's header that hold personal details, with what each one holds. */
export function findPersonalData(text: string): PersonalLine[] {
	const found: PersonalLine[] = [];
	const lines = text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)
		.slice(0, HEADER_LINES);
	for (const line of lines) {
		if (line.length > 200) continue;
		const rule = RULES.find(([, pattern]) => pattern.test(line));
		if (rule) found.push({ line, kind: rule[0] });
	}
	return found;
}
