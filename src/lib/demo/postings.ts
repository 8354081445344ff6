import type { JobMetadata } from '$core/job/schema';

/** A job posting as Helena pasted it on the Job screen, with what she typed beside it. */
export interface DemoPosting {
	text: string;
	metadata?: JobMetadata;
}

/**
 * The postings of the demo's applications, as a person would paste them: invented employers,
 * fictitious pay and places. Rumo reads title, company, requirements and the rest from the text.
 */
export const DEMO_POSTINGS = {
	icu: {
		text: `Enfermeiro(a) de UTI Adulto
Hospital Vale do Ipê — Belo Horizonte/MG — presencial
Regime de contratação: CLT
Salário: R$ 6.800/mês

Sobre o hospital
Hospital geral de 180 leitos com UTI adulto de 30 leitos, referência regional em cardiologia.

Responsabilidades
• Prestar assistência ao paciente crítico e supervisionar a equipe técnica do plantão.
• Aplicar os protocolos institucionais e registrar a evolução no prontuário.
• Participar das rondas multiprofissionais.

Requisitos
• Graduação em Enfermagem e COREN-MG ativo
• Mínimo de 2 anos de experiência em UTI adulto
• Assistência de enfermagem ao paciente crítico
• Protocolos de segurança do paciente
• ACLS válido

Diferenciais
• BLS
• Controle de infecção hospitalar

Benefícios
• Vale-alimentação
• Plano de saúde
`,
		metadata: { source: 'Gupy' }
	},
	coordinator: {
		text: `Coordenador(a) de Enfermagem — UTI Adulto
Hospital Pedra Azul — Contagem/MG — presencial
Regime de contratação: CLT
Salário: R$ 9.500/mês

Sobre a vaga
Buscamos enfermeiro(a) para coordenar a equipe de enfermagem da UTI adulto de 24 leitos.

Responsabilidades
• Liderar e escalar a equipe de enfermeiros e técnicos da unidade.
• Acompanhar os indicadores assistenciais e os planos de ação da qualidade.
• Conduzir treinamentos e a integração de novos colaboradores.

Requisitos
• Graduação em Enfermagem e COREN ativo
• Mínimo de 5 anos de experiência em UTI adulto
• Experiência comprovada em gestão de equipes de enfermagem
• Pós-graduação em gestão hospitalar ou terapia intensiva
• Indicadores de qualidade assistencial

Diferenciais
• MBA em gestão de saúde
• Excel avançado
`,
		metadata: { source: 'LinkedIn' }
	},
	infection: {
		text: `Enfermeiro(a) do SCIH — Controle de Infecção Hospitalar
Hospital Ribeirão das Garças — Belo Horizonte/MG — presencial
Regime de contratação: CLT

Responsabilidades
• Realizar a vigilância epidemiológica das infecções relacionadas à assistência.
• Orientar as equipes sobre precauções e higienização das mãos.
• Elaborar os relatórios mensais de indicadores de infecção.

Requisitos
• Graduação em Enfermagem e COREN-MG ativo
• Especialização em controle de infecção hospitalar
• Experiência mínima de 2 anos em UTI ou em serviço de controle de infecção
• Vigilância epidemiológica

Diferenciais
• Segurança do paciente
• Excel
`,
		metadata: { source: 'Site da empresa' }
	},
	homeCare: {
		text: `Enfermeira(o) de Atenção Domiciliar — Home Care
Cuidar Bem Atenção Domiciliar — Nova Lima/MG — presencial
Regime de contratação: CLT
Escala 12x36 diurna

Sobre nós
Empresa de atenção domiciliar que acompanha pacientes crônicos e em cuidados de transição.

Responsabilidades
• Visitas domiciliares e supervisão dos técnicos de enfermagem.
• Administração de medicamentos, curativos e cuidados com dispositivos.
• Orientação de familiares e cuidadores.

Requisitos
• Graduação em Enfermagem e COREN ativo
• Experiência mínima de 1 ano em assistência de enfermagem
• Curativos e administração de medicamentos
• CNH categoria B

Diferenciais
• Experiência com pacientes críticos
`,
		metadata: { source: 'Indeed' }
	},
	educator: {
		text: `Clinical Nurse Educator — Critical Care
Meridian Medical Devices — Remote (Brazil)
Full-time

About the role
Train ICU nursing teams across Latin America on our ventilation and monitoring products.

Responsibilities
• Deliver on-site and online training for critical care nurses.
• Build training materials and track competency assessments.

Requirements
• Bachelor's degree in Nursing and an active nursing license
• 5+ years of experience in adult intensive care
• Experience training or precepting clinical staff
• Fluent English

Nice to have
• Spanish
• Mechanical ventilation
`,
		metadata: { source: 'LinkedIn' }
	}
} satisfies Record<string, DemoPosting>;

export type DemoPostingKey = keyof typeof DEMO_POSTINGS;
