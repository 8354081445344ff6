import { describe, expect, it } from 'vitest';
import { extractJobFromHtml } from './index';

const posting = (stuffing: string) => `<!doctype html><html><head><title>Senior Accountant — Maple &amp; Finch</title></head><body><main>
<h1>Senior Accountant</h1>
<p>Maple &amp; Finch Advisors — Chicago, IL (on-site)</p>
<h2>About the role</h2>
<p>Join a small advisory firm that closes the books for international clients every month.</p>
<h2>Requirements</h2>
<ul><li>Month-end close</li><li>Account reconciliation</li><li>Excel</li>${stuffing}</ul>
</main></body></html>`;

describe('elements a page hides from its reader', () => {
	it.each([
		['the hidden attribute', '<li hidden>Kubernetes Kafka</li>'],
		['display: none', '<li style="display: none">Kubernetes Kafka</li>'],
		['visibility: hidden', '<li style="visibility:hidden">Kubernetes Kafka</li>'],
		['no font size', '<li><span style="font-size:0">Kubernetes Kafka</span></li>'],
		['1 px text', '<li><span style="font-size: 1px">Kubernetes Kafka</span></li>'],
		['no opacity', '<li style="opacity:0">Kubernetes Kafka</li>'],
		['far off screen', '<li style="position:absolute; left:-9999px">Kubernetes Kafka</li>'],
		['a clipped box of no height', '<li style="height:0; overflow:hidden">Kubernetes Kafka</li>']
	])('leaves out text hidden by %s', (_name, stuffing) => {
		const page = extractJobFromHtml(posting(stuffing));
		expect(page.blocked).toBe(false);
		expect(page.text).toContain('Account reconciliation');
		expect(page.text).not.toMatch(/Kubernetes|Kafka/);
	});

	it('keeps text a person sees, styled or not', () => {
		const page = extractJobFromHtml(posting('<li style="font-size:14px; color:#333">Kubernetes Kafka</li>'));
		expect(page.text).toContain('Kubernetes Kafka');
	});
});
