/**
 * Which sites are job boards and which are careers platforms, and the public job APIs Rumo knows.
 * A site not named here is a company's own careers page when a posting link points at it.
 */
const JOB_BOARDS = [
	'linkedin.com', 'indeed.com', 'glassdoor.com', 'glassdoor.com.br', 'catho.com.br', 'infojobs.com.br', 'vagas.com.br',
	'trampos.co', 'programathor.com.br', 'remoteok.com', 'weworkremotely.com', 'wellfound.com', 'himalayas.app', 'bne.com.br',
	'empregos.com.br', 'geekhunter.com.br', 'revelo.com.br', 'remotar.com.br', 'upwork.com', 'monster.com', 'stepstone.de'
];
const CAREER_PLATFORMS = [
	'gupy.io', 'greenhouse.io', 'lever.co', 'ashbyhq.com', 'workable.com', 'recruitee.com', 'smartrecruiters.com', 'breezy.hr',
	'kenoby.com', 'solides.jobs', 'inhire.app', 'teamtailor.com', 'pandape.com.br', 'myworkdayjobs.com', 'jobvite.com', 'bamboohr.com'
];

const under = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

export function siteKind(host: string): 'job_board' | 'career_page' {
	if (JOB_BOARDS.some((domain) => under(host, domain))) return 'job_board';
	return 'career_page';
}

export const isCareerPlatform = (host: string) => CAREER_PLATFORMS.some((domain) => under(host, domain));

/** Documented, keyless job APIs the radar reads (worker/core/radar/boards); Gupy's public listing is observed, not documented. */
export const OFFICIAL_APIS = [
	{ id: 'greenhouse', name: 'Greenhouse Job Board API', docsUrl: 'https://developers.greenhouse.io/job-board.html' },
	{ id: 'lever', name: 'Lever Postings API', docsUrl: 'https://github.com/lever/postings-api' },
	{ id: 'ashby', name: 'Ashby Job Postings API', docsUrl: 'https://developers.ashbyhq.com/docs/public-job-posting-api' },
	{ id: 'gupy', name: 'Gupy', docsUrl: 'https://developers.gupy.io/' }
] as const;
