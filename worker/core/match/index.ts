/**
 * The door of match: the only file another capability imports (tests/architecture.test.ts).
 * It re-exports what the others use today; anything else in this folder is its own.
 */
export { analysesOfJobs, deleteAnalysis, findStoredAnalysis, getAnalysis, listAnalyses, matchInputs } from './routes';
export type { AnalysisSummary } from './schema';
export { EvidenceSource, MatchAnalysis, MatchBreakdown, TextParams } from './schema';
export type { MatchResult } from './schema';
export { jobKeywords, scoreMatch, scoreSubject } from './service';
export type { KeywordImportance } from './service';
