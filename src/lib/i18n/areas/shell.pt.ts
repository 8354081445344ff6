import type { shellEn } from './shell.en';

/**
 * Português do Brasil desta área: a moldura de todas as telas: cabeçalho, menu, rodapé, aviso de atualização, avisos, as páginas de erro,
 * o estado do armazenamento e as notificações do radar.
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
	'nav.exams': 'Concursos',
	'nav.settings': 'Configurações',

	'footer.local': 'Seus dados ficam neste navegador, neste aparelho.',
	'footer.how': 'Como o Rumo garante isso',

	'update.waiting': 'Tem uma versão nova do Rumo pronta.',
	'update.reload': 'Recarregar para atualizar',

	'demo.banner': 'Demonstração — dados fictícios. Nada do que você fizer aqui fica salvo.',

	'nav.resume': 'Currículo',
	'nav.profile': 'Perfil',
	'nav.job': 'Vaga',
	'nav.analysis': 'Análises',

	// O estado do armazenamento acima de todas as telas (e o diálogo de apagar os dados, que divide com Configurações).
	'data.clear.title': 'Apagar todos os dados',
	'data.clear.lead': 'Remove tudo o que o Rumo guarda neste navegador. Exporte um backup antes, se puder querer os dados de volta.',
	'data.clear.button': 'Apagar todos os dados',
	'data.clear.dialog': 'Apagar todos os dados?',
	'data.clear.body': 'Candidaturas, currículos, vagas, análises, seu perfil, a caixa de oportunidades e suas permissões serão apagados deste navegador. Não dá para desfazer.',
	'data.clear.word': 'APAGAR',
	'data.clear.type': 'Digite {word} para confirmar',
	'data.clear.confirm': 'Apagar todos os dados',
	'data.clear.working': 'Apagando…',
	'data.clear.done': 'Todos os dados foram apagados. O Rumo está vazio, como no primeiro dia.',
	'data.state.not_started.title': 'Armazenamento não iniciado',
	'data.state.not_started.body': 'O Rumo não conseguiu abrir o armazenamento neste navegador, então nada pode ser lido nem salvo agora. Recarregue a página; se continuar, redefina os dados locais (antes, exporte o que puder ser lido).',
	'data.state.blocked.title': 'Esperando outra aba do Rumo',
	'data.state.blocked.body': 'Outra aba está com uma versão anterior do Rumo aberta e segura o armazenamento. Feche as outras abas do Rumo, ou recarregue-as; esta continua sozinha.',
	'data.state.corrupted.title': 'Armazenamento corrompido',
	'data.state.corrupted.body': 'Parte dos dados que o Rumo guarda falhou na verificação de integridade. Exporte o que puder ser lido e depois restaure um backup (Configurações → Armazenamento) ou redefina os dados locais.',
	'data.state.full.title': 'Armazenamento cheio',
	'data.state.full.body': 'O armazenamento do navegador está cheio: a última alteração não foi salva, e nada ficou pela metade. Exporte um backup e libere espaço — apague o que não precisa mais aqui, ou limpe dados de outros sites.',
	'data.state.details': 'O que foi encontrado',
	'data.state.export': 'Exportar o que puder ser lido',
	'data.state.reset': 'Redefinir dados locais',
	'data.state.check': 'Verificar de novo',
	'data.state.dismiss': 'Fechar aviso',
	'data.state.recovered': 'O armazenamento voltou a funcionar.',
	'data.state.resetFailed': 'Não deu para redefinir os dados locais. Feche as outras abas do Rumo e tente de novo.',
	'data.state.exportFailed': 'Nada pôde ser lido agora.',
	'data.saving': 'Salvando…',

	// As notificações do sistema do radar, enviadas de qualquer tela enquanto o app está aberto.
	'radar.notify.title': 'Radar: uma vaga tirou nota {score}',
	'radar.notify.many.one': 'Radar: {count} alerta novo',
	'radar.notify.many.other': 'Radar: {count} alertas novos',
	'radar.notify.manyBody': 'Abra o Rumo para ver no radar.'
};
