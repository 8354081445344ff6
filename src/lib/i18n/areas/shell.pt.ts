import type { shellEn } from './shell.en';

/**
 * Português do Brasil desta área: a moldura de todas as telas: cabeçalho, menu, rodapé, aviso de atualização, avisos, as páginas de erro.
 * Veja ../pt.ts e map.ts.
 */
export const shellPt: Record<keyof typeof shellEn, string> = {
	'nav.menu': 'Menu',
	'toast.dismiss': 'Fechar esta mensagem',

	'notFound.title': 'Esta página não existe',
	'notFound.body': 'Não há nada no Rumo no endereço {path}. Pode ser um erro de digitação, ou a página ainda não existe. Tudo o que você salvou continua neste aparelho.',
	'notFound.next': 'Para onde ir agora',
	'notFound.dashboard': 'Abrir seu painel',
	'notFound.resume': 'Ler seu currículo',
	'error.title': 'Não deu para mostrar esta página',
	'error.body': 'Algo deu errado ao abrir a página. Nada do que você salvou foi alterado. Recarregue a página ou vá para outra tela.',
	'error.reload': 'Recarregar a página',

	'nav.sources': 'Fontes',

	'nav.intelligence': 'Inteligência',

	'nav.history': 'Histórico',

	'nav.radar': 'Radar',
	'nav.radarUnread.one': '{count} alerta não lido',
	'nav.radarUnread.other': '{count} alertas não lidos',

	'nav.repository': 'Repositório',

	'nav.portfolio': 'Portfólio',

	'app.name': 'Rumo',
	'app.tagline': 'Sua bússola de carreira, no seu próprio computador',
	'app.skip': 'Pular para o conteúdo',
	'app.loading': 'Carregando…',
	'app.retry': 'Tentar de novo',
	'app.close': 'Fechar',
	'app.cancel': 'Cancelar',
	'app.save': 'Salvar',
	'app.delete': 'Excluir',
	'app.edit': 'Editar',
	'app.language': 'Idioma',
	'app.switchLanguage': 'English',
	'app.switchLanguageLabel': 'Switch to English',
	'app.version': 'Versão {version}',

	'nav.label': 'Principal',
	'nav.home': 'Início',
	'nav.dashboard': 'Painel',
	'nav.applications': 'Candidaturas',
	'nav.interviews': 'Entrevistas',
	'nav.settings': 'Configurações',

	'footer.local': 'Seus dados ficam neste navegador, neste aparelho.',
	'footer.how': 'Como o Rumo garante isso',

	'update.waiting': 'Tem uma versão nova do Rumo pronta.',
	'update.reload': 'Recarregar para atualizar',

	'demo.banner': 'Demonstração — dados fictícios. Nada do que você fizer aqui fica salvo.',

	'nav.resume': 'Currículo',
	'nav.profile': 'Perfil',
	'nav.job': 'Vaga',
	'nav.analysis': 'Análises'
};
