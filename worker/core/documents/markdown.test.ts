import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';
import type { ResumeDocument } from './model';

const DOC: ResumeDocument = {
	name: 'Beatriz Souza',
	headline: 'Product Designer Sênior (UX/UI)',
	contact: ['bia@example.org', '+55 51 90000-0604', 'Porto Alegre – RS'],
	language: 'pt-BR',
	sections: [
		{ kind: 'summary', text: '# 1 em pesquisa com usuários: 8 anos.' },
		{
			kind: 'experience',
			entries: [{ title: 'Product Designer Sênior', company: 'Saúde Capivara', location: 'Porto Alegre – RS', start: '2023-03', end: null, current: true, bullets: ['Design system de 3 apps.', '- UX writing dos fluxos.'] }]
		},
		{ kind: 'education', entries: [{ degree: 'Bacharelado em Design Gráfico', institution: 'Universidade do Vale do Guaíba', start: '2013', end: '2017', current: false }] },
		{ kind: 'skills', items: ['Figma', 'Pesquisa com usuários, testes de usabilidade'] },
		{ kind: 'projects', entries: [{ name: 'Guia de acessibilidade', description: 'Checklist WCAG para o time.', url: 'https://bia.example/guia' }] },
		{ kind: 'languages', items: ['Inglês — avançado'] },
		{ kind: 'other', heading: 'Prêmios', lines: ['Prêmio Inovação 2023'] }
	]
};

describe('renderMarkdown', () => {
	const md = renderMarkdown(DOC);

	it('writes the name as the title, headings as ##, entries as ### with their dates, bullets and list lines as items', () => {
		expect(md).toBe(
			[
				'# Beatriz Souza',
				'Product Designer Sênior (UX/UI)',
				'',
				'bia@example.org | +55 51 90000-0604 | Porto Alegre – RS',
				'',
				'## Resumo',
				'',
				'\\# 1 em pesquisa com usuários: 8 anos.',
				'',
				'## Experiência',
				'',
				'### Product Designer Sênior — Saúde Capivara, Porto Alegre – RS',
				'mar/2023 – atual',
				'',
				'- Design system de 3 apps.',
				'- - UX writing dos fluxos.',
				'',
				'## Formação',
				'',
				'### Bacharelado em Design Gráfico — Universidade do Vale do Guaíba',
				'2013 – 2017',
				'',
				`## ${'Habilidades'}`,
				'',
				'- Figma',
				'- Pesquisa com usuários, testes de usabilidade',
				'',
				'## Projetos',
				'',
				'### Guia de acessibilidade',
				'',
				'Checklist WCAG para o time.',
				'https://bia.example/guia',
				'',
				'## Idiomas',
				'',
				'- Inglês — avançado',
				'',
				'## Prêmios',
				'',
				'- Prêmio Inovação 2023',
				''
			].join('\n')
		);
	});

	it('heads the same document in English when asked', () => {
		const en = renderMarkdown({ ...DOC, language: 'en' });
		expect(en).toContain('## Experience');
		expect(en).toContain('Mar 2023 – Present');
		expect(en).toContain('## Prêmios');
	});
});
