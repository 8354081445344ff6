/**
 * What an edital (the public notice of a concurso) says, as Rumo reads it (issue 31). Plain types:
 * the exams capability's zod schemas mirror them for the API and backups.
 */

/** Where a field was read: the page (1-based; pasted text is page 1 unless it holds form feeds), the line on that page, and the line itself. */
export type Quote = { page: number; line: number; text: string };

export type RequirementKind = 'education' | 'registration' | 'experience' | 'license' | 'other';

export type Requirement = {
	/** The requirement as the edital words it: never written by Rumo. */
	text: string;
	kind: RequirementKind;
	quote: Quote;
	/** Schooling level, course, council, years or CNH category, when the text names them. */
	level?: 'fundamental' | 'medio' | 'tecnico' | 'superior' | 'pos';
	course?: string;
	council?: string;
	years?: number;
	category?: string;
	/** Read with doubt: the person should check it against the quote. */
	review?: boolean;
};

export type Vacancies = { total: number | null; ampla: number | null; pcd: number | null; negros: number | null; reserve?: boolean; quote: Quote | null };
export type Salary = { amount: number; currency: 'BRL'; period: 'month'; quote: Quote } | null;

export type Cargo = {
	id: string;
	title: string;
	code: string | null;
	requirements: Requirement[];
	vacancies: Vacancies;
	salary: Salary;
	weeklyHours: number | null;
	workplace: string | null;
	quote: Quote;
	/** Fields that could not be read with confidence (`salary`, `vacancies`, `requirements`…). */
	review: string[];
};

export const DATE_KINDS = ['registration_start', 'registration_end', 'exemption_start', 'exemption_end', 'exam', 'result'] as const;
export type DateKind = (typeof DATE_KINDS)[number];
export type KeyDate = { kind: DateKind; date: string; quote: Quote; review?: boolean };

export type Fee = { amount: number; currency: 'BRL'; level: string | null; cargoIds: string[]; quote: Quote };

export type Subject = { cargoId: string; name: string; questions: number | null; weight: number | null; topics: string[]; quote: Quote | null };

export type Change = { field: string; before: string | null; after: string | null; quote: Quote | null };

export type ExamExtraction = {
	body: string | null;
	board: string | null;
	number: string | null;
	/** The edital's own date (YYYY-MM-DD), when it gives one. */
	date: string | null;
	cargos: Cargo[];
	dates: KeyDate[];
	fees: Fee[];
	subjects: Subject[];
	/** Top-level fields read with doubt (`body`, `board`, `dates.exam`…). */
	review: string[];
	pages: number;
};

/**
 * One line of the document with where it is; `raw`, the line as extracted, only where it has gaps of two spaces
 * or more (a table's columns, which the cargo tables measure); `indent`, where a line without gaps starts (its
 * spaces before the text), so that a cell wrapped alone on its line is put in its column.
 */
export type Line = { text: string; page: number; line: number; raw?: string; indent?: number };

/** What a long read may be given: a way to stop it and a place to say how far it got (0–1). */
export type ExtractContext = { signal?: AbortSignal; progress?: (fraction: number) => void };
