/**
 * The demo's one person: Helena Duarte, an intensive-care nurse in Belo Horizonte looking for her
 * next job. Invented person, employers and schools; contacts on reserved example domains and
 * number ranges. Her profile is what Rumo reads from this resume — nothing about her is typed twice.
 */
export const DEMO_RESUME = `Helena Duarte
Enfermeira de UTI Adulto
Belo Horizonte, MG · helena.duarte@example.com · +55 31 90000-0100 · helena-duarte.example

RESUMO
Enfermeira com 9 anos de experiência, 7 deles em terapia intensiva adulto, com foco em segurança do paciente e protocolos de sepse.

EXPERIÊNCIA
Enfermeira Assistencial — Hospital Municipal Lagoa Serena, Belo Horizonte – MG
03/2019 – atual
• Assistência a pacientes críticos em UTI adulto com 20 leitos
• Implantação do protocolo de sepse da unidade
• Notificação de eventos adversos e protocolos de segurança do paciente com o núcleo de qualidade
• Preceptoria de 12 residentes por ano
Enfermeira — Clínica Santa Aurora do Barreiro, Belo Horizonte – MG
02/2017 – 02/2019
• Assistência de enfermagem na internação clínica e cirúrgica
• Administração de medicamentos e curativos

FORMAÇÃO
Especialização em Terapia Intensiva — Faculdade Serra do Rola-Moça
2019 – 2020
Bacharelado em Enfermagem — Universidade Estadual do Vale do Paraopeba
2012 – 2016

CERTIFICAÇÕES
COREN-MG ativo
ACLS — American Heart Association, 2024

IDIOMAS
Português — nativo
Inglês — intermediário
`;

/** When she pasted it on the Resume screen and added what Rumo found to her profile. */
export const DEMO_RESUME_READ_AT = '2026-08-18T22:10:00.000Z';

/**
 * The project she added to her profile by hand (it shows on /portfolio): her own words, public,
 * with a (fictitious) link to the write-up she published.
 */
export const DEMO_PROJECT = {
	at: '2026-08-20T21:30:00.000Z',
	item: {
		type: 'project',
		title: 'Protocolo de sepse da UTI adulto',
		organization: 'Hospital Municipal Lagoa Serena',
		start: '2021-03',
		detail: 'Implantei o protocolo de sepse da unidade com o núcleo de qualidade: triagem de sinais de alerta, pacote da primeira hora, segurança do paciente e indicadores mensais.',
		evidence: [
			{
				text: 'Implantei o protocolo de sepse da unidade com o núcleo de qualidade: triagem de sinais de alerta, pacote da primeira hora e indicadores mensais.',
				source: 'manual',
				public: true,
				url: 'https://helena-duarte.example/protocolo-sepse'
			}
		],
		origin: 'manual'
	}
} as const;

/** The certificate she made public on her profile, with its (fictitious) link. */
export const DEMO_PUBLIC_CERTIFICATE = { title: 'ACLS', url: 'https://certificados.example/acls/helena-duarte', at: '2026-08-19T09:00:00.000Z' };
