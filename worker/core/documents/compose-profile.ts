import type { ProfileBasics, ProfileItem } from '../profile';
import { detectLanguage } from '../engine/resume-parse/language';
import { stripBullet } from '../engine/resume-parse/text';
import type { DocumentSection, HeadingLanguage, ResumeDocument } from './model';

/** Headings of the one section a profile has that a resume has no field for. */
const ACHIEVEMENTS: Record<HeadingLanguage, string> = { en: 'Achievements', 'pt-BR': 'Conquistas' };

const TYPES_SHOWN: ReadonlySet<ProfileItem['type']> = new Set(['experience', 'education', 'skill', 'certification', 'language', 'project', 'achievement']);

/** The language the person writes their profile in: pt → pt-BR headings, else en. */
export function profileLanguage(basics: ProfileBasics, items: readonly ProfileItem[]): HeadingLanguage {
	const text = [basics.headline, basics.summary, ...items.filter((item) => TYPES_SHOWN.has(item.type)).flatMap((item) => [item.title, item.detail])].filter(Boolean).join('\n');
	return detectLanguage(text) === 'pt' ? 'pt-BR' : 'en';
}

/** An item's detail as the lines the person wrote, list marks aside. */
const linesOf = (detail: string) =>
	detail
		.split('\n')
		.map((line) => stripBullet(line.trim()).text)
		.filter(Boolean);

/** "AWS Certified Developer — Amazon Web Services (2023)": the item's own fields, nothing added. */
const certificationLine = (item: ProfileItem) => `${item.title}${item.organization ? ` — ${item.organization}` : ''}${item.end ? ` (${item.end})` : ''}`;
const languageLine = (item: ProfileItem) => (item.detail.trim() ? `${item.title} — ${item.detail.trim()}` : item.title);

/**
 * The person without a resume file: their profile's basics and the items they confirmed (every
 * stored item is one they added or accepted) as a document. Only what the profile holds is
 * written; a field left empty stays out. A job or a course with a start and no end is ongoing
 * one (the profile screen reads it as "– present" too).
 */
export function composeProfile(basics: ProfileBasics, items: readonly ProfileItem[], language: HeadingLanguage): ResumeDocument {
	const of = (type: ProfileItem['type']) => items.filter((item) => item.type === type);
	const linkItems = of('link').map((item) => item.evidence.find((e) => e.url)?.url ?? item.title);
	const links = [...new Set([...basics.links, ...linkItems].filter(Boolean))];
	const sections: DocumentSection[] = [];
	if (basics.summary?.trim()) sections.push({ kind: 'summary', text: basics.summary.trim() });
	const experience = of('experience');
	if (experience.length)
		sections.push({
			kind: 'experience',
			entries: experience.map((item) => ({
				title: item.title,
				company: item.organization ?? '',
				location: item.facts?.location ?? null,
				start: item.start,
				end: item.end,
				current: !!item.start && !item.end,
				bullets: linesOf(item.detail)
			}))
		});
	const education = of('education');
	if (education.length)
		sections.push({
			kind: 'education',
			entries: education.map((item) => ({ degree: item.title, institution: item.organization ?? '', start: item.start, end: item.end, current: !!item.start && !item.end }))
		});
	const skills = of('skill');
	if (skills.length) sections.push({ kind: 'skills', items: skills.map((item) => item.title) });
	const projects = of('project');
	if (projects.length)
		sections.push({ kind: 'projects', entries: projects.map((item) => ({ name: item.title, description: item.detail.trim(), url: item.evidence.find((e) => e.url)?.url ?? null })) });
	const certifications = of('certification');
	if (certifications.length) sections.push({ kind: 'certifications', items: certifications.map(certificationLine) });
	const languages = of('language');
	if (languages.length) sections.push({ kind: 'languages', items: languages.map(languageLine) });
	// Interests and references (from a JSON Resume) are kept in the profile and its JSON Resume, not printed as achievements.
	const achievements = of('achievement').filter((item) => item.facts?.kind !== 'interest' && item.facts?.kind !== 'reference');
	if (achievements.length) sections.push({ kind: 'other', heading: ACHIEVEMENTS[language], lines: achievements.map((item) => item.detail.trim() || item.title) });
	return {
		name: basics.name?.trim() ?? '',
		headline: basics.headline?.trim() || null,
		contact: [basics.email, basics.phone, basics.location, ...links].filter((item): item is string => !!item?.trim()),
		sections,
		language,
		basics: { email: basics.email || null, phone: basics.phone, location: basics.location, links }
	};
}
