import { describe, expect, it } from 'vitest';
import { findSkills } from '../skills/matcher';
import { readSkills } from './skills';
import { quoteAround } from './snippet';
import { splitLines } from './text';

const at = (text: string, words: string) => [text.indexOf(words), text.indexOf(words) + words.length] as const;

describe('quoteAround', () => {
	it('quotes a short line whole', () => {
		expect(quoteAround('  Schemas in PostgreSQL; Jenkins pipelines.  ', 13, 23)).toBe('Schemas in PostgreSQL; Jenkins pipelines.');
	});

	it('quotes the sentence that holds the words when the line is long', () => {
		const first = 'Led the migration of twelve services from a shared MySQL cluster to managed databases with zero downtime for customers. ';
		const second = 'Tuned PostgreSQL queries and indexes, cutting report times from minutes to seconds. ';
		const third = 'Mentored three junior engineers through code review and pairing sessions every week.';
		const text = first + second + third;
		const [s, e] = at(text, 'PostgreSQL');
		expect(quoteAround(text, s, e, 120)).toBe(second.trim());
	});

	it('cuts a long sentence between words around the skill, never inside it', () => {
		const text =
			'Built and ran the reporting platform used by finance, sales and operations across four regions, moving every nightly job from Postgres to a managed warehouse while keeping the old dashboards alive for the auditors who still relied on them every quarter';
		const [s, e] = at(text, 'Postgres');
		const quote = quoteAround(text, s, e, 80);
		expect(quote).toContain('from Postgres to');
		expect(quote.startsWith('…')).toBe(true);
		expect(quote.endsWith('…')).toBe(true);
		expect(quote.length).toBeLessThanOrEqual(82);
		// Every word of the quote is a whole word of the text.
		for (const word of quote.replace(/…/g, '').trim().split(/\s+/)) expect(text.split(/\s+/)).toContain(word);
	});

	it('keeps the whole skill even when it is longer than the room left', () => {
		const text = `${'word '.repeat(60)}Amazon Web Services Elastic Kubernetes Service ${'more '.repeat(60)}`;
		const [s, e] = at(text, 'Amazon Web Services Elastic Kubernetes Service');
		expect(quoteAround(text, s, e, 20)).toBe('…Amazon Web Services Elastic Kubernetes Service…');
	});

	it('does not start a cut quote with a comma or a dash', () => {
		const text = `${'alpha beta gamma delta, '.repeat(12)}— Figma handoff ${'omega '.repeat(40)}`;
		const [s, e] = at(text, 'Figma');
		expect(quoteAround(text, s, e, 40)).toMatch(/^…[^\s,;–—-]/);
	});
});

describe('skill evidence from the parser', () => {
	it('quotes a long bulleted line around the skill, with the bullet dropped', () => {
		const line =
			'• Coordenei a migração de dezenas de relatórios gerenciais legados, com validação junto às áreas de negócio e documentação de cada regra de cálculo herdada do sistema antigo, para Postgres em nuvem com rotinas automáticas de carga noturna e monitoramento de falhas';
		const lines = splitLines(line);
		const { skills } = readSkills(line, lines, () => 'experience');
		const postgres = skills.find((skill) => skill.name === 'PostgreSQL');
		expect(postgres).toBeDefined();
		const quote = postgres!.evidence[0].text;
		expect(quote).toContain('Postgres');
		expect(quote.startsWith('•')).toBe(false);
		expect(quote.length).toBeLessThanOrEqual(242);
		expect(findSkills(quote).some((hit) => hit.name === 'PostgreSQL')).toBe(true);
	});
});
