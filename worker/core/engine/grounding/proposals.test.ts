import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Proposal, ProposalList, proposalListOf } from './proposals';

type Json = { [key: string]: unknown };

/** Every object schema inside a JSON Schema, wherever it sits. */
function objectsIn(node: unknown, out: Json[] = []): Json[] {
	if (Array.isArray(node)) for (const child of node) objectsIn(child, out);
	else if (node && typeof node === 'object') {
		const json = node as Json;
		if (json.type === 'object') out.push(json);
		for (const child of Object.values(json)) objectsIn(child, out);
	}
	return out;
}

describe('proposal schemas', () => {
	it('become JSON Schema that strict structured output accepts', () => {
		for (const schema of [ProposalList, proposalListOf(['requirement', 'section']), proposalListOf(['skill'])]) {
			const json = z.toJSONSchema(schema);
			expect(json.type).toBe('object');
			const objects = objectsIn(json);
			expect(objects.length).toBeGreaterThan(1);
			for (const object of objects) {
				expect(object.additionalProperties).toBe(false);
				expect([...(object.required as string[])].sort()).toEqual(Object.keys(object.properties as Json).sort());
			}
			// Strict mode takes anyOf, never oneOf.
			expect(JSON.stringify(json)).not.toContain('"oneOf"');
		}
	});

	it('lists only the kinds a use asks for', () => {
		const json = JSON.stringify(z.toJSONSchema(proposalListOf(['requirement', 'section'])));
		expect(json).toContain('"const":"requirement"');
		expect(json).not.toContain('"const":"experience"');
	});

	it('takes a well-formed answer and refuses one with extra or missing keys', () => {
		const good = { kind: 'experience', title: 'Enfermeira', company: null, start: '2019-03', end: null, current: true, span: 'Enfermeira' };
		expect(Proposal.parse(good)).toEqual(good);
		expect(Proposal.safeParse({ ...good, confidence: 0.9 }).success).toBe(false);
		expect(Proposal.safeParse({ kind: 'skill', name: 'Python' }).success).toBe(false);
		expect(Proposal.safeParse({ ...good, start: 'March 2019' }).success).toBe(false);
		expect(ProposalList.safeParse({ items: [good], note: 'done' }).success).toBe(false);
	});
});
