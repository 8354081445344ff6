/**
 * The door of inbox: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { profileBasis } from './fit';
export { forgetImport, importLog } from './import';
export type { ImportLog } from './import';
export { InboxItem } from './schema';
export { createItem, knownPostings } from './service';
export { inboxSourceStats } from './stats';
export { INBOX_TOPIC, inboxSubscriptions } from './store';
