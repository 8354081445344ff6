import { entryEvidence } from '../profile';
import type { ProfileItem } from '../profile';
import type { ResumeExtraction } from '../resume';
import type { Corrections } from './compose';

/**
 * A resume as the person confirmed it (issue 27): an employer read as "Hospital" + "Santa Catarina,
 * SP" and corrected in the review to "Hospital Santa Catarina" reaches the profile, and the file a
 * download makes says it that way too. Each experience and education entry takes the title,
 * organisation and dates of the profile item the review made from it — found by the lines the item
 * quotes as read from the resume — and keeps everything else as read. Entries the person did not
 * add stay as read (null). Pure.
 */
export function confirmedCorrections(resume: Pick<ResumeExtraction, 'profile' | 'text'>, items: readonly ProfileItem[]): Corrections | undefined {
	const byQuote = new Map<string, ProfileItem>();
	for (const item of items) {
		if (item.origin !== 'extracted' || (item.type !== 'experience' && item.type !== 'education')) continue;
		const first = item.evidence.find((e) => e.source.endsWith(`:${item.type}`));
		if (first) byQuote.set(`${item.type}\u0000${first.text}`, item);
	}
	if (!byQuote.size) return undefined;
	const find = (kind: 'experience' | 'education', quote: string | null) => (quote ? byQuote.get(`${kind}\u0000${quote}`) : undefined);
	return {
		experiences: resume.profile.experiences.map((x) => {
			const item = find('experience', entryEvidence({ kind: 'experience', title: x.title, company: x.company, lines: x.lines }, resume.text));
			// No end: still running when it was read so, or when the person cleared the end it had ("present").
			return item ? { title: item.title, company: item.organization ?? '', start: item.start, end: item.end, current: item.end === null && (x.current || x.end !== null) } : null;
		}),
		education: resume.profile.education.map((e) => {
			const item = find('education', entryEvidence({ kind: 'education', degree: e.degree, institution: e.institution }, resume.text));
			return item ? { degree: item.title, institution: item.organization ?? '', start: item.start, end: item.end } : null;
		})
	};
}
