import type { PolishKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const polishPt: Record<PolishKey, string> = {
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

	'dashboard.next.saved.one': 'Você tem {count} vaga salva para a qual ainda não se candidatou.',
	'dashboard.next.interview.one': 'Você tem {count} candidatura na etapa de entrevista. Prepare-se com as suas anotações.',
	'resume.result.pages.one': ', {count} página',
	'review.addedCount.one': '{count} item adicionado ao seu perfil.',
	'review.addAll.one': 'Adicionar {count} selecionado ao perfil',
	'dashboard.requirements.lead.one':
		'Competências pedidas na única vaga acompanhada em que o Rumo reconheceu alguma. O que ainda não aparece no seu perfil fica marcado como lacuna.',
	'dashboard.requirements.jobs.one': '{count} vaga',
	'dashboard.kpi.days.one': '{days} dia',
	'resume.result.years.one': 'Cerca de {years} ano de experiência',
	'tailor.claim.unsupported.one':
		'Nada no seu currículo ou perfil mostra {skills}, então o Rumo não vai escrever isso. Se for verdade, registre no seu perfil com evidência (um emprego, um projeto, um certificado) e tente de novo.',

	'landing.start': 'Comece pelo seu currículo',

	'dashboard.analyses.empty.title': 'Nenhuma análise ainda',
	'dashboard.analyses.empty.body': 'Cole o anúncio de uma vaga e compare com o seu currículo: cada análise aparece aqui depois.',
	'dashboard.analyses.empty.cta': 'Comparar uma vaga com seu currículo',

	'ai.consent.title': 'Sua permissão',
	'ai.consent.withdraw': 'Retirar a permissão',
	'ai.consent.withdrawn': 'Permissão retirada: o Rumo não vai enviar texto ao provedor.',
	'ai.testUnreachable': 'O Rumo não conseguiu falar com o provedor: nada respondeu. Confira o endereço do servidor e se o provedor está rodando, depois teste de novo.',
	'ai.error.baseUrl': 'Informe o endereço do servidor, começando com http:// ou https://',
	'ai.error.model': 'Informe o modelo, por exemplo llama3.2.',
	'ai.error.key': 'Cole a chave de API que este provedor te deu.',

	'problem.payload_too_large.text': 'O texto é longo demais: o Rumo lê no máximo 200.000 caracteres de cada vez — umas 60 páginas. Deixe só a parte de que você precisa e tente de novo.',
	'problem.payload_too_large.file': 'Este arquivo passa de 10 MB, o máximo que o Rumo lê. Salve de novo sem imagens, ou cole o texto dele.',
	'problem.insufficient_text.text': 'Tem pouco texto aqui para ler um currículo. Inclua o currículo inteiro — experiência, formação e habilidades — e tente de novo.',
	'problem.invalid_file.empty': 'Este arquivo está vazio: não há nada nele para ler. Confira se escolheu o arquivo certo, ou cole o texto do seu currículo.',

	'profile.item.required': 'Preencha este campo.',
	'profile.item.dateError': 'Use ano e mês, como 2021-03, ou só o ano.',
	'profile.item.level': 'Nível (opcional)',
	'profile.item.level.none': 'Não informado',
	'profile.item.level.basic': 'Básico',
	'profile.item.level.intermediate': 'Intermediário',
	'profile.item.level.advanced': 'Avançado',
	'profile.item.level.expert': 'Especialista',
	'profile.item.title.skill': 'Habilidade',
	'profile.item.title.experience': 'Cargo',
	'profile.item.title.education': 'Curso ou formação',
	'profile.item.title.project': 'Nome do projeto',
	'profile.item.title.certification': 'Certificado',
	'profile.item.title.language': 'Idioma',
	'profile.item.title.link': 'Endereço (https://…)',
	'profile.item.title.achievement': 'Conquista',
	'profile.item.organization.experience': 'Empresa ou organização',
	'profile.item.organization.education': 'Escola, faculdade ou universidade',
	'profile.item.organization.certification': 'Emitido por',
	'profile.item.organization.project': 'Organização (opcional)',
	'profile.item.detail.experience': 'O que você fazia',
	'profile.item.detail.education': 'Detalhes (opcional)',
	'profile.item.detail.project': 'O que é e qual foi a sua parte',
	'profile.item.detail.language': 'Seu nível, com suas palavras (por exemplo: fluente, B2)',
	'profile.item.detail.link': 'O que ele mostra (opcional)',
	'profile.item.detail.achievement': 'Detalhes',
	'profile.item.year': 'Ano (AAAA)',
	'profile.item.skillsHint': 'As habilidades que este item mostra, separadas por vírgula.',
	'profile.item.evidence.hint': 'Uma linha do seu currículo, um certificado ou um link que comprove.'
};
