/**
 * The door of ai: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { askStructured } from './provider';
export type { AiFallbackReason } from './provider';
export type { AiRun } from './schema';
