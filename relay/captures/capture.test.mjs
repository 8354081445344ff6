import { describe, expect, it } from 'vitest';
import { LIMITS, parseStoredCapture, reduceJobPosting, validateCaptureInput } from './capture.mjs';

const NOTHING = {
	title: null,
	description: null,
	company: null,
	location: null,
	employmentType: null,
	datePosted: null,
	validThrough: null,
	remote: null
};

describe("a capture's job posting", () => {
	it('reads a company given as a plain name and an address given as one string', () => {
		expect(
			reduceJobPosting({ hiringOrganization: 'Hospital Exemplo', jobLocation: { address: '  Recife,  PE ' }, employmentType: 'FULL_TIME' })
		).toEqual({ ...NOTHING, company: 'Hospital Exemplo', location: 'Recife, PE', employmentType: 'FULL_TIME' });
	});

	it('reads a country given as a schema.org Country and leaves out the address parts that are missing', () => {
		const jobLocation = { address: { addressRegion: 'MG', addressCountry: { '@type': 'Country', name: 'Brasil' } } };
		expect(reduceJobPosting({ jobLocation }).location).toBe('MG, Brasil');
	});

	it('says remote only for TELECOMMUTE, in a list or alone; otherwise it does not know', () => {
		expect(reduceJobPosting({ jobLocationType: ['TELECOMMUTE'] }).remote).toBe(true);
		expect(reduceJobPosting({ jobLocationType: 'telecommute' }).remote).toBe(true);
		expect(reduceJobPosting({ jobLocationType: 'ONSITE' }).remote).toBeNull();
		expect(reduceJobPosting({}).remote).toBeNull();
	});

	it('turns fields it cannot read into null instead of refusing the capture', () => {
		expect(
			reduceJobPosting({
				title: 42,
				description: '   ',
				hiringOrganization: { '@id': '#org' },
				jobLocation: [{ geo: { latitude: 1 } }],
				employmentType: [7, null],
				datePosted: { '@value': '2026-05-01' }
			})
		).toEqual(NOTHING);
	});

	it('keeps an HTML description as given and cuts the short fields to 500 characters', () => {
		const description = '<ul>\n  <li>SQL</li>\n</ul>';
		const posting = reduceJobPosting({ title: 't'.repeat(600), description });
		expect(posting.description).toBe(description);
		expect(posting.title).toHaveLength(LIMITS.jobField);
	});

	it('cuts a description to 200,000 characters without splitting an emoji', () => {
		const description = `${'d'.repeat(LIMITS.text - 1)}😀 and more`;
		expect(reduceJobPosting({ description }).description).toBe('d'.repeat(LIMITS.text - 1));
	});

	it('is null when the companion sent none, and refuses one that is not an object', () => {
		const capture = { url: 'https://jobs.example/1', captureType: 'job' };
		const valid = validateCaptureInput(capture);
		expect(valid.ok && valid.value.jobPosting).toBeNull();
		expect(validateCaptureInput({ ...capture, jobPosting: null })).toMatchObject({ ok: true });
		expect(validateCaptureInput({ ...capture, jobPosting: 'JobPosting' })).toMatchObject({
			ok: false,
			tooLarge: false,
			errors: [{ path: 'jobPosting' }]
		});
	});

	it('reads a stored posting back in the known shape, and a line from before postings as null', () => {
		const line = {
			id: 'a',
			seq: 1,
			url: 'https://jobs.example/1',
			title: '',
			text: '',
			captureType: 'job',
			origin: 'extension',
			capturedAt: '2026-05-04T10:00:00.000Z',
			receivedAt: '2026-05-04T10:00:00.000Z'
		};
		expect(parseStoredCapture(JSON.stringify(line))).toEqual({ capture: { ...line, jobPosting: null } });
		const jobPosting = { ...NOTHING, title: 'Analista fiscal', company: 'Contábil Exemplo', remote: true, extra: 'dropped' };
		const { extra: _extra, ...kept } = jobPosting;
		expect(parseStoredCapture(JSON.stringify({ ...line, jobPosting }))).toEqual({ capture: { ...line, jobPosting: kept } });
	});
});
