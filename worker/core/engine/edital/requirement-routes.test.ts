import { describe, expect, it } from 'vitest';
import { requirementKeys as of } from './look-alikes';

/**
 * Issue 31: a cargo's schooling offered as two routes ("Formação superior ou Curso Técnico na área de …", "curso técnico
 * em …, ou curso de nível médio acrescido de curso de …"): the lower level suffices, and what one route names is no
 * requirement of everyone. Look-alike wordings with invented courses.
 */

describe('two levels offered as routes', () => {
	it('asks for the lower one, without the course only one route names', () =>
		expect(of('Formação superior ou Curso Técnico na área de Cenografia, com diploma expedido por instituição reconhecida pelo MEC.')).toEqual(['education:tecnico']));
	it('reads "de nível médio ou de nível médio técnico" as the secondary level, not as a technical course besides it', () =>
		expect(of('Certificado de conclusão de curso de nível médio ou de nível médio técnico, expedido por instituição reconhecida.')).toEqual(['education:medio']));
	it('keeps a technical course at the secondary level that offers no other route', () =>
		expect(of('Curso técnico de nível médio em Cenografia, com registro no CREA.')).toEqual([
			'education:medio',
			'education:Cenografia',
			'registration:CREA'
		]));
	it('keeps one level whose course is named with an "ou" between two courses', () =>
		expect(of('Ensino superior em Cenografia ou Arquitetura.')).toEqual(['education:superior']));
});

describe("what is added to one route", () => {
	it('is no requirement of its own', () =>
		expect(of('Curso técnico de nível médio em Cenografia, ou curso de nível médio acrescido de curso de Montador de Palco, ministrado por instituição reconhecida. Registro no CREA.')).toEqual([
			'education:medio',
			'education:tecnico',
			'registration:CREA'
		]));
	it('is a requirement where the clause before offers no other route', () =>
		expect(of('Ensino médio completo ou equivalente, acrescido de curso de Montador de Palco.')).toEqual([
			'education:medio',
			'education:Montador de Palco'
		]));
});

describe('courses offered as alternatives in other words', () => {
	it('reads the modalities a course is given in as alternatives', () =>
		expect(of('Curso de Técnico em Cenografia – nas modalidades Técnico em Cenografia ou Técnico em Cenotecnia.')).toEqual(['education:tecnico']));
	it('reads two courses more between commas in lower case as a list, whatever word ends it', () =>
		expect(of('Certificado de conclusão ou diploma, devidamente registrado em curso técnico em cenografia, iluminação, sonoplastia e figurino')).toEqual([
			'education:tecnico'
		]));
	it('keeps the one course a clause names before a comma and its issuer', () =>
		expect(of('Diploma de curso técnico em cenografia, expedido por instituição reconhecida.')).toEqual(['education:cenografia']));
});

describe('a training course after the level, and what the person must do besides', () => {
	it('reads a training course after a comma as a second requirement, its name up to what the person must do besides', () =>
		expect(of('Nível Médio Completo, Curso de Formação de Guarda-Vidas Civil e se encontrar em atividade, Carteira Nacional de Habilitação categoria “B”.')).toEqual([
			'education:medio',
			'education:Guarda-Vidas Civil',
			'license:'
		]));
	it('reads a technical course after a comma as a second requirement', () =>
		expect(of('Ensino Médio completo, Curso Técnico em Radiologia e registro no CRTR.')).toEqual(['education:medio', 'education:Radiologia', 'registration:CRTR']));
});

describe('a diploma named by its course in small letters', () => {
	it('reads the course of "Diploma de enfermagem", never the words a diploma is worded with', () => {
		expect(of('Diploma de enfermagem + Registro no COREN + Carteira profissional adimplente')).toEqual(['education:enfermagem', 'registration:COREN']);
		expect(of('Diploma de conclusão de curso de graduação em nutrição.')).toEqual(['education:nutrição']);
	});
});

describe('a second degree "with" the first, a course named for both routes as "the same area", a title conferred by a council', () => {
	it('reads a specialisation or a residency "com" the degree as a second requirement', () => {
		expect(of('curso superior em Engenharia com Especialização em Segurança do Trabalho')).toEqual(['education:Engenharia', 'education:Segurança do Trabalho']);
		expect(of('curso superior em Medicina com residência médica em Pediatria credenciada pelo MEC ou título de especialista na área, conferido pelo Conselho Federal de Medicina')).toEqual([
			'education:Medicina',
			'education:Pediatria'
		]);
	});
	it('reads "na mesma área" as the course both routes ask for, at the secondary level', () =>
		expect(of('Médio Profissionalizante na área de Contabilidade ou Médio Completo com Curso Técnico na mesma área')).toEqual(['education:medio', 'education:Contabilidade']));
	it('reads no technical course where a professional secondary level is one route of two', () =>
		expect(of('Ensino Médio Profissionalizante ou Médio completo.')).toEqual(['education:medio']));
});

describe('a registration asked "além de" the degree', () => {
	it('reads the degree and the registration apart', () =>
		expect(of('Diploma de conclusão de curso de graduação em Farmácia, fornecido por instituição reconhecida pelo MEC, além de registro ativo no Conselho da Classe.')).toEqual([
			'education:Farmácia',
			'registration:'
		]));
});

describe('where a course was taken, and the residency a course is read after', () => {
	it('reads the course without the school it was taken at', () => {
		expect(of('Diploma de graduação no Curso de Medicina em faculdade reconhecida pelo MEC.')).toEqual(['education:Medicina']);
		expect(of('Certificado de Ensino Médio/Técnico em Enfermagem realizado em Instituição reconhecida pelo MEC.')).toContain('education:Enfermagem');
	});
	it('reads the course a technical certificate is of, not the word "Técnico" nor "e suas denominações"', () => {
		expect(of('Certificado de Conclusão do Curso de Técnico em Enfermagem e registro no COREN.')).toEqual(['education:Enfermagem', 'registration:COREN']);
		expect(of('Certificado de conclusão do Curso de Técnico em Análises Clínicas e suas denominações.')).toContain('education:Análises Clínicas');
	});
	it('reads the course of a residency, not the word residency', () =>
		expect(of('Diploma de Enfermagem e certificado de conclusão de Residência em Enfermagem em Nefrologia.')).toContain('education:Enfermagem em Nefrologia'));
});

describe("a specialist's title beside the degree", () => {
	it('is a requirement of its own, in the specialty it names, whichever kind of title comes first', () => {
		expect(of('Diploma de curso de nível superior em Medicina, fornecido por instituição reconhecida pelo MEC, título de Especialista ou residência em Angiologia e registro no órgão de classe.')).toEqual([
			'education:Medicina',
			'education:Angiologia',
			'registration:'
		]);
		expect(of('Graduação em Medicina, residência médica ou título de especialista em Angiologia.')).toContain('education:Angiologia');
	});
	it('never reads the words of the title ("Especialista conferido pela Sociedade") as its course', () =>
		expect(of('Graduação em Medicina com Residência Médica na especialidade e Título de Especialista conferido pela Sociedade Específica/AMB.').join(' ')).not.toMatch(/especialista/i));
});

describe('an alternative to a clause that is left out', () => {
	it('takes nothing from the degree before it ("…; Residência em … na área de …; ou Curso de pós-graduação …")', () =>
		expect(of('Diploma de curso de graduação em Cartografia, fornecido por instituição reconhecida; Residência em Cartografia na área de Geodésia, reconhecida pelo MEC; ou Curso de pós-graduação lato sensu em Cartografia na área de Geodésia; e registro no CREA.')).toContain('education:Cartografia'));
});

describe('a residency in the specialty of the cargo applied to', () => {
	it('is a postgraduate requirement, its course the cargo’s, left for the person to check', () => {
		expect(of('Graduação em Medicina e residência médica na especialidade a que concorre.')).toEqual(['education:Medicina', 'education:pos']);
		expect(of('Diploma de graduação em Medicina, certificado de conclusão de residência médica na especialidade da área a qual se inscreveu, e registro no CRM.')).toEqual([
			'education:Medicina',
			'education:pos',
			'registration:CRM'
		]);
	});
	it('is one requirement where a second title of it is named with no course', () =>
		expect(of('Graduação em Medicina com Residência Médica na especialidade e Título de Especialista conferido pela Sociedade Brasileira.')).toEqual(['education:Medicina', 'education:pos']));
	it('names no course where another title in another course is offered past its issuer', () =>
		expect(of('Graduação em Cartografia, acrescido de Residência em Geodésia Aplicada, reconhecida pelo MEC, ou de título de especialista em Sensoriamento Remoto.')).toEqual([
			'education:Cartografia',
			'education:pos'
		]));
});

describe('ways to one requirement, one after another', () => {
	it('reads a third way as the first one’s too, its course no requirement of all', () =>
		expect(of('Graduação em Cartografia; ou Tecnólogo em Geoprocessamento; ou Tecnólogo em Agrimensura.')).toEqual(['education:superior']));
});

describe('a postgraduate title on another route only', () => {
	it('asks for the degree, the level every route has', () =>
		expect(of('Diploma de graduação de nível superior em Oceanografia ou curso de graduação de nível superior em qualquer formação acrescido de pós-graduação em Oceanografia.')).toEqual([
			'education:superior'
		]));
	it('is still asked after courses offered as alternatives', () =>
		expect(of('Diploma de nível superior em Geologia ou Geofísica e pós-graduação em Hidrogeologia.')).toEqual(['education:pos']));
});

describe('a title offered two ways in one course', () => {
	it('keeps its course: the other way names the same one', () =>
		expect(of('Graduação em Enfermagem, acrescido de certificado de Residência em Enfermagem em Nefrologia, reconhecido pelo MEC; ou de título de especialista em Enfermagem em Nefrologia, reconhecido pelo MEC.')).toEqual([
			'education:Enfermagem',
			'education:Enfermagem em Nefrologia'
		]));
});
