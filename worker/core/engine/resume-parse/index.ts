import type { ParsedResume } from './schema';
import { findSkills } from '../skills/matcher';
import { findRegistrations, mergeCertifications, readCertifications, type CertificationFound } from './certifications';
import { scoreConfidence } from './confidence';
import { readBasics } from './contact';
import { readEducation } from './education';
import { leaveOutNonJobs, readExperiences } from './experience';
import { detectLanguage } from './language';
import { findLanguageClaims, mentionsLanguage, readLanguages, withDocumentLanguage } from './languages';
import { stripPostNominals } from './name';
import { readProjects } from './projects';
import { isToolsHeading, splitSections, type Section, type SectionKind } from './sections';
import { roleScore } from './roles';
import { degreesOutOfExperience, untitledSections } from './untitled';
import { readSkills, skillsInLines, type Zone } from './skills';
import { normaliseText, simplify, splitLines, type Line } from './text';
import { monthsWorked, yearsClaimed, yearsFromDurations, yearsOfExperience } from './years';

// Sections whose dated lines may be jobs filed under the wrong heading; education, certification
// and project dates are not jobs.
const HOLDS_STRAY_JOBS = new Set<SectionKind>(['summary', 'skills', 'contact', 'languages', 'other']);

export interface ParseOptions {
	/** `YYYY-MM`: the month "Present" means, and the end of the years-of-experience count. */
	asOf: string;
}

/**
 * Reads a resume's plain text (one logical line per line) into a structured profile. Pure and
 * deterministic: the same text and `asOf` always give the same result.
 */
export function parseResume(raw: string, options: ParseOptions): ParsedResume {
	const text = normaliseText(raw);
	const lines = splitLines(text);
	const language = detectLanguage(text);
	// Spanish is read with the English rules (contact, dates, skills); its own words are in the tables.
	const lang = language === 'pt' ? 'pt' : 'en';
	let { header, sections } = splitSections(lines);
	// A resume without an experience heading (or without any heading) still lists dated jobs: in the
	// header block, or under a heading that swallowed them ("Skills" first, "Tools: Git" on a line).
	if (!sections.some((section) => section.kind === 'experience')) {
		const untitled = untitledSections(header, lang);
		header = untitled.rest;
		const found = [...untitled.sections];
		sections = sections.map((section) => {
			if (!HOLDS_STRAY_JOBS.has(section.kind)) return section;
			const inside = untitledSections(section.lines, lang);
			found.push(...inside.sections);
			return { ...section, lines: inside.rest };
		});
		sections = [...found, ...sections];
	}
	sections = degreesOutOfExperience(sections, lang);
	const of = (...kinds: SectionKind[]) => sections.filter((section) => kinds.includes(section.kind));
	const linesOf = (...kinds: SectionKind[]) => of(...kinds).flatMap((section) => section.lines);

	const basics = readBasics({ header, contact: linesOf('contact'), summary: linesOf('summary'), all: lines, lang });
	basics.headline ??= objectiveRole(of('summary'));
	const running = runningHeader(basics.nameLine, basics.name);
	for (const section of sections) section.lines = section.lines.filter((line) => !running(line.text));
	const entries = readExperiences(of('experience'), lang);
	const { kept: experiences, leftOut } = leaveOutNonJobs(entries);
	const education = readEducation(of('education'), lang);
	const projects = readProjects(linesOf('projects'));

	const zones = new Map<number, Zone>();
	const mark = (list: Line[], zone: Zone) => list.forEach((line) => zones.set(line.index, zone));
	mark(linesOf('skills'), 'skills');
	// "LANGUAGES: Python, Java, SQL" is a developer's skills list under another name.
	mark(
		linesOf('languages').filter((line) => line.text.trim() && !mentionsLanguage(line.text)),
		'skills'
	);
	mark(linesOf('summary'), 'summary');
	mark(linesOf('projects'), 'projects');
	// Entries left out as no job (a case study, a project table) still describe the person's work.
	for (const job of entries) mark(job.body, 'experience');
	// A paragraph left in the header block is a summary without a heading.
	mark(
		header.filter((line) => !basics.used.has(line.index) && line.text.split(/\s+/).length >= 12),
		'summary'
	);
	// Name, headline and contact lines are never evidence of a skill, wherever a reader put them.
	for (const index of basics.used) zones.delete(index);
	const toolLines = new Set(of('skills').filter((section) => isToolsHeading(section.heading)).flatMap((section) => section.lines.map((line) => line.index)));
	const skillResult = readSkills(text, lines, (line) => zones.get(line.index) ?? 'ignored', toolLines, skillTableCells(linesOf('skills')));

	const certifications = of('certifications').flatMap((section) => readCertifications(section.lines, lang, section.heading));
	const extraCerts: CertificationFound[] = [
		...education.filter((item) => item.certificate).map((item) => ({ name: item.degree, issuer: item.institution || null, year: item.end?.slice(0, 4) ?? null })),
		// "ISTQB CTFL" in a skills list is a certification the person holds.
		...linesOf('skills').flatMap((line) =>
			findSkills(line.text)
				.filter((hit) => hit.category === 'certifications')
				.map((hit) => ({ name: hit.surface, issuer: null, year: null }))
		),
		...postNominalLicences(basics.nameLine),
		...findRegistrations([...header, ...linesOf('summary', 'contact')].map((line) => line.text).join('\n'))
	];

	const languages = withDocumentLanguage(
		[...readLanguages(linesOf('languages')), ...findLanguageClaims([...header, ...linesOf('summary', 'skills')])].filter(
			(item, i, all) => all.findIndex((other) => other.name === item.name) === i
		),
		language
	);

	// Without dated jobs, what the jobs' sentences say ("for two years") and what the summary claims
	// ("8 years of experience"): the sentences may leave a job's length out, so the larger one.
	const durations = yearsFromDurations(experiences);
	const claimed = yearsClaimed(basics.summary);
	const yearsExperience = yearsOfExperience(experiences, options.asOf) ?? (durations === null ? claimed : Math.max(durations, claimed ?? 0));
	const scored = scoreConfidence({
		basics,
		skills: { count: skillResult.skills.length, fromSkillsSection: skillResult.hits.some((hit) => hit.zone === 'skills') },
		experiences,
		hasExperienceSection: of('experience').length > 0,
		education,
		hasEducationSection: of('education').length > 0,
		sectionsFound: sections.length,
		career: { years: yearsExperience, monthsWorked: monthsWorked(experiences, options.asOf) }
	});

	return {
		language,
		confidence: scored.confidence,
		warnings: [...scored.warnings, ...(language === 'es' ? [LANGUAGE_PARTIAL] : []), ...(leftOut ? [entriesLeftOut(leftOut)] : [])],
		profile: {
			basics: {
				name: basics.name,
				email: basics.email,
				phone: basics.phone,
				location: basics.location,
				links: basics.links,
				headline: basics.headline,
				summary: basics.summary
			},
			skills: skillResult.skills,
			experiences: experiences.map((job) => ({
				title: job.title,
				company: job.company,
				location: job.location,
				start: job.start,
				end: job.end,
				current: job.current,
				bullets: job.bullets,
				skills: skillsInLines(skillResult.hits, job.body),
				internship: job.internship,
				lines: (job.head.length ? job.head : job.body.slice(0, 1)).map((line) => line.text.trim()).filter(Boolean),
				...(job.doubts.length ? { doubts: job.doubts } : {})
			})),
			education: education.map(({ degree, institution, start, end }) => ({ degree, institution, start, end })),
			certifications: mergeCertifications(certifications, extraCerts),
			languages,
			projects: projects.map((project) => ({
				name: project.name,
				description: project.description,
				url: project.url,
				skills: skillsInLines(skillResult.hits, project.lines)
			}))
		},
		fieldConfidence: scored.fieldConfidence,
		yearsExperience
	};
}

// "Objetivo: Analista de RH Pleno", "Cargo pretendido", "Objective": the role a person seeks, the
// headline of a resume that has none under the name.
const OBJECTIVE = /^(?:objetivos?|objetivo profissional|cargo pretendido|cargo desejado|[aá]rea de interesse|objective|career objective|target role|desired position)$/i;
const MAX_HEADLINE_WORDS = 8;

/** The role an objective section names in a short line of its own, or null when it says more. */
function objectiveRole(sections: Section[]): string | null {
	for (const section of sections) {
		if (!OBJECTIVE.test(section.heading.trim())) continue;
		const first = section.lines.map((line) => line.text.trim()).filter(Boolean);
		if (first.length !== 1) continue;
		const text = first[0].replace(/[.;]$/, '');
		if (text.split(/\s+/).length <= MAX_HEADLINE_WORDS && !/[.!?:]/.test(text) && roleScore(text) > 0) return text;
	}
	return null;
}

// A job portal's skills table: "Skill Name | Version | Last Used | Experience", then a row per skill.
const TABLE_HEADER = /^skills?(?: name)?\s*\|.*\|\s*(?:version|last used|experience|years?)\b/i;

/**
 * Rows of a skills table, each with where its first cell ends: the skill is the first cell
 * ("SAP FICO | S/4HANA | 2026 | 4 Years" is SAP FICO, not S/4HANA); the header row holds none.
 */
function skillTableCells(lines: Line[]): Map<number, number> {
	const ends = new Map<number, number>();
	let inTable = false;
	for (const line of lines) {
		if (TABLE_HEADER.test(line.text.trim())) {
			inTable = true;
			ends.set(line.index, line.start);
			continue;
		}
		const bar = line.text.indexOf('|');
		if (!inTable || bar < 0) {
			inTable = inTable && line.text.trim() === '';
			continue;
		}
		ends.set(line.index, line.start + bar);
	}
	return ends;
}

/** A Spanish resume: what is read and what is not (the Resume screen words it by `code`). */
/** Entries of the experience section that read as headings, tables or courses, not jobs (leaveOutNonJobs). */
const entriesLeftOut = (count: number) => ({
	code: 'entries_left_out',
	message: `${count} ${count === 1 ? 'entry' : 'entries'} of the experience section did not name a role at an employer and ${count === 1 ? 'was' : 'were'} left out; add ${count === 1 ? 'it' : 'them'} by hand if ${count === 1 ? 'it is a job' : 'they are jobs'}.`,
	params: { count }
});

const LANGUAGE_PARTIAL = {
	code: 'language_partial',
	message: 'This resume is in Spanish; contact details, dates and skills are read, the rest of the analysis is tuned for English and Portuguese.'
};

/**
 * Page headers repeat the name line, or a short line that starts with the name ("Samuel Reyes —
 * Backend Engineer"); inside the sections such lines are not content. A sentence about the person
 * ("Samuel Reyes is a backend engineer…") is.
 */
function runningHeader(nameLine: string | null, name: string | null): (text: string) => boolean {
	if (!nameLine || !name) return () => false;
	const line = simplify(nameLine);
	const person = simplify(name);
	return (text) => {
		const key = simplify(text);
		if (key === line) return true;
		return key.startsWith(person) && key.split(' ').length <= 8 && !/[.!?]$/.test(text.trim()) && /[—–|-]/.test(text);
	};
}

/** "Pat Sample, RN, BSN" → the licences among the letters after the name (RN), as certifications. */
function postNominalLicences(nameLine: string | null): CertificationFound[] {
	if (!nameLine) return [];
	const line = nameLine.split(/\s+[—–|]\s+/)[0];
	const letters = line.slice(stripPostNominals(line).length).replace(/^[\s,]+/, '');
	if (!letters) return [];
	return letters
		.split(/[\s,]+/)
		.filter(Boolean)
		.map((abbreviation) => ({ abbreviation, licence: licenceOf(abbreviation) }))
		.filter((item) => item.licence)
		.map((item) => ({ name: item.licence!, issuer: null, year: null }));
}

// Nursing letters are not taxonomy aliases ("RN" alone is too ambiguous in running text); their
// spelled-out names are, so a job asking for an "RN license" finds them.
const NURSING_LICENCES: Record<string, string> = {
	RN: 'Registered Nurse (RN)',
	LPN: 'Licensed Practical Nurse (LPN)',
	LVN: 'Licensed Vocational Nurse (LVN)',
	APRN: 'Advanced Practice Registered Nurse (APRN)',
	NP: 'Nurse Practitioner (NP)',
	FNP: 'Family Nurse Practitioner (FNP)',
	CNA: 'Certified Nursing Assistant (CNA)',
	CRNA: 'Certified Registered Nurse Anesthetist (CRNA)',
	CEN: 'Certified Emergency Nurse (CEN)',
	TCRN: 'Trauma Certified Registered Nurse (TCRN)',
	CPEN: 'Certified Pediatric Emergency Nurse (CPEN)',
	PCCN: 'Progressive Care Certified Nurse (PCCN)',
	CMSRN: 'Certified Medical-Surgical Registered Nurse (CMSRN)',
	OCN: 'Oncology Certified Nurse (OCN)',
	CNOR: 'Certified Perioperative Nurse (CNOR)'
};

/** The certification a post-nominal stands for, or null for a degree ("BSN", "MBA"). */
function licenceOf(abbreviation: string): string | null {
	const clean = abbreviation.replace(/\./g, '');
	if (NURSING_LICENCES[clean]) return NURSING_LICENCES[clean];
	return findSkills(clean).some((hit) => hit.category === 'certifications') ? clean : null;
}

