import { describe, expect, it } from 'vitest';
import { ExtractedJob, JobExtractRequest, Salary } from './schema';

describe('JobExtractRequest', () => {
	it('takes text, a link, or a page with an optional link, each with optional metadata', () => {
		expect(JobExtractRequest.parse({ text: 'Senior Accountant…' })).toEqual({ text: 'Senior Accountant…' });
		expect(JobExtractRequest.parse({ url: 'https://jobs.example.com/1' })).toEqual({ url: 'https://jobs.example.com/1' });
		expect(JobExtractRequest.parse({ html: '<html></html>', url: 'https://jobs.example.com/1', metadata: { source: 'linkedin' } })).toEqual({
			html: '<html></html>',
			url: 'https://jobs.example.com/1',
			metadata: { source: 'linkedin' }
		});
	});

	it('trims metadata and treats an empty field as not given', () => {
		expect(JobExtractRequest.parse({ text: 'x', metadata: { title: '  Store Manager  ', company: '   ' } })).toEqual({
			text: 'x',
			metadata: { title: 'Store Manager', company: undefined }
		});
	});

	it('refuses a link that is not http(s), metadata too long, unknown fields and mixed shapes', () => {
		expect(JobExtractRequest.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
		expect(JobExtractRequest.safeParse({ url: 'file:///etc/passwd' }).success).toBe(false);
		expect(JobExtractRequest.safeParse({ text: 'x', metadata: { title: 'x'.repeat(201) } }).success).toBe(false);
		expect(JobExtractRequest.safeParse({ text: 'x', metadata: { salary: '1' } }).success).toBe(false);
		// Text may name the address it was copied from (an http(s) one); text and HTML together are no shape.
		expect(JobExtractRequest.safeParse({ text: 'x', url: 'https://jobs.example.com/1' }).success).toBe(true);
		expect(JobExtractRequest.safeParse({ text: 'x', url: 'ftp://jobs.example.com/1' }).success).toBe(false);
		expect(JobExtractRequest.safeParse({ text: 'x', html: '<p>x</p>' }).success).toBe(false);
		expect(JobExtractRequest.safeParse({}).success).toBe(false);
	});
});

describe('Salary', () => {
	it('needs a minimum or a maximum, in order, with an ISO currency', () => {
		expect(Salary.safeParse({ min: null, max: 5000, currency: 'BRL', period: 'month' }).success).toBe(true);
		expect(Salary.safeParse({ min: null, max: null, currency: 'BRL', period: 'month' }).success).toBe(false);
		expect(Salary.safeParse({ min: 9000, max: 5000, currency: 'BRL', period: 'month' }).success).toBe(false);
		expect(Salary.safeParse({ min: 1, max: 2, currency: 'R$', period: 'month' }).success).toBe(false);
		expect(Salary.safeParse({ min: 1, max: 2, currency: 'USD', period: 'fortnight' }).success).toBe(false);
	});

	it('takes a day, a week, or an amount whose period the posting does not give', () => {
		for (const period of ['hour', 'day', 'week', 'month', 'year', 'unknown'])
			expect(Salary.safeParse({ min: 100000, max: 100000, currency: 'USD', period }).success).toBe(true);
	});
});

describe('ExtractedJob', () => {
	it('has the fields CONTRACT.md names, with the Brazilian regime beside the employment type, and what was assumed', () => {
		expect(Object.keys(ExtractedJob.shape)).toEqual([
			'title', 'company', 'location', 'workMode', 'seniority', 'employmentType', 'contractRegime', 'salary',
			'requiredSkills', 'niceToHaveSkills', 'mentionedSkills', 'minYearsExperience', 'responsibilities', 'url', 'source', 'inferred',
			'datePosted', 'validThrough', 'applicantLocations'
		]);
	});
});
