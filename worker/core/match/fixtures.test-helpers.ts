import type { ParsedJob } from '../job';
import type { ParsedResume } from '../resume';

/** A small parsed resume for tests: skills as [name, evidence text, section]. */
export function resumeWith(
	skills: [string, string, string][],
	options: { years?: number | null; language?: 'en' | 'pt'; certifications?: string[]; degree?: string | null; confidence?: number } = {}
): ParsedResume {
	return {
		language: options.language ?? 'en',
		confidence: options.confidence ?? 0.9,
		warnings: [],
		fieldConfidence: { basics: 0.9, skills: 0.9, experiences: 0.9, education: 0.9 },
		yearsExperience: options.years === undefined ? 6 : options.years,
		profile: {
			basics: { name: null, email: null, phone: null, location: null, links: [], headline: null, summary: null },
			skills: skills.map(([name, text, section]) => ({ name, category: 'x', evidence: [{ text, section }] })),
			experiences: [],
			education: options.degree === null ? [] : [{ degree: options.degree ?? 'Bachelor of Science', institution: 'State University', start: null, end: null }],
			certifications: (options.certifications ?? []).map((name) => ({ name, issuer: null, year: null })),
			languages: [],
			projects: []
		}
	};
}

/** A small parsed job for tests. */
export function jobWith(
	required: string[],
	nice: string[] = [],
	options: { minYears?: number | null; seniority?: ParsedJob['job']['seniority']; language?: 'en' | 'pt'; text?: string; confidence?: number } = {}
): ParsedJob {
	return {
		language: options.language ?? 'en',
		confidence: options.confidence ?? 0.9,
		warnings: [],
		text: options.text ?? 'Requirements listed below.',
		job: {
			title: 'Role',
			company: 'Company',
			location: null,
			workMode: null,
			seniority: options.seniority ?? null,
			employmentType: null,
			contractRegime: null,
			salary: null,
			requiredSkills: required.map((name) => ({ name, evidence: name })),
			niceToHaveSkills: nice.map((name) => ({ name, evidence: name })),
			minYearsExperience: options.minYears ?? null,
			responsibilities: [],
			url: null,
			source: null
		}
	};
}
