import { describe, expect, it } from 'vitest';
import { checkClaims } from '../engine/grounding/claims';
import { refusalsOf, resumeLine, rewriteRequestText } from './rewrite';
import type { ResumeExtraction } from '../resume';

const RESUME = {
	text: 'Ana Lima\nSUMMARY\nSupport lead for B2B customers.\nEXPERIENCE\nSupport Analyst — Acme\n• Managed 5 people answering tickets in Zendesk.',
	profile: { experiences: [{ title: 'Support Analyst', company: 'Acme', bullets: ['Managed 5 people answering tickets in Zendesk.'] }] }
} as unknown as ResumeExtraction;

describe('resumeLine', () => {
	it('finds the resume’s own bullet however its mark and spaces are written', () => {
		expect(resumeLine(RESUME, '- Managed 5  people answering tickets in Zendesk.')).toEqual({ line: 'Managed 5 people answering tickets in Zendesk.', section: 'experience' });
		expect(resumeLine(RESUME, 'Support lead for B2B customers.')).toEqual({ line: 'Support lead for B2B customers.', section: 'summary' });
	});

	it('finds no line the resume does not write', () => {
		expect(resumeLine(RESUME, 'Managed 50 people answering tickets in Zendesk.')).toBeNull();
		expect(resumeLine(RESUME, '   ')).toBeNull();
	});
});

describe('refusalsOf', () => {
	it('groups the unsupported claims by reason with a sentence that names them', () => {
		const { unsupported } = checkClaims('Managed 50 people at Google answering tickets in Zendesk and Jira.', { texts: ['Managed 5 people answering tickets in Zendesk.'] });
		expect(refusalsOf(unsupported).map((r) => r.detail)).toEqual([
			'It adds the number "50", which none of your evidence shows.',
			'It adds the employer "Google", which none of your evidence shows.',
			'It adds the skill "Jira", which none of your evidence shows.'
		]);
	});
});

describe('rewriteRequestText', () => {
	it('holds the job’s title, the allowed terms and the line, and nothing else', () => {
		expect(rewriteRequestText('Support Lead', ['Zendesk'], 'Managed 5 people.')).toBe(
			'Job title: Support Lead\nJob terms you may use where the line already says them: Zendesk\nThe line to rewrite:\nManaged 5 people.'
		);
	});
});
