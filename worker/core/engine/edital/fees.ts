import { brl, fold, quoteOf } from './lines';
import type { Fee, Line } from './types';

const LEVEL = /(n[ií]vel\s+(?:superior|m[eé]dio(?:\s*\/\s*t[eé]cnico)?|t[eé]cnico|fundamental(?:\s+(?:completo|incompleto))?)|ensino\s+(?:superior|m[eé]dio|fundamental))/i;

/** The registration fees, each with its schooling level when the edital prices them by level. */
export function fees(lines: readonly Line[]): Fee[] {
	const out: Fee[] = [];
	let context = -10;
	lines.forEach((line, index) => {
		const folded = fold(line.text);
		const about = /taxa de inscricao|valor da inscricao|valor da taxa/.test(folded);
		if (about) context = index;
		if (!/r\$/i.test(line.text) || index - context > 6) return;
		if (!about && !LEVEL.test(line.text)) return;
		if (/isencao|devolu|restitu|remunera|vencimento|salario/.test(folded) && !about) return;
		for (const m of line.text.matchAll(/R\$\s*([\d.]+,\d{2})/gi)) {
			const amount = brl(m[1]);
			if (amount === null || amount <= 0 || amount > 1000) continue;
			const before = line.text.slice(Math.max(0, m.index - 80), m.index);
			const levels = [...before.matchAll(new RegExp(LEVEL.source, 'gi'))];
			const level = levels.length ? levels[levels.length - 1][1].replace(/\s+/g, ' ') : null;
			if (!out.some((fee) => fee.amount === amount && fee.level === level)) out.push({ amount, currency: 'BRL', level, cargoIds: [], quote: quoteOf(line) });
		}
	});
	return out;
}
