/**
 * The door of repository: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { StoredRepoAnalysis } from './schema';
export type { RepoAnalysis } from './schema';
export { analysesForPortfolio } from './service';
export { analyzeRepository } from './analysis';
