import { describe, expect, it } from 'vitest';
import { authorName, companyOfAuthor, splitTitle, workModeOf } from './job-fields';

describe('splitTitle', () => {
	it.each([
		['Backend Engineer (Rust) — Sandpiper Systems', 'Backend Engineer (Rust)', 'Sandpiper Systems'],
		['Analista de Qualidade — Tuiuiú Software', 'Analista de Qualidade', 'Tuiuiú Software'],
		['Technical Writer @ Pebblebrook Docs', 'Technical Writer', 'Pebblebrook Docs'],
		['Senior Data Engineer at Acme Corp', 'Senior Data Engineer', 'Acme Corp'],
		['Data Analyst at Pinecrest Health — Remote', 'Data Analyst', 'Pinecrest Health'],
		['Analista de Dados | Banco Jacarandá', 'Analista de Dados', 'Banco Jacarandá'],
		['Analista – Empresa', 'Analista', 'Empresa'],
		['Product Designer · Pé de Moleque Pagamentos', 'Product Designer', 'Pé de Moleque Pagamentos'],
		['Engenheiro(a) de Software Sênior - Nuvem Cacto Tecnologia', 'Engenheiro(a) de Software Sênior', 'Nuvem Cacto Tecnologia'],
		// A place or a mode after the company is skipped, read from the right.
		['Product Designer - Pé de Moleque Pagamentos - São Paulo, SP', 'Product Designer', 'Pé de Moleque Pagamentos'],
		['Backend Engineer — Harborline Logistics — Remote (US)', 'Backend Engineer', 'Harborline Logistics'],
		['Desenvolvedor(a) PHP - Pleno - Acme Ltda', 'Desenvolvedor(a) PHP - Pleno', 'Acme Ltda'],
		['Engineer — Platform — Acme', 'Engineer — Platform', 'Acme'],
		['Mobile Developer — iFood', 'Mobile Developer', 'iFood'],
		['Eletricista — 3M do Brasil', 'Eletricista', '3M do Brasil']
	])('%s → role %j, company %j', (title, role, company) => {
		expect(splitTitle(title)).toEqual({ role, company });
	});

	it.each([
		['Desenvolvedor(a) PHP Pleno - Remoto'],
		['Desenvolvedor(a) PHP - Pleno'],
		['QA Analyst - Híbrido'],
		['Designer de Produto — Sênior'],
		['Engineer — Remote'],
		['Backend Engineer - Remote (US)'],
		['Enfermeiro(a) - CLT'],
		['Analista Contábil - São Paulo, SP'],
		['Front-end Developer'],
		['Analista de Sistemas - SAP'],
		['Backend Engineer at scale'],
		['Vaga: Operador(a) de Empilhadeira'],
		['Motorista - R$ 3.500'],
		['Técnico(a) - Jr']
	])('%s stays whole', (title) => {
		expect(splitTitle(title)).toEqual({ role: title, company: '' });
	});

	it('collapses whitespace in what it returns', () => {
		expect(splitTitle('  Analista   de Dados  —   Banco  Jacarandá ')).toEqual({ role: 'Analista de Dados', company: 'Banco Jacarandá' });
	});
});

describe('workModeOf', () => {
	it.each([
		[['Remote (US)'], 'remote'],
		[['Anywhere'], 'remote'],
		[['', 'Home Office'], 'remote'],
		[['', 'Engineering', 'Backend Engineer — 100% remoto'], 'remote'],
		[['Híbrido - São Paulo'], 'hybrid'],
		[['', 'hybrid'], 'hybrid'],
		[['Recife, PE', 'Presencial'], 'onsite'],
		[['Campinas, SP', 'Tecnologia', 'Analista de Dados'], null],
		[['', '', ''], null]
	] as const)('%j → %s', (pieces, mode) => {
		expect(workModeOf([...pieces])).toBe(mode);
	});

	it('lets the most specific piece decide (the place before the title)', () => {
		expect(workModeOf(['Remote (LATAM)', 'Analista — Híbrido'])).toBe('remote');
	});
});

describe('authors', () => {
	it.each([
		['jobs@acme.example (Acme Ltda)', 'Acme Ltda'],
		['jobs@acme.example', ''],
		['Acme Ltda <jobs@acme.example>', 'Acme Ltda'],
		['Acme Ltda (jobs@acme.example)', 'Acme Ltda'],
		['Acme (Brasil) Ltda', 'Acme (Brasil) Ltda'],
		['  Maria   Souza ', 'Maria Souza']
	])('authorName(%j) → %j', (raw, name) => {
		expect(authorName(raw)).toBe(name);
	});

	it.each([
		['Pebblebrook Docs Talent', 'Pebblebrook Docs'],
		['Armazéns Tucano Recrutamento', 'Armazéns Tucano'],
		['Harborline Careers', 'Harborline'],
		['Talent Partners', 'Talent Partners']
	])('companyOfAuthor(%j) → %j', (raw, company) => {
		expect(companyOfAuthor(raw)).toBe(company);
	});
});
