import type { downloadEn } from './download.en';

/**
 * Português do Brasil desta área: a janela de download no ajuste, na lista de currículos e no perfil.
 * Veja ../pt.ts e map.ts.
 */
export const downloadPt: Record<keyof typeof downloadEn, string> = {
	'download.open': 'Baixar currículo',
	'download.openRow': 'Baixar',
	'download.openProfile': 'Baixar como currículo',
	'download.title': 'Baixar seu currículo',
	'download.subject': 'A partir de: {label}',
	'download.note.tailored': 'Só entram as mudanças que você aceitou. As sugestões que você recusou ou ainda não decidiu ficam de fora.',
	'download.note.resume': 'Seu currículo como o Rumo leu, sem nenhum ajuste.',
	'download.note.profile': 'Feito com o que você confirmou no seu perfil, num layout simples que os sistemas de recrutamento (ATS) leem bem.',
	'download.profileLabel': 'seu perfil',
	'download.label.tailored': '{resume}, ajustado para {job}',

	'download.format.legend': 'Formato',
	'download.format.pdf': 'PDF',
	'download.format.pdf.hint': 'O melhor para enviar ou anexar.',
	'download.format.docx': 'Word (.docx)',
	'download.format.docx.hint': 'Para editar no Word, no LibreOffice ou no Google Docs.',
	'download.format.json': 'JSON Resume',
	'download.format.json.hint': 'Dados estruturados para outras ferramentas (jsonresume.org).',
	'download.format.md': 'Markdown',
	'download.format.md.hint': 'Texto simples para colar em formulários de candidatura.',
	'download.paper.legend': 'Papel',
	'download.paper.a4': 'A4',
	'download.paper.letter': 'Carta (EUA)',
	'download.lang.legend': 'Títulos em',
	'download.variant.legend': 'Layout',
	'download.variant.classic': 'Clássico',
	'download.variant.classic.hint': 'Mais espaçado, fácil de ler.',
	'download.variant.compact': 'Compacto',
	'download.variant.compact.hint': 'Mais enxuto, cabe mais numa página.',

	'download.submit': 'Baixar {format}',
	'download.making': 'Gerando seu {format}…',
	'download.stop': 'Parar',
	'download.saved': '{filename} baixado.',

	'download.preview.show': 'Ver a primeira página',
	'download.preview.hide': 'Esconder a prévia',
	'download.preview.making': 'Preparando a prévia…',
	'download.preview.alt': 'Prévia da primeira página de {filename}, {pages}',
	'download.preview.pages.one': '1 página no total',
	'download.preview.pages.other': '{count} páginas no total',
	'download.preview.caption': 'Página 1 de {count}',
	'download.preview.failed': 'Não foi possível mostrar a prévia. Você ainda pode baixar o arquivo.',

	'download.error.title': 'Não foi possível gerar o arquivo.',
	'download.error.notFoundResume': 'Este currículo não existe mais; talvez tenha sido apagado em outra aba. Feche esta janela e escolha um currículo da lista.',
	'download.error.notFoundTailored': 'Este currículo ou o ajuste dele não existe mais; talvez tenha sido apagado em outra aba. Recarregue o ajuste e tente de novo.',
	'download.error.option.format': 'O Rumo não gera arquivos nesse formato. Escolha PDF, Word, JSON Resume ou Markdown.',
	'download.error.option.paper': 'Esse tamanho de papel não está disponível. Escolha A4 ou Carta (EUA).',
	'download.error.option.lang': 'Os títulos não podem ser escritos nesse idioma. Escolha English ou Português (Brasil).',
	'download.error.option.variant': 'Esse layout não está disponível. Escolha Clássico ou Compacto.',
	'download.error.option.tailoringId': 'Não dá para usar este ajuste. Recarregue o ajuste e tente de novo.',
	'download.error.option.other': 'Uma das opções não é válida. Escolha de novo e tente mais uma vez.'
};
