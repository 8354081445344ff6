import type { homeEn } from './home.en';

/**
 * Português do Brasil desta área: a página inicial em /.
 * Veja ../pt.ts e map.ts.
 */
export const homePt: Record<keyof typeof homeEn, string> = {
	'landing.start': 'Comece pelo seu currículo',

	'landing.title': 'Saiba onde você está antes de se candidatar.',
	'landing.lead':
		'O Rumo lê o seu currículo e uma vaga e diz, com honestidade, o quanto você combina com ela: o que bate, o que falta e o que você pode afirmar de verdade. Ele acompanha suas candidaturas e guarda tudo no seu próprio computador.',
	'landing.open': 'Abrir o painel',
	'landing.track': 'Acompanhar uma candidatura',
	'landing.feature.fit.title': 'Uma avaliação honesta',
	'landing.feature.fit.body': 'Uma nota com provas tiradas das suas próprias palavras e as lacunas que importam. Nunca inventa competências.',
	'landing.feature.track.title': 'Candidaturas num quadro só',
	'landing.feature.track.body': 'Leve cada candidatura de salva até proposta e veja números reais: taxa de resposta, entrevistas, tempo até o retorno.',
	'landing.feature.local.title': 'Tudo no seu aparelho',
	'landing.feature.local.body': 'O Rumo roda no seu navegador. Seu currículo e suas candidaturas ficam guardados neste aparelho, não num servidor.',
	'landing.feature.everyone.title': 'Para qualquer profissão',
	'landing.feature.everyone.body': 'Enfermeiras, advogados, professores, contadores, designers e desenvolvedores, em português e em inglês.',
	'landing.hosting.title': 'Onde o Rumo roda',
	'landing.hosting.real':
		'O Rumo roda dentro desta aba do navegador, no seu próprio computador: seu currículo e suas candidaturas ficam guardados aqui, neste aparelho. Ele só acessa a internet quando você pede, para ler uma vaga a partir do link ou para usar um provedor de IA que você escolheu.',
	'landing.hosting.demo':
		'Esta é uma demonstração publicada num site estático. O motor do Rumo roda aqui, no seu navegador, sobre os dados de uma pessoa fictícia guardados só na memória desta aba: leia um currículo, analise uma vaga ou mova uma candidatura; ao recarregar a página, a demonstração recomeça. Um site estático não tem relay, então nada é lido de outros sites e não há IA. Para usar o Rumo com o seu currículo e as suas candidaturas, instale no seu próprio computador.'
};
