import { fold, wordsOf } from './lines';
import { giveRequirements, requirementsOf, saysMore } from './requirements';
import type { Cargo, Line } from './types';

/**
 * Requirements written once for a family of cargos, under a heading that names it ("REQUISITOS PARA TODOS OS CARGOS DE
 * MÉDICO", "Requisitos comuns aos cargos de Professor") and over a paragraph of their own: each cargo whose title starts with
 * that name ("Médico - Alergista", "Médico – Cirurgia Geral") and states none of its own, or a bare level, takes them, quoted from there.
 */
const GROUP_HEADING = /^(?:pr[eé]-?)?requisitos? (?:para|comuns? a|de) (?:tod[oa]s )?(?:os|as|aos|às) (?:cargos|fun[cç][oõ]es|empregos) d[eo] (.{3,60}?)\s*:?$/;

export function groupRequirements(lines: readonly Line[], cargos: readonly Cargo[]): void {
	for (const [index, line] of lines.entries()) {
		const heading = GROUP_HEADING.exec(fold(line.text));
		if (!heading) continue;
		const family = wordsOf(heading[1]);
		const members = cargos.filter((cargo) => `${wordsOf(cargo.title)} `.startsWith(`${family} `));
		if (!members.length) continue;
		// The paragraph right under the heading (a blank line between them or not), up to the next blank line or sentence's end at a page's foot.
		const paragraph: Line[] = [];
		for (let at = index + 1; at < lines.length && paragraph.length < 15; at++) {
			const next = lines[at];
			const previous = lines[at - 1];
			// A sentence not ended at the foot of a page goes on at the top of the next.
			const touching = (next.page === previous.page && next.line === previous.line + 1) || (next.page === previous.page + 1 && !/[.;]$/.test(previous.text));
			if (paragraph.length && !touching) break;
			if (!paragraph.length && (next.page !== line.page || next.line > line.line + 2)) break;
			paragraph.push(next);
		}
		const requirements = requirementsOf(paragraph.map((piece) => ({ text: piece.text, line: piece })));
		if (!requirements.length) continue;
		// Only to a cargo that states none, or a bare level these say more than (as a text naming its cargo does).
		for (const cargo of members) if (saysMore(cargo.requirements, requirements)) giveRequirements(cargo, requirements.map((r) => ({ ...r, quote: { ...r.quote } })));
	}
}
