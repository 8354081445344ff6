import { foldText } from '../../engine/text/normalize';
import type { ProfileCandidate } from '../schema';
import { readAwards, readCourses, readEducation, readExperience, readLanguages, readLinks, readProjects, readPublications, readThemes } from './lattes-sections';

/**
 * An academic record pasted from a Lattes CV (the Brazilian researchers' registry): its sections
 * are fixed headings, each with its own layout. Every part is proposed as written — titles,
 * levels, institutions — and dated only with what the record gives.
 */

export type LattesSection = 'summary' | 'education' | 'courses' | 'experience' | 'projects' | 'languages' | 'awards' | 'publications' | 'skip';

// Headings by their folded text. Containers ("Produções", "Produção bibliográfica") and parts we
// do not propose (committees, events, supervisions, research areas) are skipped to the next heading.
const HEADINGS: [RegExp, LattesSection][] = [
	[/^(?:resumo|apresentacao)$/, 'summary'],
	[/^(?:formacao academica\/titulacao|pos-doutorado|pos-doutorado e livre-docencia|livre-docencia)$/, 'education'],
	[/^formacao complementar$/, 'courses'],
	[/^atuacao profissional$/, 'experience'],
	[/^(?:projetos? de (?:pesquisa|extensao|desenvolvimento|ensino)|outros projetos)$/, 'projects'],
	[/^idiomas$/, 'languages'],
	[/^premios e titulos$/, 'awards'],
	[
		/^(?:artigos completos publicados em periodicos|artigos aceitos para publicacao|livros publicados(?:\/organizados ou edicoes)?|capitulos de livros publicados|textos em jornais de noticias\/revistas|trabalhos completos publicados em anais de congressos|resumos expandidos publicados em anais de congressos|resumos publicados em anais de congressos|apresentacoes de trabalho|outras producoes bibliograficas)$/,
		'publications'
	],
	[
		/^(?:identificacao|endereco|producoes|producao bibliografica|producao tecnica|demais tipos de producao tecnica|producao artistica\/cultural|bancas|participacao em bancas.*|eventos|participacao em eventos.*|participacoes em eventos.*|organizacao de eventos.*|orientacoes.*|supervisoes e orientacoes.*|areas de atuacao|linhas de pesquisa|membro de corpo editorial|revisor de periodico|revisor de projeto.*|educacao e popularizacao de c&t|patentes e registros|inovacao|outras informacoes relevantes|assessoria e consultoria|trabalhos tecnicos|entrevistas.*|redes sociais.*|softwares?.*|pagina gerada pelo sistema curriculo lattes.*)$/,
		'skip'
	]
];

/** A heading line's section, or null for an ordinary line. */
export function headingOf(line: string): LattesSection | null {
	const folded = foldText(line.trim()).replace(/\s+/g, ' ').replace(/[.:]$/, '');
	if (!folded || folded.length > 90) return null;
	return HEADINGS.find(([pattern]) => pattern.test(folded))?.[1] ?? null;
}

/** The lines under each heading, in order (several headings of one kind are read one after another). */
export function splitSections(text: string): { section: LattesSection; lines: string[] }[] {
	const out: { section: LattesSection; lines: string[] }[] = [];
	let current: { section: LattesSection; lines: string[] } | null = null;
	for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
		const line = raw.replace(/\u00a0/g, ' ').trimEnd();
		const heading = headingOf(line);
		if (heading) {
			current = { section: heading, lines: [] };
			out.push(current);
		} else if (current && line.trim()) current.lines.push(line.trim());
	}
	return out;
}

/** Whether a text is a Lattes CV: its own headings, or its address and one of them. */
export function looksLikeLattes(text: string): boolean {
	const kinds = new Set(splitSections(text).map((s) => s.section));
	kinds.delete('skip');
	return kinds.size >= 3 || (/lattes\.cnpq\.br/i.test(text) && kinds.size >= 1);
}

/** Every part of a Lattes CV as candidates; the themes of its summary and keywords as skills. */
export function lattesCandidates(text: string): ProfileCandidate[] {
	const sections = splitSections(text);
	const of = (kind: LattesSection) => sections.filter((s) => s.section === kind).flatMap((s) => s.lines);
	const keywords = sections.flatMap((s) => s.lines).filter((line) => /^palavras-chave:/i.test(line));
	return [
		...readThemes([...of('summary'), ...keywords]),
		...readExperience(of('experience')),
		...readEducation(of('education')),
		...readCourses(of('courses')),
		...readProjects(of('projects')),
		...readPublications(of('publications')),
		...readAwards(of('awards')),
		...readLanguages(of('languages')),
		...readLinks(text)
	];
}
