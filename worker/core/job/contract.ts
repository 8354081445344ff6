import { z } from 'zod';
import { endpoint, returns } from '../http/contract';
import { isFile } from '../http/router';
import { JobExtractRequest, JobSkillsUpdate, type JobExtraction, type JobList, type JobListing } from './schema';

/** The JSON body, or a posting file as multipart/form-data (`file`, and `metadata` as JSON text). */
export const JobExtractBody = z.union(
	[JobExtractRequest, z.object({ file: z.custom<File>(isFile, 'Attach a PDF, DOCX, TXT, MD or HTML file.'), metadata: z.string().optional() })],
	{ error: 'Send the job as {"text": "..."}, {"url": "https://..."}, {"html": "..."} or a posting file upload.' }
);

const JobListQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });

/** The jobs' endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const jobContract = {
	extract: endpoint('POST', '/job/extract', {
		summary:
			'(text, HTML or a public link, or a posting file as multipart/form-data — `file` (PDF, DOCX, TXT, MD or HTML, read by the resume\'s document readers; an image is `415 unsupported_type`) and `metadata` as JSON text; the same link or text again → the same job, updated, `200`); a page that lists several postings (several schema.org JobPostings, or a careers page of job links) → `200 { listing: { count, postings: [{ title, url, company, location }] }, url }`, nothing stored (read each posting by its `url`); a page that declares a JobPosting is read however little it shows (a short one with a `low_confidence` warning), and its job may carry `datePosted`, `validThrough` (`YYYY-MM-DD`, or a UTC time) and `applicantLocations`; a salary\'s `period` is `hour`, `day`, `week`, `month`, `year` or `unknown` (an amount the page gives without a period)',
		body: JobExtractBody,
		response: returns<JobExtraction | JobListing>(),
		topics: ['job']
	}),
	list: endpoint('GET', '/job', { summary: '(`?limit=1–500`, 50 by default) the jobs, with their analyses', query: JobListQuery, response: returns<JobList>() }),
	get: endpoint('GET', '/job/:id', {
		summary:
			'one job; its `mentionedSkills` are the skills a posting with a requirements list names only in its duties or introduction, counted at half a nice-to-have\'s weight and reported as `importance: "mentioned"`',
		response: returns<JobExtraction>()
	}),
	updateSkills: endpoint('PATCH', '/job/:id', {
		summary: '`{ requiredSkills?, niceToHaveSkills?, title?, company?, version? }` corrects the requirements, and the title and company, which reading the posting again keeps',
		body: JobSkillsUpdate,
		response: returns<JobExtraction>(),
		topics: ['job']
	}),
	remove: endpoint('DELETE', '/job/:id', { summary: '→ `204`', response: returns<void>(), topics: ['job'] })
};
