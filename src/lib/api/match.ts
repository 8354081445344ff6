import type { AnalysisSummary, MatchAnalysis } from '$core/match/schema';
import type { AtsReview } from '$core/ats/schema';

export type { AnalysisSummary, AtsReview, MatchAnalysis };
