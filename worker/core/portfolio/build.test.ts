import { describe, expect, it } from 'vitest';
import type { ProfileItem } from '../profile';
import type { RepoAnalysis } from '../repository';
import type { OpenApplicationNeeds } from '../tracker';
import { buildPortfolio } from './build';
import { MAX_HELPS } from './schema';

let ids = 0;
function item(fields: Partial<ProfileItem> & Pick<ProfileItem, 'type' | 'title'>): ProfileItem {
	return {
		id: `i${++ids}`,
		detail: '',
		organization: null,
		start: null,
		end: null,
		skills: [],
		evidence: [],
		origin: 'manual',
		createdAt: '2026-10-01T00:00:00.000Z',
		updatedAt: '2026-10-01T00:00:00.000Z',
		version: 1,
		...fields
	};
}

function analysis(fields: { id: string; name: string; owner?: string | null; local?: boolean; evidence: RepoAnalysis['evidence'] }): RepoAnalysis {
	const local = fields.local ?? false;
	const owner = local ? null : (fields.owner ?? 'ana');
	return {
		id: fields.id,
		repo: {
			host: local ? 'local' : 'github.com',
			kind: local ? 'local' : 'github',
			owner,
			name: fields.name,
			url: local ? null : `https://github.com/${owner}/${fields.name}`,
			description: local ? null : 'A ledger for small shops',
			stars: null,
			license: null,
			pushedAt: null,
			archived: false,
			fork: false,
			defaultBranch: local ? null : 'main'
		},
		languages: [],
		files: [],
		evidence: fields.evidence,
		risks: [],
		scorecards: [],
		public: !local,
		source: local ? 'local' : 'host',
		analyzedAt: '2026-11-10T00:00:00.000Z',
		checkedAt: '2026-11-10T00:00:00.000Z',
		notes: [],
		skipped: null
	} as RepoAnalysis;
}

const app = (id: string, title: string, required: string[], niceToHave: string[] = []): OpenApplicationNeeds => ({ id, title, company: 'Acme', status: 'applied', required, niceToHave });

const LEDGER = analysis({
	id: 'a1',
	name: 'ledger',
	evidence: [
		{ skill: 'React', path: 'package.json', detail: 'dependency "react" ^18 in package.json', line: 4, code: 'dependency', params: { name: 'react', version: '^18' } },
		{ skill: 'PostgreSQL', path: 'go.mod', detail: 'dependency "github.com/jackc/pgx/v5" in go.mod', line: 6 },
		{ skill: 'React', path: 'web/package.json', detail: 'dependency "react" in web/package.json', line: 3 }
	]
});

describe('the portfolio', () => {
	it('shows an analysed repository with its skills by file and line, and the open applications that ask for them', () => {
		const portfolio = buildPortfolio({
			basics: { links: [] },
			items: [],
			analyses: [LEDGER],
			applications: [app('t1', 'Frontend Developer', ['React']), app('t2', 'Data Engineer', ['Python'], ['PostgreSQL']), app('t3', 'Nurse', ['Triage'])]
		});
		expect(portfolio.entries).toHaveLength(1);
		const [entry] = portfolio.entries;
		expect(entry).toMatchObject({ id: 'analysis:a1', kind: 'repository', title: 'ana/ledger', url: 'https://github.com/ana/ledger', public: true, from: 'repository', ambiguous: false });
		expect(entry.skills.find((s) => s.name === 'React')?.proofs).toEqual([
			{ text: 'dependency "react" ^18 in package.json', path: 'package.json', line: 4, code: 'dependency', params: { name: 'react', version: '^18' } },
			{ text: 'dependency "react" in web/package.json', path: 'web/package.json', line: 3, code: null, params: {} }
		]);
		expect(entry.skills.every((s) => !s.inProfile)).toBe(true);
		// Required first: the frontend role asks for React; the data role only would like PostgreSQL.
		expect(entry.helps).toEqual([
			{ trackerJobId: 't1', title: 'Frontend Developer', company: 'Acme', status: 'applied', skills: ['React'], required: true },
			{ trackerJobId: 't2', title: 'Data Engineer', company: 'Acme', status: 'applied', skills: ['PostgreSQL'], required: false }
		]);
		expect(entry.helpsTotal).toBe(2);
		expect(portfolio.openApplications).toBe(3);
		expect(portfolio.skills.map((s) => [s.name, s.jobs, s.public])).toEqual([
			['PostgreSQL', 1, true],
			['React', 1, true]
		]);
	});

	it('marks the skills already added to the profile from an analysis, and shows the added project with it, not twice', () => {
		const url = 'https://github.com/ana/ledger';
		const fromRepo = (text: string) => [{ text, source: 'repository', public: true, url }];
		const portfolio = buildPortfolio({
			basics: { links: [] },
			items: [
				item({ type: 'skill', title: 'React', origin: 'imported', evidence: fromRepo('package.json, line 4: react — github.com/ana/ledger') }),
				item({ type: 'project', title: 'ledger', origin: 'imported', skills: ['React'], evidence: fromRepo('Public repository at github.com/ana/ledger') })
			],
			analyses: [LEDGER],
			applications: []
		});
		expect(portfolio.entries.map((e) => e.id)).toEqual(['analysis:a1']);
		const [entry] = portfolio.entries;
		expect(entry.profileItemId).toMatch(/^i\d+$/);
		expect(Object.fromEntries(entry.skills.map((s) => [s.name, s.inProfile]))).toEqual({ React: true, PostgreSQL: false });
	});

	it('keeps a local folder private, and matches what was added from it by the folder\'s name', () => {
		const folder = analysis({ id: 'a2', name: 'thesis-code', local: true, evidence: [{ skill: 'Python', path: 'requirements.txt', detail: 'dependency "pandas"', line: 1 }] });
		const portfolio = buildPortfolio({
			basics: { links: [] },
			items: [item({ type: 'skill', title: 'Python', origin: 'imported', evidence: [{ text: 'requirements.txt, line 1: pandas — the folder thesis-code on this computer', source: 'repository', public: false, url: null }] })],
			analyses: [folder],
			applications: [app('t1', 'Data Analyst', ['Python'])]
		});
		expect(portfolio.entries).toHaveLength(1);
		expect(portfolio.entries[0]).toMatchObject({ kind: 'folder', from: 'folder', public: false, url: null, host: null, helpsTotal: 1 });
		expect(portfolio.entries[0].skills[0]).toMatchObject({ name: 'Python', inProfile: true });
		expect(portfolio.skills[0]).toMatchObject({ name: 'Python', public: false });
	});

	it('lists projects and links from the profile with their origin and visibility; one link is listed once', () => {
		const portfolio = buildPortfolio({
			basics: { links: ['https://ana.dev/', 'https://www.linkedin.com/in/ana'] },
			items: [
				item({
					type: 'project',
					title: 'Triage dashboard',
					detail: 'A React dashboard for the emergency room triage queue.',
					origin: 'extracted',
					evidence: [{ text: 'Built a React dashboard for the triage queue.', source: 'resume:projects', public: true, url: 'https://ana.dev/triage' }]
				}),
				item({ type: 'project', title: 'Community garden', detail: 'Organised volunteers on weekends.' }),
				item({ type: 'link', title: 'https://ana.dev' })
			],
			analyses: [],
			applications: [app('t1', 'Frontend Developer', ['React'])]
		});
		const byTitle = Object.fromEntries(portfolio.entries.map((e) => [e.title, e]));
		expect(byTitle['Triage dashboard']).toMatchObject({ kind: 'project', from: 'profile', origin: 'extracted', public: true, url: 'https://ana.dev/triage', ambiguous: false, helpsTotal: 1 });
		expect(byTitle['Triage dashboard'].skills[0].proofs[0].text).toBe('Built a React dashboard for the triage queue.');
		// Names no skill Rumo can read: it proves nothing until the person says what.
		expect(byTitle['Community garden']).toMatchObject({ public: false, ambiguous: true, skills: [], helps: [] });
		// ana.dev is in the basics and as an item: once, as the item.
		expect(portfolio.entries.filter((e) => e.kind === 'link').map((e) => e.url)).toEqual(['https://ana.dev', 'https://www.linkedin.com/in/ana']);
		expect(portfolio.entries.find((e) => e.kind === 'link' && e.id.startsWith('link:'))).toMatchObject({ public: true, ambiguous: false });
	});

	it('never lists a skill a related one only implies, nor an application for it', () => {
		const portfolio = buildPortfolio({
			basics: { links: [] },
			items: [
				item({
					type: 'project',
					title: 'Reports',
					origin: 'extracted',
					skills: ['PostgreSQL', 'SQL'],
					evidence: [{ text: 'Wrote PostgreSQL queries for the monthly reports.', source: 'resume:projects', public: false, url: null }]
				})
			],
			analyses: [],
			applications: [app('t1', 'SQL Analyst', ['SQL'])]
		});
		expect(portfolio.entries[0].skills.map((s) => s.name)).toEqual(['PostgreSQL']);
		expect(portfolio.entries[0].helps).toEqual([]);
	});

	it('caps the applications listed per entry and counts them all', () => {
		const many = Array.from({ length: MAX_HELPS + 5 }, (_, n) => app(`t${n}`, `Role ${String(n).padStart(2, '0')}`, n % 2 ? ['React'] : [], n % 2 ? [] : ['React']));
		const [entry] = buildPortfolio({ basics: { links: [] }, items: [], analyses: [LEDGER], applications: many }).entries;
		expect(entry.helpsTotal).toBe(MAX_HELPS + 5);
		expect(entry.helps).toHaveLength(MAX_HELPS);
		expect(entry.helps.slice(0, 12).every((h) => h.required)).toBe(true);
	});
});
