import { describe, expect, it } from 'vitest';
import { findLinks, isProfileLink } from './links';

const urls = (text: string, bare = true) => findLinks(text, bare).map((hit) => hit.url);

describe('findLinks', () => {
	it('adds https:// to links written without it', () => {
		expect(urls('Denver, CO | sam@example.com | github.example.com/sreyes-dev')).toEqual(['https://github.example.com/sreyes-dev']);
		expect(urls('www.behance.net/bia')).toEqual(['https://www.behance.net/bia']);
	});

	it('keeps links with a scheme as written, without trailing punctuation', () => {
		expect(urls('Portfolio: https://bia.design/cases.')).toEqual(['https://bia.design/cases']);
	});

	it('does not take e-mail domains, tech names or abbreviations for links', () => {
		expect(urls('ana@example.com.br')).toEqual([]);
		expect(urls('Node.js / Vue.js / ASP.NET / B.S. / e.g.')).toEqual([]);
	});

	it('accepts only unmistakable links outside the contact lines', () => {
		expect(urls('Built a site for acme.test with React', false)).toEqual([]);
		expect(urls('See linkedin.com/in/ana-lima for references', false)).toEqual(['https://linkedin.com/in/ana-lima']);
	});
});

describe('isProfileLink', () => {
	it('tells a profile from a project page', () => {
		expect(isProfileLink('https://github.com/ana')).toBe(true);
		expect(isProfileLink('https://lattes.cnpq.br/1234567890')).toBe(true);
		expect(isProfileLink('https://github.com/ana/recipes/tree/main/src')).toBe(false);
	});
});
