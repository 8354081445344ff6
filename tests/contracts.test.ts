import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contracts } from '../worker/core/contracts';
import { addressesOf, readmeRow, type Contract } from '../worker/core/http/contract';
import { routes } from '../worker/core/app';

/**
 * The contracts are the one place an endpoint is written (issue 29). What the UI and the README need
 * from them is generated: `RUMO_WRITE_CONTRACTS=1 npx vitest run tests/contracts.test.ts` rewrites
 * both; without it, this test fails when either is stale.
 */
const ROOT = join(import.meta.dirname, '..');
const GENERATED = join(ROOT, 'src/lib/api/endpoints.generated.ts');
const README = join(ROOT, 'README.md');
const WRITE = process.env.RUMO_WRITE_CONTRACTS === '1';

function generatedTable(all: Record<string, Contract>): string {
	const body = Object.entries(all)
		.map(([capability, contract]) => {
			const rows = Object.entries(addressesOf(contract)).map(
				([name, { method, path, file }]) => `\t\t${name}: { method: '${method}', path: '${path}'${file ? `, file: ${file === true ? 'true' : `'${file}'`}` : ''} }`
			);
			return `\t${capability}: {\n${rows.join(',\n')}\n\t}`;
		})
		.join(',\n');
	return [
		'// Generated from worker/core/contracts.ts by tests/contracts.test.ts',
		'// (RUMO_WRITE_CONTRACTS=1 npx vitest run tests/contracts.test.ts). Do not edit by hand.',
		"import type { EndpointAddress } from '$core/http/contract';",
		'',
		'/** Each contract endpoint\'s method and path: all the UI\'s client needs at run time (no zod). */',
		`export const ENDPOINTS = {\n${body}\n} as const satisfies Record<string, Record<string, EndpointAddress>>;`,
		''
	].join('\n');
}

describe('contracts', () => {
	it('the UI’s table of methods and paths is the one the contracts give', () => {
		const expected = generatedTable(contracts);
		if (WRITE) writeFileSync(GENERATED, expected);
		expect(readFileSync(GENERATED, 'utf8')).toBe(expected);
	});

	it('the README’s API table has each contract’s row as the contract writes it', () => {
		let readme = readFileSync(README, 'utf8');
		for (const [capability, contract] of Object.entries(contracts)) {
			const row = readmeRow(capability, contract);
			if (WRITE) readme = readme.replace(new RegExp(`^\\| ${capability} \\|.*$`, 'm'), () => row);
			expect(readme.split('\n'), `README row of ${capability}`).toContain(row);
		}
		if (WRITE) writeFileSync(README, readme);
	});

	it('every contract endpoint is served by the router, under the method and path it declares', () => {
		const served = new Set(routes.map((route) => `${route.method} ${route.pattern}`));
		for (const contract of Object.values(contracts)) for (const e of Object.values(contract)) expect(served, `${e.method} ${e.path}`).toContain(`${e.method} ${e.path}`);
	});

	it('writes a path’s parameters as the README does and keeps files marked for the client', () => {
		expect(readmeRow('x', { get: { method: 'GET', path: '/a/:id/b', summary: 'one', response: {} } })).toBe('| x | `GET /a/{id}/b` one |');
		expect(addressesOf({ log: { method: 'GET', path: '/log', summary: 'a file', response: {}, file: true } })).toEqual({ log: { method: 'GET', path: '/log', file: true } });
	});
});
