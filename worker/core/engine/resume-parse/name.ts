import { readHeading } from './sections';
import { findSkills } from '../skills/matcher';
import { orgScore, roleScore } from './roles';
import { readPlace } from './location';
import { isAllCaps, simplify, stripEmoji, titleCase } from './text';

// Letters after a name: degrees, licences and credentials ("Pat Sample, RN, BSN", "Derek Hollis, CPA").
const POST_NOMINALS = new Set(
	(
		'rn bsn msn lpn lvn cna aprn np fnp dnp crna ccrn cpa cma cia cfa cfp mba phd dphil md do dds dmd jd llm esq esquire ' +
		'pe eit pmp csm cspo shrm cp scp phr sphr mph msw lcsw lpc ms msc ma ba bs bsc beng meng med edd psyd pharmd ' +
		'cissp cisa cism ccna acca aca fca cpa-ca ra aia leed ap ' +
		// structural engineers; nursing specialty credentials; pharmacy, therapy and planning letters
		'se cen tcrn cpen pccn cmsrn ocn cnor cpn rnc cnm cnl cns rph bcps pac otr dpt slp rd rdn cfe ea cgma aicp frm drph scd ' +
		// therapy, social work and UK pharmacy letters ("Marcus Delgado, PT, DPT", "Seun Grant MPharm")
		'pt pta ot ota ocs scs atc cscs lmsw lmft bcba cpht rrt rdh mpharm ' +
		// HR, analysis, finance and supply-chain certifications written after a name ("Sarah Jenkins, SHRM-SCP")
		'gphr hrbp cbap ccba aac fmva cfm cscp cpim cpsm cmt caia cams cpp cppm itil safe pmi acp'
	).split(' ')
);

const MIXED_CASE = /^(?:PhD|Esq|MSc|BSc|MEng|BEng|EdD|PsyD|PharmD|DPhil|MEd|RPh|DrPH|ScD|MPharm)$/;

// Separators between a name and a headline on the same line ("Samuel Reyes — Backend Engineer").
const NAME_SPLIT = /\s+[—–|•·-]\s+|\s*\|\s*/;

/** A person's name without post-nominals, or null when the line is not one. */
export function readName(line: string): string | null {
	let text = stripEmoji(line)
		.replace(/^(?:name|nome)\s*:\s*/i, '')
		// A title before the name: "CURRÍCULO – WELLINGTON PRADO", "Resume: Ana Lima".
		.replace(/^(?:curr[ií]culo(?:\s+vitae)?|curriculum(?:\s+vitae)?|cv|resume|résumé)\s*[—–:|-]\s*(?=\p{L})/iu, '')
		// Honorifics are not part of the name a form asks for ("Dra. Ana Paula Ferreira").
		.replace(/^(?:dr|dra|prof|profa|mr|mrs|ms|miss|sr|sra|srta|eng|enga)\.?\s+(?=\p{Lu})/iu, '')
		// Pronouns after a name: "Ana Lima (she/her)", "Bia Souza (ela/dela)".
		.replace(/\s*\((?:she|he|they|ela|ele|elu)\/\w+(?:\/\w+)?\)\s*$/i, '')
		.trim();
	if (!text || /[@\d/\\:]|https?|www\./i.test(text)) return null;
	text = stripPostNominals(text);
	const words = text.split(/\s+/);
	if (words.length < 2 || words.length > 7 || text.length > 70) return null;
	// Every word is a capitalised name, an initial or a particle.
	const nameWord = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|d[aoe]s?|de|van|von|der|del|di|la|le|e)$/u;
	if (!words.every((word) => nameWord.test(word))) return null;
	// "Edson Pereira da Silva Junior", "João Souza Filho": a family suffix is no seniority ("Junior Analyst").
	const core = words.length >= 3 ? text.replace(/\s+(?:j[uú]nior|jr\.?|filho|neto|sobrinho)$/i, '') : text;
	if (readHeading(text) || roleScore(core) > 0 || orgScore(text) > 0) return null;
	// "Data Visualization", "Google Classroom": a skill written in capitals is not a person.
	// A middle initial is a person's ("Sarah M. Jenkins"), whatever tool the surname also names.
	const initial = words.length >= 3 && words.slice(1, -1).some((word) => /^\p{Lu}\.$/u.test(word));
	const skill = findSkills(text).reduce((sum, hit) => sum + hit.surface.length, 0);
	if (!initial && skill >= text.replace(/\s+/g, '').length / 2) return null;
	if (/\b(?:curriculum|vitae|resume|résumé|currículo)\b/i.test(text)) return null;
	if (CONTACT_LABEL.test(text)) return null;
	return isAllCaps(text) ? titleCase(text) : text;
}

export function stripPostNominals(value: string): string {
	let text = value.trim().replace(/,\s*$/, '');
	for (;;) {
		const m = /(?:,\s*|\s+)([A-Za-z.\-]{2,10})\.?$/.exec(text);
		if (!m || !isPostNominal(m[1])) break;
		text = text.slice(0, m.index).replace(/,\s*$/, '').trim();
	}
	// "ELIAS THORNE-VAUGHAN, PMP, SAP-PRIME": after a known credential, the other capitals set off by
	// commas are credentials too, even one Rumo does not know.
	const [name, ...after] = text.split(/\s*,\s*/);
	if (after.length && after.every((part) => /^[A-Z][A-Z0-9.\-/]{1,11}$/.test(part)) && after.some(isPostNominal)) return name;
	return text;
}

/** "CPA", "PhD", "SHRM-SCP", "PMI-ACP": credentials, not names ("Silva Ma" is a name). */
function isPostNominal(token: string): boolean {
	const acronym = token.replace(/[.\-]/g, '');
	// Post-nominals are capitals ("CPA") or the usual mixed spellings ("PhD").
	if (!(acronym === acronym.toUpperCase() || MIXED_CASE.test(acronym))) return false;
	const key = simplify(token).replace(/ /g, '');
	if (POST_NOMINALS.has(key)) return true;
	const parts = token.split('-').filter(Boolean);
	return parts.length > 1 && parts.every((part) => POST_NOMINALS.has(simplify(part).replace(/ /g, '')));
}

/**
 * A name spaced out letter by letter without its word gaps ("T O M Á S L I N D Q V I S T"), split
 * into words where the e-mail's local part breaks ("tomas.lindqvist" → "TOMÁS LINDQVIST"); null when
 * the line is not such a name or the address does not spell it.
 */
export function unspacedByEmail(line: string, emailLocal: string | null): string | null {
	const text = line.trim();
	if (!emailLocal || !/^\p{L}(?: \p{L}){3,}$/u.test(text)) return null;
	const letters = text.replace(/ /g, '');
	const parts = emailLocal.split(/[._-]+/).filter(Boolean);
	if (parts.length < 2 || simplify(parts.join('')) !== simplify(letters)) return null;
	const words: string[] = [];
	let at = 0;
	for (const part of parts) {
		words.push(letters.slice(at, at + part.length));
		at += part.length;
	}
	return words.join(' ');
}

export interface NameFound {
	name: string;
	/** Index in `lines` of the line that held the name. */
	at: number;
	/** What followed the name on its line ("Backend Engineer" in "Samuel Reyes — Backend Engineer"). */
	after: string;
}

/**
 * What the person's own addresses spell: the e-mail's local part and the handles of their profile
 * links, folded to letters ("rk.chen@…", "linkedin.com/in/alex-chen-dev" → "rkchen alexchendev").
 * A name a layout left ambiguous (one word, split over lines, found away from the header) is
 * accepted only when these spell part of it.
 */
export function nameHandles(email: string | null, links: string[]): string {
	const handles = [email?.split('@')[0] ?? ''];
	for (const url of links) {
		// Any LinkedIn, GitHub or GitLab host: "br.linkedin.com/in/…", a company's "gitlab.acme.com/…".
		const handle = /(?:\blinkedin(?:\.[\w-]+)+\/in|\bgithub(?:\.[\w-]+)+|\bgitlab(?:\.[\w-]+)+)\/\s*([^/?#\s]+)/i.exec(url)?.[1];
		if (handle) handles.push(handle);
	}
	return handles.map((handle) => simplify(handle).replace(/[^a-z]+/g, ' ').trim()).filter(Boolean).join(' ');
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A name whose word spaces a layout lost: letter-spaced type read back without its wider word gaps
 * ("MARIAEDUARDASILVA", "JoanaPrado"). Split at the changes of case, or where the words of the
 * person's own addresses ("maria.silva@…") begin and end; taken only when those words spell it.
 */
function ungluedName(line: string, handles: string): string | null {
	const token = stripEmoji(line).trim();
	if (!handles || !/^\p{L}{6,40}$/u.test(token)) return null;
	let words: string[] = [];
	if (/^(?:\p{Lu}\p{Ll}+){2,4}$/u.test(token)) words = token.match(/\p{Lu}\p{Ll}+/gu) ?? [];
	else if (token === token.toUpperCase() || token === token.toLowerCase()) words = cutByHandles(token, handles) ?? [];
	if (words.length < 2 || words.length > 4 || words.some((word) => word.length < 2)) return null;
	const name = readName(words.join(' '));
	return name && spelledBy(name, handles) ? name : null;
}

/** A run of letters in one case cut where the words of the person's addresses begin and end ("MONTEIROLACERDA" by "clacerda"). */
function cutByHandles(token: string, handles: string): string[] | null {
	const folded = fold(token);
	if (folded.length !== token.length) return null;
	const cuts = new Set<number>([0, token.length]);
	// An address often puts an initial or two before the surname ("clacerda", "jmsilva"): what
	// follows them is a word of the name too.
	const variants = handles.split(' ').flatMap((part) => [part, ...(part.length >= 6 ? [part.slice(1), part.slice(2)] : [])]);
	// Longest first; a shorter variant inside a word already found cuts nothing ("acerda" in "lacerda").
	const covered: [number, number][] = [];
	for (const word of variants.filter((part) => part.length >= 3).sort((a, b) => b.length - a.length)) {
		const at = folded.indexOf(word);
		if (at < 0 || covered.some(([from, to]) => at < to && at + word.length > from)) continue;
		covered.push([at, at + word.length]);
		cuts.add(at);
		cuts.add(at + word.length);
	}
	const sorted = [...cuts].sort((a, b) => a - b);
	return sorted.slice(1).map((end, i) => token.slice(sorted[i], end));
}

/** Whether the handles spell a word of the name (three letters or more). */
export function spelledBy(name: string, handles: string): boolean {
	if (!handles) return false;
	return simplify(name)
		.split(' ')
		.some((word) => word.length >= 3 && /^[a-z]+$/.test(word) && handles.includes(word));
}

/**
 * A name of one word ("BABU", "Venkatesh"), as many people write it, at the top of a resume: taken
 * only when the person's e-mail or profile link spells it, since one capitalised word is as often a
 * heading or a brand.
 */
function singleName(line: string, handles: string): string | null {
	const text = stripEmoji(line).replace(/^(?:name|nome)\s*:\s*/i, '').trim();
	if (!/^\p{L}{3,20}$/u.test(text) || !spelledBy(text, handles)) return null;
	if (readHeading(text) || roleScore(text) > 0 || orgScore(text) > 0 || findSkills(text).length > 0) return null;
	if (/^(?:curriculum|vitae|resume|résumé|currículo|curriculo|contact|contato|profile|perfil)$/i.test(text)) return null;
	return isAllCaps(text) || /^\p{Ll}/u.test(text) ? titleCase(text) : text;
}

/**
 * The person's name: the first header line that is a name and nothing else, else the first line
 * that starts with one ("Samuel Reyes — Backend Engineer"). Page headers repeat the name, often
 * in capitals; the first plain occurrence wins. `handles` (nameHandles) confirm the names a layout
 * leaves ambiguous: one word, or a name split over short lines.
 */
export function findName(lines: string[], limit = 12, handles = ''): NameFound | null {
	limit = Math.min(lines.length, limit);
	const found = firstName(lines, limit, handles);
	if (!found || !handles || spelledBy(found.name, handles)) return found;
	// A heading the reader could not tell from a name ("Core Expertise") came first: a candidate on
	// any line of the block that the person's e-mail or profile link spells is the name.
	const top = lines.findIndex((line) => line.trim() !== '');
	for (let i = 0; i < limit; i++) {
		const candidate = firstName(lines.slice(i), 1, handles);
		if (!candidate || !spelledBy(candidate.name, handles)) continue;
		// One word stands for a name only at the top of the block.
		if (!candidate.name.includes(' ') && i > top + 1) continue;
		return { ...candidate, at: i };
	}
	return found;
}

function firstName(lines: string[], limit: number, handles: string): NameFound | null {
	// A form says which line is the name: "Name / Surname | Mei Villanueva" (Europass), "Nome: Ana Lima".
	for (let i = 0; i < limit; i++) {
		const labelled = NAME_LABEL.exec(lines[i].trim());
		const name = labelled ? (readName(labelled[1]) ?? singleName(labelled[1], handles)) : null;
		if (name) return { name, at: i, after: '' };
	}
	const first = lines.findIndex((line) => line.trim() !== '');
	for (let i = 0; i < limit; i++) {
		// A name in capitals set large wraps: "PRIYA LYNN" / "PEMBERTON", "FRANCISCA" / "CORREIA".
		const wrapped = wrappedCapitals(lines, i, handles) ?? wrappedConfirmed(lines, i, handles);
		if (wrapped) return { name: wrapped, at: i, after: '' };
		const unglued = i === first || i === first + 1 ? ungluedName(lines[i], handles) : null;
		if (unglued) return { name: unglued, at: i, after: '' };
		// One word the e-mail spells, as the block's first line ("CHANDRA" above the headline).
		const single = i === first || i === first + 1 ? singleName(lines[i], handles) : null;
		if (single) return { name: single, at: i, after: '' };
		const name = readName(lines[i]);
		if (!name) continue;
		// A page header in capitals, then the name as written: "DEREK HOLLIS" then "Derek McHollis".
		if (isAllCaps(lines[i])) {
			for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
				const again = readName(lines[j]);
				if (again && !isAllCaps(lines[j]) && again.toLowerCase() === name.toLowerCase()) return { name: again, at: i, after: '' };
			}
		}
		return { name, at: i, after: '' };
	}
	for (let i = 0; i < limit; i++) {
		// "Recife – PE" holds a separator too, but it is a place.
		if (readPlace(lines[i], 'en') || readPlace(lines[i], 'pt')) continue;
		const [first, ...rest] = lines[i].split(NAME_SPLIT);
		if (rest.length === 0) continue;
		const name = readName(first);
		if (name) return { name, at: i, after: rest.join(' | ').trim() };
		// "Madison, WI | Keisha Whitfield", "916-555-0198 | Emily J. Mbeki": an address or a phone set
		// at the left of the name's line (moderncv, a header of three columns).
		const cells = lines[i].split(/\s*[|\t]\s*/);
		const beside = cells.length === 2 && (readPlace(cells[0], 'en') || readPlace(cells[0], 'pt') || CONTACT_ITEM.test(cells[0]));
		const last = beside ? readName(cells[1]) : null;
		if (last) return { name: last, at: i, after: '' };
	}
	// "Ana Ribeiro ☎ +351 912 000 345 ✉ ana@example.com": a LaTeX header puts the contact items on
	// the name's line, behind icons or none. "Marcus R. Williams	⌖ Chicago, IL": or in a second column.
	for (let i = 0; i < limit; i++) {
		const lead = CONTACT_AFTER_NAME.exec(lines[i]);
		const name = lead ? readName(lead[1]) : lines[i].includes('\t') ? readName(lines[i].split('\t')[0]) : null;
		if (name) return { name, at: i, after: '' };
	}
	return null;
}

/**
 * A name a narrow box split one word a line ("Alexandra" / "Chen"), joined when the person's e-mail
 * or profile link spells part of it; null otherwise.
 */
function wrappedConfirmed(lines: string[], at: number, handles: string): string | null {
	const word = (line: string | undefined) => stripEmoji(line ?? '').trim();
	// "Alexandra", "Ana Beatriz", "Rita de Cássia": a first name or two, particles allowed.
	if (!handles || !/^\p{Lu}\p{Ll}+(?: (?:(?:d[aeo]s?|e) )?\p{Lu}\p{Ll}+)?$/u.test(word(lines[at]))) return null;
	let joined = word(lines[at]);
	let skipped = false;
	for (let j = at + 1; j < Math.min(lines.length, at + 3); j++) {
		const next = withoutInitials(word(lines[j]), `${joined} ${word(lines[j])}`);
		// A header of three columns puts a side column's line between: "Fernanda" / "Recife - PE" / "Gonçalves".
		const aside = readPlace(next, 'pt') || readPlace(next, 'en') || CONTACT_ITEM.test(next);
		const after = word(lines[j + 1]);
		if (aside && !skipped && /^\p{Lu}[\p{Ll}'’-]+$/u.test(after) && spelledBy(after, handles)) {
			skipped = true;
			continue;
		}
		// One word a line: "Alexandra" / "Chen", the word joined only when the address spells it too
		// (never a headline under a whole name: "Jack Sparrow" / "Captain").
		if (NAME_WORD.test(next) && roleScore(next) === 0 && (!joined.includes(' ') || spelledBy(next, handles))) joined = `${joined} ${next}`;
		else if (NAME_WORD.test(next)) break;
		else {
			// The rest of the name opens the next line, the headline beside it: "Mariana" above
			// "Cavalcanti Magalhães | Analista de Dados", "Ana Beatriz" above "de Souza | Analista".
			const lead = next.split(NAME_SPLIT)[0].trim();
			// "Renato Lacerda" above "Fortaleza – CE" is a name above its city.
			// The rest of the name alone on the line ("Grace" above "Lynn Pemberton") is taken the same way.
			if (!SURNAMES.test(lead) || readPlace(next, 'pt') || readPlace(next, 'en')) break;
			// The address must spell the words this line adds, not only the first name above them.
			const name = spelledBy(lead, handles) ? readName(`${joined} ${lead}`) : null;
			return name && spelledBy(name, handles) ? name : null;
		}
		const name = readName(joined);
		if (name && spelledBy(name, handles)) return name;
	}
	return null;
}

// One capitalised word of a name, "McAllister", "MacLeod" and "O’Brien" among them.
const NAME_WORD = /^(?:Ma?c|[OD]['’])?\p{Lu}[\p{Ll}'’-]+$/u;

// A phone number or an e-mail address and nothing else.
const CONTACT_ITEM = /^(?:\+?\(?\d[\d\s().-]{6,}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$/;

// One to three surnames, particles allowed: "Cavalcanti Magalhães", "de Souza", "dos Santos Lima".
const SURNAMES = /^(?:(?:d[aeo]s?|van|von|del?|di)\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+(?:(?:d[aeo]s?|e)\s+)?\p{Lu}[\p{Ll}'’-]+){0,2}$/u;

/**
 * A monogram set beside the name's lines ("DANIEL" / "DM  MCALLISTER"): a cell of the initials of
 * the name's other words is a picture of the name, not a part of it.
 */
function withoutInitials(line: string, around: string): string {
	const cells = line.split(/\t|\s+\|\s+/);
	if (cells.length < 2) return line;
	const initials = (text: string) => text.split(/\s+/).filter((word) => /^\p{L}/u.test(word)).map((word) => word[0].toUpperCase()).join('');
	const kept = cells.filter((cell) => {
		const monogram = cell.trim();
		if (!/^\p{Lu}{2,3}$/u.test(monogram)) return true;
		const others = around.replace(/\t|\s+\|\s+/g, ' ').split(/\s+/).filter((word) => word && word !== monogram);
		// Every word's initial, or the first and the last name's ("AL" for Ana Beatriz Lima).
		const ends = others.length > 2 ? [others[0], others[others.length - 1]] : others;
		return initials(others.join(' ')) !== monogram && initials(ends.join(' ')) !== monogram;
	});
	return kept.join(' | ').trim();
}

/** A name in capitals that a large type wrapped over two or three lines, joined; null otherwise. */
function wrappedCapitals(lines: string[], at: number, handles = ''): string | null {
	const words = (line: string | undefined) => (line ?? '').trim().split(/\s+/).filter(Boolean);
	// Letter-spaced capitals read back without their word gap ("MONTEIROLACERDA"), cut where the
	// person's address spells a word of it.
	const unglue = (line: string) =>
		line.trim().replace(/\p{Lu}{8,}/gu, (word) => {
			const parts = handles ? cutByHandles(word, handles) : null;
			return parts && parts.length >= 2 && parts.every((part) => part.length >= 2) ? parts.join(' ') : word;
		});
	const first = unglue(lines[at] ?? '');
	if (!isAllCaps(first) || words(first).length > 3) return null;
	let joined = first;
	let best: string | null = null;
	for (let j = at + 1; j < Math.min(lines.length, at + 3); j++) {
		const unglued = unglue(lines[j]);
		const next = withoutInitials(unglued, `${joined} ${unglued}`);
		if (!next || !isAllCaps(next) || words(next).length > 3 || readHeading(next)) break;
		joined = `${joined} ${next}`;
		const name = readName(joined);
		if (!name || words(joined).length > 5) break;
		best = name;
	}
	return best;
}

const NAME_LABEL =
	/^(?:name\s*\/\s*surname|surname\(?s?\)?\s*\/\s*first name\(?s?\)?|first name\(?s?\)?\s*\/\s*surname\(?s?\)?|full name|name|nome\(?s?\)?(?:\s+pr[oó]prio\(?s?\)?)?\s*\/\s*(?:apelido|sobrenome)\(?s?\)?|nome completo|nome)\s*(?::|\|)\s*(.+)$/i;

// The labels of a form's contact rows: never a person's name, however they are capitalised.
const CONTACT_LABEL = /\b(?:e-?mail|telephone|telefone|phone|mobile|celular|telem[oó]vel|address|endere[cç]o|morada|nationality|nacionalidade|personal|pessoal|information|informa[cç][aã]o|date of birth|data de nascimento|gender|sexo)\b/i;

// A name, then (after icons or spaces) a phone, an e-mail or a link.
const CONTACT_AFTER_NAME = /^(.+?)[\s\p{So}#]+(?=\+?\(?\d[\d\s().–-]{6,}\d|[\w.+-]+@|https?:|www\.|linkedin\.com)/u;
