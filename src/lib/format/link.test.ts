import { describe, expect, it } from 'vitest';
import { webLink } from './link';

describe('webLink', () => {
	it('links http(s) addresses only', () => {
		expect(webLink('https://vagas.example.org/1')).toBe('https://vagas.example.org/1');
		expect(webLink(' http://127.0.0.1:8080/x ')).toBe('http://127.0.0.1:8080/x');
		for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>1</script>', 'file:///etc/passwd', 'vagas.example.org', 'https://', '', null, undefined])
			expect(webLink(bad), String(bad)).toBeNull();
	});
});
