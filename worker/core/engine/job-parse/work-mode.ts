import type { WorkMode } from './schema';
import { foldText } from './text';

/*
 * Work-mode words, on folded text (lower case, no accents). A hybrid arrangement mentions the
 * office too ("Hybrid: 2 days in office"), so hybrid wins over on-site within one place of the text.
 * "Home office" is remote in Brazil, except as a benefit ("auxílio home office", "home-office
 * budget"), which says nothing about where the job is.
 */
const HYBRID =
	/\b(?:hybrid|hibrido|hibrida|modelo hibrido|regime hibrido|trabalho hibrido|flex(?:ible)? office|\d\s*(?:x|vezes|days?|dias?)\s*(?:(?:a|per|por|na)\s*(?:week|semana)\s*)?(?:in|at|no|na|em)\s*(?:the\s*|o\s*)?(?:office|escritorio|empresa|sede|site|unidade)|(?:in|at) (?:the )?office \d\s*(?:x|days?)|partly remote|parcialmente remoto|remote (?:and|\/|or) (?:on-?site|in[- ]office))\b/;
const NOT_REMOTE =
	/\b(?:not (?:a )?remote|no remote|non-remote|remote work is not|nao (?:e )?remot[oa]|sem home[- ]office|nao (?:aceitamos|oferecemos|e) (?:trabalho )?remoto|nao ha (?:possibilidade de )?(?:trabalho )?remoto)\b/;
const ONSITE =
	/(?:\b(?:on-?site|on site|in-office|in office|office-based|office based|in person|in-person|presencial|100% presencial|trabalho presencial|atuacao presencial|modelo presencial|regime presencial)\b)/;
const REMOTE =
	/\b(?:remote|remoto|remota|remotely|remotamente|work from home|wfh|work from anywhere|anywhere in|teletrabalho|telework|telecommute|home[- ]office|trabalho a distancia|distributed team)\b/;
// Remote as a benefit or a tool, not the arrangement: "home office allowance", "remote monitoring".
const REMOTE_NOT_MODE =
	/(?:(?:auxilio|ajuda de custo|subsidio|bolsa|kit|budget|stipend|allowance|setup|equipment|reembolso)\s+(?:de\s+|para\s+|for\s+)?home[- ]office|home[- ]office\s+(?:budget|stipend|allowance|setup|equipment|kit|reimbursement|allowance)|remote (?:monitoring|patient|sensing|control|access|support|desktop|assistance|diagnostics|learning|teaching|sales calls?|customers?|clients?|teams?)|remote-friendly|remotely (?:monitor|located|manage|support|access))/g;
const WEAK_REMOTE = /\b(?:remote[- ]friendly|remote[- ]first company|flexible location)\b/;

/** The work mode one piece of text states, or null. */
export function readWorkMode(raw: string): WorkMode | null {
	const text = foldText(raw);
	if (HYBRID.test(text)) return 'hybrid';
	if (NOT_REMOTE.test(text)) return 'onsite';
	const remote = REMOTE.test(text.replace(REMOTE_NOT_MODE, ' '));
	const onsite = ONSITE.test(text);
	if (remote && onsite) return 'hybrid';
	if (remote) return 'remote';
	if (onsite) return 'onsite';
	return null;
}

/** "Remote-friendly company": a hint of remote work, used only when nothing clearer is written. */
export function weakWorkMode(raw: string): WorkMode | null {
	return WEAK_REMOTE.test(foldText(raw)) ? 'remote' : null;
}

/**
 * The work mode of a posting from its pieces in order of trust (header and labels first, then
 * the body): the first piece that states one decides.
 */
export function decideWorkMode(pieces: string[]): WorkMode | null {
	for (const piece of pieces) {
		const mode = readWorkMode(piece);
		if (mode) return mode;
	}
	for (const piece of pieces) {
		const mode = weakWorkMode(piece);
		if (mode) return mode;
	}
	return null;
}
