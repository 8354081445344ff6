/**
 * The door of documents: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { composeResume } from './compose';
export { letterFilename } from './filename';
export { profileToJsonResume, toJsonResume } from './json-resume';
export { composeLetter, renderLetterMarkdown } from './letter';
export { loadRenderer } from './renderers';
export { CONTENT_TYPES } from './schema';
