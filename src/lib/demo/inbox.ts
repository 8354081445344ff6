/**
 * Helena's opportunity inbox: the spreadsheet of openings she kept before she found Rumo, imported
 * on the Sources screen, and one posting a colleague sent her that she pasted there. Invented
 * employers; links on reserved example domains. One row repeats another (a shared link with
 * tracking parameters) so the demo shows a merge; one was already an application.
 */
export const DEMO_INBOX_AT = '2026-11-10T19:30:00.000Z';
export const DEMO_INBOX_FILE = 'vagas-enfermagem.csv';

export const DEMO_INBOX_CSV = `cargo;empresa;link;local;descricao;fonte;status;observacoes
Enfermeira de UTI Adulto;Hospital Vale do Jatobá;https://vagas.example/jatoba/uti-adulto-114;Belo Horizonte, MG;"Requisitos: graduação em Enfermagem, COREN ativo, experiência em UTI adulto e protocolo de sepse. Desejável especialização em Terapia Intensiva.";Gupy;nova;escala 12x36 diurna
Enfermeira de UTI Adulto;Hospital Vale do Jatobá;https://vagas.example/jatoba/uti-adulto-114?utm_source=whatsapp&utm_medium=share;Belo Horizonte, MG;;indicação;nova;a Carla mandou de novo
Enfermeira Supervisora;Rede Hospitalar Cerrado Vivo;https://carreiras.example/cerrado-vivo/supervisora-77;Contagem, MG;"Requisitos: COREN ativo, experiência em liderança de equipe de enfermagem, gestão de escalas e indicadores de qualidade. Desejável pós-graduação em Gestão em Saúde.";LinkedIn;nova;
Enfermeira de Centro Cirúrgico;Hospital Serra Azul;https://vagas.example/serra-azul/cc-21;Nova Lima, MG;"Requisitos: experiência em centro cirúrgico, instrumentação e sala de recuperação pós-anestésica. COREN ativo.";site da empresa;nova;
Enfermeira de Educação Permanente;Instituto Horizonte de Saúde;https://carreiras.example/horizonte/educacao-permanente;Belo Horizonte, MG (híbrido);"Requisitos: experiência com treinamento de equipes, preceptoria, elaboração de protocolos assistenciais e segurança do paciente.";LinkedIn;revisada;parece boa para mim
Técnica de Enfermagem;Clínica Bem Viver;;Sabará, MG;;indicação;ignorada;não é o meu nível
Enfermeira de Home Care;Cuidar em Casa Serviços de Saúde;https://vagas.example/cuidar-em-casa/home-care-9;Belo Horizonte, MG;"Requisitos: COREN ativo, CNH categoria B, experiência em atendimento domiciliar e curativos complexos.";Gupy;nova;
`;

/** The posting a colleague sent her, pasted into the inbox. */
export const DEMO_INBOX_PASTED = `Enfermeira(o) Intensivista — Hospital das Quaresmeiras
Belo Horizonte, MG · CLT · Escala 12x36

Sobre a vaga
Buscamos enfermeira(o) para a UTI adulto de 30 leitos do Hospital das Quaresmeiras.

Requisitos
- Graduação em Enfermagem e COREN ativo
- Experiência em UTI adulto
- Conhecimento do protocolo de sepse e de segurança do paciente
- Especialização em Terapia Intensiva

Diferenciais
- Experiência com preceptoria de residentes
- ACLS`;
