import { shellEn } from './areas/shell.en';
import { errorsEn } from './areas/errors.en';
import { editConflictEn } from './areas/edit-conflict.en';
import { homeEn } from './areas/home.en';
import { privacyEn } from './areas/privacy.en';
import { dashboardEn } from './areas/dashboard.en';
import { applicationsEn } from './areas/applications.en';
import { jobEn } from './areas/job.en';
import { documentsEn } from './areas/documents.en';
import { resumeEn } from './areas/resume.en';
import { profileEn } from './areas/profile.en';
import { analysisEn } from './areas/analysis.en';
import { atsEn } from './areas/ats.en';
import { tailorEn } from './areas/tailor.en';
import { coverLetterEn } from './areas/cover-letter.en';
import { downloadEn } from './areas/download.en';
import { aiAssistEn } from './areas/ai-assist.en';
import { settingsEn } from './areas/settings.en';
import { sourcesEn } from './areas/sources.en';
import { inboxEn } from './areas/inbox.en';
import { radarEn } from './areas/radar.en';
import { historyEn } from './areas/history.en';
import { intelligenceEn } from './areas/intelligence.en';
import { portfolioEn } from './areas/portfolio.en';
import { repositoryEn } from './areas/repository.en';
import { interviewsEn } from './areas/interviews.en';
import { examsEn } from './areas/exams.en';

/**
 * English messages. Keys are shared with pt-BR (pt.ts must define every one of them).
 * Each key lives in the area file of its first segment: see areas/map.ts.
 */
export const en = {
	...shellEn,
	...errorsEn,
	...editConflictEn,
	...homeEn,
	...privacyEn,
	...dashboardEn,
	...applicationsEn,
	...jobEn,
	...documentsEn,
	...resumeEn,
	...profileEn,
	...analysisEn,
	...atsEn,
	...tailorEn,
	...coverLetterEn,
	...downloadEn,
	...aiAssistEn,
	...settingsEn,
	...sourcesEn,
	...inboxEn,
	...radarEn,
	...historyEn,
	...intelligenceEn,
	...portfolioEn,
	...repositoryEn,
	...interviewsEn,
	...examsEn
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
