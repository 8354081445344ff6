import { beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '$core/app';
import { demoEnv } from '$core/platform/demo-env';
import { Health } from '$core/health/schema';
import { computeFunnel, computeMetrics, computeSources, computeTimeline } from '$core/tracker/metrics';
import type { ApiRequest } from '$core/http/types';
import type { TrackerJob } from '$core/tracker/schema';
import { DEMO_APPLICATIONS } from './applications';
import { DEMO_POSTINGS } from './postings';
import { DEMO_PROJECT, DEMO_RESUME } from './person';
import { DEMO_INBOX_CSV, DEMO_INBOX_PASTED } from './inbox';
import { refreshFits } from '$core/inbox/fit';
import { DEMO_NOW, seedDemo, type DemoSeed } from './seed';

/** The demo's own environment and seed, as its worker runs them (fake-indexeddb is in-memory in Node too). */
async function seededDemo() {
	const { env, clock } = demoEnv('http://127.0.0.1:4174');
	const core = createCore(env);
	const seed = await seedDemo(core.handle, clock.set);
	clock.runFrom(DEMO_NOW);
	const call = async (method: string, url: string, body?: unknown) => {
		const request: ApiRequest = {
			method,
			url: `/api/v1${url}`,
			headers: { 'content-type': 'application/json' },
			body: body === undefined ? null : (new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer)
		};
		const response = await core.handle(request);
		// eslint-disable-next-line @typescript-eslint/no-explicit-any
		return { status: response.status, data: response.body ? (JSON.parse(response.body) as any) : null };
	};
	const get = async (url: string) => {
		const { status, data } = await call('GET', url);
		if (status !== 200) throw new Error(`GET ${url} answered ${status}: ${JSON.stringify(data)}`);
		return data;
	};
	return { env, seed, call, get };
}

let demo: Awaited<ReturnType<typeof seededDemo>>;
let seed: DemoSeed;
let jobs: TrackerJob[];
beforeAll(async () => {
	demo = await seededDemo();
	seed = demo.seed;
	jobs = (await demo.get('/tracker/jobs?limit=500')).items;
}, 60_000);

describe('the demo seed', () => {
	it('fills the core through its own API, with one application per story', () => {
		expect(seed.resumeId).toBeTruthy();
		expect(jobs).toHaveLength(DEMO_APPLICATIONS.length);
		expect(seed.applications).toEqual(expect.arrayContaining(jobs.map((job) => job.id)));
	});

	it('makes the same ids on every visit, so links into the demo keep working', async () => {
		const again = await seededDemo();
		expect(again.seed).toEqual(seed);
	}, 60_000);

	it('answers as the demo build: no relay and no storage figures', async () => {
		const health = Health.parse(await demo.get('/health'));
		expect(health).toMatchObject({ mode: 'demo', relay: { available: false }, storage: { ok: true, usage: 0, quota: 0 } });
		expect((await demo.call('PUT', '/settings/consents/relay-fetch', { granted: true })).status).toBe(200);
		const fromLink = await demo.call('POST', '/job/extract', { url: 'https://vagas.example/outra-vaga' });
		expect(fromLink.data.code).toBe('relay_unavailable');
	});

	it('starts the clock after the last step of the story', () => {
		expect(Date.parse(DEMO_NOW)).toBeGreaterThan(Math.max(...jobs.flatMap((job) => job.history.map((h) => Date.parse(h.at)))));
		expect(demo.env.now().getTime()).toBeGreaterThanOrEqual(Date.parse(DEMO_NOW));
	});
});

describe('the demo person', () => {
	it('is the one of the resume, and every analysis compares her own resume and profile', async () => {
		const profile = await demo.get('/profile');
		const resume = await demo.get(`/resume/${seed.resumeId}`);
		expect(profile.basics.name).toBe('Helena Duarte');
		expect(resume.profile.basics.name).toBe(profile.basics.name);
		expect(profile.items.length).toBeGreaterThan(5);
		// The items came from her resume (each quotes a line of it), but the one project she wrote herself.
		const own = profile.items.filter((item: { origin: string }) => item.origin === 'manual');
		expect(own.map((item: { title: string }) => item.title)).toEqual([DEMO_PROJECT.item.title]);
		for (const item of profile.items.filter((item: { origin: string }) => item.origin !== 'manual')) for (const evidence of item.evidence) expect(DEMO_RESUME, item.title).toContain(evidence.text.split('\n')[0].slice(0, 20));

		const { items, total } = await demo.get('/match?limit=100');
		expect(total).toBe(DEMO_APPLICATIONS.filter((a) => a.posting?.analysed).length);
		for (const summary of items) {
			const analysis = await demo.get(`/match/${summary.id}`);
			expect(analysis.resumeId).toBe(seed.resumeId);
			expect(analysis.basis.profileItems).toBe(profile.items.length);
			expect(summary.resumeName).toContain('Helena Duarte');
		}
	});

	it('shows a public certificate with its link', async () => {
		const { items } = await demo.get('/profile/items?type=certification');
		const acls = items.find((item: { title: string }) => item.title === 'ACLS');
		expect(acls.evidence[0]).toMatchObject({ public: true, url: expect.stringMatching(/^https:\/\/[\w.-]+\.example\//) });
	});

	it('has a portfolio: her own project, public, proving skills her open applications ask for', async () => {
		const portfolio = await demo.get('/portfolio');
		const project = portfolio.entries.find((entry: { kind: string }) => entry.kind === 'project');
		expect(project).toMatchObject({ title: 'Protocolo de sepse da UTI adulto', public: true, from: 'profile', origin: 'manual', ambiguous: false });
		expect(project.skills.map((skill: { name: string }) => skill.name)).toContain('Sepsis protocols');
		expect(project.helpsTotal).toBeGreaterThan(0);
	});

	it('has a tailoring of her resume for the job she is interviewing for', async () => {
		const icu = seed.postings.icu;
		const tailoring = await demo.get(`/resume/tailor?resumeId=${seed.resumeId}&jobId=${icu.jobId}`);
		expect(tailoring.suggestions.length).toBeGreaterThan(0);
	});
});

describe('the demo applications', () => {
	it('follow their stories: dates, stages and the posting each was saved from', () => {
		DEMO_APPLICATIONS.forEach((application, index) => {
			const job = jobs.find((j) => j.id === seed.applications[index])!;
			expect(job.history.map((h) => [h.to, h.at])).toEqual([['saved', application.saved], ...application.moves.map((m) => [m.to, m.at])]);
			expect(job.createdAt).toBe(application.saved);
			expect(job.jobId).toBe(application.posting ? seed.postings[application.posting.key].jobId : null);
		});
	});

	it('carry the title and company their postings give, as written', () => {
		DEMO_APPLICATIONS.forEach((application, index) => {
			if (!application.posting) return;
			const job = jobs.find((j) => j.id === seed.applications[index])!;
			const [title, place] = DEMO_POSTINGS[application.posting.key].text.split('\n');
			expect(job.title).toBe(title);
			expect(place.startsWith(`${job.company} — `), `${job.company} in "${place}"`).toBe(true);
		});
	});

	it('link every score to an analysis of that job with that score', async () => {
		const scored = jobs.filter((job) => job.match);
		expect(scored.length).toBeGreaterThanOrEqual(4);
		for (const job of scored) {
			expect(job.match!.analysisId, job.title).toBeTruthy();
			const analysis = await demo.get(`/match/${job.match!.analysisId}`);
			expect(analysis.score, job.title).toBe(job.match!.score);
			expect(analysis.jobId, job.title).toBe(job.jobId);
		}
	});

	it('show the figures the core computes from the jobs themselves', async () => {
		expect(await demo.get('/tracker/metrics')).toEqual(computeMetrics(jobs));
		expect(await demo.get('/tracker/funnel')).toEqual(computeFunnel(jobs));
		expect(await demo.get('/tracker/sources')).toEqual(computeSources(jobs));
		expect(await demo.get('/tracker/timeline')).toEqual(computeTimeline(jobs));
		const metrics = await demo.get('/tracker/metrics');
		// A board with most columns filled: only screening (passed through, as the funnel shows) and accepted are empty.
		expect(Object.entries(metrics.byStatus).filter(([, count]) => count === 0).map(([status]) => status)).toEqual(['screening', 'accepted']);
	});

	it('name what the jobs ask for against her profile: some skills she has, some gaps', async () => {
		const { items, jobsWithSkills } = await demo.get('/tracker/requirements');
		expect(jobsWithSkills).toBeGreaterThanOrEqual(5);
		expect(items.some((row: { inProfile: boolean }) => row.inProfile)).toBe(true);
		expect(items.some((row: { inProfile: boolean }) => !row.inProfile)).toBe(true);
	});

	it('fill her inbox from her spreadsheet and a pasted posting: the repeated link merged, fits scored against her profile', async () => {
		const list = await demo.get('/inbox/items?limit=50');
		expect(list.total).toBe(7);
		const kept = list.items.find((item: { title: string; company: string }) => item.company === 'Hospital Vale do Jatobá');
		expect(kept.history.map((h: { event: string }) => h.event)).toEqual(['imported', 'imported_again']);
		expect(list.items.find((item: { origin: string }) => item.origin === 'WhatsApp').channel).toBe('text');
		await refreshFits(demo.env);
		const byFit = await demo.get('/inbox/items?sort=fit');
		expect(byFit.items[0].fitState).toBe('ready');
		expect(byFit.items[0].fit.score).toBeGreaterThan(50);
		const directory = await demo.get('/sources');
		expect(directory.items.find((entry: { kind: string }) => entry.kind === 'import').name).toBe('vagas-enfermagem.csv');
	});

	it('accept a move for the visit and count it', async () => {
		const saved = jobs.find((job) => job.status === 'saved' && !job.jobId)!;
		const moved = await demo.call('PATCH', `/tracker/jobs/${saved.id}`, { status: 'applied', version: saved.version });
		expect(moved.status).toBe(200);
		expect(moved.data.appliedAt).not.toBeNull();
		expect((await demo.get('/tracker/metrics')).byStatus.applied).toBe(computeMetrics(jobs).byStatus.applied + 1);
	});
});

describe('the demo texts', () => {
	it('quote only fictitious people, employers and reserved contacts', () => {
		const texts = [DEMO_RESUME, ...Object.values(DEMO_POSTINGS).map((p) => p.text), ...DEMO_APPLICATIONS.map((a) => `${a.url ?? ''} ${a.notes}`), DEMO_INBOX_CSV, DEMO_INBOX_PASTED].join('\n');
		for (const email of texts.match(/[\w.+-]+@[\w.-]+/g) ?? []) expect(email).toMatch(/@example\.(com|org|net)$/);
		for (const phone of texts.match(/\+55 \d\d 9\d{4}-\d{4}/g) ?? []) expect(phone).toMatch(/ 90000-0\d{3}$/);
		for (const url of texts.match(/https?:\/\/\S+/g) ?? []) expect(new URL(url).hostname).toMatch(/\.(example|test)$/);
	});

	it('gives the radar a pasted feed, the saved wishlist and one round scored by the core', async () => {
		const feeds = (await demo.get('/radar/feeds')).items;
		expect(feeds).toHaveLength(1);
		expect(feeds[0]).toMatchObject({ pasted: true, kind: 'rss', lastStatus: 'ok', lastItems: 4 });
		expect((await demo.get('/radar/wishlist')).saved).toBe(true);
		const results = (await demo.get('/radar/results')).items;
		expect(results.length).toBe(3);
		expect(results[0].title).toMatch(/UTI Adulto/);
		expect(results[0].evidence.length).toBeGreaterThan(0);
		expect(results.at(-1).title).toMatch(/Faturamento/);
		const removed = (await demo.get('/radar/results?status=excluded')).items;
		expect(removed.map((r: { excludedBy: { params: { word: string } } }) => r.excludedBy.params.word)).toEqual(['noturno']);
	});
});

describe('the demo after applying', () => {
	it('has the nurse’s interview next week, two stories from her own lines, one follow-up draft and the offer’s deadline', async () => {
		const icu = jobs.find((job) => job.jobId === seed.postings.icu.jobId)!;
		const interviews = (await demo.get(`/tracker/jobs/${icu.id}/interviews`)).items;
		expect(interviews).toHaveLength(1);
		const days = (Date.parse(interviews[0].startsAt) - Date.parse(DEMO_NOW)) / 86_400_000;
		expect(days).toBeGreaterThan(1);
		expect(days).toBeLessThan(8);
		const stories = (await demo.get('/stories')).items;
		expect(stories).toHaveLength(2);
		const resume = (await demo.get(`/resume/${seed.resumeId}`)).text.replace(/\s+/g, ' ');
		for (const story of stories) {
			expect(story.applicationIds).toEqual([icu.id]);
			expect(story.parts.action.text.length).toBeGreaterThan(0);
			for (const part of Object.values(story.parts) as { text: string; quote: string | null }[]) if (part.text) expect(resume).toContain(part.quote!.replace(/\s+/g, ' '));
		}
		const followUps = await Promise.all(jobs.map(async (job) => (await demo.get(`/tracker/jobs/${job.id}/follow-ups`)).items));
		expect(followUps.flat().map((f: { state: string }) => f.state)).toEqual(['draft']);
		const steps = (await demo.get('/next-steps?tz=America/Sao_Paulo')).items;
		expect(steps.map((s: { kind: string }) => s.kind)).toEqual(expect.arrayContaining(['interview', 'offer_deadline']));
	});

	it('holds one edital of a municipal health department whose nurse’s cargo alone fits Helena, with a study plan', async () => {
		const { items } = await demo.get('/exams');
		expect(items).toHaveLength(1);
		const exam = await demo.get(`/exams/${items[0].id}`);
		expect(exam.exam.cargos.map((c: { id: string }) => c.id)).toEqual(['enfermeiro', 'medico-clinico-geral', 'farmaceutico']);
		const fit = await demo.get(`/exams/${items[0].id}/fit`);
		expect(fit.cargos.filter((c: { eligible: boolean }) => c.eligible).map((c: { cargoId: string }) => c.cargoId)).toEqual(['enfermeiro']);
		const plan = await demo.get(`/exams/${items[0].id}/plan`);
		expect(plan).toMatchObject({ cargoId: 'enfermeiro', examDate: '2027-03-14' });
		expect(plan.topics.find((t: { id: string }) => t.id === 'conhecimentos-especificos-4')).toMatchObject({ known: true, text: '4 Sepse: reconhecimento precoce e pacote da primeira hora' });
	});
});
