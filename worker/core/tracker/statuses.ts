import { EXAM_STAGES, TRACKER_STATUSES, type StatusInfo, type Track, type TrackerStatus } from './schema';

const LABELS: Record<TrackerStatus, { en: string; pt: string }> = {
	saved: { en: 'Saved', pt: 'Salva' },
	applied: { en: 'Applied', pt: 'Candidatura enviada' },
	screening: { en: 'Screening', pt: 'Triagem' },
	interview: { en: 'Interview', pt: 'Entrevista' },
	offer: { en: 'Offer', pt: 'Proposta' },
	accepted: { en: 'Accepted', pt: 'Aceita' },
	rejected: { en: 'Rejected', pt: 'Não seguiu' },
	withdrawn: { en: 'Withdrawn', pt: 'Desisti' },
	registered: { en: 'Registered', pt: 'Inscrito' },
	exemption_requested: { en: 'Fee exemption requested', pt: 'Isenção pedida' },
	exam: { en: 'Exam', pt: 'Prova' },
	result: { en: 'Result', pt: 'Resultado' },
	called_up: { en: 'Called up', pt: 'Convocação' }
};

const TERMINAL: ReadonlySet<TrackerStatus> = new Set(['accepted', 'rejected', 'withdrawn', 'called_up']);
const EXAM: ReadonlySet<TrackerStatus> = new Set(EXAM_STAGES);

/** Every status of both tracks, each board's in its order (History labels any move with it). */
export const STATUS_INFO: StatusInfo[] = [
	...TRACKER_STATUSES.map((status, order) => ({ status, label: LABELS[status], order, terminal: TERMINAL.has(status), track: 'job' as const })),
	...EXAM_STAGES.map((status, order) => ({ status, label: LABELS[status], order, terminal: TERMINAL.has(status), track: 'exam' as const }))
];

/** The track a status belongs to. */
export const trackOfStatus = (status: TrackerStatus): Track => (EXAM.has(status) ? 'exam' : 'job');
/** The track of an application: rows from before issue 31 have none, and are jobs. */
export const trackOf = (job: { track?: Track }): Track => job.track ?? 'job';

export const isTerminal = (status: TrackerStatus) => TERMINAL.has(status);

/** Statuses that mean an application was sent (a rejection implies one was). */
export const SENT: ReadonlySet<TrackerStatus> = new Set(['applied', 'screening', 'interview', 'offer', 'accepted', 'rejected']);
/** Statuses that mean the employer answered. */
export const RESPONDED: ReadonlySet<TrackerStatus> = new Set(['screening', 'interview', 'offer', 'accepted', 'rejected']);
export const INTERVIEWED: ReadonlySet<TrackerStatus> = new Set(['interview', 'offer', 'accepted']);
export const OFFERED: ReadonlySet<TrackerStatus> = new Set(['offer', 'accepted']);
/** The forward path of an application; rejected/withdrawn end it without moving it forward. */
export const PIPELINE: TrackerStatus[] = ['saved', 'applied', 'screening', 'interview', 'offer', 'accepted'];
