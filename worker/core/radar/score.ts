/**
 * How the radar scores one posting (pure): the compatibility engine against the confirmed profile
 * (the same parser, evidence and scorer as /match/analyze), and the wishlist's criteria, each with a
 * reason the screen words. A posting that names an excluded word or place is removed, with the
 * word or place shown. Nothing is guessed: what the posting does not say counts as unknown (half),
 * never as met.
 */
import type { EvidenceSubject } from '../evidence';
import { parseJobText } from '../engine/job-parse';
import type { ParsedJob } from '../job';
import { placeInProse } from '../engine/job-parse/location';
import { scoreSubject } from '../match';
import { foldText } from '../engine/text/normalize';
import type { FeedItem } from './feed-item';
import type { MinimumPay, Reason, RadarResult, WishlistFields } from './schema';

/** How much each side weighs when both can be scored. */
const FIT_SHARE = 0.6;
/** Hours in a working month (Brazil's CLT counts 220), to compare hourly pay with monthly. */
const HOURS_PER_MONTH = 220;

export type Scored = Pick<RadarResult, 'score' | 'fit' | 'wishlist' | 'evidence' | 'gaps' | 'reasons' | 'excludedBy' | 'workMode' | 'location'>;

const fold = (value: string) => foldText(value).replace(/\s+/g, ' ').trim();
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A whole word or phrase, folded (accents and case ignored), not part of a longer word. */
const containsPhrase = (haystack: string, phrase: string) => {
	const needle = fold(phrase);
	return needle !== '' && new RegExp(`(^|[^\\p{L}\\p{N}])${escape(needle)}($|[^\\p{L}\\p{N}])`, 'u').test(haystack);
};

const STOPWORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'a', 'o', 'of', 'and', 'the', 'for', 'in', 'at', 'para', 'com', 'to']);
const tokens = (value: string) =>
	fold(value)
		.replace(/\((a|o|as|os)\)/g, '')
		.split(/[^\p{L}\p{N}+#]+/u)
		.filter((token) => token.length > 1 && !STOPWORDS.has(token));

/** Share of the target title's words found in the posting's title (0–1). */
export function titleAgreement(target: string, title: string): number {
	const wanted = tokens(target);
	if (!wanted.length) return 0;
	const have = new Set(tokens(title));
	// "Enfermeiro" and "Enfermeira": the same role in Portuguese; compare on the stem.
	const stems = new Set([...have].map((token) => token.replace(/(as|os|a|o|es|s)$/, '')));
	const found = wanted.filter((word) => have.has(word) || stems.has(word.replace(/(as|os|a|o|es|s)$/, ''))).length;
	return found / wanted.length;
}

/** Monthly amount of a pay figure, to compare across periods. */
const monthly = (amount: number, period: MinimumPay['period']) => (period === 'hour' ? amount * HOURS_PER_MONTH : period === 'year' ? amount / 12 : amount);

type Criterion = { value: number; reason: Reason };

/**
 * Where the posting is: the feed's field, the parsed posting's, else a place the item writes in its
 * summary ("Enfermeira de UTI — Rede Vida, Guarulhos, SP": feeds without a place field often do).
 */
function placeOf(item: FeedItem, job: ParsedJob | null): string {
	return item.location || job?.job.location || placeInProse(`${item.title}\n${item.description}`, job?.language ?? 'pt') || '';
}

function wishlistCriteria(item: FeedItem, role: string, job: ParsedJob | null, text: string, wishlist: WishlistFields, location: string): Criterion[] {
	const criteria: Criterion[] = [];
	if (wishlist.titles.length) {
		const [best] = wishlist.titles.map((title) => ({ title, share: titleAgreement(title, role) })).sort((a, b) => b.share - a.share);
		const code = best.share >= 0.999 ? 'title_match' : best.share >= 0.5 ? 'title_partial' : 'title_miss';
		criteria.push({ value: best.share, reason: { code, params: { title: best.title } } });
	}
	if (wishlist.skills.length) {
		const found = wishlist.skills.filter((skill) => containsPhrase(text, skill));
		// Three of the person's skills named is a strong signal, however long their list is.
		const value = Math.min(1, found.length / Math.min(3, wishlist.skills.length));
		criteria.push({ value, reason: { code: found.length ? 'skills_found' : 'skills_none', params: { skills: found.join(', '), count: found.length, of: wishlist.skills.length } } });
	}
	const workMode = item.workMode ?? job?.job.workMode ?? null;
	if (wishlist.places.length) {
		const place = wishlist.places.find((candidate) => containsPhrase(fold(location), candidate));
		if (place) criteria.push({ value: 1, reason: { code: 'place_match', params: { place } } });
		else if (workMode === 'remote' && (!wishlist.workModes.length || wishlist.workModes.includes('remote'))) criteria.push({ value: 1, reason: { code: 'place_remote', params: {} } });
		else if (!location) criteria.push({ value: 0.5, reason: { code: 'place_unknown', params: {} } });
		else criteria.push({ value: 0, reason: { code: 'place_miss', params: { location } } });
	}
	if (wishlist.workModes.length) {
		if (!workMode) criteria.push({ value: 0.5, reason: { code: 'mode_unknown', params: {} } });
		else criteria.push({ value: wishlist.workModes.includes(workMode) ? 1 : 0, reason: { code: wishlist.workModes.includes(workMode) ? 'mode_match' : 'mode_miss', params: { mode: workMode } } });
	}
	if (wishlist.seniority.length) {
		const seniority = job?.job.seniority ?? null;
		if (!seniority) criteria.push({ value: 0.5, reason: { code: 'seniority_unknown', params: {} } });
		else criteria.push({ value: wishlist.seniority.includes(seniority) ? 1 : 0, reason: { code: wishlist.seniority.includes(seniority) ? 'seniority_match' : 'seniority_miss', params: { seniority } } });
	}
	if (wishlist.minPay) {
		const salary = job?.job.salary ?? null;
		const pay = wishlist.minPay;
		const offered = salary ? (salary.max ?? salary.min) : null;
		// A period the wishlist cannot be set in (a day's or a week's pay) or none at all is not compared.
		const period = salary?.period;
		if (!salary || offered === null || salary.currency !== pay.currency || (period !== 'hour' && period !== 'month' && period !== 'year'))
			criteria.push({ value: 0.5, reason: { code: 'pay_unknown', params: { currency: pay.currency } } });
		else {
			const meets = monthly(offered, period) >= monthly(pay.amount, pay.period);
			criteria.push({ value: meets ? 1 : 0, reason: { code: meets ? 'pay_meets' : 'pay_below', params: { amount: offered, currency: salary.currency, period: salary.period } } });
		}
	}
	if (wishlist.languages.length && job) {
		const met = wishlist.languages.includes(job.language);
		criteria.push({ value: met ? 1 : 0, reason: { code: met ? 'language_match' : 'language_miss', params: { language: job.language } } });
	}
	return criteria;
}

/** The word or place of the wishlist that removes this posting, if any. */
export function exclusionOf(item: Pick<FeedItem, 'title' | 'description' | 'location'>, wishlist: WishlistFields | null, text = fold(`${item.title}\n${item.description}`)): Reason | null {
	if (!wishlist) return null;
	const word = wishlist.excludeWords.find((candidate) => containsPhrase(text, candidate));
	if (word) return { code: 'excluded_word', params: { word } };
	const place = item.location ? wishlist.excludePlaces.find((candidate) => containsPhrase(fold(item.location), candidate)) : undefined;
	if (place) return { code: 'excluded_place', params: { place } };
	return null;
}

/** The posting's parse, or null when there is too little to read (a title alone, a short note). */
export function parsePosting(item: FeedItem, role: string): ParsedJob | null {
	if (!item.description.trim()) return null;
	try {
		return parseJobText(item.description.slice(0, 20_000), { title: role || undefined, company: item.company || undefined, location: item.location || undefined });
	} catch {
		return null;
	}
}

function fitOf(job: ParsedJob | null, subject: EvidenceSubject | null): Pick<Scored, 'fit' | 'evidence' | 'gaps'> {
	if (!job || !subject) return { fit: null, evidence: [], gaps: [] };
	let result;
	try {
		result = scoreSubject(subject, job);
	} catch {
		// A posting that names no requirement at all: nothing honest to compare (said as a reason).
		return { fit: null, evidence: [], gaps: [] };
	}
	const asked = new Map([...job.job.requiredSkills, ...job.job.niceToHaveSkills, ...(job.job.mentionedSkills ?? [])].map((skill) => [skill.name, skill.evidence]));
	return {
		fit: result.score,
		evidence: result.evidence.slice(0, 12).map((e) => ({ requirement: e.requirement, posting: asked.get(e.requirement) ?? '', profile: e.resumeEvidence, section: e.section })),
		gaps: result.gaps.slice(0, 12).map((gap) => ({ requirement: gap.requirement, importance: gap.importance, posting: asked.get(gap.requirement) ?? '' }))
	};
}

/**
 * Scores one posting. `role` is the title without the company some feeds append ("Enfermeiro — Hospital X").
 * A posting removed by the wishlist is not parsed or scored: only why it was removed is kept.
 */
export function scoreItem(item: FeedItem, role: string, wishlist: WishlistFields | null, subject: EvidenceSubject | null): Scored {
	const text = wishlist ? fold(`${item.title}\n${item.description}`) : '';
	const excludedBy = exclusionOf(item, wishlist, text);
	if (excludedBy) return { score: null, fit: null, wishlist: null, evidence: [], gaps: [], reasons: [], excludedBy, workMode: item.workMode, location: item.location };
	const job = parsePosting(item, role);
	const workMode = item.workMode ?? job?.job.workMode ?? null;
	const { fit, evidence, gaps } = fitOf(job, subject);
	const location = placeOf(item, job);
	const criteria = wishlist ? wishlistCriteria(item, role, job, text, wishlist, location) : [];
	const wishlistScore = criteria.length ? Math.round((100 * criteria.reduce((sum, c) => sum + c.value, 0)) / criteria.length) : null;
	const score = fit !== null && wishlistScore !== null ? Math.round(FIT_SHARE * fit + (1 - FIT_SHARE) * wishlistScore) : (fit ?? wishlistScore);
	const reasons = criteria.map((c) => c.reason);
	if (subject && fit === null) reasons.push({ code: item.description.trim() ? 'posting_unreadable' : 'no_description', params: {} });
	if (!subject) reasons.push({ code: 'no_profile', params: {} });
	return { score, fit, wishlist: wishlistScore, evidence, gaps, reasons, excludedBy: null, workMode, location };
}
