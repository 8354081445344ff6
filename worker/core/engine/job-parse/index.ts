import { problem } from '../problem';
import { MAX_TEXT_CHARS, type ExtractedJob, type InferredFact, type JobHints, type JobMetadata, type ParsedJob, type Seniority } from './schema';
import { scoreConfidence } from './confidence';
import { decideEmployment, employmentLabel } from './employment';
import { readHeader, splitLabel } from './header';
import { detectLanguage } from './language';
import { isCountryOnly, REMOTE_PLACE } from './location';
import { readResponsibilities } from './responsibilities';
import { isSalaryLine, isUndisclosed, readSalary } from './salary';
import { headingKind, splitSections, type Section, type SectionKind } from './sections';
import { seniorityOfLabel, seniorityOfSentence, seniorityOfTitle, seniorityOfYears } from './seniority';
import { readSkills } from './skills';
import { looksLikeMarkup, markupToText, withoutTags } from './markup';
import { breakRunOnSections, foldText, maskAdverts, maskInstructions, normaliseText, splitLines, splitSegments, stripEmoji, wordCount, type Line } from './text';
import { decideWorkMode } from './work-mode';
import { minYearsExperience, saysNoExperience } from './years';

/** Below this a text is not a posting one can analyse (a title, a link, a line of a chat). */
export const MIN_CHARS = 150;
export const MIN_WORDS = 25;

const WORK_MODE_LABEL =
	/^(?:work ?mode|work model|work arrangement|workplace(?: type)?|work location|location type|remote|modalidade(?: de trabalho)?|modelo de trabalho|formato(?: de trabalho)?|regime de trabalho|local(?: de trabalho)?|location|localiza[cç][aã]o)$/i;

// A contract word alone as a header badge: "Efetivo", "CLT", "Full time", "Temporário".
const CONTRACT_BADGE = /^(?:efetiv[oa]|clt|pj|full[- ]?time|part[- ]?time|tempor[áa]ri[oa]|est[áa]gio|freelance|contract|contrato tempor[áa]rio|meio per[íi]odo|tempo integral)$/i;

// Sections whose label may run into the line before ("… / Requisitos: …").
const SECTION_LABEL = new Set<SectionKind>(['required', 'nice', 'responsibilities', 'benefits']);

/** What a page adds to its text (see html/): `hints` win over the text, `defaults` fill its gaps. */
export interface PageFacts {
	hints?: JobHints;
	defaults?: JobHints;
	/** The page declares a schema.org JobPosting: a short one with a title is read (low confidence), never refused. */
	declared?: boolean;
}

/**
 * Reads a job posting's plain text into the contract's job. Pure and deterministic. The text is
 * data: nothing in it is followed as an instruction, and markup in it stays the characters it is.
 * `page.hints` are what a page declared in structured form (JSON-LD): they win over what the text
 * says; `page.defaults` are used only where the text is silent; `metadata` (the user's own words)
 * wins over everything.
 *
 * A short text (under 150 characters or 25 words) is read like any other when it names the job
 * and asks for at least one skill beyond the title's words, with a `low_confidence` warning;
 * otherwise it throws `short_description`. A longer text throws `incomplete_job` when neither a
 * title nor a single skill can be found (nothing to compare a resume with).
 */
export function parseJobText(raw: string, metadata: JobMetadata = {}, page: PageFacts = {}): ParsedJob {
	const hints = page.hints ?? {};
	const defaults = page.defaults ?? {};
	if (raw.length > MAX_TEXT_CHARS) throw problem('payload_too_large', 'The text is longer than 200,000 characters. Paste only the job posting.');
	// Markup pasted with the posting is read as the text it shows: tags dropped, scripts and styles
	// with their contents, never run.
	const text = breakRunOnSections(normaliseText(looksLikeMarkup(raw) ? markupToText(raw) : raw), (label) => SECTION_LABEL.has(headingKind(label) ?? 'other'));
	// A short text is still a posting when it names the job and asks for something (see below).
	const short = text.length < MIN_CHARS || wordCount(text) < MIN_WORDS;
	if (!text) throw tooShort();

	// What the parser reads: the posting without instructions written into it for an AI.
	const read = maskAdverts(maskInstructions(text), (line) => headingKind(line) !== null);
	const lines = splitLines(read);
	const language = detectLanguage(read);
	const { header, sections } = splitSections(lines);
	const facts = readHeader(header, lines, sections, language);
	const titleLine = facts.titleLine;

	const linesOf = (...kinds: SectionKind[]) => sections.filter((section) => kinds.includes(section.kind)).flatMap((section) => section.lines);
	const bodyLines = linesOf('description', 'required', 'nice', 'responsibilities', 'other');
	// The values of "Label: value" lines anywhere in the posting ("Modalidade: Remoto", "Job type: Contract").
	const labelValues = (label: RegExp) =>
		lines.flatMap((line) => {
			const pair = splitLabel(line.text);
			return pair && label.test(pair[0]) ? [pair[1]] : [];
		});
	const employmentLabels = [
		...lines.map((line) => employmentLabel(line.text)).filter((value): value is string => value !== null),
		// Badges of a job board's header ("Presencial · Joinville - SC · Efetivo"): a contract word alone.
		...header.flatMap((line) => splitSegments(stripEmoji(line.text)).filter((segment) => CONTRACT_BADGE.test(segment)))
	];

	const title = withoutTags(metadata.title ?? hints.title ?? facts.title ?? defaults.title ?? null);
	const company = metadata.company ?? hints.company ?? facts.company ?? defaults.company ?? null;
	const location = metadata.location ?? hints.location ?? facts.location ?? defaults.location ?? null;

	const statedMode =
		hints.workMode ??
		decideWorkMode([
			...(metadata.location ? [metadata.location] : []),
			...(titleLine ? [titleLine.text] : []),
			...labelValues(WORK_MODE_LABEL),
			...header.map((line) => line.text),
			...bodyLines.map((line) => line.text),
			...linesOf('benefits', 'about').map((line) => line.text)
		]) ??
		defaults.workMode ??
		null;
	// A place of work and not a word about remote or hybrid work: the job is where the place is — assumed.
	const assumedMode = !statedMode && location && !REMOTE_PLACE.test(location) && !isCountryOnly(location) ? 'onsite' : null;
	const workMode = statedMode ?? assumedMode;

	const employment = decideEmployment(
		employmentLabels,
		[...(titleLine ? [titleLine.text] : []), ...header.map((line) => line.text), ...bodyLines.map((line) => line.text)],
		// The title line too: "Assistente Social (Contrato por Prazo Determinado)" loses its bracket in the title.
		[metadata.title ?? hints.title ?? facts.title, metadata.title ? null : titleLine?.text].filter(Boolean).join(' — ') || null
	);
	const employmentType = hints.employmentType ?? employment.type ?? defaults.employmentType ?? null;
	const contractRegime = hints.contractRegime ?? employment.regime ?? defaults.contractRegime ?? null;

	const salary = hints.salary !== undefined && hints.salary !== null ? hints.salary : readPostingSalary(header, sections, language);

	const fromSections = sections.some((section) => section.kind === 'required');
	const requirementLines = fromSections ? linesOf('required') : [...header, ...bodyLines];
	const yearsStated = minYearsExperience(
		requirementLines.map((line) => line.text),
		[...header, ...bodyLines].map((line) => line.text)
	);

	const monthsStated = hints.minYearsExperience != null || yearsStated !== null ? null : monthsOfExperience(requirementLines.map((line) => line.text));
	const statedLevel = hints.seniority ?? levelOf(title, facts.title, lines, sections, header) ?? (employmentType === 'internship' ? 'intern' : null);
	const seniority =
		statedLevel ??
		seniorityOfYears(hints.minYearsExperience ?? yearsStated) ??
		// "Experiência de pelo menos 6 meses": months of experience, less than a year → junior.
		(monthsStated !== null ? 'junior' : null) ??
		// A posting that names no level and no years asks for someone able to do the job: mid.
		'mid';
	// What the posting did not say: labelled "not stated — assumed" wherever it is shown.
	const inferred: InferredFact[] = [...(statedLevel ? [] : ['seniority' as const]), ...(assumedMode ? ['workMode' as const] : [])];

	let minYears = hints.minYearsExperience ?? yearsStated;
	// A junior or intern posting that names no number, or one that says no experience is needed, asks for none.
	if (minYears === null && monthsStated === null && (saysNoExperience(read) || seniority === 'intern' || seniority === 'junior')) minYears = 0;

	const skills = readSkills({ text: read, original: text, lines, header, sections, used: facts.used, titleLine, title: facts.title });
	// Skills come from the text, whose lines they quote; a page's own list only fills an empty one.
	const requiredSkills = skills.required.length ? skills.required : (hints.requiredSkills ?? defaults.requiredSkills ?? []);
	const niceToHaveSkills = (skills.nice.length ? skills.nice : (hints.niceToHaveSkills ?? defaults.niceToHaveSkills ?? [])).filter(
		(skill) => !requiredSkills.some((other) => other.name === skill.name)
	);
	const responsibilities = readResponsibilities(sections);

	// "Vaga: Técnico(a) de Enfermagem / Requisitos: COREN ativo, punção venosa": short, but a job and
	// what it asks for. Without a title, or with nothing asked beyond the title's own words, there
	// is nothing to analyse.
	const titleText = titleLine ? text.slice(titleLine.start, titleLine.end).trim() : null;
	const asksSomething = [...skills.required, ...skills.nice].some((skill) => skill.evidence !== titleText);
	// A page that declares a JobPosting is one, however little it writes: read, with a low_confidence warning.
	if (short && (!title || !asksSomething) && !(page.declared && title)) throw tooShort();
	if (!title && requiredSkills.length === 0 && niceToHaveSkills.length === 0)
		throw problem('incomplete_job', 'No job title or skills could be found in this text. Add the title and paste the requirements of the posting.', [
			{ path: 'text', message: 'No title and no skills found.' }
		]);

	const job: ExtractedJob = {
		title,
		company,
		location,
		workMode,
		seniority,
		employmentType,
		contractRegime,
		salary,
		requiredSkills,
		niceToHaveSkills,
		...(skills.mentioned.length && skills.required.length ? { mentionedSkills: skills.mentioned } : {}),
		minYearsExperience: minYears,
		responsibilities: responsibilities.length ? responsibilities : (hints.responsibilities ?? defaults.responsibilities ?? []),
		url: hints.url ?? null,
		source: metadata.source ?? hints.source ?? null,
		...(inferred.length ? { inferred } : {}),
		...(hints.datePosted ? { datePosted: hints.datePosted } : {}),
		...(hints.validThrough ? { validThrough: hints.validThrough } : {}),
		...(hints.applicantLocations?.length ? { applicantLocations: hints.applicantLocations } : {})
	};
	const scored = scoreConfidence({
		title: Boolean(job.title),
		company: Boolean(job.company),
		locationOrMode: Boolean(job.location || job.workMode),
		requiredSkills: requiredSkills.length,
		fromSections: skills.fromSections || (skills.required.length === 0 && requiredSkills.length > 0),
		responsibilities: job.responsibilities.length,
		seniority: Boolean(job.seniority),
		employmentType: Boolean(job.employmentType),
		short
	});
	return { language, confidence: scored.confidence, warnings: scored.warnings, job, text };
}

function tooShort() {
	return problem('short_description', 'The job description is too short to analyse. Paste the whole posting: title, requirements and responsibilities.', [
		{ path: 'text', message: 'Paste at least the job title and what it requires.' }
	]);
}

/**
 * The level: the title's words first (the user's title when given), then a "Nível:" label, then
 * what the body says of the person hired ("we are looking for a senior…").
 */
function levelOf(title: string | null | undefined, parsedTitle: string | null, lines: Line[], sections: Section[], header: Line[]): Seniority | null {
	for (const candidate of [title, parsedTitle]) {
		const level = candidate ? seniorityOfTitle(candidate) : null;
		if (level) return level;
	}
	for (const line of lines) {
		const level = seniorityOfLabel(line.text);
		if (level) return level;
	}
	const prose = [...header, ...sections.filter((section) => section.kind !== 'benefits' && section.kind !== 'about').flatMap((section) => section.lines)];
	for (const line of prose) {
		const level = seniorityOfSentence(line.text);
		if (level) return level;
	}
	return null;
}

// A heading that speaks of pay ("Remuneração e benefícios", "Compensation"): its lines may state it.
const PAY_HEADING = /\b(?:salary|compensation|pay|remuneracao|salario|bolsa)\b/;
const PAY_WORD = /\b(?:salary|pay|wage|compensation|remuneracao|salario|bolsa|ote|base)\b/;
const PERIOD_WORD = /(?:per (?:hour|month|year|annum)|\/\s?(?:h|hr|hour|mo|month|yr|year|mes|ano|hora)\b|hourly|monthly|annually|mensal|por (?:hora|mes|ano)|ao (?:mes|ano))/;

/**
 * The salary: from a pay label ("Compensation:", "Remuneração:") anywhere but the about and
 * benefits text, from the header, from a pay section, or from a sentence that names pay and a
 * period. A benefit's amount ("$1,500 home-office budget") is not pay. "A combinar" → null.
 */
function readPostingSalary(header: Line[], sections: Section[], lang: 'en' | 'pt'): ExtractedJob['salary'] {
	const assumed = lang === 'pt' ? 'BRL' : 'USD';
	const labelled: Line[] = [];
	const others: Line[] = [];
	for (const line of header) (isSalaryLine(line.text) ? labelled : others).push(line);
	for (const section of sections) {
		const payHeading = PAY_HEADING.test(foldText(section.heading));
		if (payHeading && section.headingLine) labelled.push(...section.lines);
		for (const line of section.lines) {
			if (isSalaryLine(line.text)) labelled.push(line);
			else if (section.kind !== 'benefits' && section.kind !== 'about') {
				const folded = foldText(line.text);
				if (PAY_WORD.test(folded) || PERIOD_WORD.test(folded)) others.push(line);
			}
		}
	}
	for (const line of labelled) {
		const salary = readSalary(line.text, assumed);
		if (salary) return salary;
		if (isSalaryLine(line.text) && isUndisclosed(line.text)) return null;
	}
	for (const line of others) {
		const salary = readSalary(line.text);
		if (salary) return salary;
	}
	return null;
}

// "pelo menos 6 meses de experiência", "6+ months of experience": under a year, in months.
const MONTHS = /\b(\d{1,2})\s*\+?\s*(?:meses|months?)\b/i;
function monthsOfExperience(lines: string[]): number | null {
	for (const line of lines) {
		const match = MONTHS.exec(line);
		if (match && /experi[eê]n|vivência|vivencia|atua[cç][aã]o/i.test(line) && Number(match[1]) < 12) return Number(match[1]);
	}
	return null;
}
