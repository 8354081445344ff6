import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { DATE_NAMES } from './ics';
import { progressOf } from './plan';
import type { ExamRecord, Plan } from './schema';

/**
 * The study plan as a printable A4 PDF (issue 31): the edital's body, number and cargo, the exam
 * date and the key dates, then week by week the sessions (date, subject, topic, minutes, study or
 * review), and the progress per subject. Helvetica (a standard font, not embedded) covers
 * Portuguese; a character WinAnsi cannot encode is written as "?". pdf-lib loads on first use.
 */

type Lang = 'en' | 'pt';
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const BOTTOM = 60;

const WORDS = {
	title: { en: 'Study plan', pt: 'Plano de estudos' },
	notice: { en: 'Notice', pt: 'Edital' },
	cargo: { en: 'Position', pt: 'Cargo' },
	examDate: { en: 'Exam date', pt: 'Data da prova' },
	period: { en: 'Plan from {from} to {to}', pt: 'Plano de {from} a {to}' },
	keyDates: { en: 'Key dates', pt: 'Datas importantes' },
	sessions: { en: 'Sessions, week by week', pt: 'Sessões, semana a semana' },
	week: { en: 'Week {n}: {from} to {to}', pt: 'Semana {n}: {from} a {to}' },
	study: { en: 'study', pt: 'estudo' },
	review: { en: 'review', pt: 'revisão' },
	progress: { en: 'Progress per subject', pt: 'Progresso por matéria' },
	progressRow: { en: '{reviewed} of {topics} reviewed, {studying} being studied', pt: '{reviewed} de {topics} revisados, {studying} em estudo' },
	unplanned: { en: 'Topics that do not fit before the exam', pt: 'Tópicos que não cabem antes da prova' },
	none: { en: 'No study sessions in this plan.', pt: 'Nenhuma sessão de estudo neste plano.' },
	page: { en: 'Page {n} of {total}', pt: 'Página {n} de {total}' },
	exam: { en: 'Public exam', pt: 'Concurso' }
} as const;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2027-03-15 as "15/03/2027" (pt) or "Mar 15, 2027" (en). */
export function planDate(iso: string, lang: Lang): string {
	const [y, m, d] = iso.split('-');
	return lang === 'pt' ? `${d}/${m}/${y}` : `${MONTHS_EN[Number(m) - 1]} ${Number(d)}, ${y}`;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of an ISO date's week. */
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));

type Style = { size?: number; bold?: boolean; x?: number; gap?: number };

/** A page cursor: lines that wrap to the width left, a new page when the bottom is reached. */
class Writer {
	readonly #pdf: PDFDocument;
	readonly #regular: PDFFont;
	readonly #bold: PDFFont;
	readonly #encodable: Set<number>;
	#page!: PDFPage;
	#y = 0;

	constructor(pdf: PDFDocument, regular: PDFFont, bold: PDFFont) {
		this.#pdf = pdf;
		this.#regular = regular;
		this.#bold = bold;
		this.#encodable = new Set(regular.getCharacterSet());
		this.newPage();
	}

	newPage(): void {
		this.#page = this.#pdf.addPage(A4);
		this.#y = A4[1] - MARGIN;
	}

	/** Room for `height` points on this page, or a new page. */
	room(height: number): void {
		if (this.#y - height < BOTTOM) this.newPage();
	}

	space(points: number): void {
		this.#y -= points;
	}

	clean(text: string): string {
		return [...text.replace(/\s+/g, ' ')].map((c) => (this.#encodable.has(c.codePointAt(0)!) ? c : '?')).join('');
	}

	/** The text's lines at a width, broken between words (and inside a word longer than the width). */
	wrap(text: string, width: number, size: number, bold = false): string[] {
		const font = bold ? this.#bold : this.#regular;
		const fits = (t: string) => font.widthOfTextAtSize(t, size) <= width;
		const lines: string[] = [];
		let line = '';
		for (let word of this.clean(text).split(' ').filter(Boolean)) {
			while (!fits(word)) {
				let cut = word.length - 1;
				while (cut > 1 && !fits(word.slice(0, cut))) cut--;
				if (line) lines.push(line);
				lines.push(word.slice(0, cut));
				line = '';
				word = word.slice(cut);
			}
			const next = line ? `${line} ${word}` : word;
			if (fits(next)) line = next;
			else {
				lines.push(line);
				line = word;
			}
		}
		if (line || !lines.length) lines.push(line);
		return lines;
	}

	/** A paragraph from `x` to the right margin. */
	text(text: string, style: Style = {}): void {
		const size = style.size ?? 10;
		const x = style.x ?? MARGIN;
		for (const line of this.wrap(text, A4[0] - MARGIN - x, size, style.bold)) {
			this.room(size * 1.35);
			this.#y -= size * 1.35;
			this.#page.drawText(line, { x, y: this.#y, size, font: style.bold ? this.#bold : this.#regular });
		}
		this.#y -= style.gap ?? 0;
	}

	/** A row of cells at fixed x positions; the last cell wraps, the row stays on one page. */
	row(cells: string[], xs: number[], size = 9): void {
		const last = this.wrap(cells.at(-1) ?? '', A4[0] - MARGIN - xs.at(-1)!, size);
		const lead = size * 1.3;
		this.room(lead * last.length);
		this.#y -= lead;
		cells.slice(0, -1).forEach((cell, i) => this.#page.drawText(this.clean(cell), { x: xs[i], y: this.#y, size, font: this.#regular }));
		last.forEach((line, i) => this.#page.drawText(line, { x: xs.at(-1)!, y: this.#y - i * lead, size, font: this.#regular }));
		this.#y -= lead * (last.length - 1);
	}

	/** "Page n of N" at the foot of every page, once all are written. */
	footers(template: string): void {
		const pages = this.#pdf.getPages();
		pages.forEach((page, i) => page.drawText(fill(template, { n: i + 1, total: pages.length }), { x: MARGIN, y: 30, size: 8, font: this.#regular }));
	}
}

/** The plan of an edital's cargo as the bytes of an A4 PDF, in Portuguese or English. */
export async function examPlanPdf(record: ExamRecord, plan: Plan, lang: Lang): Promise<Uint8Array> {
	const { PDFDocument, StandardFonts } = await import('pdf-lib');
	const w = (key: keyof typeof WORDS) => WORDS[key][lang];
	const pdf = await PDFDocument.create();
	const exam = record.exam;
	const cargo = exam.cargos.find((c) => c.id === plan.cargoId);
	const heading = exam.body ?? w('exam');
	pdf.setTitle(`${w('title')} — ${[heading, cargo?.title].filter(Boolean).join(' — ')}`);
	pdf.setLanguage(lang === 'pt' ? 'pt-BR' : 'en');
	pdf.setProducer('Rumo');
	pdf.setCreator('Rumo');
	const writer = new Writer(pdf, pdf.embedStandardFont(StandardFonts.Helvetica), pdf.embedStandardFont(StandardFonts.HelveticaBold));

	writer.text(w('title'), { size: 18, bold: true, gap: 4 });
	writer.text(heading, { size: 13, bold: true });
	if (exam.number) writer.text(`${w('notice')} ${exam.number}`, { size: 11 });
	if (cargo) writer.text(`${w('cargo')}: ${cargo.title}${cargo.code ? ` (${cargo.code})` : ''}`, { size: 11 });
	writer.space(6);
	writer.text(`${w('examDate')}: ${planDate(plan.examDate, lang)}`, { size: 12, bold: true });
	writer.text(fill(w('period'), { from: planDate(plan.from, lang), to: planDate(plan.examDate, lang) }), { size: 10, gap: 8 });

	if (exam.dates.length) {
		writer.text(w('keyDates'), { size: 13, bold: true, gap: 2 });
		for (const date of [...exam.dates].sort((a, b) => a.date.localeCompare(b.date))) writer.row([planDate(date.date, lang), DATE_NAMES[date.kind][lang]], [MARGIN, MARGIN + 90], 10);
		writer.space(10);
	}

	writer.text(w('sessions'), { size: 13, bold: true, gap: 2 });
	const topics = new Map(plan.topics.map((t) => [t.id, t]));
	const weeks = new Map<string, Plan['sessions']>();
	for (const session of plan.sessions) {
		const monday = mondayOf(session.date);
		weeks.set(monday, [...(weeks.get(monday) ?? []), session]);
	}
	if (!weeks.size) writer.text(w('none'));
	const xs = [MARGIN, MARGIN + 78, MARGIN + 128, MARGIN + 178];
	let n = 0;
	for (const [monday, sessions] of [...weeks].sort(([a], [b]) => a.localeCompare(b))) {
		writer.space(4);
		writer.room(40);
		writer.text(fill(w('week'), { n: ++n, from: planDate(monday, lang), to: planDate(addDays(monday, 6), lang) }), { size: 11, bold: true });
		for (const s of sessions) {
			const topic = topics.get(s.topicId);
			writer.row([planDate(s.date, lang), w(s.kind), `${s.minutes} min`, topic ? `${topic.subject}: ${topic.text}` : s.topicId], xs);
		}
	}

	writer.space(10);
	writer.room(60);
	writer.text(w('progress'), { size: 13, bold: true, gap: 2 });
	for (const row of progressOf(plan.topics)) writer.row([row.subject, fill(w('progressRow'), row)], [MARGIN, MARGIN + 230], 10);

	if (plan.unplanned.length) {
		writer.space(10);
		writer.text(w('unplanned'), { size: 13, bold: true, gap: 2 });
		for (const id of plan.unplanned) {
			const topic = topics.get(id);
			writer.text(`• ${topic ? `${topic.subject}: ${topic.text}` : id}`, { size: 9, x: MARGIN + 8 });
		}
	}
	writer.footers(w('page'));
	return pdf.save();
}
