/**
 * English messages of the Dashboard on /dashboard.
 * See ../en.ts and map.ts; the pt-BR ones are in the .pt.ts beside this file.
 */
export const dashboardEn = {
	// Singular variants for i18n.tn(); the key without `.one` is the plural.
	'dashboard.next.saved.one': 'You have {count} saved job you have not applied to yet.',
	'dashboard.next.interview.one': 'You have {count} application at the interview stage. Prepare with your notes.',
	'dashboard.requirements.lead.one':
		'Skills named by the one tracked job whose skills Rumo recognised. Skills your profile does not show yet are marked as gaps.',
	'dashboard.requirements.jobs.one': '{count} job',
	'dashboard.kpi.days.one': '{days} day',

	'dashboard.analyses.empty.title': 'No analysis yet',
	'dashboard.analyses.empty.body': 'Paste a job posting and compare it with your resume: each analysis then shows up here.',
	'dashboard.analyses.empty.cta': 'Compare a job with your resume',

	'dashboard.title': 'Dashboard',
	'dashboard.lead': 'How your job search is going, from the applications you track.',
	'dashboard.empty.title': 'No applications yet',
	'dashboard.empty.body':
		'Once you track an application, your numbers appear here: how many you sent, how many got an answer and how fast. Start with a job you saved or already applied to.',
	'dashboard.empty.cta': 'Add your first application',
	'dashboard.error': 'Your numbers could not be loaded.',
	'dashboard.kpi.total': 'Applications tracked',
	'dashboard.kpi.active': 'Still in progress',
	'dashboard.kpi.applied': 'Applications sent',
	'dashboard.kpi.responseRate': 'Response rate',
	'dashboard.kpi.interviewRate': 'Interview rate',
	'dashboard.kpi.offerRate': 'Offer rate',
	'dashboard.kpi.medianDays': 'Median days to an answer',
	'dashboard.kpi.averageMatch': 'Average match',
	'dashboard.kpi.none': '—',
	'dashboard.kpi.noneHint': 'Not enough data yet',
	'dashboard.kpi.days.other': '{days} days',
	'dashboard.funnel.title': 'How far your applications went',
	'dashboard.funnel.caption': 'Applications that reached each stage',
	'dashboard.sources.title': 'Where your applications come from',
	'dashboard.sources.source': 'Source',
	'dashboard.sources.total': 'Tracked',
	'dashboard.sources.applied': 'Sent',
	'dashboard.sources.interviews': 'Interviews',
	'dashboard.sources.conversion': 'Sent → interview',
	'dashboard.sources.manual': 'Added by hand',
	'dashboard.recent.title': 'Recently added',
	'dashboard.recent.all': 'See all applications',
	'dashboard.next.title': 'Next steps',
	'dashboard.next.saved.other': 'You have {count} saved jobs you have not applied to yet.',
	'dashboard.next.interview.other': 'You have {count} applications at the interview stage. Prepare with your notes.',
	'dashboard.next.none': 'Nothing waiting on you right now. Keep adding the jobs you find.',

	'dashboard.requirements.title': 'What jobs ask for',
	'dashboard.requirements.lead.other': 'Skills named by the {count} tracked jobs whose skills Rumo recognised. Skills your profile does not show yet are marked as gaps.',
	'dashboard.requirements.caption': 'Skills the jobs you track ask for, most asked first',
	'dashboard.requirements.shareOf': '{percent} of jobs',
	'dashboard.requirements.jobs.other': '{count} jobs',
	'dashboard.requirements.required': 'required in {count}',
	'dashboard.requirements.inProfile': 'In your profile',
	'dashboard.requirements.gap': 'Gap: not in your profile',
	'dashboard.requirements.addEvidence': 'Add evidence',
	'dashboard.requirements.addEvidenceLabel': 'Add evidence of {skill} to your profile',
	'dashboard.requirements.empty.title': 'No skills to count yet',
	'dashboard.requirements.empty.body': 'Jobs you save from the Job screen bring the skills their posting asks for. Paste a posting there and save it to your applications: this section then shows what employers ask for again and again, and what your profile is still missing.',
	'dashboard.requirements.empty.cta': 'Open the Job screen',
	'dashboard.requirements.error': 'The skills your jobs ask for could not be loaded.',
	'dashboard.profile.title': 'Your profile',
	'dashboard.profile.empty': 'Your profile is empty. Read your resume once and review what Rumo found; it becomes the base of every analysis.',
	'dashboard.profile.start': 'Read my resume',
	'dashboard.profile.noName': 'Name not given yet',
	'dashboard.profile.counts': 'Items: {items} · skills: {skills} · with evidence: {evidence}',
	'dashboard.profile.open': 'Open your profile',

	// The storage's state where the overview's numbers would be.
	'data.metrics.unavailable.title': 'Metrics unavailable',
	'data.metrics.unavailable.body': 'Your numbers could not be worked out right now. Your data is not affected; try again.',
	'data.metrics.api.title': 'Local API unavailable',
	'data.metrics.api.body': 'Rumo’s engine in this browser did not answer. Reload the page.',
	'data.metrics.settings': 'Open Settings → Storage'
} as const;
