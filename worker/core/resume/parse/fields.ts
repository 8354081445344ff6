/**
 * The labelled fields of a form ("Empresa: …", "Cargo: …", "Período: …"): a job portal's export, a
 * Lattes record, a Europass-like table. The label says which field a value is.
 */
export const LABEL =
	/^(empresa|empregador|company|employer|organi[sz]ation|organiza[cç][aã]o|institui[cç][aã]o|local|location|localiza[cç][aã]o|cidade|city|cargo|fun[cç][aã]o|enquadramento funcional|position|job title|title|role|per[ií]odo|dates?|data|dura[cç][aã]o)\s*:\s*(.*)$/i;

export function labelKind(label: string): 'title' | 'company' | 'dates' | 'place' {
	const key = label.toLowerCase();
	if (/^(?:cargo|fun|enquadramento|position|job title|title|role)/.test(key)) return 'title';
	if (/^(?:per|date|data|dura)/.test(key)) return 'dates';
	if (/^(?:local|cidade|city)/.test(key)) return 'place';
	return 'company';
}
