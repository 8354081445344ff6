import type { atsEn } from './ats.en';

/**
 * Português do Brasil desta área: a tela ATS em /ats.
 * Veja ../pt.ts e map.ts.
 */
export const atsPt: Record<keyof typeof atsEn, string> = {
	// De onde vêm as palavras de uma análise.
	'ats.inProfileOnly': 'no seu perfil — ainda não está neste currículo',
	'ats.presentProfile': 'Presente no seu currículo ou perfil',

	'ats.title': 'Palavras-chave de ATS',
	'ats.present': 'Presentes no seu currículo',
	'ats.safeIfTrue': 'Seguras se forem verdade',
	'ats.safeIfTrueHint': 'Não estão escritas no seu currículo, mas há provas próximas. Acrescente só se for verdade.',
	'ats.without': 'Sem evidência',
	'ats.withoutHint': 'Nada no seu currículo sustenta estas. Não acrescente, a menos que consiga mostrar.',
	'ats.coverage': 'Cobertura de palavras-chave {value}',
	'ats.related': 'Prova relacionada:',
	'ats.page.title': 'Revisão ATS',
	'ats.page.lead': 'Sistemas de recrutamento (ATS) procuram no currículo as palavras da própria vaga. Aqui está cada palavra-chave desta vaga, cada uma em um único grupo.',
	'ats.loading': 'Revisando as palavras-chave…',
	'ats.error': 'Não foi possível fazer a revisão ATS.',
	'ats.empty.title': 'Comece por uma análise de compatibilidade',
	'ats.empty.body': 'A revisão ATS lê as palavras-chave de uma vaga que você já comparou com o seu currículo. Escolha uma análise ou faça uma na tela Vaga.',
	'ats.empty.cta': 'Escolher uma análise'
};
