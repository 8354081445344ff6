/**
 * The fixed set of skill categories. Every skill in taxonomy.json names one of these ids; the
 * taxonomy test fails on any other.
 *
 * `domain` groups categories into broad fields of work. The matcher uses it to decide whether an
 * ambiguous alias ("Go", "R", "AP") is meant as a skill: it needs a clear skill of the same
 * domain close by (see matcher.ts).
 */
export const DOMAINS = [
	'technology',
	'business',
	'finance',
	'law',
	'health',
	'engineering',
	'education',
	'creative',
	'general'
] as const;
export type Domain = (typeof DOMAINS)[number];

export interface CategoryInfo {
	label: string;
	domain: Domain;
}

export const CATEGORIES = {
	'programming-languages': { label: 'Programming languages', domain: 'technology' },
	'web-frontend': { label: 'Web frontend', domain: 'technology' },
	'backend-frameworks': { label: 'Backend frameworks and runtimes', domain: 'technology' },
	mobile: { label: 'Mobile development', domain: 'technology' },
	databases: { label: 'Databases', domain: 'technology' },
	cloud: { label: 'Cloud platforms and services', domain: 'technology' },
	devops: { label: 'DevOps, infrastructure and observability', domain: 'technology' },
	'testing-qa': { label: 'Testing and quality assurance', domain: 'technology' },
	'software-engineering': { label: 'Software engineering practices and architecture', domain: 'technology' },
	'developer-tools': { label: 'Developer tools', domain: 'technology' },
	'data-analytics': { label: 'Data, analytics and BI', domain: 'technology' },
	'machine-learning': { label: 'Machine learning and AI', domain: 'technology' },
	security: { label: 'Information security', domain: 'technology' },
	'it-infrastructure': { label: 'IT support, networks and systems', domain: 'technology' },
	'business-software': { label: 'Business software, ERP and office tools', domain: 'business' },
	'management-strategy': { label: 'Management, strategy and consulting', domain: 'business' },
	'product-management': { label: 'Product management', domain: 'business' },
	'project-management': { label: 'Project management and agile', domain: 'business' },
	marketing: { label: 'Marketing', domain: 'business' },
	sales: { label: 'Sales and business development', domain: 'business' },
	'customer-support': { label: 'Customer service and support', domain: 'business' },
	'operations-logistics': { label: 'Operations, logistics and supply chain', domain: 'business' },
	'human-resources': { label: 'Human resources', domain: 'business' },
	administration: { label: 'Administration and office', domain: 'business' },
	'retail-hospitality': { label: 'Retail, hospitality and food service', domain: 'business' },
	'finance-accounting': { label: 'Accounting, finance and tax', domain: 'finance' },
	law: { label: 'Law and compliance', domain: 'law' },
	health: { label: 'Health care and nursing', domain: 'health' },
	engineering: { label: 'Engineering and construction', domain: 'engineering' },
	'manufacturing-quality': { label: 'Manufacturing, quality and safety', domain: 'engineering' },
	'science-research': { label: 'Science, research and agriculture', domain: 'engineering' },
	education: { label: 'Education and training', domain: 'education' },
	design: { label: 'Design and UX', domain: 'creative' },
	'content-media': { label: 'Writing, content and media', domain: 'creative' },
	'soft-skills': { label: 'Professional and interpersonal skills', domain: 'general' },
	certifications: { label: 'Certifications and licences', domain: 'general' }
} as const satisfies Record<string, CategoryInfo>;

export type CategoryId = keyof typeof CATEGORIES;

export const CATEGORY_IDS = Object.keys(CATEGORIES) as CategoryId[];

export function isCategoryId(value: string): value is CategoryId {
	return Object.hasOwn(CATEGORIES, value);
}

export function domainOf(category: CategoryId): Domain {
	return CATEGORIES[category].domain;
}
