/**
 * The door of ats: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { reviewAts } from './service';
