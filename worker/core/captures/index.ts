/**
 * The door of captures: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { Capture } from './schema';
export { getCapture, updateCapture } from './service';
