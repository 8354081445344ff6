import { describe, expect, it } from 'vitest';
import { RepoAnalysis, StoredRepoAnalysis } from './schema';

// An analysis as stored before evidence and risks had codes: only the English `detail`.
const OLD_ROW = {
	id: 'a1',
	key: 'github.com/ana/site',
	etag: null,
	repo: {
		host: 'github.com',
		kind: 'github',
		owner: 'ana',
		name: 'site',
		url: 'https://github.com/ana/site',
		description: null,
		stars: 3,
		license: 'MIT',
		pushedAt: '2026-10-01T00:00:00Z',
		archived: false,
		fork: false,
		defaultBranch: 'main'
	},
	languages: [{ name: 'JavaScript', bytes: 900, share: 1 }],
	files: [{ path: 'package.json', kind: 'manifest' }],
	evidence: [{ skill: 'React', path: 'package.json', detail: 'dependency "react" ^18.2.0 in package.json', line: 14 }],
	risks: [{ code: 'stale', severity: 'low', detail: 'No push in 3 years', path: null }],
	scorecards: [],
	public: true,
	source: 'host',
	analyzedAt: '2026-10-02T00:00:00Z',
	checkedAt: '2026-10-02T00:00:00Z',
	notes: [],
	skipped: null
};

describe('the stored analysis', () => {
	it('still reads an analysis stored before evidence and risks had codes and params (a backup restores it)', () => {
		const parsed = StoredRepoAnalysis.parse(OLD_ROW);
		expect(parsed.evidence[0]).toEqual(OLD_ROW.evidence[0]);
		expect(parsed.evidence[0].code).toBeUndefined();
		expect(parsed.risks[0].params).toBeUndefined();
	});

	it('reads codes and params where they are, and refuses params that are not text or numbers', () => {
		const evidence = [{ ...OLD_ROW.evidence[0], code: 'dependency', params: { name: 'react', ecosystem: 'npm', path: 'package.json', line: 14, version: '^18.2.0' } }];
		const risks = [{ ...OLD_ROW.risks[0], params: { years: 3, days: 1100 } }];
		expect(RepoAnalysis.parse({ ...OLD_ROW, evidence, risks })).toMatchObject({ evidence, risks });
		expect(RepoAnalysis.safeParse({ ...OLD_ROW, risks: [{ ...OLD_ROW.risks[0], params: { years: null } }] }).success).toBe(false);
	});
});
