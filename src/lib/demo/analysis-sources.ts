import type { JobMetadata } from '$core/job/schema';

/**
 * What the demo's analyses were made from: two fictitious resumes and the postings of two demo
 * applications (DEMO_JOBS demo-1 and demo-4), as a person would paste them into the real app.
 * Invented people, employers and schools; contacts on reserved example domains and number ranges.
 *
 * Only the unit test and the generator import this file: the demo answers from the results
 * (analyses.ts), which the core computed from these texts — never from the core itself.
 */
export interface DemoScenario {
	/** The ids the demo gives what the core stores (it would give random ones). */
	ids: { resume: string; job: string; analysis: string; ats: string; tailoring: string };
	/** When the person did each step, in order: resume read, job read, analysis, tailoring. */
	at: { resume: string; job: string; analysis: string; tailoring: string };
	resumeText: string;
	jobText: string;
	/** What the person typed beside the posting on the Job screen. */
	jobMetadata: JobMetadata;
}

const NURSE_RESUME = `Helena Duarte
Enfermeira de UTI Adulto
Belo Horizonte, MG · helena.duarte@example.com · +55 31 90000-0100 · helena-duarte.example

RESUMO
Enfermeira com 8 anos em terapia intensiva adulto, foco em segurança do paciente e protocolos de sepse.

EXPERIÊNCIA
Enfermeira Assistencial — Hospital Municipal Lagoa Serena, Belo Horizonte – MG
03/2019 – atual
• Assistência a pacientes críticos em UTI adulto com 20 leitos
• Implantação do protocolo de sepse da unidade
• Notificação de eventos adversos e rondas de segurança do paciente com o núcleo de qualidade
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

const NURSE_POSTING = `Enfermeiro(a) de UTI Adulto
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
`;

const TEACHER_RESUME = `Marina Tavares Lobo
Professora de Matemática

Curitiba, PR · marina.lobo@example.com · +55 41 90000-0142

RESUMO
Professora de Matemática há 9 anos no ensino fundamental II e médio, com turmas de preparação para o ENEM.

EXPERIÊNCIA
Professora de Matemática — Colégio Estadual Campina do Siqueira Alto, Curitiba – PR
02/2019 – atual
• Ensino de matemática para 6 turmas do ensino médio
• Planejamento de aulas por competências alinhado à BNCC
• Aulas remotas pelo Google Sala de Aula em 2020 e 2021
Professora de Matemática — Escola Municipal Bosque das Gralhas, Curitiba – PR
02/2016 – 12/2018
• Docência em turmas de 8º e 9º ano
• Olimpíada de matemática da escola: 40 alunos inscritos por ano

FORMAÇÃO
Licenciatura em Matemática — Universidade Federal do Vale do Iguaçu
2011 – 2015

IDIOMAS
Português — nativo
Espanhol — intermediário
`;

const TEACHER_POSTING = `Professor(a) de Matemática — Ensino Médio
Colégio Horizonte Azul — Curitiba/PR — presencial
Regime de contratação: CLT

Sobre o colégio
Escola particular com 900 alunos, do fundamental ao ensino médio, e projeto de aprovação no ENEM.

Responsabilidades
• Ministrar aulas de matemática para o 1º, 2º e 3º ano do ensino médio.
• Elaborar avaliações e acompanhar o desempenho das turmas.
• Participar das reuniões pedagógicas.

Requisitos
• Licenciatura em Matemática
• Experiência mínima de 3 anos em docência
• Ensino de matemática no ensino médio
• Planejamento de aulas
• Regência de classe com turmas de até 40 alunos

Diferenciais
• Ensino remoto
• Excel para lançamento de notas
`;

export const DEMO_SCENARIOS: DemoScenario[] = [
	{
		ids: { resume: 'demo-resume-1', job: 'demo-posting-1', analysis: 'demo-analysis-1', ats: 'demo-ats-1', tailoring: 'demo-tailoring-1' },
		at: { resume: '2026-10-01T11:55:00.000Z', job: '2026-10-01T12:55:00.000Z', analysis: '2026-10-01T12:58:00.000Z', tailoring: '2026-10-01T13:10:00.000Z' },
		resumeText: NURSE_RESUME,
		jobText: NURSE_POSTING,
		jobMetadata: { source: 'Gupy' }
	},
	{
		ids: { resume: 'demo-resume-2', job: 'demo-posting-4', analysis: 'demo-analysis-4', ats: 'demo-ats-4', tailoring: 'demo-tailoring-4' },
		at: { resume: '2026-09-15T10:30:00.000Z', job: '2026-09-15T10:50:00.000Z', analysis: '2026-09-15T10:52:00.000Z', tailoring: '2026-09-15T11:05:00.000Z' },
		resumeText: TEACHER_RESUME,
		jobText: TEACHER_POSTING,
		jobMetadata: { source: 'Site da empresa' }
	}
];
