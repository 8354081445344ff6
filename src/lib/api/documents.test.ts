import { readFileSync } from 'node:fs';
import type { Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CoreApi } from '$core/http/types';
// The core's test environment first: it installs the in-memory IndexedDB before the core's storage loads.
import { testClient, testEnv } from '../../../worker/core/testing/env';
import { createCore } from '../../../worker/core/app';
import type { documentsContract } from '$core/documents/contract';
import { createCaller, createDownloader, filenameFrom } from './client';
import { contractClient } from './contract-client';
import { ENDPOINTS } from './endpoints.generated';
import { isApiError } from './errors';
import { fetchTransport } from './transport';
import { workerTransport } from './worker-transport';

// A stand-in PDF writer: the client's binary path, not the layout, is what is tested here.
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0xff, 0x00]);
vi.mock('../../../worker/core/documents/renderers', () => ({ loadRenderer: async () => async () => PDF.slice() }));

async function setup() {
	const { env } = testEnv();
	const resume = (await testClient(env).post('/resume/extract', { text: readFileSync('tests/fixtures/resumes/d_en_backend_samuel_reyes.txt', 'utf8') })).data;
	const core = createCore(env);
	// The core itself where a comlink proxy of it would be: the same call, answered in this thread.
	const transport = workerTransport(() => ({ handle: core.handle }) as unknown as Pick<Remote<CoreApi>, 'handle'>);
	return { resume, documents: contractClient<typeof documentsContract>(ENDPOINTS.documents, createCaller(() => transport), createDownloader(() => transport)) };
}

afterEach(() => vi.unstubAllGlobals());

describe('api.documents', () => {
	it('downloads a Markdown export as a Blob with the file name the core chose', async () => {
		const { resume, documents } = await setup();
		const file = await documents.resume({ params: { id: resume.id }, query: { format: 'md', lang: 'pt-BR' } });
		expect(file.filename).toBe('Samuel-Reyes.md');
		expect(file.contentType).toBe('text/markdown; charset=utf-8');
		expect(await file.blob.text()).toMatch(/^# Samuel Reyes\n[\s\S]*## Experiência/);
	});

	it('downloads a binary export byte for byte', async () => {
		const { resume, documents } = await setup();
		const file = await documents.resume({ params: { id: resume.id }, query: { format: 'pdf', paper: 'a4', variant: 'compact' } });
		expect(file).toMatchObject({ filename: 'Samuel-Reyes.pdf', contentType: 'application/pdf' });
		expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(PDF);
	});

	it('throws the usual ApiError for a problem', async () => {
		const { resume, documents } = await setup();
		const missing = await documents.resume({ params: { id: 'nope' }, query: { format: 'md' } }).catch((error: unknown) => error);
		expect(isApiError(missing) && missing.code).toBe('not_found');
		const wrong = await documents.resume({ params: { id: resume.id }, query: { format: 'rtf' as 'md' } }).catch((error: unknown) => error);
		expect(isApiError(wrong) && wrong.fieldError('query.format')).toBe('Choose a format: docx, pdf, json or md.');
		const empty = await documents.profile({ query: { format: 'json' } }).catch((error: unknown) => error);
		expect(isApiError(empty) && empty.code).toBe('missing_input');
	});

	it('reads a binary answer through the service worker as a Blob, and text as text', async () => {
		const fetch = vi.fn(async (path: string) =>
			path.includes('pdf')
				? new Response(PDF.slice(), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="A_B.pdf"' } })
				: new Response('# A\n', { headers: { 'content-type': 'text/markdown; charset=utf-8', 'content-disposition': 'attachment; filename="A.md"' } })
		);
		vi.stubGlobal('fetch', fetch);
		const pdf = await fetchTransport('GET', '/api/v1/resume/r/export?format=pdf');
		expect(pdf.text).toBe('');
		expect(new Uint8Array(await pdf.blob!.arrayBuffer())).toEqual(PDF);
		expect(filenameFrom(pdf.disposition)).toBe('A_B.pdf');
		const md = await fetchTransport('GET', '/api/v1/resume/r/export?format=md');
		expect(md).toMatchObject({ text: '# A\n', disposition: 'attachment; filename="A.md"' });
		expect(md.blob).toBeUndefined();
	});
});

describe('filenameFrom', () => {
	it('reads the quoted, bare and RFC 5987 forms of a content-disposition', () => {
		expect(filenameFrom('attachment; filename="Samuel-Reyes_Harborline_Backend.pdf"')).toBe('Samuel-Reyes_Harborline_Backend.pdf');
		expect(filenameFrom('attachment; filename=resume.md')).toBe('resume.md');
		expect(filenameFrom(`attachment; filename="x.pdf"; filename*=UTF-8''Beatriz%20Concei%C3%A7%C3%A3o.pdf`)).toBe('Beatriz Conceição.pdf');
		expect(filenameFrom('inline')).toBeNull();
		expect(filenameFrom(null)).toBeNull();
	});
});
