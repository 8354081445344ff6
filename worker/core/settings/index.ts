/**
 * The door of settings: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { aiTimeoutSeconds, callProvider, readAiSettings, recordAiOutcome } from './ai';
export { requireConsent } from './consents';
export type { Integration } from './schema';
