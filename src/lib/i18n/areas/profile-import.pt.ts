import type { ProfileImportKey } from './keys';

/** Português do Brasil desta área (veja ../pt.ts): importar um JSON Resume, a exportação de dados do LinkedIn ou um currículo Europass no Perfil, e os dados pessoais que o arquivo propõe (issue 28). */
export const profileImportPt: Record<ProfileImportKey, string> = {
	'profile.import.kind.europass': 'Um currículo Europass (o XML ou o JSON dele)',
	'profile.import.kind.linkedin': 'A exportação dos seus dados do LinkedIn (um arquivo ZIP: escolha abaixo)',
	'profile.import.file': 'Ou importe um arquivo',
	'profile.import.file.hint': 'Um JSON Resume (.json), a exportação dos seus dados do LinkedIn (.zip) ou um currículo Europass (.xml ou .json). O arquivo é lido neste aparelho; nada entra no perfil até você escolher.',
	'profile.import.file.reading': 'Lendo {name}…',

	'profile.import.problem.not_linkedin': 'Esse ZIP não é uma exportação de dados do LinkedIn: não tem nenhum dos arquivos dela (Profile.csv, Positions.csv, Skills.csv…). No LinkedIn, vá em Configurações → Privacidade de dados → Obter uma cópia dos seus dados e importe o ZIP que ele mandar.',
	'profile.import.problem.damaged_zip': 'Esse arquivo ZIP está corrompido ou não é um ZIP. Baixe seus dados do LinkedIn de novo e importe o ZIP do jeito que veio.',
	'profile.import.problem.not_europass': 'Isso não é um currículo Europass: não tem o SkillsPassport. Exporte seu currículo do Europass em XML (ou o JSON que vem junto) e importe esse arquivo.',
	'profile.import.problem.invalid_xml': 'Não dá para ler esse arquivo XML (está quebrado ou declara um DOCTYPE, que o Rumo não lê por segurança). Exporte o arquivo de novo e importe do jeito que foi salvo.',
	'profile.import.problem.unsupported_file': 'Aqui o Rumo importa um JSON Resume (.json), a exportação de dados do LinkedIn (.zip) ou um currículo Europass (.xml ou .json). Para ler um currículo em PDF ou Word, abra a tela Currículo.',
	'profile.import.problem.linkedin_is_a_file': 'A exportação de dados do LinkedIn é um arquivo ZIP: escolha o arquivo abaixo em vez de colar texto.',

	'profile.import.warning.too_many_skills.one': 'Esse arquivo lista {count} competência; o Rumo propõe as {max} primeiras. Adicione à mão as outras de que precisar.',
	'profile.import.warning.too_many_skills.other': 'Esse arquivo lista {count} competências; o Rumo propõe as {max} primeiras. Adicione à mão as outras de que precisar.',
	'profile.import.warning.too_many_items.one': 'Esse arquivo tem {count} item; o Rumo propõe os {max} primeiros. Importe o resto de um arquivo menor ou adicione à mão.',
	'profile.import.warning.too_many_items.other': 'Esse arquivo tem {count} itens; o Rumo propõe os {max} primeiros. Importe o resto de um arquivo menor ou adicione à mão.',
	'profile.import.warning.too_many_keywords.one': 'Uma entrada desse arquivo lista {count} palavra-chave; o Rumo guarda as {max} primeiras.',
	'profile.import.warning.too_many_keywords.other': 'Uma entrada desse arquivo lista {count} palavras-chave; o Rumo guarda as {max} primeiras.',
	'profile.import.warning.text_cut': 'Algumas descrições desse arquivo passam de {max} caracteres; o Rumo guarda o começo de cada uma.',
	'profile.import.warning.url_left_out': 'Ficou de fora o que não é endereço da web (começando com http:// ou https://): {where}. Adicione o endereço no seu perfil se precisar.',
	'profile.import.warning.email_left_out': 'O e-mail “{email}” ficou de fora: não é um endereço de e-mail. Digite nos seus dados se ele for seu.',

	'profile.import.basics.title': 'Seus dados neste arquivo',
	'profile.import.basics.lead': 'Escolha os dados que quer usar. Um dado que você já tem só é trocado se você marcar.',
	'profile.import.basics.now': 'Hoje: {value}',
	'profile.import.basics.include': 'Usar {field}',
	'profile.import.basics.use': 'Usar os dados marcados',
	'profile.import.basics.used': 'Usado',
	'profile.import.basics.links': 'Links',
	'profile.import.basics.linksAdded': 'entram nos seus links',

	'profile.item.kind.volunteer': 'Voluntariado',
	'profile.item.kind.award': 'Prêmio',
	'profile.item.kind.publication': 'Publicação',
	'profile.item.kind.interest': 'Interesse',
	'profile.item.kind.reference': 'Referência',

	'fidelity.origin.linkedin': 'Dos seus dados do LinkedIn',
	'fidelity.origin.linkedin.section': 'Dos seus dados do LinkedIn — seção {section}',
	'fidelity.origin.europass': 'Do seu currículo Europass',
	'fidelity.origin.europass.section': 'Do seu currículo Europass — seção {section}',
	'fidelity.section.volunteer': 'Voluntariado',
	'fidelity.section.interests': 'Interesses',
	'fidelity.section.references': 'Referências'
};
