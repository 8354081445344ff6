import { problem } from '../../http/problem';
import { findSkills } from '../../engine/skills/matcher';
import { foldText } from '../../engine/text/normalize';
import type { ItemKind, ProfileCandidate, ProfileImportResult } from '../schema';
import { fitBasics } from './basics';
import { countryName, placeOf } from './countries';
import { candidate, clipTitle, evidence, factsOf, webAddress } from './item';
import { capped, fitAll, ImportNotes, MAX_SKILLS } from './limits';
import { writtenSkillName } from './surface';
import { readXml, type XmlValue } from './xml';

/**
 * A Europass CV (Cedefop's "SkillsPassport", version 3) as profile candidates and basics: its
 * XML, or the JSON the Europass editor wrote beside it (the same names; the XML wraps lists in
 * `…List` and writes dates as attributes). Work, education, languages (mother tongues and the
 * CEFR grid of the others, their certificates), the personal skills' texts (the skills the
 * taxonomy names in them, quoting the line), achievements (publications, honours and awards,
 * references by their codes) and the identification as basics. Left out: the photo, birth date,
 * gender and nationality (a resume Rumo writes has none), the driving licences and attachments.
 */

type Obj = { [key: string]: XmlValue | number | boolean | null | undefined };

const asObject = (value: unknown): Obj => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {});
const asList = (value: unknown): Obj[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(asObject);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
/** A coded value's words: `{ Code, Label }` → its label. */
const label = (value: unknown): string => (typeof value === 'string' ? value.trim() : str(asObject(value).Label));

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Europass's rich text (a little HTML: <p>, <br/>, <ul><li>) as lines; a list item as "• …". */
export function htmlLines(html: string): string[] {
	return html
		.replace(/<\s*li[^>]*>/gi, '\n• ')
		.replace(/<\s*br\s*\/?>|<\s*\/\s*(?:p|div|li|ul|ol|h\d)\s*>/gi, '\n')
		.replace(/<[^>]*>/g, '')
		.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
			if (name[0] === '#') {
				const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
				return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
			}
			return HTML_ENTITIES[name.toLowerCase()] ?? whole;
		})
		.split('\n')
		.map((line) => line.replace(/\s+/g, ' ').trim())
		.filter((line) => line && line !== '•');
}

/** `{ Year: 2019, Month: 3 }` (JSON) or `year="2019" month="--03"` (XML) → "2019-03"; a day is kept apart. */
function dateOf(value: unknown): { month: string | null; day?: string } {
	const date = asObject(value);
	const year = str(date.Year).replace(/\D/g, '');
	if (!/^\d{4}$/.test(year)) return { month: null };
	const month = Number(str(date.Month).replace(/\D/g, ''));
	if (!(month >= 1 && month <= 12)) return { month: year };
	const ym = `${year}-${String(month).padStart(2, '0')}`;
	const day = Number(str(date.Day).replace(/\D/g, ''));
	return day >= 1 && day <= 31 ? { month: ym, day: `${ym}-${String(day).padStart(2, '0')}` } : { month: ym };
}

function periodOf(value: unknown) {
	const period = asObject(value);
	const from = dateOf(period.From);
	const current = period.Current === true || str(period.Current) === 'true';
	const to = current ? { month: null } : dateOf(period.To);
	return { start: from.month, end: to.month, days: { ...(from.day ? { startDay: from.day } : {}), ...(to.day ? { endDay: to.day } : {}) } };
}

/** An address's town and country as one line ("Lisbon, Portugal"). */
function placeIn(contactInfo: unknown): string {
	const contact = asObject(asObject(asObject(contactInfo).Address).Contact);
	const country = asObject(contact.Country);
	return placeOf({ city: str(contact.Municipality), country: str(country.Label) || (str(country.Code) ? countryName(str(country.Code)) : '') });
}

const CEFR: Record<'en' | 'pt', [string, string][]> = {
	en: [
		['Listening', 'Listening'],
		['Reading', 'Reading'],
		['SpokenInteraction', 'Spoken interaction'],
		['SpokenProduction', 'Spoken production'],
		['Writing', 'Writing']
	],
	pt: [
		['Listening', 'Compreensão oral'],
		['Reading', 'Leitura'],
		['SpokenInteraction', 'Interação oral'],
		['SpokenProduction', 'Produção oral'],
		['Writing', 'Escrita']
	]
};
const MOTHER_TONGUE = { en: 'Mother tongue', pt: 'Língua materna' };
const ACHIEVEMENT_KIND: Record<string, ItemKind> = { publications: 'publication', honors_awards: 'award', references: 'reference' };
const SKILL_TEXTS = ['Communication', 'Organisational', 'JobRelated', 'Computer', 'Other'] as const;

/** The SkillsPassport of a file: XML (`<SkillsPassport>`) or JSON (`{"SkillsPassport": …}`); null when it is neither. */
export function skillsPassportOf(raw: string): Obj | null {
	const text = raw.replace(/^\uFEFF/, '').trim();
	if (text.startsWith('<')) {
		const { root, value } = readXml(text);
		return root === 'SkillsPassport' ? asObject(value) : null;
	}
	try {
		const data = asObject(JSON.parse(text));
		return data.SkillsPassport ? asObject(data.SkillsPassport) : null;
	} catch {
		return null;
	}
}

/** Whether a file's text is a Europass CV (for choosing the reader of a file). */
export const looksLikeEuropass = (raw: string) => /<(?:\w+:)?SkillsPassport\b|"SkillsPassport"\s*:/.test(raw.slice(0, 4096));

export function europassCandidates(raw: string): ProfileImportResult {
	const passport = skillsPassportOf(raw);
	if (!passport)
		throw problem('validation_failed', 'This is not a Europass CV: it has no SkillsPassport. Export your CV from Europass as XML (or the JSON beside it), then import that file.', [{ path: 'text', message: 'No SkillsPassport.' }], {
			reason: 'not_europass'
		});
	const locale = /^pt/i.test(str(passport.Locale)) ? 'pt' : 'en';
	const learner = asObject(passport.LearnerInfo);
	const notes = new ImportNotes();
	const out: ProfileCandidate[] = [];
	const quote = (section: string, ...values: string[]) => {
		const line = values.filter(Boolean).join(' — ');
		return line ? [evidence(line, `europass:${section}`)] : [];
	};

	for (const job of asList(learner.WorkExperience)) {
		const title = label(job.Position);
		const employer = asObject(job.Employer);
		const organization = str(employer.Name) || null;
		if (!title && !organization) continue;
		const lines = htmlLines(str(job.Activities));
		const { start, end, days } = periodOf(job.Period);
		out.push(
			candidate({
				type: 'experience',
				title: title || organization!,
				organization: title ? organization : null,
				start,
				end,
				detail: lines.join('\n'),
				skills: [...new Set([title, ...lines].flatMap((line) => findSkills(line).map((hit) => hit.name)))],
				evidence: [...quote('experience', title, organization ?? ''), ...lines.slice(0, 3).map((line) => evidence(line.replace(/^• /, ''), 'europass:experience'))],
				facts: factsOf({ location: placeIn(employer.ContactInfo), url: webAddress(str(asObject(asObject(employer.ContactInfo).Website).Contact)), ...days }),
				...(title ? {} : { unsure: true })
			})
		);
	}
	for (const course of asList(learner.Education)) {
		const title = str(course.Title) || label(course.Title);
		const organisation = asObject(course.Organisation);
		const organization = str(organisation.Name) || null;
		if (!title && !organization) continue;
		const { start, end, days } = periodOf(course.Period);
		out.push(
			candidate({
				type: 'education',
				title: title || organization!,
				organization: title ? organization : null,
				start,
				end,
				detail: htmlLines(str(course.Activities)).join('\n'),
				evidence: quote('education', title, organization ?? ''),
				facts: factsOf({ location: placeIn(organisation.ContactInfo), ...days })
			})
		);
	}

	const skills = asObject(learner.Skills);
	const linguistic = asObject(skills.Linguistic);
	for (const tongue of asList(linguistic.MotherTongue)) {
		const name = label(tongue.Description);
		if (name) out.push(candidate({ type: 'language', title: name, detail: MOTHER_TONGUE[locale], evidence: quote('languages', name, MOTHER_TONGUE[locale]) }));
	}
	for (const language of asList(linguistic.ForeignLanguage)) {
		const name = label(language.Description);
		if (!name) continue;
		const grid = asObject(language.ProficiencyLevel);
		const level = CEFR[locale]
			.map(([key, words]) => (str(grid[key]) ? `${words} ${str(grid[key])}` : ''))
			.filter(Boolean)
			.join(', ');
		out.push(candidate({ type: 'language', title: name, detail: level, evidence: quote('languages', name, level) }));
		const certificates = [...asList(language.Certificate), ...asList(asObject(language.VerifiedBy).Certificate)];
		for (const certificate of certificates) {
			const title = str(certificate.Title);
			if (title) {
				const organization = str(certificate.AwardingBody) || null;
				out.push(candidate({ type: 'certification', title, organization, end: dateOf(certificate.Date).month, evidence: quote('languages', name, title) }));
			}
		}
	}

	// The personal skills are texts: the skills the taxonomy names in them, each quoting its line.
	const found: ProfileCandidate[] = [];
	const seen = new Set<string>();
	for (const kind of SKILL_TEXTS) {
		for (const line of htmlLines(str(asObject(skills[kind]).Description))) {
			for (const hit of findSkills(line)) {
				if (seen.has(foldText(hit.name))) continue;
				seen.add(foldText(hit.name));
				const words = line.replace(/^• /, '');
				found.push(candidate({ type: 'skill', title: writtenSkillName(hit.name, [{ text: words }]), detail: hit.category, skills: [hit.name], evidence: [evidence(words, 'europass:skills')] }));
			}
		}
	}
	out.push(...capped(found, MAX_SKILLS, notes, 'skills'));

	for (const achievement of asList(learner.Achievement)) {
		const heading = asObject(achievement.Title);
		const title = str(heading.Label) || str(achievement.Title);
		const lines = htmlLines(str(achievement.Description));
		if (!title && !lines.length) continue;
		const kind = ACHIEVEMENT_KIND[str(heading.Code)];
		out.push(
			candidate({
				type: 'achievement',
				title: clipTitle(title || lines[0], 300),
				detail: lines.join('\n'),
				skills: [...new Set(lines.flatMap((line) => findSkills(line).map((hit) => hit.name)))],
				evidence: quote('other', title, lines[0] ?? ''),
				facts: factsOf({ kind })
			})
		);
	}

	const identification = asObject(learner.Identification);
	const person = asObject(identification.PersonName);
	const contact = asObject(identification.ContactInfo);
	const phones = asList(contact.Telephone);
	const phone = phones.find((p) => str(asObject(p.Use).Code) === 'mobile') ?? phones[0];
	const websites = asList(contact.Website).map((site) => str(site.Contact));
	const email = str(asObject(contact.Email).Contact) || str(contact.Email);
	const basics = fitBasics({
		name: [str(person.FirstName), str(person.Surname)].filter(Boolean).join(' '),
		headline: label(asObject(learner.Headline).Description),
		email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
		phone: phone ? str(phone.Contact) : null,
		location: placeIn(contact),
		links: websites
	});
	for (const site of websites.filter((url) => !webAddress(url)))
		notes.add('url_left_out', `Left out what is not a web address (starting with http:// or https://): ${site}. Add the address in your profile if you need it.`, { where: site });
	const candidates = fitAll(out, notes);
	if (!candidates.length && !Object.keys(basics).length)
		notes.add('insufficient_evidence', 'This Europass CV has nothing to add to a profile. Fill in its work, education or skills, or add the items by hand.');
	return { candidates, ...(Object.keys(basics).length ? { basics } : {}), warnings: notes.list };
}
