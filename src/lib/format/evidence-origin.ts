import type { MessageKey } from '$lib/i18n/en';
import { hasMessage } from '$lib/i18n/message-lookup';
import type { Translate } from '$lib/i18n/analysis-text';

/**
 * Where a quote comes from, as a sentence in the person's language — never the code the core
 * stores. Codes: `resume:<section>`, `academic:<section>`, `portfolio:<section>`, `json-resume:<section>`, `linkedin:<section>`,
 * `europass:<section>`, `certificate`,
 * `notes`, `manual`, `ai`, and the tailor's `profile:<item type>[:<origin>]`. Older items wrote
 * "resume: skills" (with a space) or a heading as the resume writes it ("resume: Experiência").
 */

// A message for a code the core sent, when this version has one (see message-lookup.ts).
const known = (key: string): key is MessageKey => hasMessage(key);

// Section codes whose names the analysis screens already have ("Skills", "Competências").
const ANALYSIS_SECTION: Record<string, string> = {
	skills: 'skills',
	experience: 'experience',
	summary: 'summary',
	projects: 'projects',
	education: 'education',
	certifications: 'certifications',
	languages: 'languages',
	contact: 'contact',
	basics: 'contact',
	other: 'other'
};

/** A section code by its name; a heading the document wrote itself stays as written. */
function sectionLabel(section: string, t: Translate): string {
	const code = section.trim();
	const analysis = ANALYSIS_SECTION[code.toLowerCase()];
	if (analysis) return t(`analysis.section.${analysis}` as MessageKey);
	const own = `fidelity.section.${code.toLowerCase()}`;
	return known(own) ? t(own) : code;
}

const DOCUMENTS = new Set(['resume', 'academic', 'portfolio', 'json-resume', 'linkedin', 'europass']);

/** The sentence for one evidence `source`; `origin` (manual, extracted, imported, ai) says who put a profile item there. */
export function evidenceOrigin(source: string, t: Translate, origin?: string | null): string {
	const [kindRaw, ...rest] = source.split(':');
	const kind = kindRaw.trim().toLowerCase();
	const section = rest[0]?.trim() ?? '';
	if (DOCUMENTS.has(kind)) {
		return section ? t(`fidelity.origin.${kind}.section` as MessageKey, { section: sectionLabel(section, t) }) : t(`fidelity.origin.${kind}` as MessageKey);
	}
	if (kind === 'profile') {
		const itemKey = `fidelity.item.${section.toLowerCase()}`;
		const item = known(itemKey) ? t(itemKey) : t('fidelity.item.item');
		const by = (rest[1]?.trim() || origin || '').toLowerCase();
		const byKey = `fidelity.by.${by}`;
		return known(byKey) ? t('fidelity.origin.profile.by', { item, by: t(byKey) }) : t('fidelity.origin.profile', { item });
	}
	const own = `fidelity.origin.${kind}`;
	return kind && !kind.includes('.') && known(own) ? t(own) : t('fidelity.origin.other');
}
