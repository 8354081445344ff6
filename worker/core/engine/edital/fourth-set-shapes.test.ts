import { describe, expect, it } from 'vitest';
import { cargoTables } from './cargo-tables';
import { cargoBlocks, cleanTitle, isTitle } from './cargos';
import { datesIn, keyDates } from './dates';
import { header } from './header';
import { toLines } from './lines';
import { requirementsOf } from './requirements';
import { syllabus } from './syllabus';
import { NO_LINE, requirementKeys } from './look-alikes';
import type { Cargo } from './types';

/**
 * Issue 31, fourth pass: shapes met in the fourth set of real editais (EBSERH by Cebraspe and IBFC, SES/DF in the DODF,
 * SEJUSP/MG by IBGP, a municipality by Igeduc, a syllabus annex of SES/RS), each as a look-alike with invented words.
 */
const line = NO_LINE;
const kinds = (text: string) => Object.fromEntries(keyDates(toLines([text])).map((d) => [d.kind, d.date]));

describe('requirements that cite the act they follow', () => {
	it('reads no course in the act a level is given by ("na forma da Lei de Diretrizes e Bases …")', () => {
		expect(requirementKeys('Nível intermediário com formação em ensino médio ou em curso de educação profissional de ensino médio, na forma da Lei de Diretrizes e Bases da Educação, na área de conhecimento específica.')).toEqual(['education:medio']);
		expect(requirementKeys('Ensino médio completo, nos termos da Resolução de Ensino Integrado.')).toEqual(['education:medio']);
	});
	it('still reads a course named before the act', () => {
		expect(requirementKeys('Graduação em Pedagogia, conforme a Lei Orgânica do Magistério.')).toEqual(['education:Pedagogia']);
	});
});

describe('an edital number whose parts after a dash are words in capitals', () => {
	it('keeps every part up to the comma before its date, but never the kind of act', () => {
		expect(header(toLines(['EDITAL Nº 7 – HOSPSUL – ÁREA MÉDICA, DE 12 DE ABRIL DE 2024'])).number).toBe('7 – HOSPSUL – ÁREA MÉDICA');
		expect(header(toLines(['EDITAL Nº 02/2024 – CONCURSO PÚBLICO, DE 3 DE MAIO DE 2024'])).number).toBe('02/2024');
		expect(header(toLines(['EDITAL Nº 1 – SES/PL, DE 2 DE JANEIRO DE 2026'])).number).toBe('1 – SES/PL');
	});
});

describe('an edital titled by its date alone', () => {
	it('is dated by its title', () => {
		expect(header(toLines([['MARINHA DO BRASIL', 'EDITAL DE 06 DE DEZEMBRO DE 2024', 'CONCURSO PÚBLICO DE ADMISSÃO'].join('\n')])).date).toBe('2024-12-06');
	});
});

describe('the body of an edital under a whole government’s letterhead', () => {
	it('is the organ the title names by its acronym, as the text spells it out', () => {
		const top = ['GOVERNO DO ESTADO DO TOCANTINS', 'EDITAL SEDUCT Nº 02/2025, de 3 de março de 2025', 'A Secretaria de Estado da Educação e Cultura do Tocantins (SEDUCT) e o Instituto X tornam público …'];
		expect(header(toLines([top.join('\n')])).body).toBe('Secretaria de Estado da Educação e Cultura do Tocantins');
		const ministry = ['MINISTÉRIO DA PESCA', 'INSTITUTO NACIONAL DE PESQUISA DA PESCA (INPescA)', 'EDITAL Nº 1 – INPescA, DE 6 DE MAIO DE 2025', 'O INSTITUTO NACIONAL DE PESQUISA DA PESCA (INPescA), tendo em vista …'];
		expect(header(toLines([ministry.join('\n')])).body).toBe('INSTITUTO NACIONAL DE PESQUISA DA PESCA');
		const dash = ['EDITAL Nº 001/2022–CODAMA', 'O GOVERNO DO ESTADO DO MARANHÃO em cumprimento ao artigo 37 e o DIRETOR DA COMPANHIA DE DADOS DO MARANHÃO - CODAMA, no uso …'];
		expect(header(toLines([dash.join('\n')])).body).toBe('COMPANHIA DE DADOS DO MARANHÃO');
		const none = ['GOVERNO DO ESTADO DO TOCANTINS', 'EDITAL Nº 02/2025, de 3 de março de 2025', 'O Governador do Estado torna público …'];
		expect(header(toLines([none.join('\n')])).body).toBe('GOVERNO DO ESTADO DO TOCANTINS');
	});
});

describe('dates written in the edital’s items', () => {
	it('reads the lettered items an item announces as about its event, not about the words they hold', () => {
		const text = [
			'7.3.2 A isenção deverá ser solicitada da seguinte forma:',
			'a) por meio de requerimento, disponível no aplicativo de inscrição, a ser preenchido no período',
			'entre 10 horas do dia 3 de abril de 2025 e 18 horas do dia 4 de abril de 2025, no endereço eletrônico;',
			'b) envio da declaração assinada, no mesmo período.',
			'7.4 As inscrições serão feitas entre 10 horas do dia 3 de abril de 2025 e 18 horas do dia 30 de abril de 2025.'
		].join('\n');
		expect(kinds(text)).toMatchObject({ exemption_start: '2025-04-03', exemption_end: '2025-04-04', registration_start: '2025-04-03', registration_end: '2025-04-30' });
	});

	it('reads the numbered item after one announcing a procedure, and nothing after a list of conditions', () => {
		const procedure = [
			'5.3.1 O candidato que desejar a isenção do pagamento da taxa de inscrição deverá proceder da',
			'seguinte forma:',
			'5.3.2 Acessar no período de 9 horas do dia 04/11/2024 até às 17 horas do dia 06/11/2024, o endereço eletrônico.'
		].join('\n');
		expect(kinds(procedure)).toMatchObject({ exemption_start: '2024-11-04', exemption_end: '2024-11-06' });
		const conditions = ['4.11', 'Não será concedida isenção ao candidato que:', 'a) omitir informações;', '4.12', 'A partir do dia 23/04/2026 o candidato verá o resultado.'].join('\n');
		expect(kinds(conditions)).toEqual({});
	});

	it('follows a sentence onto lines that go on it in lower case, even when they name another event', () => {
		const text = [
			'5.2.1 As inscrições serão realizadas pela Internet, no site da banca',
			'www.banca.org.br, na aba “Inscrição e 2ª via do Boleto” e encontrar-se-ão',
			'abertas a partir das 9h do dia 04/11/2024 até às 22h do dia 08/12/2024, sendo o dia 09/12/2024 o último'
		].join('\n');
		expect(kinds(text)).toMatchObject({ registration_start: '2024-11-04', registration_end: '2024-12-08' });
	});

	it('goes on a sentence stopped at an hour, and parts a year glued to the next word', () => {
		const text = ['isenção do valor de inscrição exclusivamente no período das 09h00min do dia 14/06/2023 às 23h59min', 'do dia 16/06/2023, observado o horário de Brasília.'].join('\n');
		expect(kinds(text)).toMatchObject({ exemption_start: '2023-06-14', exemption_end: '2023-06-16' });
		expect(datesIn('De 11/05/2026até 13/07/2026')).toEqual(['2026-05-11', '2026-07-13']);
	});

	it('never reads the day an act cited was published, nor the exam’s date in a request for special treatment', () => {
		expect(datesIn('Decreto nº 3.298, de 20 de dezembro de 1999, publicado no Diário Oficial da União, de 21 de dezembro de 1999, e')).toEqual([]);
		expect(kinds('tratamento diferenciado para os dias de aplicação das provas, conforme o Decreto de 21/12/1999')).toEqual({});
	});

	it('never reads the exam’s date in a request for adaptations, nor an act’s date on the line after its kind', () => {
		expect(kinds('7.1 O candidato que necessitar de adaptações para a realização das provas deverá indicar até 10/03/2024 os recursos.')).toEqual({});
		expect(datesIn('13.872, de 17 de setembro de 2019.')).toEqual([]);
	});
});

describe('schedule cells over more than one line', () => {
	it('reads a cell split around its row’s label, its first day taking the year written after it', () => {
		const schedule = [
			'Item                                 Atividades                                         Datas e Horários',
			'  1    Publicação do Edital                                                                02/09/2025',
			'                                                                                   das 10h do dia 04/09 até às',
			'  2    Período de solicitação de isenção do valor de inscrição',
			'                                                                                     23h do dia 08/09/2025',
			'  3    Divulgação da relação de isentos do valor de inscrição                              13/09/2025',
			'                                                                                   das 10h do dia 04/09 até às',
			'  4    Período das inscrições',
			'                                                                                     23h do dia 30/09/2025',
			'       Período para envio dos laudos médicos das pessoas com deficiência e',
			'  5                                                                                   01/10/2025',
			'       atendimento especial'
		].join('\n');
		expect(kinds(schedule)).toMatchObject({ exemption_start: '2025-09-04', exemption_end: '2025-09-08', registration_start: '2025-09-04', registration_end: '2025-09-30' });
	});

	it('gives a date cell with notes below it to the row beside the middle of the cell', () => {
		const schedule = [
			'                                 Atividade                                             Data prevista*',
			'                                                                                      3 a 7/5/2024',
			'                                                                                Das 10 horas do primeiro dia',
			'Período para a impugnação do edital',
			'                                                                                 às 18 horas do último dia',
			'Disponibilização da consulta individual à situação final da solicitação de',
			'                                                                                       22/5/2024',
			'isenção de taxa',
			'                                                                                   8/5 a 29/5/2024',
			'                                                                              Das 10 horas do primeiro dia',
			'Período para a solicitação de inscrição',
			'                                                                               às 18 horas do último dia',
			'                                                                             (horário oficial de Brasília/DF)',
			'Divulgação do edital de locais de prova                                                 10/6/2024'
		].join('\n');
		expect(kinds(schedule)).toMatchObject({ registration_start: '2024-05-08', registration_end: '2024-05-29' });
	});

	it('reads no row in the title over a table', () => {
		const schedule = [
			'                                           ISENÇÃO DA TAXA DE INSCRIÇÃO',
			'                          EVENTO                                                     DATAS/HORÁRIOS',
			'Período para solicitação de Isenção da Taxa de                      das 09h do dia 02/03/2026 até as 23h59min do dia',
			'Inscrição - Doador de Sangue.                                                          09/03/2026'
		].join('\n');
		expect(kinds(schedule)).toEqual({ exemption_start: '2026-03-02', exemption_end: '2026-03-09' });
	});

	it('gives a row’s cell to the other window its label names on its second line, past a note of the date column', () => {
		const schedule = [
			'                        Atividade                                            Datas previstas',
			'                                                                         10/3/2025 a 4/4/2025',
			'   Período de solicitação de inscrição e de solicitação',
			'                                                            Das 10 horas do primeiro dia às 18 horas do último',
			'   de isenção da taxa de inscrição',
			'                                                                    dia (horário oficial de Brasília/DF)',
			'   Divulgação do edital de locais de prova                                       20/5/2025'
		].join('\n');
		expect(kinds(schedule)).toMatchObject({ registration_start: '2025-03-10', registration_end: '2025-04-04', exemption_start: '2025-03-10', exemption_end: '2025-04-04' });
	});

	it('reads a date under the header cell that names its event, and none under another', () => {
		const table = ['         Prova          Realização da Prova    Consulta ao Local de Prova        Duração da Prova', '        Objetiva            09/03/2025                03/03/2025                 04 (quatro) horas'].join('\n');
		expect(kinds(table)).toEqual({ exam: '2025-03-09' });
	});
});

describe('syllabus shapes of the fourth set', () => {
	const cargo = { id: 'c1', title: 'AGENTE DE SAÚDE', requirements: [] } as unknown as Cargo;
	const read = (text: string) => syllabus(toLines([text]), [cargo]).map((s) => ({ name: s.name, questions: s.questions, topics: s.topics }));

	it('reads a subject named in quotes after "DISCIPLINA", with its number of questions', () => {
		const text = [
			'ANEXO II – CONTEÚDO PROGRAMÁTICO.',
			'II.A - DISCIPLINAS DE CONHECIMENTOS GERAIS (20 QUESTÕES):',
			'DISCIPLINA “LÍNGUA PORTUGUESA” (10 QUESTÕES): Crase. Pontuação. Concordância nominal e',
			'verbal. Regência.',
			'DISCIPLINA “MATEMÁTICA” (10 QUESTÕES): Frações. Porcentagem.'
		].join('\n');
		expect(read(text)).toEqual([
			{ name: 'LÍNGUA PORTUGUESA', questions: 10, topics: ['Crase', 'Pontuação', 'Concordância nominal e verbal', 'Regência'] },
			{ name: 'MATEMÁTICA', questions: 10, topics: ['Frações', 'Porcentagem'] }
		]);
	});

	it('keeps a subject open under "FUNÇÃO: TODAS" and "PROGRAMAS:", and reads no topic in its bibliography', () => {
		const text = [
			'ANEXO III – PROGRAMAS E BIBLIOGRAFIAS',
			'NÍVEL MÉDIO',
			'LÍNGUA PORTUGUESA',
			'FUNÇÃO: TODAS',
			'PROGRAMAS:',
			'As questões versarão sobre o programa abaixo.',
			'1. Leitura de textos.',
			'1.1 Assunto.',
			'2. Léxico/Semântica',
			'BIBLIOGRAFIAS:',
			'1. SILVA, Ana. Gramática. São Paulo: Editora, 2009.',
			'São Paulo: Moderna, 2010.',
			'INFORMÁTICA',
			'FUNÇÃO: TODAS',
			'PROGRAMAS:',
			'1. Planilhas. 2. Correio eletrônico.'
		].join('\n');
		expect(read(text)).toEqual([
			{ name: 'LÍNGUA PORTUGUESA', questions: null, topics: ['1 Leitura de textos', '1.1 Assunto', '2 Léxico/Semântica'] },
			{ name: 'INFORMÁTICA', questions: null, topics: ['1 Planilhas', '2 Correio eletrônico'] }
		]);
	});
});

describe('a coded table of the fifth set (issue 31, fifth pass)', () => {
	it('reads codes of a letter and six digits, "01+CR*" cells, a requirement column named under the header, and words wrapped with a hyphen', () => {
		const table = [
			'                                                                                         CH',
			'CÓDIGO                       CARGOS                          VAGAS        SALÁRIO     (semanal)',
			'                                                                                                                        REQUISITOS',
			'C100001   Analista de Redes                                 01+CR*        R$ 5.100,00    40h    Diploma de nível superior na área de informática',
			'                                                                                                Diploma de nível superior em nutrição e registro no órgão',
			'C100002   Nutricionista                                     01+CR*        R$ 4.300,00    30h',
			'                                                                                                de classe',
			'                                                                                                Diploma nível superior em engenharia, especialização em En-',
			'C100003   Engenheiro Ambiental                                 01         R$ 2.900,00    20h    genharia Ambiental e inscrição no órgão de',
			'                                                                                                classe'
		].join('\n');
		const read = cargoTables(toLines([table])).map((c) => ({ title: c.title, total: c.vacancies?.total, requirements: c.requirements.map((r) => `${r.kind}:${r.course ?? r.level ?? r.council ?? ''}`) }));
		expect(read).toEqual([
			{ title: 'Analista de Redes', total: 1, requirements: ['education:superior'] },
			{ title: 'Nutricionista', total: 1, requirements: ['education:nutrição', 'registration:'] },
			{ title: 'Engenheiro Ambiental', total: 1, requirements: ['education:engenharia', 'education:Engenharia Ambiental', 'registration:'] }
		]);
	});
});

describe('syllabus shapes of the fifth set (issue 31, fifth pass)', () => {
	const cargo = { id: 'c1', title: 'AGENTE', requirements: [] } as unknown as Cargo;
	const names = (text: string) => syllabus(toLines([text]), [cargo]).map((s) => [s.name, s.topics]);

	it('reads a name in capitals with its cargos in brackets and its first topic on the same line, under a module’s heading', () => {
		const text = [
			'ANEXO II – CONTEÚDO PROGRAMÁTICO',
			'MÓDULO I',
			'NOÇÕES DE ECOLOGIA (PARA TODOS OS CARGOS) Do Meio Ambiente (Constituição Federal, Art. 225). Ciclos da',
			'água. Biomas brasilei-',
			'ros.',
			'LÍNGUA PORTUGUESA (TODOS OS CARGOS)',
			'Crase. Regência.'
		].join('\n');
		expect(names(text)).toEqual([
			['NOÇÕES DE ECOLOGIA', ['Do Meio Ambiente (Constituição Federal, Art. 225)', 'Ciclos da água', 'Biomas brasileiros']],
			['LÍNGUA PORTUGUESA', ['Crase', 'Regência']]
		]);
	});

	it('reads numbered subjects and groups, and a level’s heading as no subject', () => {
		const text = [
			'ANEXO I – CONTEÚDO PROGRAMÁTICO',
			'NÍVEL MÉDIO',
			'Conhecimentos Gerais:',
			'Língua Portuguesa: 1. Ortografia. 2. Crase.',
			'1.1.1    MATEMÁTICA: Frações. Porcentagem.',
			'1.2. CONHECIMENTOS ESPECÍFICOS',
			'1.   Estatuto das Guardas;',
			'2.   Direitos Humanos;'
		].join('\n');
		expect(names(text)).toEqual([
			['Língua Portuguesa', ['1 Ortografia', '2 Crase']],
			['MATEMÁTICA', ['Frações', 'Porcentagem']],
			['CONHECIMENTOS ESPECÍFICOS', ['1 Estatuto das Guardas', '2 Direitos Humanos']]
		]);
	});

	it('reads a syllabus the body announces, up to the item after the one announcing it', () => {
		const text = [
			'1.2.3. As provas terão 40 questões.',
			'1.2.4. Os conteúdos programáticos da prova objetiva são os apresentados abaixo:',
			'Português',
			'1. Leitura de textos. 2. Coesão e coerência.',
			'1.3. Para se inscrever, o candidato deverá acessar o site.'
		].join('\n');
		expect(names(text)).toEqual([['Português', ['1 Leitura de textos', '2 Coesão e coerência']]]);
	});
});

describe('a schedule with its dates first, dotted (issue 31, fifth pass)', () => {
	it('reads a window whose end stands on the next line, the exam named an "avaliação escrita objetiva" and the definitive result', () => {
		const schedule = [
			'24.03.2026     Publicação do Edital na Imprensa Oficial.',
			'27.03.2026 a   Período de inscrição e solicitação para isenção do pagamento do valor da taxa de',
			'10.04.2026     inscrição e encaminhamento da documentação comprobatória.',
			'02.05.2026     Realização da avaliação psicológica dos candidatos.',
			'03.05.2026     APLICAÇÃO DA AVALIAÇÃO ESCRITA OBJETIVA',
			'18.05.2026     Resultado definitivo da prova objetiva;',
			'19.06.2026     Resultado definitivo do Concurso Público.'
		].join('\n');
		expect(kinds(schedule)).toMatchObject({ exemption_start: '2026-03-27', exemption_end: '2026-04-10', exam: '2026-05-03', result: '2026-06-19' });
	});
});

describe('a cargo block headed "FUNÇÃO/PERFIL N:" (issue 31, fifth pass)', () => {
	it('reads its title and requirements', () => {
		const text = [
			'2. DAS FUNÇÕES E PERFIS',
			'FUNÇÃO/PERFIL 1: Analista de Solos',
			'Requisitos: Graduação em Agronomia, reconhecida pelo MEC; registro no conselho de classe profissional.',
			'Remuneração: R$ 6.100,00 (seis mil e cem reais).',
			'FUNÇÃO/PERFIL 2: Técnico de Campo',
			'Requisitos: Ensino médio completo.'
		].join('\n');
		expect(cargoBlocks(toLines([text])).map((c) => [c.title, c.requirements.map((r) => `${r.kind}:${r.course ?? r.level ?? r.council ?? ''}`)])).toEqual([
			['Analista de Solos', ['education:Agronomia', 'registration:']],
			['Técnico de Campo', ['education:medio']]
		]);
	});
});

describe('what is no cargo title (issue 31, fifth pass)', () => {
	it('refuses places, a column’s own name and totals, and keeps cargos that hold such words', () => {
		for (const text of ['Região Norte', 'REGIÃO 6', 'Sede em Brasília/DF', 'Cargo', 'Médio ou Técnico TOTAL']) expect(isTitle(text), text).toBe(false);
		for (const text of ['Analista de Políticas Regionais', 'Agente de Saúde da Região Sul', 'Técnico em Sede Administrativa']) expect(isTitle(text), text).toBe(true);
	});
	it('leaves out a footnote’s mark left as empty brackets', () => {
		expect(['Biomédico ( )', 'Técnico em Necrópsia (¹)', 'Motorista (**)'].map(cleanTitle)).toEqual(['Biomédico', 'Técnico em Necrópsia', 'Motorista']);
	});
});

describe('a cargo heading in capitals wrapped onto the next line (issue 31, fifth pass)', () => {
	it('reads the whole title, and not a field or a heading below it', () => {
		const text = [
			'2.1.1 CARGO 1: ANALISTA DE PESQUISA JÚNIOR – ESPECIALIDADE: COOPERAÇÃO',
			'INTERNACIONAL',
			'REQUISITO: diploma de conclusão de curso superior de Relações Internacionais.',
			'2.1.2 CARGO 2: TECNÓLOGO',
			'REQUISITO: diploma de curso superior de tecnologia.'
		].join('\n');
		expect(cargoBlocks(toLines([text])).map((c) => c.title)).toEqual(['ANALISTA DE PESQUISA JÚNIOR – ESPECIALIDADE: COOPERAÇÃO INTERNACIONAL', 'TECNÓLOGO']);
	});
});

describe('a heading set letter by letter (issue 31, fifth pass)', () => {
	it('reads its words where they stand two spaces apart, and leaves a row of counts as it is', () => {
		const lines = toLines(['                A N E X O     I I I  –  D O S     C O N T E Ú D O S        P R O G R A M Á T I C O S\nEnfermeiro   1   1   0   0   1   1   0   0   2']);
		expect(lines.map((line) => line.text)).toEqual(['ANEXO III – DOS CONTEÚDOS PROGRAMÁTICOS', 'Enfermeiro 1 1 0 0 1 1 0 0 2']);
	});
});

describe('what gave the sixth set its invented requirements (issue 31, sixth pass)', () => {
	it('ends a table where a cargo’s labelled block begins, so no block is read as the table’s rows', () => {
		const text = [
			'CARGO                                   Item     VAGAS',
			'Médico – Área: Clínica                  1        2',
			'CARGOS – NÍVEL E',
			'MÉDICO (ÁREA: CLÍNICA MÉDICA)',
			'Requisitos para investidura: curso superior em Medicina; e Registro no Conselho competente.',
			'Remuneração: R$ 4.761,98 correspondente ao Vencimento Básico inicial.',
			'Atividades típicas do cargo: realizar consultas; participar na execução dos programas de ensino.',
			'ARQUIVISTA',
			'Requisitos para investidura: curso superior em Arquivologia.'
		].join('\n');
		const rows = cargoTables(toLines([text])).map((c) => [c.title, c.requirements.map((r) => r.text)]);
		expect(rows.flatMap(([, requirements]) => requirements)).not.toContain('curso superior em Arquivologia');
		expect(rows.map(([title]) => title)).not.toContain('MÉDICO (ÁREA: CLÍNICA MÉDICA)');
	});

	it('reads a list of courses after a colon as alternatives, never the last of them as the course', () => {
		expect(requirementKeys('curso técnico de nível médio em: Administração, Logística, Portos, Transporte de Cargas e Transporte Rodoviário')).toEqual(['education:medio', 'education:tecnico']);
	});
	it('reads a technical course at secondary level as both levels, the course kept on the technical one', () => {
		expect(requirementKeys('Curso técnico de nível médio em Radiologia, reconhecido pelo MEC.')).toEqual(['education:medio', 'education:Radiologia']);
		expect(requirementsOf([{ text: 'Curso técnico de nível médio em Radiologia.', line }]).map((r) => r.level)).toEqual(['medio', 'tecnico']);
		expect(requirementKeys('Ensino médio completo.')).toEqual(['education:medio']);
		expect(requirementKeys('Curso técnico em Enfermagem.')).toEqual(['education:Enfermagem']);
	});
});

describe('a block whose heading was not read (issue 31, sixth pass)', () => {
	it('never gives its requirements to the cargo above: the title in capitals above them opens it', () => {
		const text = [
			'2.1 CARGO 1: MÉDICO',
			'Requisitos: curso superior em Medicina.',
			'Remuneração: R$ 4.761,98.',
			'Atividades típicas do cargo: realizar consultas.',
			'ARQUIVISTA',
			'Requisitos: curso superior em Arquivologia.',
			'Remuneração: R$ 4.967,04.'
		].join('\n');
		expect(cargoBlocks(toLines([text])).map((c) => [c.title, c.requirements.map((r) => r.course)])).toEqual([
			['MÉDICO', ['Medicina']],
			['ARQUIVISTA', ['Arquivologia']]
		]);
	});
});
