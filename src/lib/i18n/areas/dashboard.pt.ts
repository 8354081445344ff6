import type { dashboardEn } from './dashboard.en';

/**
 * Português do Brasil desta área: o Painel em /dashboard.
 * Veja ../pt.ts e map.ts.
 */
export const dashboardPt: Record<keyof typeof dashboardEn, string> = {
	'dashboard.next.saved.one': 'Você tem {count} vaga salva para a qual ainda não se candidatou.',
	'dashboard.next.interview.one': 'Você tem {count} candidatura na etapa de entrevista. Prepare-se com as suas anotações.',
	'dashboard.requirements.lead.one':
		'Competências pedidas na única vaga acompanhada em que o Rumo reconheceu alguma. O que ainda não aparece no seu perfil fica marcado como lacuna.',
	'dashboard.requirements.jobs.one': '{count} vaga',
	'dashboard.kpi.days.one': '{days} dia',

	'dashboard.analyses.empty.title': 'Nenhuma análise ainda',
	'dashboard.analyses.empty.body': 'Cole o anúncio de uma vaga e compare com o seu currículo: cada análise aparece aqui depois.',
	'dashboard.analyses.empty.cta': 'Comparar uma vaga com seu currículo',

	'dashboard.title': 'Painel',
	'dashboard.lead': 'Como anda a sua busca, a partir das candidaturas que você acompanha.',
	'dashboard.empty.title': 'Nenhuma candidatura ainda',
	'dashboard.empty.body':
		'Assim que você acompanhar uma candidatura, seus números aparecem aqui: quantas você enviou, quantas tiveram resposta e em quanto tempo. Comece por uma vaga que você salvou ou para a qual já se candidatou.',
	'dashboard.empty.cta': 'Adicionar sua primeira candidatura',
	'dashboard.error': 'Não deu para carregar seus números.',
	'dashboard.kpi.total': 'Candidaturas acompanhadas',
	'dashboard.kpi.active': 'Ainda em andamento',
	'dashboard.kpi.applied': 'Candidaturas enviadas',
	'dashboard.kpi.responseRate': 'Taxa de resposta',
	'dashboard.kpi.interviewRate': 'Taxa de entrevistas',
	'dashboard.kpi.offerRate': 'Taxa de propostas',
	'dashboard.kpi.medianDays': 'Mediana de dias até a resposta',
	'dashboard.kpi.averageMatch': 'Compatibilidade média',
	'dashboard.kpi.none': '—',
	'dashboard.kpi.noneHint': 'Ainda não há dados suficientes',
	'dashboard.kpi.days.other': '{days} dias',
	'dashboard.funnel.title': 'Até onde suas candidaturas chegaram',
	'dashboard.funnel.caption': 'Candidaturas que chegaram a cada etapa',
	'dashboard.sources.title': 'De onde vêm suas candidaturas',
	'dashboard.sources.source': 'Origem',
	'dashboard.sources.total': 'Acompanhadas',
	'dashboard.sources.applied': 'Enviadas',
	'dashboard.sources.interviews': 'Entrevistas',
	'dashboard.sources.conversion': 'Enviada → entrevista',
	'dashboard.sources.manual': 'Adicionada por você',
	'dashboard.recent.title': 'Adicionadas recentemente',
	'dashboard.recent.all': 'Ver todas as candidaturas',
	'dashboard.next.title': 'Próximos passos',
	'dashboard.next.saved.other': 'Você tem {count} vagas salvas para as quais ainda não se candidatou.',
	'dashboard.next.interview.other': 'Você tem {count} candidaturas na etapa de entrevista. Prepare-se com as suas anotações.',
	'dashboard.next.none': 'Nada esperando por você agora. Continue adicionando as vagas que encontrar.',

	'dashboard.requirements.title': 'O que as vagas pedem',
	'dashboard.requirements.lead.other': 'Competências pedidas nas {count} vagas acompanhadas em que o Rumo reconheceu alguma. O que ainda não aparece no seu perfil fica marcado como lacuna.',
	'dashboard.requirements.caption': 'Competências que as vagas acompanhadas pedem, da mais pedida para a menos pedida',
	'dashboard.requirements.shareOf': '{percent} das vagas',
	'dashboard.requirements.jobs.other': '{count} vagas',
	'dashboard.requirements.required': 'obrigatória em {count}',
	'dashboard.requirements.inProfile': 'Está no seu perfil',
	'dashboard.requirements.gap': 'Lacuna: não está no seu perfil',
	'dashboard.requirements.addEvidence': 'Adicionar prova',
	'dashboard.requirements.addEvidenceLabel': 'Adicionar prova de {skill} ao seu perfil',
	'dashboard.requirements.empty.title': 'Ainda não há competências para contar',
	'dashboard.requirements.empty.body': 'As vagas que você salva pela tela Vaga trazem as competências que o anúncio pede. Cole uma vaga lá e salve em Candidaturas: aqui vai aparecer o que as empresas pedem com mais frequência e o que ainda falta no seu perfil.',
	'dashboard.requirements.empty.cta': 'Abrir a tela Vaga',
	'dashboard.requirements.error': 'Não deu para carregar o que as vagas pedem.',
	'dashboard.profile.title': 'Seu perfil',
	'dashboard.profile.empty': 'Seu perfil está vazio. Leia seu currículo uma vez e revise o que o Rumo encontrou; ele vira a base de cada análise.',
	'dashboard.profile.start': 'Ler meu currículo',
	'dashboard.profile.noName': 'Nome ainda não informado',
	'dashboard.profile.counts': 'Itens: {items} · habilidades: {skills} · com evidência: {evidence}',
	'dashboard.profile.open': 'Abrir seu perfil',

	// O estado do armazenamento no lugar dos números do resumo.
	'data.metrics.unavailable.title': 'Métricas indisponíveis',
	'data.metrics.unavailable.body': 'Não deu para calcular seus números agora. Seus dados não foram afetados; tente de novo.',
	'data.metrics.api.title': 'API local indisponível',
	'data.metrics.api.body': 'O motor do Rumo neste navegador não respondeu. Recarregue a página.',
	'data.metrics.settings': 'Abrir Configurações → Armazenamento'
};
