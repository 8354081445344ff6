// Generated from worker/core/contracts.ts by tests/contracts.test.ts
// (RUMO_WRITE_CONTRACTS=1 npx vitest run tests/contracts.test.ts). Do not edit by hand.
import type { EndpointAddress } from '$core/http/contract';

/** Each contract endpoint's method and path: all the UI's client needs at run time (no zod). */
export const ENDPOINTS = {
	tracker: {
		statuses: { method: 'GET', path: '/tracker/statuses' },
		list: { method: 'GET', path: '/tracker/jobs' },
		create: { method: 'POST', path: '/tracker/jobs' },
		get: { method: 'GET', path: '/tracker/jobs/:id' },
		update: { method: 'PATCH', path: '/tracker/jobs/:id' },
		remove: { method: 'DELETE', path: '/tracker/jobs/:id' },
		metrics: { method: 'GET', path: '/tracker/metrics' },
		funnel: { method: 'GET', path: '/tracker/funnel' },
		sources: { method: 'GET', path: '/tracker/sources' },
		requirements: { method: 'GET', path: '/tracker/requirements' },
		timeline: { method: 'GET', path: '/tracker/timeline' },
		responseTimes: { method: 'GET', path: '/tracker/response-times' },
		exportLog: { method: 'GET', path: '/tracker/export', file: true }
	}
} as const satisfies Record<string, Record<string, EndpointAddress>>;
