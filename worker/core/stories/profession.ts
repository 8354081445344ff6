import { CATEGORIES } from '../engine/skills/categories';
import { skillByName } from '../engine/skills/taxonomy';
import { foldText } from '../engine/text/normalize';
import type { Family } from './bank';

/*
 * Which profession family a job belongs to, for the question bank: its title first (the words a
 * posting uses for the job, in English or Portuguese), else the field most of its skills belong to.
 * Pure.
 */

// Order matters: a "Clinical Nurse Educator" is nursing, a "Data Engineer" is data.
const BY_TITLE: [Family, RegExp][] = [
	['nursing', /\b(enferm\w*|nurs\w*|obstetri\w*|parteira|midwife)/],
	['law', /\b(advogad\w*|advocacia|juridic\w*|lawyer|attorney|paralegal|counsel|legal|direito|promotor\w*|procurador\w*)\b/],
	['accounting', /\b(contador\w*|contabil\w*|contab\w*|accountant|accounting|bookkeep\w*|auditor\w*|controller|fiscal|tributar\w*|tax)\b/],
	['teaching', /\b(professor\w*|teacher|docente|pedagog\w*|educador\w*|educator|lecturer|tutor|instrutor\w*|instructor|ensino)\b/],
	['design', /\b(design\w*|ux|ui|ilustrador\w*|illustrator)\b/],
	['product', /\b(product|produto|po)\b/],
	['data', /\b(data|dados|analytics|bi|cientista|scientist|estatistic\w*|statistician|machine learning)\b/],
	['software', /\b(software|developer|desenvolvedor\w*|programador\w*|devops|sre|frontend|front-end|backend|back-end|full ?stack|engineer|engenheir\w* de software|mobile|qa)\b/],
	['sales', /\b(vendas|vendedor\w*|sales|comercial|account executive|executiv\w* de contas|sdr|bdr|representante)\b/],
	['operations', /\b(operac\w*|operations|logistic\w*|logistica|supply|producao|production|warehouse|almoxarif\w*|compras|procurement|planejamento|planning|qualidade)\b/],
	['public-service', /\b(servidor\w*|concurso|publico|public|governo|government|prefeitura|municipal|estadual|federal|policy|politicas publicas|tribunal|judiciario)\b/]
];

const BY_CATEGORY: Partial<Record<string, Family>> = {
	health: 'nursing',
	law: 'law',
	education: 'teaching',
	'finance-accounting': 'accounting',
	design: 'design',
	'product-management': 'product',
	'data-analytics': 'data',
	'machine-learning': 'data',
	sales: 'sales',
	'operations-logistics': 'operations',
	'manufacturing-quality': 'operations'
};

function familyOfSkill(name: string): Family | null {
	const category = skillByName(name)?.category;
	if (!category) return null;
	const direct = BY_CATEGORY[category];
	if (direct) return direct;
	return (CATEGORIES as Record<string, { domain: string }>)[category]?.domain === 'technology' ? 'software' : null;
}

/** The family of a job title and its skills (canonical names); `general` when neither says. */
export function professionOf(title: string | null | undefined, skills: readonly string[]): Family {
	const folded = foldText(title ?? '');
	for (const [family, pattern] of BY_TITLE) if (pattern.test(folded)) return family;
	const votes = new Map<Family, number>();
	for (const skill of skills) {
		const family = familyOfSkill(skill);
		if (family) votes.set(family, (votes.get(family) ?? 0) + 1);
	}
	let best: Family = 'general';
	let most = 0;
	for (const [family, count] of votes) if (count > most) [best, most] = [family, count];
	return best;
}
