import type { ApiRequest, ApiResponse } from '$core/http/contract';
import type { JobExtraction } from '$core/job/schema';
import type { MatchAnalysis } from '$core/match/schema';
import type { ProfileCandidate, ProfileItem } from '$core/profile/schema';
import type { ResumeExtraction } from '$core/resume/schema';
import type { TrackerJob } from '$core/tracker/schema';
import { DEMO_APPLICATIONS, type DemoApplication } from './applications';
import { DEMO_POSTINGS } from './postings';
import { DEMO_INBOX_AT, DEMO_INBOX_CSV, DEMO_INBOX_FILE, DEMO_INBOX_PASTED } from './inbox';
import { DEMO_PROJECT, DEMO_PUBLIC_CERTIFICATE, DEMO_RESUME, DEMO_RESUME_READ_AT } from './person';
import { DEMO_RADAR_AT, DEMO_RADAR_FEED, DEMO_RADAR_WISHLIST } from './radar';
import { DEMO_EDITAL, DEMO_EXAM_AT, DEMO_EXAM_PLAN } from './exams';
import { DEMO_FOLLOW_THROUGH_AT, DEMO_FOLLOW_UP, DEMO_INTERVIEW, DEMO_OFFER_DEADLINE, DEMO_STORIES } from './interviews';

/**
 * The demo's "today": after the last move of the story, so the board, the metrics and every date
 * read the same on every visit. The demo's clock starts here and runs on from it.
 */
export const DEMO_NOW = '2026-11-14T12:00:00.000Z';

/** The core's whole API, one request at a time: `createCore(env).handle`. */
export type CoreHandle = (request: ApiRequest) => Promise<ApiResponse>;

/** What the seed made, for whoever ran it to check (the demo's tests). */
export interface DemoSeed {
	resumeId: string;
	/** Tracker job ids, in the order of DEMO_APPLICATIONS. */
	applications: string[];
	/** By posting key: the stored job's id and, when analysed, the analysis. */
	postings: Record<string, { jobId: string; analysisId: string | null }>;
}

const encoder = new TextEncoder();

/** A JSON client over `handle`: any answer other than a success stops the seed with the core's own words. */
function client(handle: CoreHandle) {
	return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
		const bytes = body === undefined ? null : (encoder.encode(JSON.stringify(body)).buffer as ArrayBuffer);
		const response = await handle({ method, url: `/api/v1${path}`, headers: bytes ? { 'content-type': 'application/json' } : {}, body: bytes });
		if (response.status >= 300) throw new Error(`The demo seed's ${method} ${path} was refused (${response.status}): ${response.body}`);
		return (response.body ? JSON.parse(response.body) : undefined) as T;
	};
}

type Step = { at: string; run: () => Promise<void> };

/**
 * Fills an empty core with Helena's last three months, replayed through the API in the order she
 * lived them — her resume read and added to her profile, each posting read and analysed, each
 * application saved and moved — with the core's clock set to each step's time. Everything the demo
 * shows is then what the core itself computed: no figure, analysis or review is written here.
 */
export async function seedDemo(handle: CoreHandle, setClock: (iso: string) => void): Promise<DemoSeed> {
	const call = client(handle);
	const seed: DemoSeed = { resumeId: '', applications: [], postings: {} };
	const steps: Step[] = [];

	steps.push({
		at: DEMO_RESUME_READ_AT,
		run: async () => {
			// The Resume screen: read, review what was found, add it all to the profile, use the contact lines.
			const resume = await call<ResumeExtraction>('POST', '/resume/extract', { text: DEMO_RESUME });
			seed.resumeId = resume.id;
			const { candidates } = await call<{ candidates: ProfileCandidate[] }>('POST', '/profile/import', { kind: 'resume', text: resume.text });
			await call('POST', '/profile/items', { items: candidates });
			const { name, headline, email, phone, location, summary, links } = resume.profile.basics;
			await call('PUT', '/profile/basics', { name, headline, email, phone, location, summary, links });
		}
	});
	steps.push({
		at: DEMO_PUBLIC_CERTIFICATE.at,
		run: async () => {
			const { items } = await call<{ items: ProfileItem[] }>('GET', '/profile/items?type=certification');
			const certificate = items.find((item) => item.title.startsWith(DEMO_PUBLIC_CERTIFICATE.title));
			if (!certificate) throw new Error(`The demo resume gave no "${DEMO_PUBLIC_CERTIFICATE.title}" certification to make public.`);
			const evidence = certificate.evidence.map((e) => ({ ...e, public: true, url: DEMO_PUBLIC_CERTIFICATE.url }));
			await call('PATCH', `/profile/items/${certificate.id}`, { evidence, version: certificate.version });
		}
	});
	steps.push({
		at: DEMO_PROJECT.at,
		// The Profile screen: a project added by hand, in her own words (it shows on /portfolio).
		run: async () => void (await call('POST', '/profile/items', DEMO_PROJECT.item))
	});
	DEMO_APPLICATIONS.forEach((application, index) => steps.push(...applicationSteps(call, application, index, seed)));
	steps.push({
		at: DEMO_FOLLOW_THROUGH_AT,
		run: async () => {
			// The Interviews screen: next week's interview, two stories drafted from her lines and saved,
			// a follow-up drafted (never sent by Rumo) and the offer's deadline as a reminder.
			const applicationOf = (key: string) => seed.applications[DEMO_APPLICATIONS.findIndex((a) => a.posting?.key === key)];
			const icu = applicationOf(DEMO_INTERVIEW.posting);
			await call('POST', `/tracker/jobs/${icu}/interviews`, DEMO_INTERVIEW.body);
			for (const story of DEMO_STORIES) {
				const draft = await call<{ skills: string[]; parts: Record<string, { text: string; quote: string | null }> }>('POST', '/stories/draft', {
					jobId: seed.postings[DEMO_INTERVIEW.posting].jobId,
					requirement: story.requirement,
					resumeId: seed.resumeId
				});
				const parts = Object.fromEntries(Object.entries(draft.parts).map(([name, part]) => [name, { text: part.text, quote: part.quote }]));
				await call('POST', '/stories', {
					title: story.title,
					requirement: story.requirement,
					skills: draft.skills,
					competencies: story.competencies,
					applicationIds: [icu],
					parts,
					lang: 'pt-BR',
					origin: 'draft'
				});
			}
			await call('POST', `/tracker/jobs/${applicationOf(DEMO_FOLLOW_UP.posting)}/follow-ups`, DEMO_FOLLOW_UP.body);
			await call('POST', '/reminders', { ...DEMO_OFFER_DEADLINE.body, applicationId: applicationOf(DEMO_OFFER_DEADLINE.posting) });
		}
	});
	steps.push({
		at: DEMO_INBOX_AT,
		run: async () => {
			// The Sources screen: her spreadsheet previewed and imported, then a pasted posting.
			const preview = await call<{ previewId: string }>('POST', '/inbox/import/preview', { format: 'csv', content: DEMO_INBOX_CSV, name: DEMO_INBOX_FILE });
			await call('POST', '/inbox/import/commit', { previewId: preview.previewId });
			await call('POST', '/inbox/items', { text: DEMO_INBOX_PASTED, origin: 'WhatsApp' });
		}
	});
	steps.push({
		at: DEMO_RADAR_AT,
		run: async () => {
			// The Radar screen: a pasted feed, the wishlist saved from the proposal, one round.
			await call('PUT', '/radar/wishlist', DEMO_RADAR_WISHLIST);
			await call('PUT', '/radar/alerts/settings', { threshold: 70, notify: false, quietHours: null, everyMinutes: null });
			await call('POST', '/radar/feeds', { content: DEMO_RADAR_FEED });
			await call('POST', '/radar/rounds', { trigger: 'manual' });
		}
	});

	steps.push({
		at: DEMO_EXAM_AT,
		run: async () => {
			// The Public exams screen: her city's health department's edital read, and a study plan for the nurse's cargo.
			const { id } = await call<{ id: string }>('POST', '/exams/extract', { text: DEMO_EDITAL });
			await call('POST', `/exams/${id}/plan`, { cargoId: 'enfermeiro', ...DEMO_EXAM_PLAN });
		}
	});

	// Stable: steps at the same moment keep their order of listing.
	steps.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
	for (const step of steps) {
		setClock(step.at);
		await step.run();
	}
	return seed;
}

/** One application's steps: read the posting, analyse it, save it to Applications, tailor, move it. */
function applicationSteps(call: ReturnType<typeof client>, application: DemoApplication, index: number, seed: DemoSeed): Step[] {
	const { posting } = application;
	// What earlier steps made, for the later ones (the steps run in time order, so always set by then).
	const made: { job: JobExtraction | null; analysis: MatchAnalysis | null; tracked: TrackerJob | null } = { job: null, analysis: null, tracked: null };
	const steps: Step[] = [];
	if (posting) {
		steps.push({
			at: posting.readAt,
			run: async () => {
				const { text, metadata } = DEMO_POSTINGS[posting.key];
				const job = await call<JobExtraction>('POST', '/job/extract', { text, metadata });
				// She reads the analysis before deciding to save the job.
				const analysis = posting.analysed ? await call<MatchAnalysis>('POST', '/match/analyze', { resumeId: seed.resumeId, jobId: job.id }) : null;
				Object.assign(made, { job, analysis });
				seed.postings[posting.key] = { jobId: job.id, analysisId: analysis?.id ?? null };
			}
		});
		if (posting.tailoredAt) {
			steps.push({ at: posting.tailoredAt, run: async () => void (await call('POST', '/resume/tailor', { resumeId: seed.resumeId, jobId: made.job!.id })) });
		}
	}
	steps.push({
		at: application.saved,
		run: async () => {
			// "Save to Applications": the posting's own fields, or what she typed for a job without one.
			const read = made.job?.job;
			const fields = read
				? { title: read.title ?? 'Untitled job', company: read.company ?? '', location: read.location, source: read.source }
				: application.typed!;
			made.tracked = await call<TrackerJob>('POST', '/tracker/jobs', {
				...fields,
				url: application.url,
				notes: application.notes,
				jobId: made.job?.id ?? null,
				match: made.analysis ? { score: made.analysis.score, analysisId: made.analysis.id } : null
			});
			seed.applications[index] = made.tracked.id;
		}
	});
	for (const move of application.moves) {
		steps.push({
			at: move.at,
			run: async () => {
				const current = made.tracked!;
				made.tracked = await call<TrackerJob>('PATCH', `/tracker/jobs/${current.id}`, { status: move.to, version: current.version });
			}
		});
	}
	return steps;
}
