import { describe, expect, it } from 'vitest';
import { extractEdital } from './index';
import { placed } from './look-alikes';

/*
 * Issue 31: "VAGAS | PCD | NEGRO" — the cargo's vacancies and the reserves among them, a reserve's cell ("--" for none)
 * standing on another line of the row than its vacancies (cells centred apart): every reserve's cell read, what is left is
 * the ampla concorrência's. Look-alike, invented cargos and numbers.
 */
const page = [
	'2. DOS CARGOS',
	'Tabela 02',
	placed([[12, 'CARGO'], [24, 'VAGAS'], [34, 'PCD'], [41, 'NEGRO'], [56, 'SALÁRIO'], [72, 'CARGA'], [90, 'REQUISITO MÍNIMO']]),
	placed([[56, 'INICIAL'], [71, 'HORÁRIA']]),
	placed([[53, 'R$ 1.518,00']]),
	placed([[0, 'Ajudante Geral'], [26, '02'], [73, '40h'], [90, 'Nível Alfabetizado.']]),
	placed([[35, '--'], [44, '--']]),
	placed([[53, 'R$ 2.500,00']]),
	placed([[0, 'Professor'], [26, '05'], [35, '01'], [44, '01'], [73, '20h'], [90, 'Magistério.']]),
	'',
	'3. DAS INSCRIÇÕES',
	'3.1 As inscrições serão feitas pela internet.'
].join('\n');

describe('a table of vacancies with the reserves among them', () => {
	const exam = extractEdital([page]);
	const of = (title: string) => exam.cargos.find((cargo) => cargo.title === title)?.vacancies;
	it('reads a reserve’s cell on another line of its row, and leaves the rest to the ampla concorrência', () => {
		expect(of('Ajudante Geral')).toMatchObject({ total: 2, ampla: 2, pcd: null, negros: null });
		expect(of('Professor')).toMatchObject({ total: 5, ampla: 3, pcd: 1, negros: 1 });
	});
});
