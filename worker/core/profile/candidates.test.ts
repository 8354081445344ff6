import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileQuotes } from '../evidence';
import { importCandidates } from './candidates';
import { ProfileCandidate } from './schema';

const NOW = new Date('2026-11-10T12:00:00Z');
const LATTES = readFileSync(new URL('./testdata/lattes-helena-tavares.txt', import.meta.url), 'utf8');

const PT_RESUME = `Marina Albuquerque
Gerente de Produto

RESUMO
Gerente de produto com 9 anos em fintechs.

COMPETÊNCIAS
• Pesquisa com usuários
• Gestão de projetos
• Postgres, Figma

IDIOMAS
• Português — nativo
• Inglês — avançado

EXPERIÊNCIA
Gerente de Produto — Banco Sabiá, São Paulo – SP
jan/2020 – atual
• Conduzi pesquisa com usuários e gestão de projetos do app de crédito.
`;

const EN_RESUME = `Owen Castillo
Backend Engineer

SKILLS
- Postgres, Node.js, k8s

EXPERIENCE
Backend Engineer — Lumen Freight, Austin, TX
Mar 2019 – Present
- Tuned Postgres queries for the billing service.

LANGUAGES
English (native), Spanish (conversational)
`;

const byTitle = (list: ProfileCandidate[], title: string) => list.find((c) => c.title === title);

describe('candidates as written', () => {
	it('titles the items of a Portuguese resume in its own words, with the canonical name kept for matching', () => {
		const { candidates } = importCandidates('resume', PT_RESUME, NOW);
		const titles = candidates.filter((c) => c.type === 'skill').map((c) => c.title);
		expect(titles).toEqual(expect.arrayContaining(['Pesquisa com usuários', 'Gestão de projetos', 'Postgres', 'Figma']));
		expect(byTitle(candidates, 'Pesquisa com usuários')?.skills).toEqual(['User research']);
		expect(byTitle(candidates, 'Gestão de projetos')?.skills).toEqual(['Project management']);
		expect(byTitle(candidates, 'Postgres')?.skills).toEqual(['PostgreSQL']);
		expect(titles).not.toContain('User research');
	});

	it('keeps a language and its level as the resume writes them', () => {
		const { candidates } = importCandidates('resume', PT_RESUME, NOW);
		const languages = candidates.filter((c) => c.type === 'language');
		expect(languages.map((c) => [c.title, c.detail])).toEqual([
			['Português', 'nativo'],
			['Inglês', 'avançado']
		]);
		expect(languages[0].evidence[0].text).toBe('Português — nativo');
	});

	it('keeps "Postgres" and "k8s" in an English resume, PostgreSQL and Kubernetes for matching', () => {
		const { candidates } = importCandidates('resume', EN_RESUME, NOW);
		expect(byTitle(candidates, 'Postgres')?.skills).toEqual(['PostgreSQL']);
		expect(byTitle(candidates, 'k8s')?.skills).toEqual(['Kubernetes']);
		expect(byTitle(candidates, 'Node.js')?.skills).toEqual(['Node.js']);
		expect(candidates.filter((c) => c.type === 'language').map((c) => [c.title, c.detail])).toEqual([
			['English', 'native'],
			['Spanish', 'conversational']
		]);
	});

	it('still lets the match find a skill titled in Portuguese', () => {
		const { candidates } = importCandidates('resume', PT_RESUME, NOW);
		const names = [...profileQuotes(candidates.filter((c) => c.type === 'skill')).keys()];
		expect(names).toEqual(expect.arrayContaining(['User research', 'Project management', 'PostgreSQL']));
	});

	it('quotes evidence without list bullets and says where it came from with a section code', () => {
		const { candidates } = importCandidates('resume', EN_RESUME, NOW);
		for (const c of candidates) {
			for (const e of c.evidence) {
				expect(e.text).not.toMatch(/^[•\-–*]\s/);
				expect(e.source).toMatch(/^resume:[a-z]+$/);
			}
		}
		expect(byTitle(candidates, 'Postgres')?.evidence[0]).toMatchObject({ text: 'Postgres, Node.js, k8s', source: 'resume:skills' });
	});

	it('gives every candidate the shape the review and "Add to profile" expect', () => {
		for (const text of [PT_RESUME, EN_RESUME]) {
			for (const c of importCandidates('resume', text, NOW).candidates) {
				expect(ProfileCandidate.safeParse(c).success).toBe(true);
				// Only a skill the reader inferred (its quotes do not name it) waits for the person's choice.
				if (c.unsure) expect(c.type).toBe('skill');
			}
		}
	});
});

describe('academic record (Lattes)', () => {
	const { candidates } = importCandidates('academic', LATTES, NOW);
	const ofType = (type: ProfileCandidate['type']) => candidates.filter((c) => c.type === type);

	it('proposes publications as achievements titled by what was published, with venue and year', () => {
		const article = byTitle(candidates, 'Barreiras de acessibilidade em aplicativos de agendamento de consultas: um estudo com pessoas idosas');
		expect(article).toMatchObject({ type: 'achievement', organization: 'Revista Agrestina de Informática em Saúde', start: null, end: '2023' });
		expect(article?.evidence[0].source).toBe('academic:publications');
		expect(article?.detail).toContain('TAVARES, H. B.; QUEIROZ, M. A.');
		expect(byTitle(candidates, 'Pesquisa com usuários em contextos de baixa conectividade')).toMatchObject({ organization: 'XXI Simpósio Nordestino de Usabilidade', end: '2022' });
		expect(byTitle(candidates, 'Acessibilidade digital na prática')).toMatchObject({ organization: 'Design de Interação no Brasil', end: '2021' });
		expect(byTitle(candidates, 'Avaliação heurística de aplicativos bancários: resultados preliminares')?.end).toBe('2011');
		// Sort controls and citation counters are no publications.
		expect(candidates.some((c) => /ordenar|citações/i.test(c.title))).toBe(false);
	});

	it('marks publications and awards as such, so a JSON Resume export puts them in its own sections', () => {
		expect(byTitle(candidates, 'Acessibilidade digital na prática')?.facts).toEqual({ kind: 'publication' });
		expect(byTitle(candidates, 'Menção honrosa no Prêmio de Teses em Interação Humano-Computador')?.facts).toEqual({ kind: 'award' });
	});

	it('flags a reference it cannot split so the review does not pre-select it', () => {
		const guide = candidates.find((c) => c.title.startsWith('Guia de acessibilidade'));
		expect(guide).toMatchObject({ type: 'achievement', unsure: true, end: '2020' });
		expect(candidates.filter((c) => c.unsure)).toHaveLength(1);
	});

	it('proposes the languages with the levels the record gives, as written', () => {
		expect(ofType('language').map((c) => [c.title, c.detail])).toEqual([
			['Inglês', 'Compreende Bem, Fala Razoavelmente, Lê Bem, Escreve Bem'],
			['Espanhol', 'Compreende Bem, Fala Pouco, Lê Bem, Escreve Pouco'],
			['Francês', 'Compreende Razoavelmente, Lê Razoavelmente']
		]);
	});

	it('never invents a date: a single year is an end, "Atual" leaves the end open', () => {
		const award = byTitle(candidates, 'Menção honrosa no Prêmio de Teses em Interação Humano-Computador');
		expect(award).toMatchObject({ type: 'achievement', organization: 'Sociedade Nordestina de Computação', start: null, end: '2019' });
		expect(byTitle(candidates, 'Doutorado em Ciência da Computação')).toMatchObject({ type: 'education', organization: 'Universidade Federal do Agreste', start: '2012', end: '2016' });
		expect(byTitle(candidates, 'Professora Adjunta')).toMatchObject({ type: 'experience', organization: 'Universidade Federal do Agreste', start: '2017', end: null });
		expect(byTitle(candidates, 'Professora Substituta')).toMatchObject({ start: '2013', end: '2016' });
		for (const c of candidates) if (c.start) expect(LATTES).toContain(c.start.slice(0, 4));
		// Teaching activities ("Ensino, …") are not roles of their own.
		expect(ofType('experience')).toHaveLength(2);
	});

	it('reads courses, projects and the research themes in the record’s words', () => {
		expect(byTitle(candidates, 'Design de Serviços')).toMatchObject({ type: 'certification', organization: 'Escola Aberta de Design', detail: 'Carga horária: 40h' });
		expect(byTitle(candidates, 'Acessibilidade em serviços digitais de saúde')).toMatchObject({ type: 'project', start: '2021', end: null });
		expect(byTitle(candidates, 'Visualização de dados abertos municipais')?.skills).toEqual(['Data visualization', 'Python']);
		const themes = ofType('skill').map((c) => c.title);
		expect(themes).toEqual(expect.arrayContaining(['Pesquisa com usuários', 'Avaliação de usabilidade', 'Visualização de dados']));
		expect(byTitle(candidates, 'Pesquisa com usuários')?.skills).toEqual(['User research']);
		expect(ofType('link').map((c) => c.title)).toEqual(['http://lattes.cnpq.br/4821937065521803', 'https://helenatavares.example.org']);
	});

	it('quotes evidence without the copied page’s tabs, with the record’s section codes', () => {
		for (const c of candidates) {
			expect(ProfileCandidate.safeParse(c).success).toBe(true);
			for (const e of c.evidence) {
				expect(e.text).not.toContain('\t');
				expect(e.source).toMatch(/^academic:[a-z]+$/);
			}
		}
	});

	it('reads an academic record that is not a Lattes CV as a resume', () => {
		const { candidates: plain } = importCandidates('academic', PT_RESUME, NOW);
		expect(byTitle(plain, 'Pesquisa com usuários')?.evidence[0].source).toBe('academic:skills');
	});
});

describe('a skill the document does not name', () => {
	it('is proposed unsure (not pre-selected) when the reader inferred it from a narrower one', () => {
		const { candidates } = importCandidates(
			'resume',
			`Ana Lima\nData Analyst\nana@example.com\n\nSKILLS\nPostgreSQL, Excel, Power BI\n\nEXPERIENCE\nData Analyst — Acme, Recife\n2020 – Present\n- Wrote PostgreSQL queries for finance dashboards.\n`,
			NOW
		);
		const skills = candidates.filter((c) => c.type === 'skill');
		expect(skills.find((c) => c.skills.includes('PostgreSQL'))?.unsure).toBeUndefined();
		const sql = skills.find((c) => c.skills[0] === 'SQL');
		expect(sql?.unsure).toBe(true);
	});
});
