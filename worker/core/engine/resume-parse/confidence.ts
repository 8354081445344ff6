import type { Warning } from './schema';

export interface ConfidenceInput {
	basics: { name: string | null; email: string | null; phone: string | null; location: string | null; headline: string | null };
	skills: { count: number; fromSkillsSection: boolean };
	experiences: { title: string; company: string; start: string | null; end: string | null; current: boolean }[];
	hasExperienceSection: boolean;
	education: { degree: string; institution: string; end: string | null }[];
	hasEducationSection: boolean;
	sectionsFound: number;
	/** Years from the first job to now, and the months the dated jobs cover (gaps left out). */
	career?: { years: number | null; monthsWorked: number };
}

export interface ConfidenceResult {
	fieldConfidence: { basics: number; skills: number; experiences: number; education: number };
	confidence: number;
	warnings: Warning[];
}

const round = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * How sure the parser is, per field and overall, and what it was unsure about. Each missing or
 * partial item lowers its field; a field under 0.6 or a partial entry raises a `low_confidence`
 * warning whose message says what to check.
 */
export function scoreConfidence(input: ConfidenceInput): ConfidenceResult {
	const problems: string[] = [];

	const { basics } = input;
	let basicsScore = 0.05;
	if (basics.name) basicsScore += 0.4;
	else problems.push('No name found');
	if (basics.email) basicsScore += 0.25;
	if (basics.phone) basicsScore += 0.15;
	if (!basics.email && !basics.phone) problems.push('No e-mail or phone found');
	if (basics.location) basicsScore += 0.08;
	if (basics.headline) basicsScore += 0.07;

	const skillsScore =
		input.skills.count === 0 ? 0.2 : input.skills.count < 3 ? 0.5 : input.skills.fromSkillsSection ? 0.95 : 0.8;
	if (input.skills.count === 0) problems.push('No skills found');

	let experienceScore: number;
	if (input.experiences.length === 0) {
		experienceScore = input.hasExperienceSection ? 0.3 : 0.5;
		problems.push(input.hasExperienceSection ? 'An experience section was found but no job could be read from it' : 'No experience section found');
	} else {
		const undated = input.experiences.filter((job) => !job.start).length;
		const noCompany = input.experiences.filter((job) => !job.company).length;
		const noTitle = input.experiences.filter((job) => !job.title).length;
		const n = input.experiences.length;
		const partial = (undated + noCompany * 0.7 + noTitle * 0.7) / n;
		experienceScore = 0.95 - 0.6 * Math.min(1, partial);
		if (undated) problems.push(`No dates found for ${plural(undated, 'experience', 'experiences')}`);
		if (noCompany) problems.push(`No company found for ${plural(noCompany, 'experience', 'experiences')}`);
		if (noTitle) problems.push(`No job title found for ${plural(noTitle, 'experience', 'experiences')}`);
	}

	let educationScore: number;
	if (input.education.length === 0) {
		educationScore = input.hasEducationSection ? 0.3 : 0.6;
		if (input.hasEducationSection) problems.push('An education section was found but no degree could be read from it');
	} else {
		const partial = input.education.filter((item) => !item.degree || !item.institution).length;
		educationScore = 0.95 - 0.5 * (partial / input.education.length);
		if (partial) problems.push(`No degree or school found for ${plural(partial, 'education entry', 'education entries')}`);
	}

	if (input.sectionsFound === 0) problems.push('No section headings found (Experience, Education, Skills…)');
	// Years count from the first job; a long break makes that count generous, so say so.
	const worked = input.career ? Math.floor(input.career.monthsWorked / 12) : null;
	if (input.career?.years != null && worked !== null && input.career.years - worked >= 2)
		problems.push(`Years of experience count from the first job (${input.career.years}); the dated jobs cover ${worked}`);

	const fieldConfidence = {
		basics: round(basicsScore),
		skills: round(skillsScore),
		experiences: round(experienceScore),
		education: round(educationScore)
	};
	let overall = 0.25 * basicsScore + 0.3 * skillsScore + 0.3 * experienceScore + 0.15 * educationScore;
	if (input.sectionsFound === 0) overall *= 0.6;
	return {
		fieldConfidence,
		confidence: round(overall),
		warnings: problems.map((message) => ({ code: 'low_confidence', message }))
	};
}
