import type {
	AccountRepoItem,
	AccountRepos,
	AnalysisList,
	AnalysisNote,
	AnalysisSummary,
	AnalyzedRepo,
	AnalyzeRequest,
	HostKind,
	LocalAnalyzeRequest,
	LocalFile,
	RepoAnalysis
} from '$core/repository/schema';

export type { AccountRepoItem, AccountRepos, AnalysisList, AnalysisNote, AnalysisSummary, AnalyzedRepo, AnalyzeRequest, HostKind, LocalAnalyzeRequest, LocalFile, RepoAnalysis };
