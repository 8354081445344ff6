import type { SourcesKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts): a tela Fontes e captura, o painel da extensão e o diretório de fontes. */
export const sourcesPt: Record<SourcesKey, string> = {
	'nav.sources': 'Fontes',
	'sources.title': 'Fontes e captura',
	'sources.intro': 'Traga vagas para o Rumo: cole uma, salve um link, importe uma planilha ou capture uma página que você abriu com a extensão do navegador. Tudo fica neste computador.',
	'sources.jump': 'Nesta página',
	'sources.section.inbox': 'Caixa de entrada',
	'sources.section.extension': 'Extensão do navegador',
	'sources.section.directory': 'Diretório de fontes'
};
