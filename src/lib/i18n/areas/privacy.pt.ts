import type { privacyEn } from './privacy.en';

/**
 * Português do Brasil desta área: a tela Privacidade em /privacy.
 * Veja ../pt.ts e map.ts.
 */
export const privacyPt: Record<keyof typeof privacyEn, string> = {
	'privacy.title': 'Privacidade e onde ficam seus dados',
	'privacy.lead': 'O Rumo funciona no seu aparelho: roda no seu computador e guarda seus dados nele.',
	'privacy.where.title': 'Onde seus dados ficam',
	'privacy.where.body':
		'Seu currículo, seu perfil, suas análises e suas candidaturas ficam guardados no banco de dados do próprio navegador (IndexedDB), neste aparelho. O Rumo não tem conta nem servidor que receba esses dados. Outro navegador ou outro computador não enxerga nada disso.',
	'privacy.engine.title': 'Quem faz o trabalho',
	'privacy.engine.body':
		'Ler currículos, comparar com vagas e calcular seus números acontece dentro desta aba do navegador. Depois que você abre o Rumo uma vez, ele funciona até sem internet.',
	'privacy.optional.title': 'O que é opcional',
	'privacy.optional.body':
		'Só duas coisas precisam sair do navegador: ler páginas públicas de vagas (um link que você informa, ou os feeds e quadros de vagas que você adiciona ao seu radar) e usar um provedor de IA escolhido por você. Cada uma começa desligada e o Rumo pergunta antes. Ler uma página ou um feed público envia só o endereço, nunca nada seu. A chave de IA que você informar fica com o ajudante local, num arquivo que só você pode ler, nunca no navegador. Se você ligar um provedor de IA externo, o texto analisado vai para esse provedor, e a sua privacidade deixa de ser absoluta.',
	'privacy.never.title': 'O que o Rumo nunca faz',
	'privacy.never.body':
		'Nunca inventa experiência, competências, cargos ou empresas, nunca se candidata a vagas por você, nunca entra em sites no seu nome e nunca contorna login ou CAPTCHA.',
	'privacy.control.title': 'Quem manda é você',
	'privacy.control.body':
		'Em Configurações você vê quanto espaço o Rumo usa e pode pedir ao navegador que não apague esses dados sozinho. Limpar os dados deste site no navegador apaga tudo o que o Rumo guardou.',
	'privacy.demo': 'A demonstração num site estático não guarda nada: os dados fictícios, e o que você experimentar, ficam só na memória desta aba e somem ao recarregar ou fechar a página.'
};
