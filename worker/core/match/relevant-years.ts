import { canonicalSkill, relatedSkills } from '../engine/skills/taxonomy';
import type { EvidenceSubject } from '../evidence';
import { roleInField, type YearsField } from './years-field';

/*
 * The person's years that count for a job, apart from the scoring in service.ts: the years in roles
 * that relate to the job's skills, or in the roles of the field a posting names.
 */

const monthIndex = (value: string | null): number | null => {
	if (!value) return null;
	const [year, month] = value.split('-').map(Number);
	return year * 12 + ((month || 1) - 1);
};

/**
 * Years in roles that relate to the job: a paid role counts when its skills (or the words of its
 * title) meet the job's skills, exactly or through a related skill. Career changers thus bring only
 * their relevant years. Scaled to the resume's own `yearsExperience`, so no clock is read.
 */
export function relevantYears(subject: Pick<EvidenceSubject, 'yearsExperience' | 'roles'>, keywords: string[]): number | null {
	const wanted = new Set(keywords);
	for (const name of keywords) for (const other of relatedSkills(name)) wanted.add(other);
	return yearsWhere(subject, (role) => {
		const skills = [...role.skills, ...(canonicalSkill(role.title) ? [role.title] : [])].map((s) => canonicalSkill(s)?.name ?? s);
		return skills.some((s) => wanted.has(s));
	});
}

/**
 * The person's years, scaled to the share of their paid roles' months that `counts` keeps. With no
 * dated role the whole career counts (nothing says otherwise).
 */
function yearsWhere(subject: Pick<EvidenceSubject, 'yearsExperience' | 'roles'>, counts: (role: EvidenceSubject['roles'][number]) => boolean): number | null {
	const total = subject.yearsExperience;
	if (total === null) return null;
	const roles = subject.roles.filter((role) => !role.internship);
	if (!roles.length) return total;
	const starts = roles.map((r) => monthIndex(r.start)).filter((m): m is number => m !== null);
	const ends = roles.flatMap((r) => [monthIndex(r.end), monthIndex(r.start)]).filter((m): m is number => m !== null);
	if (!starts.length) return total;
	const first = Math.min(...starts);
	const now = Math.max(...ends, first + Math.round(total * 12));
	let all = 0;
	let relevant = 0;
	for (const role of roles) {
		const start = monthIndex(role.start);
		if (start === null) continue;
		const end = role.current || !role.end ? now : (monthIndex(role.end) ?? now);
		const months = Math.max(0, end - start);
		all += months;
		if (counts(role)) relevant += months;
	}
	if (all === 0) return total;
	return Math.round(total * Math.min(1, relevant / all) * 10) / 10;
}

/** Years in the roles of one field ("as an analyst", "em contabilidade"). */
export function yearsInField(subject: Pick<EvidenceSubject, 'yearsExperience' | 'roles'>, field: YearsField): number | null {
	return yearsWhere(subject, (role) => roleInField(role, field));
}
