import type { FidelityKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts). */
export const fidelityPt: Record<FidelityKey, string> = {
	'fidelity.period.present': 'atual',
	'fidelity.period.until': 'até {date}',

	'fidelity.matches': 'corresponde a: {names}',

	'fidelity.origin.resume': 'Do seu currículo',
	'fidelity.origin.resume.section': 'Do seu currículo — seção {section}',
	'fidelity.origin.academic': 'Do seu currículo acadêmico',
	'fidelity.origin.academic.section': 'Do seu currículo acadêmico — seção {section}',
	'fidelity.origin.portfolio': 'Do seu portfólio',
	'fidelity.origin.portfolio.section': 'Do seu portfólio — seção {section}',
	'fidelity.origin.json-resume': 'Do seu arquivo JSON Resume',
	'fidelity.origin.json-resume.section': 'Do seu arquivo JSON Resume — seção {section}',
	'fidelity.origin.certificate': 'De um certificado que você colou',
	'fidelity.origin.notes': 'Das suas anotações',
	'fidelity.origin.manual': 'Adicionado por você',
	'fidelity.origin.ai': 'Sugerido pela IA a partir do seu próprio texto',
	'fidelity.origin.profile': 'Do seu perfil — {item}',
	'fidelity.origin.profile.by': 'Do seu perfil — {item} ({by})',
	'fidelity.origin.other': 'Dos seus próprios registros',
	'fidelity.item.skill': 'uma competência',
	'fidelity.item.experience': 'uma experiência',
	'fidelity.item.education': 'uma formação',
	'fidelity.item.project': 'um projeto',
	'fidelity.item.certification': 'uma certificação',
	'fidelity.item.language': 'um idioma',
	'fidelity.item.link': 'um link',
	'fidelity.item.achievement': 'uma conquista',
	'fidelity.item.item': 'um item',
	'fidelity.by.manual': 'adicionado por você',
	'fidelity.by.extracted': 'lido de um documento, confirmado por você',
	'fidelity.by.imported': 'importado, confirmado por você',
	'fidelity.by.ai': 'sugerido pela IA, confirmado por você',
	'fidelity.section.publications': 'Produção bibliográfica',
	'fidelity.section.awards': 'Prêmios e títulos',
	'fidelity.section.courses': 'Formação complementar',
	'fidelity.section.keywords': 'Palavras-chave',

	'fidelity.diff.removed': 'removido:',
	'fidelity.diff.added': 'adicionado:',
	'fidelity.review.unsure': 'Confira este: o leitor não teve certeza de como lê-lo.'
};
