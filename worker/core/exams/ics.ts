import { escapeText, foldLine, utcStamp } from '../interviews';
import type { ExamRecord, Plan } from './schema';

const CRLF = '\r\n';

export const DATE_NAMES: Record<string, { en: string; pt: string }> = {
	registration_start: { en: 'Registration opens', pt: 'Início das inscrições' },
	registration_end: { en: 'Registration closes', pt: 'Fim das inscrições' },
	exemption_start: { en: 'Fee exemption requests open', pt: 'Início dos pedidos de isenção' },
	exemption_end: { en: 'Fee exemption requests close', pt: 'Fim dos pedidos de isenção' },
	exam: { en: 'Exam day', pt: 'Dia da prova' },
	result: { en: 'Final result', pt: 'Resultado final' }
};

const compact = (iso: string) => iso.replace(/-/g, '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const hours = (minutes: number, lang: 'en' | 'pt') => {
	const h = Math.floor(minutes / 60);
	const m = minutes % 60;
	return lang === 'pt' ? `${h ? `${h}h` : ''}${m ? `${String(m).padStart(h ? 2 : 1, '0')}${h ? '' : ' min'}` : ''}` : `${h ? `${h} h` : ''}${h && m ? ' ' : ''}${m ? `${m} min` : ''}`;
};

/**
 * The edital's key dates and the study plan's days as an iCalendar file (RFC 5545, through the
 * interviews' escaping and folding): all-day events, since neither the edital nor the plan sets an
 * hour — one per key date, one per study day listing its topics and their time.
 */
export function examCalendar(record: ExamRecord, plan: Plan | null, options: { now: number; lang: 'en' | 'pt' }): string {
	const { lang } = options;
	const number = record.exam.number ? `${lang === 'pt' ? 'Edital' : 'Notice'} ${record.exam.number}` : null;
	const title = [record.exam.body, number].filter(Boolean).join(' — ') || (lang === 'pt' ? 'Concurso' : 'Public exam');
	const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Rumo//Public exams//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(title)}`];
	const stamp = utcStamp(options.now);
	const event = (uid: string, date: string, summary: string, description: string | null) => {
		lines.push('BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`, `DTSTART;VALUE=DATE:${compact(date)}`, `DTEND;VALUE=DATE:${compact(nextDay(date))}`, `SUMMARY:${escapeText(summary)}`);
		if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
		lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
	};
	const yours = lang === 'pt' ? 'Data corrigida por você' : 'Date you corrected';
	for (const date of record.exam.dates)
		event(`exam-${record.id}-${date.kind}@rumo`, date.date, `${DATE_NAMES[date.kind][lang]} — ${title}`, date.quote ? `${date.quote.text} (p. ${date.quote.page})` : yours);
	if (plan) {
		const topics = new Map(plan.topics.map((t) => [t.id, t]));
		const byDay = new Map<string, Plan['sessions']>();
		for (const session of plan.sessions) byDay.set(session.date, [...(byDay.get(session.date) ?? []), session]);
		for (const [date, sessions] of byDay) {
			const total = sessions.reduce((sum, s) => sum + s.minutes, 0);
			const review = sessions.every((s) => s.kind === 'review');
			const head = lang === 'pt' ? (review ? 'Revisão' : 'Estudo') : review ? 'Revision' : 'Study';
			const description = sessions.map((s) => `${hours(s.minutes, lang)} · ${topics.get(s.topicId)?.subject ?? ''}: ${topics.get(s.topicId)?.text ?? s.topicId}`).join('\n');
			event(`exam-${record.id}-plan-${date}@rumo`, date, `${head} (${hours(total, lang)}) — ${title}`, description);
		}
	}
	lines.push('END:VCALENDAR');
	return lines.map(foldLine).join(CRLF) + CRLF;
}
