/**
 * Entries a layout split in two, put back together: an employer block and its role block (in
 * either order, as a table's row read cell by cell gives them), an employer's heading over the roles
 * held there, and the title or employer written under a job's dates.
 */

import { isBodyLabelLine } from './entries';
import { NO_NAME, type ExperienceFound } from './experience-found';
import { formatPlace, isWorkMode, readPlace, splitTrailingPlace, type Lang, type Place } from './location';
import { isInternship, orgScore, roleScore } from './roles';
import { stripBullet, tidy } from './text';

/**
 * "Company / place / dates / Title / bullets": a dated employer with no role whose first line under
 * the dates is a role, unbulleted and short, takes it as its title.
 */
export function takeTitleOpeningBody(job: ExperienceFound, lang: Lang): void {
	const first = job.body[0];
	if (!employerOnly(job) || !job.start || !first) return;
	const { bullet, text } = stripBullet(first.text.trim());
	if (bullet || text.split(/\s+/).length > 6 || /[.;:!?]$/.test(text) || roleScore(text) === 0 || orgScore(text) > 0) return;
	job.company = employerOnly(job)!;
	job.title = tidy(text);
	job.internship ||= isInternship(job.title);
	job.body.shift();
	job.head.push(first);
	if (job.bullets[0] === text) job.bullets.shift();
	// "São Paulo, SP · 2 anos e 2 meses" under the title: where, and for how long — no bullet.
	const next = job.body[0];
	const place = next && !stripBullet(next.text.trim()).bullet ? placeAndDuration(tidy(next.text), lang) : null;
	if (!next || !place) return;
	job.location ??= formatPlace(place, lang);
	job.body.shift();
	job.head.push(next);
	if (job.bullets[0] === tidy(next.text)) job.bullets.shift();
}

/** A line of a place and, maybe, a work mode or a duration beside it ("Recife, PE · Presencial · 1 ano"): the place. */
function placeAndDuration(text: string, lang: Lang): Place | null {
	let place: Place | null = null;
	for (const part of text.split(/\s+[·|•–—]\s+|\s+-\s+/)) {
		const here = readPlace(tidy(part), lang);
		if (here && !place) place = here;
		else if (!isWorkMode(tidy(part)) && !NO_NAME.test(tidy(part))) return null;
	}
	return place;
}

/**
 * "Title / dates / Company, Place / bullets": a dated role with no employer whose first line under
 * the dates is unbulleted, short and names an organisation (or is a name, its place after it) takes it
 * as its employer.
 */
export function takeCompanyOpeningBody(job: ExperienceFound, lang: Lang): void {
	const first = job.body[0];
	if (!job.title || job.company || !job.start || !first || roleScore(job.title) === 0) return;
	const { bullet, text } = stripBullet(first.text.trim());
	if (bullet || text.split(/\s+/).length > 9 || /[.;!?]$/.test(text) || isBodyLabelLine(text)) return;
	const { rest, place } = splitTrailingPlace(tidy(text), lang);
	const name = tidy(rest.replace(/[,–—|·-]\s*$/, ''));
	const named = name.split(/\s+/).every((word) => /^[\p{Lu}\d&]/u.test(word) || /^(?:d[aeo]s?|de|e|of|the|and|for|y|del)$/.test(word));
	if (!name || roleScore(name) > 0 || (orgScore(name) === 0 && !(named && place))) return;
	job.company = name;
	if (place) job.location ??= formatPlace(place, lang);
	job.body.shift();
	job.head.push(first);
	if (job.bullets[0] === text) job.bullets.shift();
}

/** An undated employer with no role (an organisation, or a name with its place) right after a dated role with no employer and nothing under it. */
export function employerBelowRole(role: ExperienceFound, employer: ExperienceFound): boolean {
	if (!role.title || role.company || !role.start || role.bullets.length || roleScore(role.title) === 0) return false;
	const name = employerOnly(employer);
	return !employer.start && !!name && employer.head.length === 1 && (orgScore(name) > 0 || !!employer.location);
}

/**
 * An employer with its whole time there ("Hospital Santa Catarina / 01/2018 – atual") and nothing
 * under it, followed by a role dated within that time: the heading of the roles held there, as
 * LinkedIn and many templates group them. The roles take its name; it is no job of its own.
 */
export function isGroupHeading(heading: ExperienceFound, role: ExperienceFound): boolean {
	const name = employerOnly(heading);
	if (!name || !heading.start || heading.bullets.length || !role.title || !role.start) return false;
	if (role.company && role.company !== name) return false;
	// A role that repeats the employer's name needs no role word to be one.
	if (!role.company && roleScore(role.title) === 0) return false;
	const month = (value: string) => value.slice(0, Math.min(value.length, 7));
	const within = (value: string, from: string, to: string | null) => {
		const size = Math.min(value.length, from.length, to?.length ?? 7);
		return value.slice(0, size) >= from.slice(0, size) && (to === null || value.slice(0, size) <= to.slice(0, size));
	};
	const headingEnd = heading.current ? null : heading.end;
	if (!within(month(role.start), heading.start, headingEnd)) return false;
	if (role.current) return heading.current;
	return !role.end || within(month(role.end), heading.start, headingEnd);
}

/** An undated role with no employer right after a dated employer with no role and nothing under it. */
export function roleBelowEmployer(employer: ExperienceFound, role: ExperienceFound, companyInherited: boolean): boolean {
	if (!employerOnly(employer, companyInherited) || !employer.start || employer.bullets.length) return false;
	// No company read: any other line of its head was a place or a duration.
	return !role.start && !role.company && roleScore(role.title) > 0 && orgScore(role.title) === 0;
}

/**
 * The employer's name when an entry names only an employer: a company and no title, or one name
 * with no role word in it, read as a title for want of a company ("Little Oaks Montessori") — even
 * when it took the company of the entry above as a role of that employer would.
 */
export function employerOnly(job: ExperienceFound, companyInherited = false): string | null {
	if (job.company && !companyInherited) return job.title ? null : job.company;
	return job.title && roleScore(job.title) === 0 && job.head.length >= 1 ? job.title : null;
}
