/** A job as the parser reads it, and what makes it doubtful. */

import { orgScore, roleScore } from './roles';
import type { ExperienceDoubt } from './schema';
import type { Line } from './text';

export interface ExperienceFound {
	title: string;
	company: string;
	location: string | null;
	start: string | null;
	end: string | null;
	current: boolean;
	bullets: string[];
	internship: boolean;
	/** Lines of the entry: head lines are not skill evidence of their own, body lines are. */
	head: Line[];
	body: Line[];
	/** How long a job written without dates lasted, when the sentence says ("for two years"): months. */
	months?: number;
	/** Why the entry may not be a job as read (empty when it is sure): the review does not pre-select it. */
	doubts: ExperienceDoubt[];
	/** For a head of two names: whether the title came first, and whether its words said so or a tie left it to the order. */
	order?: { titleFirst: boolean; decided: boolean };
}

/**
 * What makes an entry doubtful. A job is sure when the document presents a role and an employer as
 * such, with its dates on the same block (or says both in one sentence); anything less is proposed
 * for the person to check, never added silently.
 */

// A title or an employer is a few words; a longer one is a sentence or two fields read as one.
const MAX_NAME_WORDS = 9;

/** Why an entry read as a job may not be one, or what part of it may be misread. */
export function doubtsAbout(job: Pick<ExperienceFound, 'title' | 'company' | 'start' | 'head' | 'body'>, undatedDocument = false): ExperienceDoubt[] {
	const doubts: ExperienceDoubt[] = [];
	if (!job.title) doubts.push('no_title');
	if (!job.company) doubts.push('no_company');
	// A job read from a sentence ("worked as a paralegal at Smith & Co") names both without dates.
	const fromSentence = job.head.length === 0 && job.body.length === 1;
	// A resume that dates none of its jobs is written so; one undated job among dated ones is odd. Either
	// way the role and the employer must read as such.
	const namedPlainly = !!job.title && !!job.company && (roleScore(job.title) > 0 || orgScore(job.company) > 0);
	if (!job.start && !fromSentence && !(undatedDocument && namedPlainly)) doubts.push('no_dates');
	if (job.title && roleScore(job.title) === 0 && orgScore(job.title) > 0) doubts.push('title_reads_as_employer');
	const words = (value: string) => value.split(/\s+/).filter(Boolean).length;
	if (words(job.title) > MAX_NAME_WORDS || words(job.company) > MAX_NAME_WORDS || /[.;!?]$/.test(job.title) || (!fromSentence && /^\p{Ll}/u.test(job.title))) doubts.push('reads_as_sentence');
	return doubts;
}

// Pieces of a head that name nobody: a total duration ("3 yrs 5 mos", "1 ano e 9 meses", LinkedIn's
// company total), a month or "atual" left by a date, a table's header cell ("Position", "Empresa").
export const NO_NAME = new RegExp(
	String.raw`^(?:\(?\d+\s*(?:yrs?|years?|anos?|mos?|months?|meses|m[eê]s)(?:\s*(?:e|and|,)?\s*\d+\s*(?:mos?|months?|meses|m[eê]s))?\)?|\(?(?:janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\)?|atual|atualmente|o momento|present|current|position|employer|dates|title|company|role|cargo|empresa|per[ií]odo|fun[cç][aã]o)$`,
	'i'
);
