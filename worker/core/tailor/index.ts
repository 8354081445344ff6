/**
 * The door of tailor: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { splitEntries } from './reorder-skills';
export { Tailoring } from './schema';
export type { Suggestion } from './schema';
export { addAiRephrase, deleteTailoring, getTailoring, listAllTailorings } from './service';
export { tailorResume } from './suggest';
