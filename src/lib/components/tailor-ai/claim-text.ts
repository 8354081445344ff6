import type { UnsupportedClaim } from '$lib/api/ai-writing';
import type { t as translate } from '$lib/i18n/i18n.svelte';

type Translate = typeof translate;

/** Why a rewrite was refused, claim by claim, in the person's language: "It added “Kubernetes”, which none of your evidence shows." */
export function rewriteClaimReason(claim: UnsupportedClaim, t: Translate): string {
	return t(`aiWriting.claim.${claim.kind}`, { value: claim.value });
}

/** Why an explanation sentence was removed: it names a gap as held, or says what the analysis does not show. */
export function explanationClaimReason(claim: UnsupportedClaim, gaps: ReadonlySet<string>, t: Translate): string {
	if (claim.kind === 'skill' && gaps.has(claim.value.toLowerCase())) return t('aiWriting.claim.gap', { value: claim.value });
	return t(claim.kind === 'skill' ? 'aiWriting.claim.analysis.skill' : 'aiWriting.claim.analysis.other', { value: claim.value });
}
