import type { Messages } from './en';
import skillLabels from './skill-labels.pt.json';
import { shellPt } from './areas/shell.pt';
import { errorsPt } from './areas/errors.pt';
import { editConflictPt } from './areas/edit-conflict.pt';
import { homePt } from './areas/home.pt';
import { privacyPt } from './areas/privacy.pt';
import { dashboardPt } from './areas/dashboard.pt';
import { applicationsPt } from './areas/applications.pt';
import { jobPt } from './areas/job.pt';
import { documentsPt } from './areas/documents.pt';
import { resumePt } from './areas/resume.pt';
import { profilePt } from './areas/profile.pt';
import { analysisPt } from './areas/analysis.pt';
import { atsPt } from './areas/ats.pt';
import { tailorPt } from './areas/tailor.pt';
import { coverLetterPt } from './areas/cover-letter.pt';
import { downloadPt } from './areas/download.pt';
import { aiAssistPt } from './areas/ai-assist.pt';
import { settingsPt } from './areas/settings.pt';
import { sourcesPt } from './areas/sources.pt';
import { inboxPt } from './areas/inbox.pt';
import { radarPt } from './areas/radar.pt';
import { historyPt } from './areas/history.pt';
import { intelligencePt } from './areas/intelligence.pt';
import { portfolioPt } from './areas/portfolio.pt';
import { repositoryPt } from './areas/repository.pt';
import { interviewsPt } from './areas/interviews.pt';
import { examsPt } from './areas/exams.pt';

/** Português do Brasil. Escrito como se fala aqui, não traduzido palavra por palavra. Cada chave mora na área do seu primeiro segmento (areas/map.ts). */
export const pt: Messages = {
	...shellPt,
	...errorsPt,
	...editConflictPt,
	...homePt,
	...privacyPt,
	...dashboardPt,
	...applicationsPt,
	...jobPt,
	...documentsPt,
	...resumePt,
	...profilePt,
	...analysisPt,
	...atsPt,
	...tailorPt,
	...coverLetterPt,
	...downloadPt,
	...aiAssistPt,
	...settingsPt,
	...sourcesPt,
	...inboxPt,
	...radarPt,
	...historyPt,
	...intelligencePt,
	...portfolioPt,
	...repositoryPt,
	...interviewsPt,
	...examsPt
};

export { skillLabels };
