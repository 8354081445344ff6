/**
 * The labelled fields of a form ("Empresa: …", "Cargo: …", "Período: …"): a job portal's export, a
 * Lattes record, a Europass-like table. The label says which field a value is.
 */
const FORM_LABELS =
	'empresa|empregador|company|employer|client|cliente|organi[sz]ation|organiza[cç][aã]o|institui[cç][aã]o|local|location|localiza[cç][aã]o|cidade|city|cargo|fun[cç][aã]o|enquadramento funcional|position|job title|title|role|per[ií]odo|dates?|data|dura[cç][aã]o' +
	// A start and an end written as fields of their own ("Admissão: 01 de março de 2019", "End: Present").
	'|(?:data de )?(?:admiss[aã]o|demiss[aã]o|desligamento|sa[ií]da|in[ií]cio|t[eé]rmino|entrada)|start(?: date)?|end(?: date)?';
// Europass's labels stand in a column of their own, a tab (read as " | ") from their values.
const EUROPASS_LABELS =
	'occupation or position held|position held|name and address of employer|fun[cç][aã]o ou cargo ocupado|cargo ocupado|nome e (?:morada|endere[cç]o) do empregador|dates|datas';

/** "Label: value" (or a Europass label, a tab away from its value): group 1 the label, group 2 the value. */
export const LABEL = new RegExp(`^(${FORM_LABELS}|${EUROPASS_LABELS})\\s*:\\s*(.*)$|^(${EUROPASS_LABELS})\\s+\\|\\s+(.*)$`, 'i');

/** Whether a labelled company is a client the person was placed with ("Client: Netflix"), as IT consultancies write it. */
export const isClientLabel = (label: string): boolean => /^client/i.test(label);

// Where a second field starts on the same line without a separator: "Client: TransUnion Location: Chicago, IL".
export const NEXT_LABEL = new RegExp(`\\s+(?=(?:${FORM_LABELS})\\s*:\\s)`, 'i');

/** A line's label and value, whichever way it writes them. */
export function readLabel(text: string): { label: string; value: string } | null {
	const found = LABEL.exec(text);
	if (!found) return null;
	return found[1] !== undefined ? { label: found[1], value: found[2] } : { label: found[3], value: found[4] };
}

export function labelKind(label: string): 'title' | 'company' | 'dates' | 'place' {
	const key = label.toLowerCase();
	if (/^(?:cargo|fun|enquadramento|position|job title|title|role|occupation)/.test(key)) return 'title';
	if (/^(?:per|date|data|dura|admiss|demiss|deslig|sa[ií]da|in[ií]cio|t[eé]rmino|entrada|start|end)/.test(key)) return 'dates';
	if (/^(?:name and address|nome e)/.test(key)) return 'company';
	if (/^(?:local|location|cidade|city)/.test(key)) return 'place';
	return 'company';
}
