import { describe, expect, it } from 'vitest';
import { applyRetification, changesBetween, extractEdital, isRetification, pagesOfText } from '.';
import { classify, requirementsOf } from './requirements';
import { datesIn, keyDates } from './dates';
import { syllabus, topicsOf } from './syllabus';
import { toLines } from './lines';
import { vacanciesOf } from './cargos';

const line = (text: string) => ({ text, page: 3, line: 12 });

const EDITAL = `PREFEITURA MUNICIPAL DE RIO CLARO DO NORTE
EDITAL Nº 5/2026, DE 3 DE MARÇO DE 2026
A Prefeitura Municipal de Rio Claro do Norte torna público o concurso, executado pela Fundação Getulio Vargas (FGV).
2 DOS CARGOS
2.1 CARGO 1: ENFERMEIRO
2.1.1 REQUISITO: graduação em Enfermagem e registro no COREN.
2.1.2 REMUNERAÇÃO: R$ 5.100,00.
2.1.3 VAGAS: 4 (3 de ampla concorrência e 1 para candidatos negros).
2.2 CARGO 2: MOTORISTA
2.2.1 REQUISITO: ensino fundamental completo; CNH categoria D; experiência mínima de 1 (um) ano como motorista.
2.2.2 REMUNERAÇÃO: R$ 2.400,00.
2.2.3 VAGAS: 2.
3 DAS INSCRIÇÕES
3.1 As inscrições ficarão abertas de 6 a 30 de abril de 2026.
3.2 Aplicação das provas objetivas: 24/05/2026.
ANEXO I – CONTEÚDO PROGRAMÁTICO
LÍNGUA PORTUGUESA: 1 Ortografia. 2 Pontuação. 2.1 Vírgula. 3 Crase.
CARGO 1: ENFERMEIRO
CONHECIMENTOS ESPECÍFICOS: Sistematização da assistência; Segurança do paciente; Ética profissional.
`;

describe('the edital reader', () => {
	it('reads the body, board, number and date from the first lines', () => {
		const exam = extractEdital(pagesOfText(EDITAL));
		expect(exam).toMatchObject({ body: 'PREFEITURA MUNICIPAL DE RIO CLARO DO NORTE', board: 'FGV', number: '5/2026', date: '2026-03-03' });
	});

	it('reads each cargo with its requirements, vacancies and salary, each requirement quoting its line', () => {
		const exam = extractEdital(pagesOfText(EDITAL));
		expect(exam.cargos.map((c) => c.id)).toEqual(['enfermeiro', 'motorista']);
		const [nurse, driver] = exam.cargos;
		expect(nurse.requirements.map((r) => [r.kind, r.course ?? r.level, r.council ?? null])).toEqual([
			['education', 'Enfermagem', null],
			['registration', undefined, 'COREN']
		]);
		expect(nurse.requirements[1].quote).toEqual({ page: 1, line: 6, text: '2.1.1 REQUISITO: graduação em Enfermagem e registro no COREN.' });
		expect(nurse.vacancies).toMatchObject({ total: 4, ampla: 3, negros: 1, pcd: null });
		expect(nurse.salary).toMatchObject({ amount: 5100, currency: 'BRL', period: 'month' });
		expect(driver.requirements.map((r) => [r.kind, r.level ?? r.category ?? r.years])).toEqual([
			['education', 'fundamental'],
			['license', 'D'],
			['experience', 1]
		]);
		// Two vacancies with no split and no hours: nothing invented for what the edital does not say.
		expect(driver.vacancies).toMatchObject({ total: 2, ampla: null, pcd: null, negros: null });
		expect(driver.weeklyHours).toBeNull();
	});

	it('reads the key dates, a range of days in one month included', () => {
		const exam = extractEdital(pagesOfText(EDITAL));
		expect(Object.fromEntries(exam.dates.map((d) => [d.kind, d.date]))).toEqual({ registration_start: '2026-04-06', registration_end: '2026-04-30', exam: '2026-05-24' });
		// What it could not find is marked for review, never guessed.
		expect(exam.review).toEqual([]);
		expect(exam.dates.find((d) => d.kind === 'exam')?.quote.text).toBe('3.2 Aplicação das provas objetivas: 24/05/2026.');
	});

	it('gives each cargo the syllabus of its own annex section and the common one', () => {
		const exam = extractEdital(pagesOfText(EDITAL));
		const of = (cargo: string) => exam.subjects.filter((s) => s.cargoId === cargo).map((s) => [s.name, s.topics]);
		expect(of('enfermeiro')).toEqual([
			['LÍNGUA PORTUGUESA', ['1 Ortografia', '2 Pontuação', '2.1 Vírgula', '3 Crase']],
			['CONHECIMENTOS ESPECÍFICOS', ['Sistematização da assistência', 'Segurança do paciente', 'Ética profissional']]
		]);
		expect(of('motorista')).toEqual([['LÍNGUA PORTUGUESA', ['1 Ortografia', '2 Pontuação', '2.1 Vírgula', '3 Crase']]]);
	});

	it('takes a company as the body, never the board that runs the exam, and reads a "minimum" salary', () => {
		const text = 'COMPANHIA DE ÁGUAS DO SERTÃO\nEDITAL Nº 3/2026\nA Fundação Getulio Vargas realizará o processo seletivo.\nEMPREGO: Técnico\nPRÉ-REQUISITOS: ensino médio completo.\nRemuneração mínima: R$ 4.100,00';
		const exam = extractEdital([text]);
		expect(exam).toMatchObject({ body: 'COMPANHIA DE ÁGUAS DO SERTÃO', board: 'FGV' });
		expect(exam.cargos[0]).toMatchObject({ title: 'Técnico', salary: { amount: 4100 } });
		expect(extractEdital(['A Fundação Getulio Vargas torna público o concurso da\nCARGO: Técnico\nREQUISITO: ensino médio.']).body).toBeNull();
	});

	it('invents no requirement from words that only look like one', () => {
		expect(classify('fornecido por instituição reconhecida pelo MEC', line('x'))).toBeNull();
		expect(classify('conforme o Anexo II', line('x'))).toBeNull();
		const reqs = requirementsOf([{ text: 'diploma de graduação em Direito, devidamente registrado, fornecido por instituição reconhecida pelo MEC.', line: line('x') }]);
		expect(reqs).toHaveLength(1);
		expect(reqs[0]).toMatchObject({ kind: 'education', level: 'superior', course: 'Direito', quote: { page: 3, line: 12 } });
		// A registration with no council named is kept, and marked for review.
		expect(classify('registro no conselho de classe competente', line('x'))).toMatchObject({ kind: 'registration', review: true });
		// The council that issues a registration is its council ("… expedido pelo Conselho Regional de Medicina").
		expect(classify('registro profissional expedido pelo Conselho Regional de Medicina', line('x'))).toMatchObject({ kind: 'registration', council: 'CRM' });
		expect(classify('diploma expedido pelo Conselho Estadual de Educação', line('x'))).toMatchObject({ kind: 'education' });
	});

	it('splits the vacancies however the edital writes them', () => {
		expect(vacanciesOf('10 (AC: 7; PcD: 1; Negros: 2)', line('x'))).toMatchObject({ total: 10, ampla: 7, pcd: 1, negros: 2 });
		expect(vacanciesOf('Cadastro reserva', line('x'))).toMatchObject({ total: null, reserve: true });
		// Reserved "aos candidatos com deficiência" after "sendo": the rest of the total is the ampla concorrência's.
		expect(vacanciesOf('20 (vinte) vagas, sendo 1 (uma) vaga reservada aos candidatos com deficiência.', line('x'))).toMatchObject({ total: 20, ampla: 19, pcd: 1 });
		expect(vacanciesOf('3 (três) vagas.', line('x'))).toMatchObject({ total: 3, ampla: null, pcd: null });
	});

	it('reads dates written in words and in numbers, and years of two digits', () => {
		expect(datesIn('de 1º de dezembro de 2026 a 8 de janeiro de 2027')).toEqual(['2026-12-01', '2027-01-08']);
		expect(datesIn('entre 05/01/26 e 10/01/2026')).toEqual(['2026-01-05', '2026-01-10']);
		expect(datesIn('de 5 a 20 de janeiro de 2026')).toEqual(['2026-01-05', '2026-01-20']);
		// The first of the month as an ordinal in figures ("1º/6/2025", a Cebraspe schedule), alone or opening a range.
		expect(datesIn('1º/6/2025')).toEqual(['2025-06-01']);
		expect(datesIn('1º/6 a 3/6/2025')).toEqual(['2025-06-01', '2025-06-03']);
		expect(datesIn('31/02/2026 não existe; 32 de março de 2026 também não')).toEqual([]);
		expect(datesIn('Inscrições 23/03 a 10/04/2026')).toEqual(['2026-03-23', '2026-04-10']);
	});

	it('reads a schedule whose dates stand on the line below the event, and a sentence wrapped mid-date', () => {
		const lines = toLines(['Período de inscrições\n02/02/2026 a 04/03/2026\nAplicação das provas objetivas\n12/04/2026']);
		expect(keyDates(lines).map((d) => [d.kind, d.date, d.quote.line])).toEqual([
			['registration_start', '2026-02-02', 1],
			['registration_end', '2026-03-04', 1],
			['exam', '2026-04-12', 3]
		]);
		expect(keyDates(lines)[0].quote.text).toBe('Período de inscrições 02/02/2026 a 04/03/2026');
		const wrapped = keyDates(toLines(['4.1 A inscrição será feita entre as 10 horas do dia 2 de\nfevereiro de 2026 e as 23h59 do dia 4 de março de 2026.']));
		expect(wrapped.map((d) => [d.kind, d.date])).toEqual([
			['registration_start', '2026-02-02'],
			['registration_end', '2026-03-04']
		]);
	});

	it('reads the dates of an act printed as one paragraph (an extract in the Diário Oficial), sentence by sentence', () => {
		const paragraph = [
			'EDITAL Nº 7, DE 2 DE MARÇO DE 2026 O Reitor torna público o processo seletivo, nos termos da Lei nº 8.745/1993, com as alterações posteriores:',
			'1 As inscrições serão feitas pela internet das 8h do dia 09/03/2026 às 18h do dia 20/03/2026;',
			'2. A isenção da taxa de inscrição poderá ser pedida de 9 a 11 de março de 2026;',
			'3. A prova objetiva será aplicada em 19 de abril de 2026. Maria da Silva Reitora'
		].join(' ');
		const dates = keyDates(toLines([paragraph]));
		expect(Object.fromEntries(dates.map((d) => [d.kind, d.date]))).toEqual({
			registration_start: '2026-03-09',
			registration_end: '2026-03-20',
			exemption_start: '2026-03-09',
			exemption_end: '2026-03-11',
			exam: '2026-04-19'
		});
		// Each date quotes its sentence, at the paragraph's line.
		expect(dates.find((d) => d.kind === 'exam')?.quote).toMatchObject({ line: 1, text: '3. A prova objetiva será aplicada em 19 de abril de 2026.' });
	});

	it('splits a syllabus into its numbered items, or into its sentences when it has no numbers', () => {
		expect(topicsOf('1 Lei nº 8.080/1990. 2 Lei nº 8.142/1990. 2.1 Conselhos de saúde.')).toEqual(['1 Lei nº 8.080/1990', '2 Lei nº 8.142/1990', '2.1 Conselhos de saúde']);
		expect(topicsOf('1. Ortografia; 2. Crase; 3. Pontuação.')).toEqual(['1 Ortografia', '2 Crase', '3 Pontuação']);
		expect(topicsOf('Ortografia. Acentuação gráfica; Crase.')).toEqual(['Ortografia', 'Acentuação gráfica', 'Crase']);
		// A part's heading inside a subject (an FGV syllabus) belongs to no topic.
		expect(topicsOf('I MATEMÁTICA: 1 Cálculo. 2 Álgebra linear. II ESTATÍSTICA: 1 Probabilidade.')).toEqual(['1 Cálculo', '2 Álgebra linear', '1 Probabilidade']);
	});

	it('keeps a syllabus line that starts with a cargo word inside its subject', () => {
		const text = 'ANEXO II – CONTEÚDO PROGRAMÁTICO\nLÍNGUA PORTUGUESA: 1 Coesão textual. 1.1\nEmprego de elementos de referenciação e de conectores. 1.2 Emprego de tempos verbais.';
		const cargo = { id: 'c', title: 'Analista', requirements: [] } as unknown as Parameters<typeof syllabus>[1][number];
		expect(syllabus(toLines([text]), [cargo]).map((s) => [s.name, s.topics.length])).toEqual([['LÍNGUA PORTUGUESA', 3]]);
		// Forms met in a real annex (PC-GO): a hyphenated name, a wrapped line that starts "Goiás: …", a lower-case sub-item.
		const real = [
			'ANEXO II – CONTEÚDO PROGRAMÁTICO',
			'RACIOCÍNIO LÓGICO-MATEMÁTICO: 1 Estruturas lógicas. 2 Equivalências.',
			'CONHECIMENTOS REGIONAIS: 1 Formação econômica de Goiás. 2 Aspectos da história política de',
			'Goiás: a independência em Goiás, o coronelismo. 3 Atualidades.',
			'MEDICINA LEGAL: 1. Noções de Tanatologia Forense: 1.1. cronotanatognose; 1.2. Morte suspeita.'
		].join('\n');
		expect(syllabus(toLines([real]), [cargo]).map((s) => [s.name, s.topics])).toEqual([
			['RACIOCÍNIO LÓGICO-MATEMÁTICO', ['1 Estruturas lógicas', '2 Equivalências']],
			['CONHECIMENTOS REGIONAIS', ['1 Formação econômica de Goiás', '2 Aspectos da história política de Goiás: a independência em Goiás, o coronelismo', '3 Atualidades']],
			['MEDICINA LEGAL', ['1 Noções de Tanatologia Forense', '1.1 cronotanatognose', '1.2 Morte suspeita']]
		]);
	});

	it('drops page furniture repeated on every page, and quotes the page a line is on', () => {
		const words = ['Das inscrições', 'Da isenção', 'Das provas', 'Dos recursos', 'Do resultado', 'Da posse', 'Dos exames', 'Das disposições'];
		const parts = ['da abertura', 'dos cargos', 'das inscrições', 'das provas'];
		const body = (n: number) => words.map((w, i) => `${n}.${i + 1} ${w}, na parte ${parts[n - 1]}.`).join('\n');
		const pages = Array.from({ length: 4 }, (_, i) => `PREFEITURA DE X – EDITAL 1/2026\n${body(i + 1)}\nEdital 1/2026 – Página ${i + 1} de 4`);
		const lines = toLines(pages);
		// The first page keeps its head (there, the letterhead is the document's own); every footer and later head goes.
		expect(lines).toHaveLength(33);
		expect(lines[0]).toMatchObject({ page: 1, line: 1, text: 'PREFEITURA DE X – EDITAL 1/2026' });
		expect(lines.slice(1).some((l) => /PREFEITURA|Página/.test(l.text))).toBe(false);
		expect(lines[10]).toMatchObject({ page: 2, line: 3, text: '2.2 Da isenção, na parte dos cargos.' });
	});

	it('applies a retification and says what changed', () => {
		const retification = 'EDITAL Nº 6/2026 – RETIFICAÇÃO\nNo subitem 3.2, onde se lê: "24/05/2026" leia-se: "31/05/2026".\nO subitem 2.1.2 passa a vigorar com a seguinte redação: 2.1.2 REMUNERAÇÃO: R$ 5.350,00.';
		expect(isRetification(retification)).toBe(true);
		expect(isRetification(EDITAL)).toBe(false);
		const before = extractEdital(pagesOfText(EDITAL));
		const { pages, applied, missed } = applyRetification(pagesOfText(EDITAL), retification);
		expect(applied).toHaveLength(2);
		expect(missed).toEqual([]);
		const after = extractEdital(pages);
		expect(after.dates.find((d) => d.kind === 'exam')?.date).toBe('2026-05-31');
		expect(changesBetween(before, after, applied).map((c) => [c.field, c.before, c.after])).toEqual([
			['dates.exam', '2026-05-24', '2026-05-31'],
			['cargos.enfermeiro.salary', '5100', '5350']
		]);
	});

	it('stops when cancelled and reports its progress', () => {
		const seen: number[] = [];
		extractEdital(pagesOfText(EDITAL), { progress: (f) => seen.push(f) });
		expect(seen[0]).toBe(0);
		expect(seen.at(-1)).toBe(1);
		const controller = new AbortController();
		controller.abort();
		expect(() => extractEdital(pagesOfText(EDITAL), { signal: controller.signal })).toThrow(expect.objectContaining({ code: 'cancelled' }));
	});

	it('reads a 200-page edital in well under a second, in time linear in its length', () => {
		const filler = Array.from({ length: 40 }, (_, i) => `5.${i} O candidato deverá observar as normas deste edital e de seus anexos, publicadas no Diário Oficial.`).join('\n');
		const pages = [EDITAL, ...Array.from({ length: 199 }, () => filler)];
		const t0 = performance.now();
		const exam = extractEdital(pages);
		const elapsed = performance.now() - t0;
		expect(exam.cargos).toHaveLength(2);
		expect(elapsed).toBeLessThan(1500);
	});
});
