import type { ContractRegime, EmploymentType } from './schema';
import { foldText } from './text';

export interface Employment {
	type: EmploymentType | null;
	regime: ContractRegime | null;
}

/*
 * Contract words on folded text. CLT is a Brazilian employment contract (full-time unless the
 * posting says part-time); PJ is a contractor paid through a company (MANIFEST.md: PJ / 1099 →
 * contract). Internship wins over the rest ("Estágio — 30h semanais" is an internship).
 */
const TYPES: [EmploymentType, RegExp][] = [
	['internship', /\b(?:internship|intern|estagio|estagiari[oa]|jovem aprendiz|aprendiz|co-op)\b/],
	['temporary', /\b(?:temporary|temp|seasonal|fixed[- ]term|temporari[oa]|por (?:tempo|prazo) determinado|sazonal|safrista)\b/],
	['part-time', /\b(?:part[- ]?time|meio[- ]periodo|meio[- ]expediente|tempo parcial|periodo parcial|\d{2}\s*h(?:oras)?\s*(?:semanais|por semana|\/semana|per week|a week))\b/],
	['contract', /\b(?:contract(?:or)?|contract-to-hire|freelanc(?:e|er)|freela|1099|c2c|corp[- ]to[- ]corp|pj|pessoa juridica|prestacao de servicos?|prestador(?:a)? de servicos?|autonom[oa]|contrato (?:de prestacao|temporario|por projeto)|por projeto|mei)\b/],
	['full-time', /\b(?:full[- ]?time|tempo integral|periodo integral|integral|efetivo|efetiva|permanent|permanente|clt|w-?2)\b/]
];

/** The employment type and regime that one piece of text states. */
export function readEmployment(raw: string): Employment {
	const text = foldText(raw);
	const clt = /\bclt\b/.test(text);
	const pj = /\b(?:pj|pessoa juridica)\b/.test(text);
	const regime: ContractRegime | null = clt && !pj ? 'clt' : pj && !clt ? 'pj' : null;
	for (const [type, pattern] of TYPES) {
		// "40h semanais" is a full-time week; only under 36 hours a week is part-time.
		if (type === 'part-time') {
			const hours = /\b(\d{2})\s*h(?:oras)?\s*(?:semanais|por semana|\/semana|per week|a week)/.exec(text);
			if (!pattern.test(text.replace(/\b\d{2}\s*h(?:oras)?\s*(?:semanais|por semana|\/semana|per week|a week)/g, '')) && !(hours && Number(hours[1]) < 36)) continue;
			return { type, regime };
		}
		if (pattern.test(text)) {
			// "CLT ou PJ": the posting offers both; neither regime nor a type follows from it.
			if (clt && pj && (type === 'contract' || type === 'full-time') && !otherTypeWord(text)) return { type: null, regime: null };
			return { type, regime };
		}
	}
	return { type: null, regime };
}

function otherTypeWord(text: string): boolean {
	return /\b(?:full[- ]?time|tempo integral|freelanc|contractor|1099)\b/.test(text);
}

// "Employment type: Full-time", "Regime de contratação: CLT", "Job type: Contract", "Vínculo: PJ".
const LABEL =
	/^(?:employment(?: type)?|job type|type of (?:employment|contract)|contract(?: type)?|work type|position type|schedule|tipo de (?:contrato|contratacao|vaga|vinculo)|regime(?: de contratacao| de trabalho| contratual)?|contratacao|contrato|modelo de contratacao|vinculo|modalidade de contratacao|forma de contratacao|jornada|carga horaria)\s*[:-]\s*(.+)$/;

/** The value of a contract label line ("Regime de contratação: CLT (efetivo)"), or null. */
export function employmentLabel(line: string): string | null {
	const match = LABEL.exec(foldText(line.trim()));
	return match ? match[1] : null;
}

/*
 * Outside a label or the header, only phrases that cannot mean anything else count: "contract"
 * alone may be a skill ("contract management"), "integral" or "regular" ordinary words.
 */
const CLEAR: [EmploymentType, RegExp][] = [
	['internship', /\b(?:internship|(?:programa|vaga|bolsa) de estagio|estagiari[oa]|estagio (?:remunerado|obrigatorio|nao obrigatorio|em)|jovem aprendiz|bolsa[- ]auxilio)\b/],
	['temporary', /\b(?:temporary (?:role|position|job|contract|assignment)|seasonal (?:role|position|job)|fixed[- ]term contract|contrato temporario|vaga temporaria|por (?:tempo|prazo) determinado)\b/],
	['part-time', /\b(?:part[- ]time|meio[- ]periodo|tempo parcial|periodo parcial)\b/],
	['contract', /\b(?:contract (?:role|position|job|basis|assignment|engagement)|(?:this is a|on a) contract\b|contractor|contract-to-hire|freelanc(?:e|er)|1099|corp[- ]to[- ]corp|pj|pessoa juridica|prestacao de servicos)\b/],
	['full-time', /\b(?:full[- ]?time|tempo integral|periodo integral|clt)\b/]
];

/** The employment a sentence of the body or the title states in clear words. */
export function readEmploymentInBody(raw: string): Employment {
	const text = foldText(raw);
	const { regime } = readEmployment(raw);
	for (const [type, pattern] of CLEAR) if (pattern.test(text)) return { type: regime === 'pj' && type === 'full-time' ? 'contract' : type, regime };
	return { type: null, regime };
}

/**
 * The employment of a posting from pieces in order of trust (labels and header first). The first
 * piece stating a type decides it; the regime is taken from the first piece naming CLT or PJ.
 */
export function decideEmployment(labels: string[], body: string[], title: string | null = null): Employment {
	let type: EmploymentType | null = null;
	let regime: ContractRegime | null = null;
	const pieces = [...labels.map((text) => ({ text, clear: false })), ...body.map((text) => ({ text, clear: true }))];
	// An internship stays one whatever its hours ("Estágio em Dados" with "Carga horária: 30 horas
	// semanais"): the title and the labels are asked first.
	const stated = [...(title ? [readEmployment(title)] : []), ...labels.map((text) => readEmployment(text))];
	if (stated.some((found) => found.type === 'internship')) type = 'internship';
	// So does a fixed-term contract ("Assistente Social (Contrato por Prazo Determinado)" with
	// "Carga horária: 30 horas semanais"): the hours are its schedule, the term is its kind.
	else if (stated.some((found) => found.type === 'temporary')) type = 'temporary';
	for (const piece of pieces) {
		const found = piece.clear ? readEmploymentInBody(piece.text) : readEmployment(piece.text);
		type ??= found.type;
		regime ??= found.regime;
		if (type && regime) break;
	}
	return { type, regime };
}
