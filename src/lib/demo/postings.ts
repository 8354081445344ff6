import type { JobRequirements } from '$core/tracker/requirements';

/**
 * The skills of the fictitious postings the demo jobs were saved from (their `jobId`), as the Job
 * screen would have extracted them: canonical names of the skill taxonomy, required and nice to have.
 */
export const DEMO_POSTING_SKILLS: Record<string, JobRequirements> = {
	'demo-posting-1': { required: ['COREN registration', 'Intensive care', 'Nursing care', 'Patient safety', 'ACLS'], niceToHave: ['BLS', 'Infection control'] },
	'demo-posting-2': { required: ['Accounting', 'Account reconciliation', 'GAAP', 'Excel'], niceToHave: ['CPA', 'Project management'] },
	'demo-posting-4': { required: ['Mathematics education', 'Lesson planning', 'Teaching'], niceToHave: ['Online teaching', 'Excel'] },
	'demo-posting-5': { required: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker'], niceToHave: ['Kubernetes', 'AWS'] },
	'demo-posting-6': { required: ['Product design', 'Figma', 'User research', 'Design systems'], niceToHave: ['Project management'] },
	'demo-posting-7': { required: ['Civil engineering', 'AutoCAD', 'Project management'], niceToHave: ['Excel', 'Microsoft Project'] }
};
