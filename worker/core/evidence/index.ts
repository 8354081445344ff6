/**
 * The door of evidence: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { canonicalName, fromRepository, profileQuotes, readProfile } from './profile-facts';
export type { ProfileFacts } from './profile-facts';
export { coverageOf, evidenceSubject, isEvidenced, proofsOf, quoteAround, shownSkills } from './service';
export type { Coverage, EvidenceSubject, Proof } from './service';
