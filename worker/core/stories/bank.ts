/*
 * The question bank (issue 30): questions an interviewer in each profession family tends to ask,
 * written here in English and Brazilian Portuguese, each with the competency it probes. A story of
 * the person's bank answers a question when it proves that competency or one of its skills.
 * Questions are common practice for each field, not any employer's; none names a fact of the person.
 */

export const FAMILIES = ['nursing', 'law', 'teaching', 'accounting', 'design', 'product', 'data', 'software', 'operations', 'sales', 'public-service'] as const;
export type Family = (typeof FAMILIES)[number] | 'general';

export type BankQuestion = {
	/** The competency it probes (a key of COMPETENCIES). */
	competency: string;
	en: string;
	pt: string;
	/** Canonical skills a story may prove to answer it (besides the competency itself). */
	skills?: string[];
};

export const COMPETENCIES: Record<string, { en: string; pt: string }> = {
	'patient-safety': { en: 'Patient safety', pt: 'Segurança do paciente' },
	'clinical-judgment': { en: 'Clinical judgment', pt: 'Raciocínio clínico' },
	'critical-care': { en: 'Care of critical patients', pt: 'Cuidado ao paciente crítico' },
	teamwork: { en: 'Teamwork', pt: 'Trabalho em equipe' },
	communication: { en: 'Communication', pt: 'Comunicação' },
	'family-communication': { en: 'Communication with patients and families', pt: 'Comunicação com pacientes e familiares' },
	'pressure-priorities': { en: 'Priorities under pressure', pt: 'Prioridades sob pressão' },
	protocols: { en: 'Protocols and quality', pt: 'Protocolos e qualidade' },
	'teaching-others': { en: 'Teaching and supervising others', pt: 'Ensino e supervisão' },
	ethics: { en: 'Ethics', pt: 'Ética' },
	'legal-research': { en: 'Legal research and analysis', pt: 'Pesquisa e análise jurídica' },
	'legal-writing': { en: 'Legal writing', pt: 'Redação jurídica' },
	'client-relations': { en: 'Client relations', pt: 'Relacionamento com clientes' },
	negotiation: { en: 'Negotiation', pt: 'Negociação' },
	deadlines: { en: 'Deadlines and organisation', pt: 'Prazos e organização' },
	'risk-judgment': { en: 'Risk judgment', pt: 'Avaliação de risco' },
	'lesson-planning': { en: 'Lesson planning', pt: 'Planejamento de aulas' },
	'classroom-management': { en: 'Classroom management', pt: 'Gestão de sala de aula' },
	assessment: { en: 'Assessment of learning', pt: 'Avaliação da aprendizagem' },
	inclusion: { en: 'Inclusion and differentiation', pt: 'Inclusão e diferenciação' },
	'family-school': { en: 'Working with families', pt: 'Relação com as famílias' },
	'continuous-learning': { en: 'Continuous learning', pt: 'Aprendizado contínuo' },
	accuracy: { en: 'Accuracy and controls', pt: 'Precisão e controles' },
	'month-end-close': { en: 'Month-end close', pt: 'Fechamento contábil' },
	'tax-compliance': { en: 'Tax and compliance', pt: 'Tributos e conformidade' },
	'audit-readiness': { en: 'Audit readiness', pt: 'Preparação para auditoria' },
	'process-improvement': { en: 'Process improvement', pt: 'Melhoria de processos' },
	'explaining-numbers': { en: 'Explaining numbers to non-specialists', pt: 'Explicar números a quem não é da área' },
	'design-process': { en: 'Design process', pt: 'Processo de design' },
	'user-research': { en: 'User research', pt: 'Pesquisa com usuários' },
	'feedback-critique': { en: 'Feedback and critique', pt: 'Feedback e crítica' },
	accessibility: { en: 'Accessibility', pt: 'Acessibilidade' },
	'design-systems': { en: 'Design systems', pt: 'Design systems' },
	'design-impact': { en: 'Measuring design impact', pt: 'Impacto do design' },
	prioritisation: { en: 'Prioritisation', pt: 'Priorização' },
	discovery: { en: 'Product discovery', pt: 'Descoberta de produto' },
	metrics: { en: 'Metrics and outcomes', pt: 'Métricas e resultados' },
	stakeholders: { en: 'Stakeholder management', pt: 'Gestão de stakeholders' },
	'trade-offs': { en: 'Trade-offs and decisions', pt: 'Trade-offs e decisões' },
	'product-failure': { en: 'Learning from failure', pt: 'Aprender com o erro' },
	'data-quality': { en: 'Data quality', pt: 'Qualidade de dados' },
	'analysis-to-decision': { en: 'From analysis to decision', pt: 'Da análise à decisão' },
	'data-communication': { en: 'Communicating data', pt: 'Comunicar dados' },
	experimentation: { en: 'Experiments and statistics', pt: 'Experimentos e estatística' },
	'sql-modelling': { en: 'SQL and data modelling', pt: 'SQL e modelagem de dados' },
	automation: { en: 'Automation', pt: 'Automação' },
	'system-design': { en: 'System design', pt: 'Arquitetura de sistemas' },
	debugging: { en: 'Debugging and incidents', pt: 'Depuração e incidentes' },
	'code-quality': { en: 'Code quality and review', pt: 'Qualidade e revisão de código' },
	testing: { en: 'Testing', pt: 'Testes' },
	collaboration: { en: 'Collaboration', pt: 'Colaboração' },
	'technical-trade-offs': { en: 'Technical trade-offs', pt: 'Trade-offs técnicos' },
	'process-efficiency': { en: 'Process efficiency', pt: 'Eficiência de processos' },
	'kpi-management': { en: 'Managing by indicators', pt: 'Gestão por indicadores' },
	'safety-compliance': { en: 'Safety and compliance', pt: 'Segurança e conformidade' },
	'supplier-management': { en: 'Supplier management', pt: 'Gestão de fornecedores' },
	'problem-solving': { en: 'Problem solving', pt: 'Resolução de problemas' },
	'team-leadership': { en: 'Leading a team', pt: 'Liderança de equipe' },
	prospecting: { en: 'Prospecting', pt: 'Prospecção' },
	'handling-objections': { en: 'Handling objections', pt: 'Contorno de objeções' },
	'closing-deals': { en: 'Closing', pt: 'Fechamento de vendas' },
	'pipeline-management': { en: 'Pipeline management', pt: 'Gestão de funil' },
	'account-growth': { en: 'Account growth', pt: 'Crescimento de contas' },
	resilience: { en: 'Resilience', pt: 'Resiliência' },
	'public-interest': { en: 'Public interest', pt: 'Interesse público' },
	'rules-procedures': { en: 'Rules and procedures', pt: 'Normas e procedimentos' },
	'serving-citizens': { en: 'Serving citizens', pt: 'Atendimento ao cidadão' },
	transparency: { en: 'Transparency and accountability', pt: 'Transparência e prestação de contas' },
	'limited-resources': { en: 'Working with limited resources', pt: 'Trabalhar com recursos limitados' },
	'inter-agency': { en: 'Working across bodies', pt: 'Articulação entre órgãos' },
	motivation: { en: 'Motivation for the role', pt: 'Motivação para a vaga' },
	conflict: { en: 'Handling conflict', pt: 'Gestão de conflitos' },
	adaptability: { en: 'Adaptability', pt: 'Adaptabilidade' },
	achievement: { en: 'Achievement', pt: 'Conquista' },
	mistakes: { en: 'Owning a mistake', pt: 'Assumir um erro' }
};

const q = (competency: string, en: string, pt: string, skills?: string[]): BankQuestion => ({ competency, en, pt, ...(skills ? { skills } : {}) });

export const BANK: Record<Family, BankQuestion[]> = {
	nursing: [
		q('patient-safety', 'Tell me about a time you noticed a risk to a patient before it became harm. What did you do?', 'Conte sobre uma vez em que você percebeu um risco para um paciente antes que virasse dano. O que você fez?', ['Patient safety']),
		q('clinical-judgment', 'Describe a patient whose condition got worse during your shift. How did you recognise it and act?', 'Descreva um paciente cujo quadro piorou durante o seu plantão. Como você percebeu e agiu?'),
		q('critical-care', 'How do you organise the care of several critical patients at the same time?', 'Como você organiza o cuidado de vários pacientes críticos ao mesmo tempo?', ['Intensive care', 'Nursing care']),
		q('protocols', 'Tell me about a protocol you applied or helped put in place. What changed for the patients?', 'Fale de um protocolo que você aplicou ou ajudou a implantar. O que mudou para os pacientes?', ['Sepsis protocols', 'Patient safety', 'Infection control']),
		q('family-communication', 'How did you handle a difficult conversation with a patient or a family?', 'Como você conduziu uma conversa difícil com um paciente ou uma família?'),
		q('teamwork', 'Describe a disagreement with a doctor or a colleague about a patient. How was it resolved?', 'Descreva uma divergência com um médico ou colega sobre um paciente. Como foi resolvida?'),
		q('teaching-others', 'Have you supervised technicians, students or residents? How do you give feedback on the ward?', 'Você já supervisionou técnicos, estudantes ou residentes? Como você dá feedback no setor?', ['Preceptorship', 'Clinical supervision']),
		q('pressure-priorities', 'Tell me about your busiest shift. What did you prioritise, and why?', 'Conte sobre o seu plantão mais difícil. O que você priorizou, e por quê?')
	],
	law: [
		q('legal-research', 'Walk me through how you research a legal question you have not met before.', 'Explique como você pesquisa uma questão jurídica que ainda não conhece.', ['Legal research']),
		q('legal-writing', 'Tell me about a brief, opinion or contract you drafted. What made it persuasive or clear?', 'Fale de uma peça, parecer ou contrato que você redigiu. O que o tornou claro ou convincente?', ['Contract drafting']),
		q('client-relations', 'How do you explain a legal risk to a client who wants a simple yes or no?', 'Como você explica um risco jurídico a um cliente que quer um simples sim ou não?'),
		q('negotiation', 'Describe a negotiation or settlement you took part in. What was your role?', 'Descreva uma negociação ou acordo de que você participou. Qual foi o seu papel?', ['Negotiation']),
		q('deadlines', 'How do you keep track of procedural deadlines across many cases?', 'Como você controla prazos processuais em muitos processos ao mesmo tempo?'),
		q('ethics', 'Tell me about a situation that raised an ethical question for you at work. What did you do?', 'Conte sobre uma situação no trabalho que levantou uma questão ética. O que você fez?'),
		q('risk-judgment', 'Describe a case where you had to advise against what the client wanted.', 'Descreva um caso em que você precisou desaconselhar o que o cliente queria.'),
		q('continuous-learning', 'How do you keep up with changes in legislation and case law in your area?', 'Como você se mantém atualizado(a) sobre mudanças na legislação e na jurisprudência da sua área?')
	],
	teaching: [
		q('lesson-planning', 'Walk me through how you plan a unit, from the goals to the last lesson.', 'Explique como você planeja uma sequência didática, dos objetivos à última aula.', ['Lesson planning']),
		q('classroom-management', 'Tell me about a class that was hard to manage. What did you change?', 'Conte sobre uma turma difícil de conduzir. O que você mudou?', ['Classroom management']),
		q('assessment', 'How do you know your students learned? Give an example of how you assessed it.', 'Como você sabe que os alunos aprenderam? Dê um exemplo de como você avaliou.'),
		q('inclusion', 'Describe how you adapted a lesson for a student with different needs.', 'Descreva como você adaptou uma aula para um aluno com necessidades diferentes.'),
		q('family-school', 'Tell me about a difficult conversation with a family. How did it go?', 'Conte sobre uma conversa difícil com uma família. Como foi?'),
		q('collaboration', 'How have you worked with other teachers or the coordination on a shared project?', 'Como você trabalhou com outros professores ou com a coordenação em um projeto comum?'),
		q('continuous-learning', 'What have you changed in your teaching after a training or a lesson that went wrong?', 'O que você mudou na sua prática depois de uma formação ou de uma aula que não deu certo?'),
		q('motivation', 'Why do you want to teach at this school, for this age group?', 'Por que você quer dar aula nesta escola, para esta faixa etária?')
	],
	accounting: [
		q('month-end-close', 'Walk me through a month-end close you ran or took part in. Where did it get stuck?', 'Explique um fechamento mensal que você conduziu ou de que participou. Onde ele travava?', ['Month-end close']),
		q('accuracy', 'Tell me about an error you found in the numbers. How did you find it and fix it?', 'Conte sobre um erro que você encontrou nos números. Como você o achou e corrigiu?'),
		q('tax-compliance', 'How do you keep up with tax changes, and how did one affect your work?', 'Como você acompanha mudanças tributárias, e como uma delas afetou o seu trabalho?', ['Tax compliance']),
		q('audit-readiness', 'Describe an audit you supported. What did you prepare?', 'Descreva uma auditoria que você apoiou. O que você preparou?'),
		q('process-improvement', 'Tell me about a manual process you automated or simplified.', 'Fale de um processo manual que você automatizou ou simplificou.'),
		q('explaining-numbers', 'How did you explain a financial result to a manager who is not from finance?', 'Como você explicou um resultado financeiro a um gestor que não é da área?'),
		q('deadlines', 'How do you handle several statutory deadlines in the same week?', 'Como você lida com várias obrigações acessórias na mesma semana?'),
		q('ethics', 'What would you do if you were asked to record something you believed was wrong?', 'O que você faria se pedissem para lançar algo que você considera incorreto?')
	],
	design: [
		q('design-process', 'Walk me through a project from the problem to what shipped. What did you decide, and why?', 'Apresente um projeto do problema até a entrega. O que você decidiu, e por quê?'),
		q('user-research', 'Tell me about research that changed a design you believed in.', 'Conte sobre uma pesquisa que mudou um design em que você acreditava.', ['User research']),
		q('feedback-critique', 'How do you handle critique of your work from a stakeholder who disagrees?', 'Como você lida com críticas ao seu trabalho vindas de alguém que discorda?'),
		q('accessibility', 'How have you made a product more accessible? Give an example.', 'Como você tornou um produto mais acessível? Dê um exemplo.'),
		q('design-systems', 'Have you built or contributed to a design system? What did you learn?', 'Você já criou ou contribuiu com um design system? O que aprendeu?', ['Design systems']),
		q('collaboration', 'How do you work with developers when a design cannot be built as drawn?', 'Como você trabalha com desenvolvedores quando um design não pode ser construído como foi desenhado?'),
		q('design-impact', 'How did you know a design worked? What did you measure?', 'Como você soube que um design funcionou? O que você mediu?'),
		q('prioritisation', 'Tell me about a time you had to cut scope. What stayed, and why?', 'Conte sobre uma vez em que precisou cortar escopo. O que ficou, e por quê?')
	],
	product: [
		q('prioritisation', 'How do you decide what goes into the next quarter? Give a real example.', 'Como você decide o que entra no próximo trimestre? Dê um exemplo real.'),
		q('discovery', 'Tell me about a problem you discovered by talking to users.', 'Conte sobre um problema que você descobriu conversando com usuários.', ['Product discovery']),
		q('metrics', 'Which metric did you move, how, and how did you know it was your change?', 'Qual métrica você moveu, como, e como soube que foi a sua mudança?'),
		q('stakeholders', 'Describe a time you said no to an important stakeholder.', 'Descreva uma vez em que você disse não a um stakeholder importante.', ['Stakeholder management']),
		q('trade-offs', 'Tell me about a trade-off between speed and quality you had to make.', 'Fale de um trade-off entre velocidade e qualidade que você precisou fazer.'),
		q('product-failure', 'Tell me about a launch that did not work. What did you learn?', 'Conte sobre um lançamento que não deu certo. O que você aprendeu?'),
		q('collaboration', 'How do you work with engineering and design when you disagree on a solution?', 'Como você trabalha com engenharia e design quando discordam da solução?'),
		q('communication', 'How do you write and share a product decision so that everyone understands it?', 'Como você registra e comunica uma decisão de produto para que todos entendam?')
	],
	data: [
		q('data-quality', 'Tell me about a time the data was wrong or incomplete. How did you find out and what did you do?', 'Conte sobre uma vez em que os dados estavam errados ou incompletos. Como você descobriu e o que fez?'),
		q('analysis-to-decision', 'Describe an analysis that changed a decision.', 'Descreva uma análise que mudou uma decisão.'),
		q('data-communication', 'How did you present a result to people who do not read charts every day?', 'Como você apresentou um resultado para pessoas que não leem gráficos todos os dias?'),
		q('experimentation', 'Walk me through an experiment or A/B test you designed or analysed.', 'Explique um experimento ou teste A/B que você desenhou ou analisou.', ['Statistics']),
		q('sql-modelling', 'Tell me about a data model or a query you are proud of. What made it hard?', 'Fale de um modelo de dados ou consulta de que você se orgulha. O que o tornava difícil?', ['SQL', 'Data modeling']),
		q('automation', 'What report or pipeline did you automate, and what did it change?', 'Qual relatório ou pipeline você automatizou, e o que isso mudou?'),
		q('stakeholders', 'How do you handle a request for "a quick number" that you think is the wrong question?', 'Como você lida com o pedido de "um número rápido" quando acha que a pergunta está errada?'),
		q('ethics', 'How do you handle personal or sensitive data in your analyses?', 'Como você trata dados pessoais ou sensíveis nas suas análises?')
	],
	software: [
		q('system-design', 'Walk me through a system you designed or changed. What were its limits?', 'Explique um sistema que você desenhou ou alterou. Quais eram os limites dele?', ['System design']),
		q('debugging', 'Tell me about a hard bug or an incident in production. How did you find the cause?', 'Conte sobre um bug difícil ou um incidente em produção. Como você achou a causa?'),
		q('code-quality', 'How do you review code, and what have you learned from reviews of yours?', 'Como você revisa código, e o que aprendeu com revisões do seu?', ['Code review']),
		q('testing', 'How do you decide what to test? Give an example where a test saved you.', 'Como você decide o que testar? Dê um exemplo em que um teste salvou você.', ['Unit testing']),
		q('technical-trade-offs', 'Describe a technical decision you would make differently today.', 'Descreva uma decisão técnica que você tomaria de outro jeito hoje.'),
		q('collaboration', 'Tell me about a disagreement with another engineer. How was it resolved?', 'Conte sobre uma divergência com outra pessoa engenheira. Como foi resolvida?'),
		q('continuous-learning', 'How did you learn a technology quickly for a project?', 'Como você aprendeu rápido uma tecnologia para um projeto?'),
		q('communication', 'How do you explain a technical risk to someone who is not an engineer?', 'Como você explica um risco técnico para quem não é da engenharia?')
	],
	operations: [
		q('process-efficiency', 'Tell me about a process you made faster or cheaper. How did you measure it?', 'Conte sobre um processo que você tornou mais rápido ou mais barato. Como mediu?', ['Lean', 'Six Sigma']),
		q('kpi-management', 'Which indicators did you follow, and what did you do when one went red?', 'Quais indicadores você acompanhava, e o que fazia quando um ficava vermelho?', ['KPIs']),
		q('safety-compliance', 'Describe how you made sure a team followed a safety or quality rule.', 'Descreva como você garantiu que uma equipe seguisse uma regra de segurança ou qualidade.'),
		q('supplier-management', 'Tell me about a problem with a supplier or a delivery. What did you do?', 'Conte sobre um problema com um fornecedor ou uma entrega. O que você fez?', ['Supplier management']),
		q('problem-solving', 'Walk me through a root-cause analysis you led or took part in.', 'Explique uma análise de causa raiz que você conduziu ou de que participou.'),
		q('team-leadership', 'How do you organise a team\'s shift or week when someone is missing?', 'Como você organiza o turno ou a semana da equipe quando falta alguém?'),
		q('pressure-priorities', 'Tell me about a peak of demand. What did you prioritise?', 'Conte sobre um pico de demanda. O que você priorizou?'),
		q('collaboration', 'How do you work with other areas (sales, finance) when their goals conflict with yours?', 'Como você trabalha com outras áreas (vendas, financeiro) quando as metas delas conflitam com as suas?')
	],
	sales: [
		q('prospecting', 'How do you find and open a new account? Walk me through a real one.', 'Como você encontra e abre uma conta nova? Conte um caso real.', ['Prospecting']),
		q('handling-objections', 'Tell me about an objection you turned around.', 'Conte sobre uma objeção que você conseguiu contornar.'),
		q('closing-deals', 'Describe the deal you are proudest of. What was your part?', 'Descreva a venda de que você mais se orgulha. Qual foi a sua parte?'),
		q('pipeline-management', 'How do you keep your pipeline and forecast honest?', 'Como você mantém o seu funil e a sua previsão realistas?', ['CRM']),
		q('account-growth', 'Tell me about a customer you grew after the first sale.', 'Conte sobre um cliente que você fez crescer depois da primeira venda.'),
		q('resilience', 'Tell me about a quarter or a deal you lost. What did you do next?', 'Conte sobre um trimestre ou negócio que você perdeu. O que fez depois?'),
		q('negotiation', 'How do you negotiate price without giving the margin away?', 'Como você negocia preço sem abrir mão da margem?', ['Negotiation']),
		q('client-relations', 'How do you handle a customer who is unhappy after the sale?', 'Como você lida com um cliente insatisfeito depois da venda?')
	],
	'public-service': [
		q('public-interest', 'Why do you want to work in public service, and in this body?', 'Por que você quer trabalhar no serviço público, e neste órgão?', ['Public administration', 'Public policy']),
		q('rules-procedures', 'Tell me about a time a rule or procedure did not fit a real case. What did you do?', 'Conte sobre uma vez em que uma norma ou procedimento não se encaixava em um caso real. O que você fez?'),
		q('serving-citizens', 'Describe how you dealt with a citizen who was upset or could not be helped.', 'Descreva como você lidou com um cidadão irritado ou que não podia ser atendido no que pedia.', ['Customer service']),
		q('transparency', 'How do you make sure your work can be checked and explained later?', 'Como você garante que o seu trabalho possa ser conferido e explicado depois?'),
		q('limited-resources', 'Tell me about delivering something with fewer people or less budget than planned.', 'Conte sobre uma entrega feita com menos pessoas ou menos orçamento do que o previsto.'),
		q('inter-agency', 'Describe a project that needed other departments or bodies. How did you coordinate it?', 'Descreva um projeto que dependia de outros setores ou órgãos. Como você articulou?'),
		q('ethics', 'What would you do if you saw a colleague break a rule?', 'O que você faria se visse um colega descumprindo uma norma?'),
		q('process-improvement', 'What service or process did you improve for the people it serves?', 'Qual serviço ou processo você melhorou para as pessoas atendidas?')
	],
	general: [
		q('motivation', 'Why this role, and why now?', 'Por que esta vaga, e por que agora?'),
		q('achievement', 'Tell me about the work you are proudest of.', 'Conte sobre o trabalho de que você mais se orgulha.'),
		q('conflict', 'Tell me about a conflict at work and how it ended.', 'Conte sobre um conflito no trabalho e como terminou.'),
		q('mistakes', 'Tell me about a mistake you made. What did you do about it?', 'Conte sobre um erro que você cometeu. O que fez a respeito?'),
		q('adaptability', 'Describe a change at work you did not choose. How did you adapt?', 'Descreva uma mudança no trabalho que você não escolheu. Como se adaptou?'),
		q('team-leadership', 'Tell me about a time you led something without being the manager.', 'Conte sobre uma vez em que você liderou algo sem ser a gestora ou o gestor.')
	]
};
