import { describe, expect, it } from 'vitest';
import { del, get, ok, orderRoutes } from './router';
import { routes } from '../app';

const paths = (list: { method: string; pattern: string }[]) => list.map((route) => `${route.method} ${route.pattern}`);

describe('route order', () => {
	it('tries a fixed word before a parameter at the first segment where two routes differ, whatever order they were listed in', () => {
		const ordered = orderRoutes([get('/resume/:id', {}, () => ok(1)), get('/resume/tailor', {}, () => ok(2)), get('/resume/:id/export', {}, () => ok(3))]);
		expect(paths(ordered)).toEqual(['GET /resume/tailor', 'GET /resume/:id', 'GET /resume/:id/export']);
	});

	it('keeps the listed order where nothing tells two routes apart', () => {
		const ordered = orderRoutes([get('/b', {}, () => ok(1)), get('/a', {}, () => ok(2)), del('/a', {}, () => ok(3))]);
		expect(paths(ordered)).toEqual(['GET /b', 'GET /a', 'DELETE /a']);
	});

	it('refuses two routes that would answer the same request the same way', () => {
		expect(() => orderRoutes([get('/job/:id', {}, () => ok(1)), get('/job/:jobId', {}, () => ok(2))])).toThrow(/Two routes answer GET \/job\/:/);
	});

	it("the app's own routes hold no such pair, and every fixed path is tried before a parameter that would take it", () => {
		const ordered = orderRoutes(routes);
		ordered.forEach((route, i) => {
			for (const later of ordered.slice(i + 1)) {
				if (later.method !== route.method || later.parts.length !== route.parts.length) continue;
				// A later route that a path of this one's shape would reach first is never one with a fixed word where this one has a parameter.
				const shadowed = later.parts.every((part, k) => part === route.parts[k] || route.parts[k].startsWith(':'));
				const differs = later.parts.some((part, k) => part !== route.parts[k]);
				expect(shadowed && differs, `${route.pattern} would take ${later.pattern}`).toBe(false);
			}
		});
	});
});
