import { escapeRegExp, fold, quoteOf, toLines } from './lines';
import type { Cargo, Change, KeyDate, Line } from './types';

/** A document that changes an edital already published: "RETIFICAÇÃO", "onde se lê … leia-se". */
export function isRetification(text: string): boolean {
	// Short, and made of edits: an edital of opening may mention retifications, but never "onde se lê".
	return text.length < 80_000 && /onde se le|passa(?:m)? a vigorar com a seguinte redacao/.test(fold(text));
}

type Edit = { item: string | null; before: string | null; after: string; line: Line };

/**
 * The edits a retification makes: "onde se lê: X … leia-se: Y" pairs, and items given a new wording
 * ("o subitem 4.2 passa a vigorar com a seguinte redação: 4.2 …").
 */
function editsOf(lines: readonly Line[]): Edit[] {
	const edits: Edit[] = [];
	const joined = lines.map((l) => l.text);
	for (let index = 0; index < lines.length; index++) {
		const folded = fold(joined[index]);
		if (/onde se le/.test(folded)) {
			const before: string[] = [];
			const after: string[] = [];
			let target = before;
			const first = joined[index].slice(fold(joined[index]).indexOf('onde se le') + 'onde se le'.length).replace(/^\s*:?\s*/, '');
			let rest = first;
			let next = index;
			for (;;) {
				const split = /\bleia-se\s*:?\s*/i.exec(rest);
				if (split && target === before) {
					if (split.index > 0) before.push(rest.slice(0, split.index));
					target = after;
					rest = rest.slice(split.index + split[0].length);
					continue;
				}
				if (rest.trim()) target.push(rest.trim());
				next++;
				if (next >= lines.length || /onde se le|passa a vigorar/.test(fold(joined[next])) || (target === after && /^\d+(?:\.\d+)*\s+(?:fica|ficam|retifica)/i.test(joined[next]))) break;
				rest = joined[next];
			}
			const strip = (parts: string[]) =>
				parts
					.join(' ')
					.trim()
					.replace(/^["“”']+|["“”'.,;]+$/g, '')
					.trim();
			if (after.length) edits.push({ item: null, before: strip(before), after: strip(after), line: lines[index] });
			index = next - 1;
			continue;
		}
		const item = /(?:sub)?ite(?:m|ns)\s+(\d+(?:\.\d+)+)[^:]*passa(?:m)? a vigorar com a seguinte reda[cç][aã]o\s*:?\s*(.*)$/i.exec(joined[index]);
		if (item) {
			const after = [item[2], ...(item[2].trim() ? [] : [joined[index + 1] ?? ''])].join(' ').trim();
			edits.push({ item: item[1], before: null, after: after.replace(/^["“]+|["”]+$/g, ''), line: lines[index] });
		}
	}
	return edits;
}

/**
 * The original's pages with a retification applied: each "onde se lê" text replaced wherever the
 * original has it, each re-worded item put in place of the old one. Returns the edits that found
 * nothing to change too, so the person sees them.
 */
export function applyRetification(pages: readonly string[], retification: string): { pages: string[]; applied: Edit[]; missed: Edit[] } {
	const edits = editsOf(toLines([retification]));
	const out = [...pages];
	const applied: Edit[] = [];
	const missed: Edit[] = [];
	for (const edit of edits) {
		let done = false;
		for (let p = 0; p < out.length && !done; p++) {
			if (edit.before) {
				// The old words wherever the original wraps them: any run of spaces or line breaks between two words.
				const pattern = new RegExp(edit.before.split(/\s+/).map(escapeRegExp).join('\\s+'));
				if (pattern.test(out[p])) {
					out[p] = out[p].replace(pattern, () => edit.after);
					done = true;
				}
			} else if (edit.item) {
				const lines = out[p].split('\n');
				const at = lines.findIndex((l) => l.trim().startsWith(`${edit.item} `) || l.trim().startsWith(`${edit.item}. `));
				if (at >= 0) {
					lines[at] = edit.after.startsWith(edit.item) ? edit.after : `${edit.item} ${edit.after}`;
					out[p] = lines.join('\n');
					done = true;
				}
			}
		}
		(done ? applied : missed).push(edit);
	}
	return { pages: out, applied, missed };
}

const show = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** What two readings are compared on: their quotes are not (a person's correction has none). */
type Compared = {
	dates: readonly Pick<KeyDate, 'kind' | 'date'>[];
	cargos: readonly (Pick<Cargo, 'id' | 'title' | 'weeklyHours'> & { vacancies: object; salary: { amount: number } | null; requirements: readonly { text: string }[] })[];
	fees: readonly { amount: number }[];
};

/** What a retification changed, field by field: the dates, each cargo's vacancies, salary and requirements, the fees. */
export function changesBetween(before: Compared, after: Compared, edits: readonly Edit[]): Change[] {
	const changes: Change[] = [];
	const quote = edits[0] ? quoteOf(edits[0].line) : null;
	for (const kind of new Set([...before.dates, ...after.dates].map((d) => d.kind))) {
		const [was, now] = [before.dates.find((d) => d.kind === kind), after.dates.find((d) => d.kind === kind)];
		if (was?.date !== now?.date) changes.push({ field: `dates.${kind}`, before: was?.date ?? null, after: now?.date ?? null, quote });
	}
	for (const cargo of after.cargos) {
		const was = before.cargos.find((c) => c.id === cargo.id);
		if (!was) {
			changes.push({ field: `cargos.${cargo.id}`, before: null, after: cargo.title, quote });
			continue;
		}
		const pairs: [string, unknown, unknown][] = [
			['vacancies', { ...was.vacancies, quote: undefined }, { ...cargo.vacancies, quote: undefined }],
			['salary', was.salary?.amount, cargo.salary?.amount],
			['weeklyHours', was.weeklyHours, cargo.weeklyHours],
			['requirements', was.requirements.map((r) => r.text), cargo.requirements.map((r) => r.text)]
		];
		for (const [field, a, b] of pairs) if (show(a) !== show(b)) changes.push({ field: `cargos.${cargo.id}.${field}`, before: show(a), after: show(b), quote });
	}
	for (const cargo of before.cargos) if (!after.cargos.some((c) => c.id === cargo.id)) changes.push({ field: `cargos.${cargo.id}`, before: cargo.title, after: null, quote });
	if (show(before.fees.map((f) => f.amount)) !== show(after.fees.map((f) => f.amount)))
		changes.push({ field: 'fees', before: show(before.fees.map((f) => f.amount)), after: show(after.fees.map((f) => f.amount)), quote });
	return changes;
}
