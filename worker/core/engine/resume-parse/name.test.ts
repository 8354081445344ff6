import { describe, expect, it } from 'vitest';
import { findName, nameHandles, readName, spelledBy, stripPostNominals, unspacedByEmail } from './name';

describe('readName', () => {
	it('drops post-nominals from the name', () => {
		expect(readName('Pat Sample, RN, BSN')).toBe('Pat Sample');
		expect(readName('Derek Hollis, CPA')).toBe('Derek Hollis');
		expect(readName('Ana Lima, Ph.D.')).toBe('Ana Lima');
		expect(stripPostNominals('Jordan T. Whitfield, CPA, CMA')).toBe('Jordan T. Whitfield');
	});

	it('drops HR, analysis and finance certifications, hyphenated ones, and a trailing comma where the line wrapped', () => {
		expect(readName('SARAH M. JENKINS, SHRM-SCP')).toBe('Sarah M. Jenkins');
		expect(readName('JULIANNE K. STERLING-ROSS, CBAP, AAC')).toBe('Julianne K. Sterling-Ross');
		expect(readName('ANNA GUNTHER, CPA, CMA, FMVA')).toBe('Anna Gunther');
		expect(readName('ROBERT K. CHEN, CFA,')).toBe('Robert K. Chen');
		// A surname written first is no credential.
		expect(stripPostNominals('SMITH, JOHN')).toBe('SMITH, JOHN');
		// After a known credential, capitals set off by commas are credentials too.
		expect(readName('ELIAS THORNE-VAUGHAN, PMP, SAP-PRIME')).toBe('Elias Thorne-Vaughan');
		expect(stripPostNominals('SILVA, JOAO, XPTO')).toBe('SILVA, JOAO, XPTO');
	});

	it('keeps a name with a middle initial whose surname is also a tool\'s name', () => {
		expect(readName('Sarah M. Jenkins')).toBe('Sarah M. Jenkins');
		expect(readName('Jenkins Pipeline')).toBeNull();
	});

	it('drops a document title written before the name', () => {
		expect(readName('CURRÍCULO – WELLINGTON DOS SANTOS PRADO')).toBe('Wellington dos Santos Prado');
		expect(readName('Resume: Ana Lima')).toBe('Ana Lima');
		expect(readName('Currículo')).toBeNull();
	});

	it('keeps a family suffix that also reads as a seniority word', () => {
		expect(readName('Nome: Edson Pereira da Silva Junior')).toBe('Edson Pereira da Silva Junior');
		expect(readName('João Souza Filho')).toBe('João Souza Filho');
		expect(readName('Analista Junior')).toBeNull();
	});

	it('writes a name in capitals with capitals only at word starts', () => {
		expect(readName('DEREK HOLLIS, CPA')).toBe('Derek Hollis');
		expect(readName('FERNANDA OLIVEIRA DA ROCHA')).toBe('Fernanda Oliveira da Rocha');
	});

	it('drops honorifics and emoji', () => {
		expect(readName('Dra. Ana Paula Ferreira')).toBe('Ana Paula Ferreira');
		expect(readName('🚀 Rafael Costa')).toBe('Rafael Costa');
	});

	it('never takes an e-mail, a phone, a heading or a job title for a name', () => {
		expect(readName('ana@example.com')).toBeNull();
		expect(readName('(11) 98765-4321')).toBeNull();
		expect(readName('PROFESSIONAL EXPERIENCE')).toBeNull();
		expect(readName('Senior Accountant')).toBeNull();
		expect(readName('Curriculum Vitae')).toBeNull();
	});

	it('keeps a surname that looks like letters after a name when written in lower case', () => {
		expect(readName('Joana Ma')).toBe('Joana Ma');
	});
});

describe('findName', () => {
	it('prefers a line that is only the name over a page header with the headline', () => {
		expect(findName(['Samuel Reyes — Backend Engineer', '', 'Samuel Reyes', 'Backend Engineer'])).toMatchObject({ name: 'Samuel Reyes', at: 2 });
	});

	it('takes the name from "Name — Headline" when no line holds the name alone', () => {
		expect(findName(['Marta Souza | Enfermeira', 'marta@example.com'])).toMatchObject({ name: 'Marta Souza', after: 'Enfermeira' });
	});

	it('takes a one-word name at the top only when the e-mail or a profile link spells it', () => {
		const lines = ['CHANDRA', 'Sr. Big Data Engineer | 10+ Years Experience', '+1 (341) 203-5403 | chandra1912@gmail.com'];
		expect(findName(lines, 12, nameHandles('chandra1912@gmail.com', []))).toMatchObject({ name: 'Chandra', at: 0 });
		expect(findName(lines, 12, nameHandles('surya.k@gmail.com', []))).toBeNull();
		expect(findName(['Venkatesh', 'Principal SQL Developer'], 12, nameHandles(null, ['linkedin.com/in/venkatesh-sql-architect']))).toMatchObject({ name: 'Venkatesh' });
		// A heading or a skill is no name, whatever the address says.
		expect(findName(['Python', 'Developer'], 12, nameHandles('python.dev@example.com', []))).toBeNull();
		// A profile address on a country's LinkedIn host, written without its scheme.
		expect(nameHandles(null, ['https://br.linkedin.com/in/raimundo-albuquerque', 'https://github.example.org/rsiqueira'])).toBe('raimundo albuquerque rsiqueira');
		expect(nameHandles(null, ['https://notlinkedin.com/in/someone'])).toBe('');
	});

	it('joins a name a narrow box split one word a line when the address spells it, and leaves a monogram out', () => {
		const lines = ['AC', 'Alexandra', 'Chen', 'SENIOR SOFTWARE ENGINEER'];
		expect(findName(lines, 12, nameHandles('alex.chen@email.com', []))).toMatchObject({ name: 'Alexandra Chen', at: 1 });
	});

	it('joins a name wrapped before its surnames, with the headline beside them, when the address spells it', () => {
		const lines = ['Mariana', 'Cavalcanti Magalhães | Analista de', 'Dados Sênior', 'Juiz de Fora/MG'];
		expect(findName(lines, 12, nameHandles('mmagalhaes82@mail.example.com', []))).toMatchObject({ name: 'Mariana Cavalcanti Magalhães', at: 0 });
		expect(findName(['Ana Beatriz', 'de Souza | Analista de Dados'], 12, nameHandles('ana.souza@example.com', []))).toMatchObject({ name: 'Ana Beatriz de Souza' });
		expect(findName(['Renato Lacerda', 'Fortaleza – CE'], 12, nameHandles('rlacerda16@mail.example.com', []))).toMatchObject({ name: 'Renato Lacerda' });
		expect(findName(['Jack Sparrow', 'Captain'], 12, nameHandles('jack.sparrow@example.com', []))).toMatchObject({ name: 'Jack Sparrow' });
		// A side column's line between the two halves of a name in a header of three columns.
		expect(findName(['Fernanda', 'Recife - PE', 'Gonçalves', 'Secretária'], 12, nameHandles('fernanda.goncalves@example.com', []))).toMatchObject({ name: 'Fernanda Gonçalves' });
		// Unconfirmed, the first line stands alone.
		expect(findName(['Ana Beatriz', 'de Souza | Analista de Dados'], 12, nameHandles('contato@example.com', []))).toMatchObject({ name: 'Ana Beatriz' });
	});

	it('splits a name whose word spaces were lost, at its changes of case or where the address\'s words begin and end', () => {
		expect(findName(['MARIAEDUARDASILVA', 'Analyst'], 12, nameHandles('maria.silva@example.com', []))).toMatchObject({ name: 'Maria Eduarda Silva' });
		expect(findName(['JoanaPrado', 'Analyst'], 12, nameHandles(null, ['linkedin.com/in/joana-prado']))).toMatchObject({ name: 'Joana Prado' });
		// Nothing to go by, or an address that spells none of it: no name is made up.
		expect(findName(['JoanaPrado', 'Analyst'], 12, nameHandles('contato@example.com', []))?.name).not.toBe('Joana Prado');
		expect(findName(['MARIAEDUARDASILVA'], 12, nameHandles('mariasilva@example.com', []))?.name).not.toBe('Maria Eduarda Silva');
	});

	it('reads the name beside the address moderncv sets at the left of its line', () => {
		expect(findName(['Madison, WI | Keisha Whitfield', 'H +1 608-555-0105'])).toMatchObject({ name: 'Keisha Whitfield', at: 0 });
		expect(findName(['Teresina – PI | Cláudia Medeiros Araújo'])).toMatchObject({ name: 'Cláudia Medeiros Araújo' });
		expect(findName(['916-555-0198 | Emily J. Mbeki', 'embeki18@example.org'])).toMatchObject({ name: 'Emily J. Mbeki' });
		expect(findName(['Marketing | Emily J. Mbeki'])).toBeNull();
	});

	it('prefers the candidate the address spells over a heading read as a name earlier in the block', () => {
		const lines = ['✉ marcus.williams@datamail.io', 'Marcus R. Williams | ⌖ Chicago, IL · Open to Remote', '', 'Core Expertise', 'MACHINE LEARNING'];
		expect(findName(lines, 12, nameHandles('marcus.williams@datamail.io', []))).toMatchObject({ name: 'Marcus R. Williams', at: 1 });
		// Without an address to go by, the first candidate stands.
		expect(findName(lines)).toMatchObject({ name: 'Core Expertise' });
	});

	it('reads the name in the first cell of a row whose second cell is the place', () => {
		expect(findName(['✉ marcus.williams@datamail.io', 'Marcus R. Williams\t⌖ Chicago, IL · Open to Remote'])).toMatchObject({ name: 'Marcus R. Williams', at: 1 });
	});
});

describe('nameHandles and spelledBy', () => {
	it('folds the e-mail local part and profile handles, and matches words of three letters or more', () => {
		const handles = nameHandles('rk.chen@finexec.com', ['https://linkedin.com/in/robert-k-chen-cfo', 'https://example.com/about']);
		expect(handles).toBe('rk chen robert k chen cfo');
		expect(spelledBy('Robert K. Chen', handles)).toBe(true);
		expect(spelledBy('Years Finance', handles)).toBe(false);
		expect(spelledBy('Ana Lima', '')).toBe(false);
	});
});

describe('readName, more post-nominals and initials', () => {
	it('keeps a middle initial and drops engineering, nursing and pharmacy letters', () => {
		expect(readName('Grace A. Whitfield, Esq.')).toBe('Grace A. Whitfield');
		expect(readName('HAROLD J. VANCE, P.E., S.E.')).toBe('Harold J. Vance');
		expect(readName('Tyrone Bakker, BSN, RN, CEN')).toBe('Tyrone Bakker');
		expect(readName('Kwame Asante, PharmD, RPh')).toBe('Kwame Asante');
	});
});

describe('names in the layouts of templates and portals', () => {
	it('drops therapy and UK pharmacy letters after a name', () => {
		expect(readName('Marcus Delgado, PT, DPT')).toBe('Marcus Delgado');
		expect(readName('Oluwaseun Adeyemi-Grant MPharm')).toBe('Oluwaseun Adeyemi-Grant');
	});

	it('takes the name from a line that goes on with the phone and e-mail behind icons', () => {
		expect(findName(['Ana Ribeiro ☎ +351 912 000 345 ✉ ana@example.com'])).toMatchObject({ name: 'Ana Ribeiro', at: 0 });
	});

	it('never takes a city written with its state for a name', () => {
		expect(findName(['São Paulo – SP', 'Henrique Lopes | (11) 90000-0611'])).toMatchObject({ name: 'Henrique Lopes', at: 1 });
	});

	it('splits a name spaced out letter by letter where the e-mail address breaks it', () => {
		expect(unspacedByEmail('T O M Á S L I N D Q V I S T', 'tomas.lindqvist')).toBe('TOMÁS LINDQVIST');
		expect(unspacedByEmail('T O M Á S L I N D Q V I S T', 'tlindqvist')).toBeNull();
		expect(unspacedByEmail('Tomás Lindqvist', 'tomas.lindqvist')).toBeNull();
	});
});

describe('findName: what follows a name on its line', () => {
	it('takes a year after two capitalised words for no contact item', () => {
		expect(findName(['Key Accounts 2019'])).toBeNull();
	});
});

describe('a form that labels the name', () => {
	it('reads the name Europass writes after "Name / Surname", and never a contact label', () => {
		expect(findName(['Europass', 'Curriculum Vitae', 'Personal information', 'Name / Surname | Mei Donnelly Villanueva', 'Address | Columbus, OH'])?.name).toBe('Mei Donnelly Villanueva');
		expect(readName('Personal Email')).toBeNull();
		expect(readName('E-mail Pessoal')).toBeNull();
	});
});

describe('a name in capitals wrapped by its large type', () => {
	it('joins two or three lines of it, and stops at the headline or a heading', () => {
		expect(findName(['PRIYA LYNN', 'PEMBERTON', 'Engineering Manager'])?.name).toBe('Priya Lynn Pemberton');
		expect(findName(['FRANCISCA', 'CORREIA', 'Técnica de Enfermagem'])?.name).toBe('Francisca Correia');
		expect(findName(['ANA LIMA', 'EXPERIENCE', 'Nurse — Hospital X'])?.name).toBe('Ana Lima');
	});

	it('cuts a letter-spaced surname that lost its word gap where the address spells a word of it, an initial before', () => {
		expect(findName(['CÍCERO', 'CL | MONTEIROLACERDA', 'Coordenador'], 12, 'clacerda')?.name).toBe('Cícero Monteiro Lacerda');
		// Without an address that spells it, the run stays as it is.
		expect(findName(['CÍCERO', 'MONTEIROLACERDA', 'Coordenador'], 12, 'cicero')?.name).toBe('Cícero Monteirolacerda');
	});

	it('leaves out a monogram of the name’s initials set beside its lines, and nothing else', () => {
		expect(findName(['DANIEL', 'DM | MCALLISTER', 'Service Manager'])?.name).toBe('Daniel McAllister');
		expect(findName(['ANA', 'AL | BEATRIZ LIMA', 'Enfermeira'])?.name).toBe('Ana Beatriz Lima');
		expect(findName(['ANA', 'RN | BEATRIZ LIMA', 'Enfermeira'])?.name).not.toBe('Ana Beatriz Lima');
	});

	it('joins a surname with a capital inside ("McAllister") to the first name above it when the address spells it', () => {
		expect(findName(['Daniel', 'McAllister', 'Service Manager'], 12, 'dmcallister')?.name).toBe('Daniel McAllister');
	});

	it('joins the rest of a name in mixed case, beside a monogram or alone, when the address spells it', () => {
		expect(findName(['Mei', 'MA | Abernathy', 'Head of Design'], 12, 'mei abernathy')?.name).toBe('Mei Abernathy');
		expect(findName(['Grace', 'GP | Lynn Pemberton', 'Data Analyst'], 12, 'gpemberton')?.name).toBe('Grace Lynn Pemberton');
		expect(findName(['Rita de Cássia', 'RB | Barbosa', 'Fisioterapeuta'], 12, 'rita barbosa')?.name).toBe('Rita de Cássia Barbosa');
		// A headline of two capitalised words is no surname.
		expect(findName(['Grace', 'Data Analyst', 'Omaha, NE'], 12, 'gpemberton')?.name).not.toBe('Grace Data Analyst');
	});
});
