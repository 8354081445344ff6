/**
 * The door of profile: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { candidatesFromParsed, entryEvidence, importCandidates } from './candidates';
export { countryCode } from './import/countries';
export { clipTitle, evidence } from './import/item';
export { ProfileImportRequest, ProfileItem, ProfileItemInput, ProfileItemUpdate } from './schema';
export type { ImportKind, ItemFacts, ProfileBasics, ProfileCandidate } from './schema';
export { getProfile, listItems, readBasics } from './service';
