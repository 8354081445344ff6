import type { applicationsEn } from './applications.en';

/**
 * Português do Brasil desta área: o quadro de Candidaturas em /applications.
 * Veja ../pt.ts e map.ts.
 */
export const applicationsPt: Record<keyof typeof applicationsEn, string> = {
	'apps.title': 'Candidaturas',
	'apps.lead': 'Todas as vagas que você está considerando ou para as quais se candidatou, por etapa. Arraste um cartão ou use o menu de etapa para mudá-lo.',
	'apps.new': 'Nova candidatura',
	'apps.search': 'Buscar candidaturas',
	'apps.searchPlaceholder': 'Cargo, empresa, anotações…',
	'apps.empty.title': 'Nenhuma candidatura ainda',
	'apps.empty.body': 'Adicione uma vaga que você salvou ou para a qual se candidatou. O Rumo guarda a etapa, as datas, o link e as anotações, e acompanha o seu progresso por você.',
	'apps.empty.cta': 'Adicionar sua primeira candidatura',
	'apps.noResults': 'Nenhuma candidatura encontrada para "{q}".',
	'apps.clearSearch': 'Limpar busca',
	'apps.column.count': '{count} em {status}',
	'apps.column.empty': 'Nada por aqui',
	'apps.card.status': 'Etapa de {title}',
	'apps.card.open': 'Abrir {title}',
	'apps.card.match': 'Compatibilidade {score}',
	'apps.card.dragHint': 'Arraste para outra coluna',
	'apps.moved': '"{title}" foi para {status}.',
	'apps.moveFailed': 'Não deu para mover "{title}": {reason} O cartão voltou para {status}.',
	'apps.created': '"{title}" adicionada.',
	'apps.saved': 'Alterações salvas.',
	'apps.deleted': '"{title}" excluída.',
	'apps.loadError': 'Não deu para carregar suas candidaturas.',
	'apps.stages.label': 'Etapas',
	'apps.stages.scrollHint.one': 'O quadro rola para o lado. Escolha uma etapa acima para ir até ela.',
	'apps.stages.scrollHint.other': 'O quadro rola para o lado: as {count} etapas estão lá. Escolha uma etapa acima para ir até ela.',
	'apps.conflict': 'Esta candidatura foi alterada em outra aba ou janela. Carregamos a versão mais recente; faça a sua alteração de novo.',
	'apps.gone': 'Esta candidatura não existe mais; talvez tenha sido excluída em outra aba.',

	'apps.card.matchLink': 'Compatibilidade {score}: abrir a análise de {title}',
	'apps.exams.title': 'Concursos',
	'apps.exams.lead': 'Os concursos salvos na tela Concursos seguem etapas próprias: inscrito, isenção pedida, prova, resultado e convocação. Eles não entram nas métricas das suas candidaturas a vagas.',
	'apps.exams.stages': 'Etapas dos concursos',
	'apps.exam.edital': 'Edital {number} · {board}',
	'apps.exam.next': 'Próxima data: {what}, {date}',
	'apps.exam.reminder.one': 'Próximo lembrete: {date} ({count} aberto)',
	'apps.exam.reminder.other': 'Próximo lembrete: {date} ({count} abertos)',
	'apps.exam.noReminder': 'Nenhum lembrete aberto',
	'apps.exam.link': 'Ver o concurso',
	'apps.jobsEmpty': 'Nenhuma candidatura a vaga ainda: só concursos, logo abaixo. Adicione uma vaga em "Nova candidatura".'
};
