import { describe, expect, it } from 'vitest';
import { benchProposals, measureGuard, twoPageResume } from './grounding-bench';
import { groundProposals } from '../engine/grounding/grounding';

describe('the bench proposals', () => {
	it('are 200 items over two pages, and nothing invented among them passes', () => {
		const text = twoPageResume();
		const items = benchProposals(text);
		expect(items).toHaveLength(200);
		expect(text.length).toBeGreaterThan(6000);
		const result = groundProposals(text, items);
		expect(result.accepted.length + result.dropped.length).toBe(200);
		for (const item of result.accepted) {
			expect(JSON.stringify(item.proposal)).not.toMatch(/Initech|Globex/);
			expect(text.slice(item.evidence.start, item.evidence.end)).toBe(item.evidence.text);
			for (const quote of Object.values(item.fields)) expect(text.slice(quote.start, quote.end)).toBe(quote.text);
		}
		// Every path of the guard is taken: accepted items and each kind of drop the mix holds.
		expect(result.accepted.length).toBeGreaterThan(50);
		expect(result.counts.span_not_in_text).toBeGreaterThan(0);
		expect(result.counts.span_does_not_support).toBeGreaterThan(0);
		expect(result.counts.field_not_in_text).toBeGreaterThan(0);
	});

	it('measureGuard reports one timing per run (the figure itself is read by the bench, not asserted)', () => {
		const timings = measureGuard(3);
		expect(timings.runsMs).toHaveLength(3);
		expect(timings.items).toBe(200);
	});
});
