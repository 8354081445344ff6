/**
 * The door of radar: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { RadarAlert, RadarFeed, RadarResult, RadarRound } from './schema';
export type { FeedStatus } from './schema';
export { listFeeds } from './sources';
export { readAlertSettings } from './alerts';
