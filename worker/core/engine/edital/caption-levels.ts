import { SECTION } from './cargos';
import { fold, quoteOf } from './lines';
import { giveRequirements } from './requirements';
import type { Cargo, Line, Requirement } from './types';

/*
 * A vacancy table split by schooling under captions ("CARGOS DE NÍVEL SUPERIOR", "TABELA 3.2 – NÍVEL MÉDIO", "ENSINO
 * FUNDAMENTAL COMPLETO") (issue 31): the caption states the level of the cargos under it. A cargo whose own cells name no
 * level takes the caption's, quoted from the caption's line.
 */

/** A caption that is a level alone, with its table's number or the cargos it heads before it. */
const CAPTION =
	/^(?:(?:tabela|quadro)\s+[\d.]+\s*[-–:]?\s*)?(?:(?:cargos?|empregos?|funcoes|funcao)\s+(?:de\s+)?)?(?:nivel|ensino)\s+(superior|medio|tecnico|fundamental)(?:\s+(?:completo|incompleto))?\s*:?$/;
/** How far above its row a table's caption may stand: a table's header and rows of a page or so. */
const REACH = 60;

export function captionLevels(lines: readonly Line[], cargos: Cargo[]): void {
	const at = new Map(lines.map((line, index) => [`${line.page}:${line.line}`, index]));
	for (const cargo of cargos) {
		if (cargo.requirements.some((r) => r.kind === 'education' && r.level)) continue;
		const from = at.get(`${cargo.quote.page}:${cargo.quote.line}`);
		if (from === undefined) continue;
		for (let index = from - 1; index >= Math.max(0, from - REACH); index--) {
			const line = lines[index];
			// A numbered item, a section's heading or a page two back: the text above the table, no caption of it.
			if (/^\d+(?:\.\d+)+\.?\s/.test(line.text) || SECTION.test(line.text) || lines[from].page - line.page > 1) break;
			const caption = CAPTION.exec(fold(line.text));
			if (!caption) continue;
			const level = caption[1] as NonNullable<Requirement['level']>;
			giveRequirements(cargo, [...cargo.requirements, { text: line.text, kind: 'education', level, quote: quoteOf(line) }]);
			break;
		}
	}
}
