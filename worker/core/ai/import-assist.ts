import type { CoreEnv } from '../env';
import { importCandidates } from '../profile';
import type { ImportKind, ProfileCandidate } from '../profile';
import { suggestProfileItems, type SuggestOptions } from './assist';
import type { KnownValue } from '../engine/grounding/grounding';
import type { ProfileAiSuggestions } from './schema';

/*
 * AI suggestions for pasted text (Profile → Import, issue 17). The rules' own candidates are read
 * exactly as POST /profile/import reads them (importCandidates), only so the guard drops the AI's
 * repeats of them; the AI's survivors quote the text as those candidates do ("academic:education",
 * "notes"). Stores nothing.
 */

/** What an import's own candidates already hold, as the guard compares it. */
export function knownCandidates(candidates: readonly ProfileCandidate[]): KnownValue[] {
	const out: KnownValue[] = [];
	for (const item of candidates) {
		switch (item.type) {
			case 'skill':
				out.push({ kind: 'skill', value: item.skills[0] ?? item.title });
				break;
			case 'experience':
			case 'education':
				out.push({ kind: item.type, value: `${item.title} ${item.organization ?? ''}` });
				break;
			case 'certification':
			case 'language':
				out.push({ kind: item.type, value: item.title });
				break;
		}
	}
	return out;
}

/** Suggestions for one pasted text of `kind`; a provider failure is a fallback, not an error. */
export async function suggestForImport(env: CoreEnv, kind: ImportKind, text: string, options: SuggestOptions = {}): Promise<ProfileAiSuggestions> {
	const { candidates } = importCandidates(kind, text, env.now());
	return suggestProfileItems(env, text, knownCandidates(candidates), kind, options);
}
