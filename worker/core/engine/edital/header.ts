import { datesIn } from './dates';
import { fold } from './lines';
import type { Line } from './types';

/** The boards that run most concursos, by the names their editais use (full name or acronym). */
const BOARDS: [string, RegExp][] = [
	['Cebraspe', /\bcebraspe\b|centro brasileiro de pesquisa em avalia/],
	// Cebraspe's name before 2014, as the editais of those years write it: the board is named as the edital names it.
	['CESPE/UnB', /\bcespe\b|centro de selecao e de promocao de eventos/],
	['FGV', /\bfgv\b|fundacao getulio vargas/],
	['Vunesp', /\bvunesp\b|fundacao para o vestibular da universidade estadual paulista/],
	['Cesgranrio', /\bcesgranrio\b/],
	['FCC', /\bfcc\b|fundacao carlos chagas/],
	['Quadrix', /\bquadrix\b/],
	['IBFC', /\bibfc\b|instituto brasileiro de formacao e capacitacao/],
	['Consulplan', /\bconsulplan\b/],
	['IADES', /\biades\b|instituto americano de desenvolvimento/],
	['Instituto AOCP', /\baocp\b/],
	['Fundatec', /\bfundatec\b/],
	['IDECAN', /\bidecan\b/],
	['Instituto Access', /instituto access\b/],
	['FUNDEP', /\bfundep\b/],
	['IBADE', /\bibade\b/],
	['Objetiva Concursos', /objetiva concursos/],
	['FEPESE', /\bfepese\b/],
	['COMPERVE', /\bcomperve\b/],
	['Avança SP', /avanca sp\b/],
	['Instituto Selecon', /\bselecon\b/],
	['Fundação La Salle', /fundacao la salle/],
	['IBAM', /\bibam\b/],
	['Legalle', /\blegalle\b/],
	['IDIB', /\bidib\b|instituto de desenvolvimento institucional brasileiro/],
	['FURB', /\bfurb\b|fundacao universidade regional de blumenau/],
	['Instituto Verbena', /instituto verbena/],
	['INEPAM', /\binepam\b/],
	['Consulpam', /\bconsulpam\b/],
	['IBGP', /\bibgp\b|instituto brasileiro de gestao e pesquisa/],
	['FAFIPA', /\bfafipa\b/],
	['FAUEL', /\bfauel\b/],
	['NUCEPE', /\bnucepe\b/],
	['IGEDUC', /\bigeduc\b/],
	['Instituto Mais', /\binstituto mais\b/],
	['FUNCERN', /\bfuncern\b/],
	['Fundação Dom Cintra', /fundacao dom cintra/],
	['IPEFAE', /\bipefae\b/],
	['IDCAP', /\bidcap\b|instituto de desenvolvimento e capacitacao/],
	['COSEAC', /\bcoseac\b/],
	['ESAF', /\besaf\b|escola de administracao fazendaria/],
	['NC/UFPR', /\bnc\s*\/\s*ufpr\b|nucleo de concursos da (?:ufpr|universidade federal do parana)/]
];

/** The kinds of public body that open concursos, each up to the end of its name. */
const ORGAN = new RegExp(
	`\\b(${[
		"(?:prefeitura|c[aâ]mara) municipal d[eo] [\\p{L}' -]+",
		'departamento (?:de|d[ao]s?) [\\p{L} -]+',
		"prefeitura de [\\p{L}' -]+",
		// A company by its legal form: "PETRÓLEO BRASILEIRO S.A.", "BANCO DO BRASIL S/A".
		'(?:[\\p{L}-]+ ){1,9}s(?:\\.\\s?a\\.?|\\/a)(?=[\\s,(–—-]|$)',
		'escola [\\p{L} -]+',
		'ex[eé]rcito brasileiro',
		'marinha do brasil',
		'for[cç]a a[eé]rea brasileira',
		'comando d[aeo] [\\p{L} -]+',
		'corpo de bombeiros militar [\\p{L} -]+',
		"munic[ií]pio de [\\p{L}' -]+",
		'secretaria (?:de estado |municipal |estadual )?d[aeo]s? [\\p{L} ,-]+',
		'tribunal [\\p{L}\\dª -]+',
		'assembleia legislativa [\\p{L} -]+',
		'governo d[oa] (?:estado|distrito) [\\p{L} -]+',
		'senado federal',
		'c[aâ]mara dos deputados',
		'pol[ií]cia (?:militar|civil|federal|rodovi[aá]ria federal|penal|cient[ií]fica)[\\p{L} -]*',
		'universidade [\\p{L} -]+',
		'instituto federal (?:de educa[cç][aã]o, ci[eê]ncia e tecnologia )?[\\p{L} -]+',
		'conselho (?:regional|federal) [\\p{L} -]+',
		'minist[eé]rio (?:p[uú]blico )?[\\p{L} -]+',
		'ag[eê]ncia nacional [\\p{L} -]+',
		'defensoria p[uú]blica [\\p{L} -]+',
		'hospital [\\p{L} -]+',
		'empresa brasileira [\\p{L} -]+',
		'banco (?:d[oa]s?|nacional|central|regional|estadual) [\\p{L} -]+',
		// "COMISSÃO DE VALORES MOBILIÁRIOS"; never the concurso's own committee.
		// Nor "COMISSÃO DO XV CONCURSO PÚBLICO …", "Comissão do Processo Seletivo": the concurso's committee inside its body.
		'comiss[aã]o (?!organizadora|especial|examinadora|coordenadora|d[eo] (?:[ivxlc]+ |\\d+[ºo°]? )?(?:concurso|processo|sele))(?:de|d[ao]s?|nacional) [\\p{L} -]+',
		'caixa econ[oô]mica federal',
		'companhia [\\p{L} -]+',
		'empresa (?:municipal|estadual|p[uú]blica|de) [\\p{L} -]+',
		'funda[cç][aã]o [\\p{L} -]+',
		'autarquia [\\p{L} -]+',
		'servi[cç]o aut[oô]nomo [\\p{L} -]+'
	].join('|')})`,
	'iu'
);

const ADMINISTRATION =
	/^(?:secretaria (?:de estado |municipal |estadual )?d[aeo]s? (?:administracao|planejamento|gestao|recursos humanos)|(?:departamento|diretoria|coordenacao|gerencia|superintendencia) d[aeo]s? (?:gestao de pessoas|recursos humanos|pessoal)\b)/;

/** Where a body's name ends in the sentence that opens the edital. */
const STOP = new RegExp(
	// "Instituto Federal de Educação, Ciência e Tecnologia de …": the comma inside the federal institutes' name.
	`\\s*(?:,(?!\\s*ci[eê]ncia e tecnologia\\b)|\\s[-–—]\\s|${[
		...['torna', 'no uso', 'por meio', 'atrav[eé]s', 'por interm[eé]dio', 'mediante', 'de acordo'],
		...['considerando', 'nos termos', 'faz saber', 'realizar[aá]', 'com sede', 'CNPJ']
	]
		.map((w) => `\\b${w}\\b`)
		.join('|')}).*$`,
	'iu'
);

/** A name as written, its spaces made one; a name in capitals ends where the sentence goes on in small letters ("O GOVERNO
 * DO ESTADO DA PARAÍBA em cumprimento …"). */
const titleCase = (text: string) => {
	const name = text.replace(/\s+/g, ' ').trim();
	const caps = /^\p{Lu}[\p{Lu}\p{M}'-]*(?:\s+(?:\p{Lu}[\p{Lu}\p{M}ªº'-]*|\d+ª?))+(?=\s+\p{Ll}{2,}\b(?<!\b(?:de|da|do|das|dos|e)\b)\s)/u.exec(name);
	return caps ? caps[0] : name;
};

/** "EDITAL Nº 1 – SES/PL", "EDITAL DE ABERTURA DE INSCRIÇÕES Nº 03/2026", "EDITAL NORMATIVO Nº 1". */
const NUMBER = new RegExp(
	// Any title words between "EDITAL" and "Nº" ("EDITAL NORMATIVO DO CONCURSO PÚBLICO Nº 10/2022"), no digits among them.
	'\\bedital\\b(?:\\s+[^\\d\\s]+){0,8}?' +
		// A suffix ("– SES/PL") is letters; "- DE 09 DE SETEMBRO" is the date's start.
		'\\s*(?:n[º°o.]*|n\\.?\\s*º|número)\\s*([0-9][\\w./]*(?:\\s*[-–]\\s*(?!DE\\s+\\d)[A-Z][A-Z/]+(?:[-/][A-Z]+)*(?![\\p{L}]))?)',
	'iu'
);

/** "Goiânia, 11 de dezembro de 2025.", "São José – SC, em 3 de março de 2026", "Em 28 de novembro de 2019": the day the act was signed, alone on its line. */
/** A date written in words: "11 de dezembro de 2025", "1º de abril de 2026". */
const LONG_DATE = '(\\d{1,2}(?:º|°|o)?\\s+de\\s+\\p{L}+\\s+de\\s+\\d{4})';
// The state after the place's name: "Biguaçu/SC", "Joinville - SC", "Cascavel (PR)".
const SIGNED = new RegExp(`^(?:\\p{Lu}[\\p{L}' ]{1,40}(?:\\s*[-–/]\\s*\\p{Lu}{2}|\\s*\\(\\p{Lu}{2}\\))?,\\s*(?:em\\s+)?|Em\\s+)${LONG_DATE}\\.?$`, 'u');

/** The sentence that says who runs the concurso, over two lines at most, and the name it gives: its acronym, else its short name. */
function runBy(lines: readonly Line[]): string | null {
	for (const [at, line] of lines.entries()) {
		const text = `${line.text} ${lines[at + 1]?.text ?? ''}`;
		// "… executado pelo Instituto …", "… sob a responsabilidade da empresa Public Job …", "… com execução pela FADE/UFPE".
		const m =
			/\b(?:(?:executad|realizad|organizad|conduzid)[oa]|execu[cç][aã]o)\s+(?:sob a responsabilidade\s+)?(?:pel[oa]|d[oa])\s+(?:empresa\s+)?((?:Instituto|Funda[cç][aã]o|Comiss[aã]o|Coordena[cç][aã]o|N[uú]cleo|Centro|Empresa)\b.*|\p{Lu}[\p{L}]+\s+\p{Lu}[\p{L}]+.*(?:Ltda|S\/?A|Eireli)\b.*|\p{Lu}{3,}(?:\/\p{Lu}{2,})?(?=[\s.,;]|$).*)/u.exec(
				text
			);
		// Said of the concurso ("O Concurso Público … será executado pelo …"), not of a step of it ("O Programa de Formação …").
		if (!m || m.index >= line.text.length || !/\b(?:concurso|certame|processo seletivo|sele[cç][aã]o p[uú]blica)\b/iu.test(`${lines[at - 2]?.text ?? ''} ${lines[at - 1]?.text ?? ''} ${text.slice(0, m.index)}`)) continue;
		// The name runs to where the sentence goes on to the board's seat or its site.
		const name = m[1].split(/,\s*(?:com sede|situad|localizad|inscrit|CNPJ|doravante|designad|institu[ií]d|nomead|constitu[ií]d)|;|\.(?:\s|$)|\s+(?:com sede|sob a|que\s)/u)[0].slice(0, 160);
		const acronym = /\(([\p{Lu}][\p{L}/-]{2,24})\)/u.exec(name);
		if (acronym) return acronym[1];
		// "Instituto de Estudos, … - Instituto Fucap": the short name after a dash; a name of a few words as it is.
		const short = /\s[-–]\s((?:Instituto|Funda[cç][aã]o)\s\p{Lu}[\p{L}-]+)\s*$/u.exec(name.trim());
		if (short) return short[1];
		// "FEVRE - Fundação Educacional de Volta Redonda, nos termos …": the acronym before its name.
		const leading = /^(\p{Lu}{3,}(?:\/\p{Lu}{2,})?)\s[-–]\s(?:Instituto|Funda[cç][aã]o|Comiss[aã]o|Centro|Empresa|Associa[cç][aã]o)\b/u.exec(name.trim());
		if (leading) return leading[1];
		// "Fundação Universitária de Desenvolvimento do Oeste - FUNDESTE": the acronym after a dash.
		const dashed = /\s[-–]\s(\p{Lu}[\p{Lu}\d/-]{2,24})\s*$/u.exec(name.trim());
		if (dashed) return dashed[1];
		return !name.includes(',') && name.trim().split(' ').length <= 6 ? name.trim() : null;
	}
	return null;
}

// "EDITAL DE ABERTURA DE 10 DE FEVEREIRO DE 2026": the edital's kind may stand before its date.
const TITLE_DATE = new RegExp(`^EDITAL(?:\\s+DE\\s+(?:ABERTURA|CONVOCA[CÇ][AÃ]O))?\\s+DE\\s+${LONG_DATE}\\b`, 'iu');
const DATE_ALONE = new RegExp(`^${LONG_DATE}\\.?$`, 'u');
/** "PORTARIA DIRENS Nº 324/DCR, DE 7 DE FEVEREIRO DE 2023.": an act's heading, its number and its date. */
const OPENING_ACT = new RegExp(`^PORTARIA\\b[^,]{0,40}?\\bN[º°O.]*\\s*(\\d[\\w./-]*),?\\s+DE\\s+${LONG_DATE}\\.?$`, 'iu');

/** Organs an edital names with their acronym that a letterhead's list leaves out: institutes, agencies, companies. */
const TITLE_ORGAN = '((?:instituto|ag[eê]ncia|companhia|empresa|superintend[eê]ncia|autarquia|conselho|servi[cç]o)\\s[\\p{L} ,-]{3,140})';

/** The organ a concurso's title says it staffs: "… DO QUADRO DE PESSOAL DA SECRETARIA DE ESTADO DA SAÚDE – SES/GO". */
function staffOf(top: readonly Line[]): string | null {
	const text = top
		.slice(0, 30)
		.map((line) => line.text)
		.join(' ');
	const m = /\bquadro (?:de pessoal|permanente(?: de pessoal)?) d[ao]s? ((?:secretaria|minist[eé]rio|instituto|funda[cç][aã]o|ag[eê]ncia|departamento|tribunal|universidade|companhia|autarquia)\b[^–—.,;(]{3,80}?)\s*(?:[–—.,;(]|\s-\s|$)/iu.exec(text);
	return m ? titleCase(m[1].trim()) : null;
}

/** The organ named with an acronym of the edital's title or number, "Secretaria … (SESAU/AL)", in the first pages' text. */
function organOfTitle(lines: readonly Line[], number: string | null): string | null {
	const title = lines.slice(0, 120).find((line) => /^edital\b/i.test(line.text))?.text ?? '';
	// An acronym may mix cases ("ICMBio"): capitals first, three letters or more.
	const acronyms = new Set(
		[...`${title} ${number ?? ''}`.matchAll(/(?<![\p{L}])\p{Lu}{2,}\p{Ll}*\p{Lu}*(?![\p{L}])/gu)]
			.map((m) => m[0])
			.filter((word) => word.length >= 3 && !/^(?:EDITAL|CONCURSO|PROCESSO|ABERTURA|RETIFICA\p{Lu}*)$/u.test(word))
	);
	const text = lines
		.slice(0, 120)
		.map((line) => line.text)
		.join(' ');
	for (const acronym of acronyms)
		for (const mark of text.matchAll(new RegExp(`(?:\\(\\s*|\\s[-–]\\s*)${acronym}(?![\\p{L}])`, 'gu'))) {
			const before = text.slice(Math.max(0, mark.index - 160), mark.index);
			const named = [...before.matchAll(new RegExp(`${ORGAN.source}|${TITLE_ORGAN}`, 'giu'))].at(-1);
			if (!named || named.index + named[0].length < before.trimEnd().length - 1) continue;
			const name = titleCase((named[1] ?? named[2]).replace(STOP, ''));
			if (name.split(' ').length >= 3 && !/^(?:governo|ministerio) d/.test(fold(name))) return name;
		}
	return null;
}

/** The kind of act a title names after its number, never part of the number: "CONCURSO PÚBLICO", "PROCESSO SELETIVO", "RETIFICAÇÃO". */
const ACT_KIND = '(?:CONCURSO|PROCESSO|SELE[CÇ][AÃ]O|ABERTURA|RETIFICA)\\p{Lu}*';

/** The body, board, number and date of an edital, read from its first page or so. */
export function header(lines: readonly Line[]): { body: string | null; board: string | null; number: string | null; date: string | null; review: string[] } {
	const top = lines.slice(0, 120);
	const review: string[] = [];
	// A letterhead goes from the general to the specific ("GOVERNO DO ESTADO", "POLÍCIA CIVIL DO ESTADO"):
	// the body is the last organ of the first run of them, before the edital's own title.
	// A name that is a board's ("Fundação Getulio Vargas") is the board, never the body. A letterhead line starts with the
	// organ; only when there is none does a sentence that names one ("O Presidente do Conselho … torna pública") decide.
	const organ = (text: string, leading: boolean) => {
		// A letterhead may put the organ's acronym first ("FMS – FUNDAÇÃO MUNICIPAL DE SAÚDE DE NITERÓI").
		const acronym = leading ? (/^\p{Lu}{2,10}\s*[-–]\s*/u.exec(text)?.[0].length ?? 0) : 0;
		const m = ORGAN.exec(text.slice(acronym));
		if (!m || (leading && m.index > 2)) return null;
		const name = titleCase(m[1].replace(STOP, ''));
		// A name of one or two words is a fragment ("Secretaria Municipal"), but for the Senate's.
		const whole = name.split(' ').length >= 3 || fold(name) === 'senado federal';
		return whole && !BOARDS.some(([, test]) => test.test(fold(name))) ? name : null;
	};
	const letterhead = (text: string) => !/\p{Ll}/u.test(text) && !/^(?:EDITAL|CONCURSO|PROCESSO|SELE[CÇ][AÃ]O)\b/u.test(text) && text.split(/\s+/).length <= 10;
	let body: string | null = null;
	let bodyAt = -1;
	for (const [at, line] of top.entries()) {
		if (/^(?:anexo|\d)/i.test(line.text)) continue;
		const name = organ(line.text, true);
		// The secretariat that runs concursos for a whole government (administration, planning, people) is not the
		// employer: a prefeitura or governo above it in the letterhead is; nor is the employer's own people department
		// ("BANCO CENTRAL DO BRASIL" / "DEPARTAMENTO DE GESTÃO DE PESSOAS").
		if (name && !(body && ADMINISTRATION.test(fold(name)))) [body, bodyAt] = [name, at];
		// A short organ between two ("EXÉRCITO BRASILEIRO" between the ministry and the school) keeps the run going.
		// So does a line that only gives the organ above its acronym ("(SEPLAG/AL)"), or another short line of the
		// letterhead in capitals ("PROGRAD – PRÓ-REITORIA DE GRADUAÇÃO"), up to the edital's own title.
		else if (body && !(ORGAN.exec(line.text)?.index === 0) && !/^\([\p{Lu}\d/ -]+\)$/u.test(line.text) && !letterhead(line.text)) break;
	}
	// An edital printed in a Diário Oficial after other acts: its own letterhead stands right over its title ("PREFEITURA
	// MUNICIPAL DO SALVADOR – BA" / "EDITAL Nº 01/2024"), far below the organs the acts above it name.
	const title = top.findIndex((line) => /^EDITAL\b/iu.test(line.text) && NUMBER.test(line.text));
	if (title > 0 && bodyAt < title - 8)
		for (let at = title - 1; at >= Math.max(0, title - 4); at--) {
			const name = organ(top[at].text, true);
			if (name) {
				body = name;
				break;
			}
		}
	for (const line of body ? [] : top) {
		if (/^(?:anexo|\d)/i.test(line.text)) continue;
		body = organ(line.text, false);
		if (body) break;
	}
	if (!body) review.push('body');

	// The board: named where the edital says who runs it; else the first board named anywhere near the top.
	let board: string | null = null;
	const scan = lines.slice(0, 400);
	const running = scan.filter((line) => /execu|organiza|realizad|responsabilidade|banca|coordena/.test(fold(line.text)));
	for (const pool of [running, scan]) {
		for (const line of pool) {
			const folded = fold(line.text);
			const hit = BOARDS.find(([, test]) => test.test(folded));
			if (hit) {
				board = hit[0];
				break;
			}
		}
		if (board) break;
	}
	// A board not in the list, named where the edital says who runs it: "… será realizado pela Comissão Permanente do
	// Vestibular da UFMG (Copeve/UFMG)", "… executado pelo Instituto de Estudos, Pesquisa e Projetos - Instituto Fucap, com sede …".
	if (!board) board = runBy(scan);
	// Or as boards name themselves ("SELETRIX CONCURSOS").
	if (!board)
		for (const line of running) {
			const named = /\b(\p{Lu}{3,})\s+CONCURSOS\b/u.exec(line.text);
			if (named && !/^(?:DOS?|DAS?|PARA|PUBLICOS?|PÚBLICOS?)$/u.test(named[1])) {
				board = named[1][0] + named[1].slice(1).toLowerCase();
				break;
			}
		}
	if (!board) review.push('board');

	let number: string | null = null;
	let date: string | null = null;
	for (const line of top) {
		// "EDITAL 02/2024, 08 DE MAIO DE 2024": a number with its year needs no "nº".
		const m = NUMBER.exec(line.text) ?? /\bedital\s+(\d{1,4}\/\d{2,4})\b/iu.exec(line.text);
		// "EDITAL SEI Nº 26929151/2025": the number of the document in the electronic records system, not the edital's.
		if (!m || /\bSEI\s+N/u.test(line.text.slice(0, m.index + 12))) continue;
		// The number's tail as the title writes it ("1 – PETROBRAS/PSP RH 2021", "01/25 S CONC ADMS", "01 - 2022/001 BB"):
		// short capital or numeric tokens up to the comma before its date or the line's end, never a word of the title.
		// A part after a dash may be a longer word in capitals ("3 – EBSERH – ÁREA ASSISTENCIAL"), never the kind of act.
		const tail = new RegExp(
			`^((?:(?:\\s*[-–])?\\s+(?!(?:DE|DA|DO|DAS|DOS|PARA|E|A|O|EM|NO|NA|COM|POR)(?![\\p{L}\\d]))` +
				`(?:[A-Z0-9][A-Z0-9.]{0,8}|[A-Z0-9]+\\/[A-Z0-9/]*|(?<=[-–]\\s*(?:\\p{Lu}+\\s+)?)(?!${ACT_KIND})\\p{Lu}{2,16})` +
				`(?=[\\s,]|$)){1,4})(?=\\s*(?:,|$))`,
			'u'
		).exec(
			line.text.slice(m.index + m[0].length)
		);
		// A dash part in small letters is the title's words ("002/2021 – Prefeitura de Manaus"), not the number's.
		// Nor is the kind of act ("02/2024 – CONCURSO PÚBLICO").
		const own = m[1].replace(/\s*[-–]\s*\p{L}*\p{Ll}[\p{L}/]*$/u, '').replace(new RegExp(`\\s*[-–]\\s*${ACT_KIND}.*$`, 'u'), '');
		number = `${own}${tail ? tail[1] : ''}`.replace(/\s*[-–]\s*/, ' – ').replace(/[.,]$/, '');
		const after = line.text.slice(m.index + m[0].length + (tail ? tail[1].length : 0));
		date = datesIn(after)[0] ?? null;
		break;
	}
	// No edital's title: the act that opens the document is its number and date ("PORTARIA DIRENS Nº 324/DCR, DE 7 DE FEVEREIRO DE
	// 2023." approving a military exam's instructions), written in capitals as a heading, never one cited in a sentence.
	if (!number)
		for (const line of top) {
			const act = OPENING_ACT.exec(line.text);
			if (!act || /\p{Ll}{3}/u.test(line.text.replace(/\bn[º°o]/giu, ''))) continue;
			number = act[1].replace(/[.,]$/, '');
			date = datesIn(act[2])[0] ?? null;
			break;
		}
	if (!number) review.push('number');
	// A title with a date and no number ("EDITAL DE 06 DE DEZEMBRO DE 2024") dates the edital.
	if (!date)
		for (const line of top) {
			const titled = TITLE_DATE.exec(line.text);
			date = titled ? (datesIn(titled[1])[0] ?? null) : null;
			if (date) break;
		}
	// No date beside the number: the edital's date is where it is signed ("Biguaçu, 27 de junho de 2025."), at the
	// end of its body, before the annexes: the first place-and-date line of the document.
	if (!date)
		for (const line of lines) {
			const signed = SIGNED.exec(line.text);
			if (signed) {
				date = datesIn(signed[1])[0] ?? null;
				if (date) break;
			}
		}
	// Signed with no place: a date alone on its line over the signer's name ("03 de julho de 2026." / "Fulano de Tal"), or
	// the stamp of an electronic signature ("Documento assinado eletronicamente por …, Reitora, em 23/12/2025, às 16:37").
	if (!date)
		for (const [at, line] of lines.entries()) {
			const alone = DATE_ALONE.exec(line.text);
			const signer = alone ? lines.slice(at + 1, at + 3).find((next) => next.page === line.page && next.text.trim()) : undefined;
			const stamp = alone ? null : /\bassinado eletronicamente por\b.*?,\s*em\s+(\d{2}\/\d{2}\/\d{4})/iu.exec(line.text);
			date = alone && signer && /^\p{Lu}[\p{L}' .-]+$/u.test(signer.text) ? (datesIn(alone[1])[0] ?? null) : stamp ? (datesIn(stamp[1])[0] ?? null) : null;
			if (date) break;
		}
	// A whole government or ministry in the letterhead ("GOVERNO DO ESTADO DE ALAGOAS", "MINISTÉRIO DO MEIO AMBIENTE") is
	// no employer: the organ whose acronym the edital's title carries ("EDITAL Nº 1 – SESAU/AL", "EDITAL Nº 1 – ICMBio"),
	// named with that acronym in the text ("… da Secretaria de Estado da Saúde de Alagoas (SESAU/AL)"), is.
	// Or the organ whose staff the concurso is for, in its title ("CONCURSO PÚBLICO PARA PROVIMENTO DO QUADRO DE PESSOAL DA
	// SECRETARIA DE" / "ESTADO DA SAÚDE – SES/GO.").
	if (body && /^(?:governo|ministerio) d/.test(fold(body))) body = organOfTitle(lines, number) ?? staffOf(top) ?? body;
	return { body, board, number, date, review };
}
