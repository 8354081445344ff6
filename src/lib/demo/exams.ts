/**
 * The demo's edital (issue 31): a fictitious municipal health department opening three cargos, of
 * which only the nurse's fits Helena (the doctor's asks for CRM, the pharmacist's for CRF). Invented
 * municipality, numbers and dates; the layout is a real edital's: numbered items, cargo blocks, a
 * schedule, a syllabus annex per cargo.
 */
export const DEMO_EXAM_AT = '2026-11-10T21:00:00.000Z';

/** The hours she can study each weekday, and the topics she marks as known. */
export const DEMO_EXAM_PLAN = { hoursByWeekday: { mon: 2, tue: 2, wed: 1.5, thu: 2, fri: 0, sat: 4, sun: 3 }, known: ['conhecimentos-especificos-4'] };

export const DEMO_EDITAL = `PREFEITURA MUNICIPAL DE VALE DAS ARAUCÁRIAS
SECRETARIA MUNICIPAL DE SAÚDE
EDITAL DE CONCURSO PÚBLICO Nº 02/2026
A Secretaria Municipal de Saúde de Vale das Araucárias torna pública a realização de concurso público para provimento de cargos efetivos, que será executado pelo Instituto Quadrix.
1 DAS DISPOSIÇÕES PRELIMINARES
1.1 O concurso público será regido por este edital e executado pelo Instituto Quadrix.
1.2 Os candidatos aprovados serão lotados nas unidades de saúde do município.
2 DOS CARGOS
2.1 CARGO 1: ENFERMEIRO
2.1.1 REQUISITO: diploma de conclusão de curso de graduação em Enfermagem, fornecido por instituição reconhecida pelo MEC, e registro no Conselho Regional de Enfermagem (COREN).
2.1.2 REMUNERAÇÃO: R$ 6.240,00.
2.1.3 JORNADA DE TRABALHO: 30 horas semanais.
2.1.4 VAGAS: 12 (8 de ampla concorrência, 1 para pessoas com deficiência e 3 para candidatos negros).
2.2 CARGO 2: MÉDICO CLÍNICO GERAL
2.2.1 REQUISITO: diploma de conclusão de curso de graduação em Medicina, fornecido por instituição reconhecida pelo MEC, e registro no Conselho Regional de Medicina (CRM).
2.2.2 REMUNERAÇÃO: R$ 13.800,00.
2.2.3 JORNADA DE TRABALHO: 20 horas semanais.
2.2.4 VAGAS: 6 (4 de ampla concorrência, 1 para pessoas com deficiência e 1 para candidatos negros).
2.3 CARGO 3: FARMACÊUTICO
2.3.1 REQUISITO: diploma de conclusão de curso de graduação em Farmácia, fornecido por instituição reconhecida pelo MEC, e registro no Conselho Regional de Farmácia (CRF).
2.3.2 REMUNERAÇÃO: R$ 5.980,00.
2.3.3 JORNADA DE TRABALHO: 40 horas semanais.
2.3.4 VAGAS: 3 (2 de ampla concorrência e 1 para candidatos negros).
3 DAS INSCRIÇÕES
3.1 As inscrições serão realizadas no período de 1º de dezembro de 2026 a 8 de janeiro de 2027, no endereço eletrônico do Instituto Quadrix.
3.2 A taxa de inscrição será de R$ 110,00 para todos os cargos.
3.3 O pedido de isenção da taxa de inscrição poderá ser feito de 1º a 4 de dezembro de 2026.
4 DAS PROVAS
4.1 A prova objetiva terá as disciplinas abaixo, com o número de questões e o peso de cada uma:
Língua Portuguesa 10 1
Sistema Único de Saúde 10 1
Conhecimentos Específicos 30 2
4.2 A aplicação das provas objetivas está prevista para 14 de março de 2027.
4.3 O resultado final será publicado em 30 de abril de 2027.
ANEXO I – CONTEÚDO PROGRAMÁTICO
CONHECIMENTOS BÁSICOS PARA TODOS OS CARGOS
LÍNGUA PORTUGUESA: 1 Compreensão e interpretação de textos. 2 Ortografia oficial. 3 Emprego dos sinais de
pontuação. 4 Concordância verbal e nominal. 5 Regência verbal e nominal. 6 Emprego do sinal indicativo de crase.
SISTEMA ÚNICO DE SAÚDE: 1 Princípios e diretrizes do SUS. 2 Lei nº 8.080/1990 e Lei nº 8.142/1990. 3 Política Nacional de Atenção Básica. 4 Vigilância epidemiológica e sanitária.
CONHECIMENTOS ESPECÍFICOS
CARGO 1: ENFERMEIRO
1 Sistematização da assistência de enfermagem. 2 Segurança do paciente e notificação de eventos adversos.
3 Assistência de enfermagem ao paciente crítico. 4 Sepse: reconhecimento precoce e pacote da primeira hora. 5 Cálculo de medicamentos. 6 Código de Ética dos Profissionais de Enfermagem.
CARGO 2: MÉDICO CLÍNICO GERAL
1 Doenças cardiovasculares. 2 Doenças respiratórias. 3 Diabetes mellitus. 4 Urgências clínicas.
CARGO 3: FARMACÊUTICO
1 Assistência farmacêutica no SUS. 2 Farmacologia clínica. 3 Boas práticas de dispensação.
`;
