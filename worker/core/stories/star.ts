import { checkClaims, type ClaimSupport } from '../engine/grounding/claims';
import { namedSkills } from '../engine/skills/matcher';
import { foldText } from '../engine/text/normalize';
import { STAR_PARTS, type QuoteSource, type StarPartName, type StarParts, type StoryLanguage } from './schema';

/*
 * A STAR skeleton from the person's own lines (issue 30). Each part is a quote of one line the
 * person wrote — a resume line or a confirmed profile item's words — or empty with a prompt: never
 * a guess. The action is the line that shows the requirement; the situation is the role (or item)
 * it belongs to; the task and the result are lines of that same role that say so, or the part of
 * the action's own line after "reducing…", "resultando em…". A part's `text` is always a piece of
 * its `quote`, and passes the claim checker against the person's lines. Pure.
 */

/** One line of the person's own words, with where it sits. */
export type PersonLine = {
	text: string;
	source: QuoteSource;
	/** Lines of one role or one profile item share a group; a role's title line is its `header`. */
	group: string | null;
	header?: boolean;
	/** Sections whose lines are lists (skills, languages) are never a story's action. */
	list?: boolean;
};

export type StarDraftParts = StarParts;

const PROMPTS: Record<StarPartName, Record<StoryLanguage, string>> = {
	situation: { en: 'Where and when did it happen? Add the context in your words.', 'pt-BR': 'Onde e quando aconteceu? Descreva o contexto com suas palavras.' },
	task: { en: 'What were you asked to do, or what was the goal? Add it in your words.', 'pt-BR': 'Qual era a sua responsabilidade ou o objetivo? Escreva com suas palavras.' },
	action: { en: 'What did you do, yourself? Add it in your words.', 'pt-BR': 'O que você fez, pessoalmente? Escreva com suas palavras.' },
	result: { en: 'Which result can you show? Add it in your words.', 'pt-BR': 'Qual resultado você pode mostrar? Escreva com suas palavras.' }
};

export const promptFor = (part: StarPartName, lang: StoryLanguage) => PROMPTS[part][lang];

/** The line as a quote: a list glyph, outer quotes and a closing period off, one space between words. */
export function quotable(text: string): string {
	return text
		.replace(/^\s*(?:[•▪●◦◆■□‣⁃∙○►▸▶➢➤✓✔❖*·]|[-–—](?=\s))\s*/u, '')
		.replace(/\s+/g, ' ')
		.trim()
		.replace(/^["“”']+|["“”']+$/g, '')
		.replace(/[.;:,]+$/, '')
		.trim();
}

// Where a line turns from what was done to what came of it.
const RESULT_SPLIT = /[,;–—-]?\s+(?=(?:resulting in|which (?:reduced|increased|cut|improved|raised|lowered)|reducing|increasing|cutting|improving|raising|lowering|saving|achieving|leading to|resultando em|o que (?:reduziu|aumentou|diminuiu|melhorou)|reduzindo|aumentando|diminuindo|melhorando|elevando|economizando|gerando|com redução|com aumento|with a \d)\b)/iu;
const RESULT_WORDS = /(%|\b(?:reduc\w*|reduz\w*|redu[cç][aã]o|increas\w*|aument\w*|improv\w*|melhor\w*|diminu\w*|cut|saved|econom\w*|grew|cresc\w*|achiev\w*|alcan[cç]\w*|award\w*|pr[eê]mi\w*|zero|fewer|menos|more than|mais de|recogni[sz]ed|reconhec\w*|approved|aprovad\w*)\b)/iu;
const TASK_WORDS = /\b(responsib\w*|respons[aá]ve\w*|in charge|tasked|assigned|goal|objetivo\w*|meta|charged with|encarregad\w*|atribui\w*|mission|miss[aã]o|challenge|desafio)\b/iu;

/** Whether a line shows the requirement: it names one of its skills, or holds its distinctive words. */
export function showsRequirement(line: string, requirement: string, skills: readonly string[]): boolean {
	if (skills.length && namedSkills(line).some((name) => skills.includes(name))) return true;
	const words = foldText(requirement)
		.split(/[^\p{L}\p{N}+#]+/u)
		.filter((word) => word.length >= 4 && !STOP.has(word));
	if (!words.length) return false;
	const folded = foldText(line);
	// Four letters join a word's forms (protocolo/protocolos, nurse/nursing).
	return words.every((word) => folded.includes(word.length >= 6 ? word.slice(0, Math.max(4, word.length - 2)) : word));
}

const STOP = new Set('with from that this have years anos experience experiencia with para como sobre entre their your with and the para pelo pela with de da do dos das em no na nos nas com por'.split(' '));

const part = (text: string, line: PersonLine | null, name: StarPartName, lang: StoryLanguage) =>
	line && text ? { text, quote: line.text.trim(), source: line.source, prompt: promptFor(name, lang) } : { text: '', quote: null, source: null, prompt: promptFor(name, lang) };

export type StarOutcome = { parts: StarParts; candidates: PersonLine[]; removed: StarPartName[] };

/**
 * The skeleton for a requirement from the person's lines. `support` is what the claim checker
 * holds every part against (the person's lines and recorded employers and titles): a part that
 * claims more than it shows — which a quote never should — is emptied and named in `removed`.
 */
export function draftStar(input: { requirement: string; skills: readonly string[]; lines: readonly PersonLine[]; lang: StoryLanguage; support: ClaimSupport }): StarOutcome {
	const { requirement, skills, lines, lang } = input;
	const showing = lines.filter((line) => !line.header && !line.list && quotable(line.text).length >= 8 && showsRequirement(line.text, requirement, skills));
	// A line of work (a role, a project) before a summary: a story happens somewhere.
	const rank = (line: PersonLine) => (line.group ? 0 : 1) + (RESULT_WORDS.test(line.text) ? -0.5 : 0);
	const ordered = showing.map((line, order) => ({ line, order })).sort((a, b) => rank(a.line) - rank(b.line) || a.order - b.order);
	const actionLine = ordered[0]?.line ?? null;

	const empty = (name: StarPartName) => part('', null, name, lang);
	const parts: StarParts = { situation: empty('situation'), task: empty('task'), action: empty('action'), result: empty('result') };
	if (!actionLine) return { parts, candidates: [], removed: [] };

	const used = new Set<PersonLine>([actionLine]);
	const whole = quotable(actionLine.text);
	const split = RESULT_SPLIT.exec(whole);
	if (split && split.index > 10) {
		parts.action = part(whole.slice(0, split.index).trim(), actionLine, 'action', lang);
		parts.result = part(whole.slice(split.index).replace(/^[,;–—-]?\s*/u, '').trim(), actionLine, 'result', lang);
	} else parts.action = part(whole, actionLine, 'action', lang);

	const group = actionLine.group ? lines.filter((line) => line.group === actionLine.group) : [];
	if (!parts.result.text) {
		const result = group.find((line) => !used.has(line) && !line.header && !line.list && RESULT_WORDS.test(line.text) && showsAnything(line));
		if (result) {
			used.add(result);
			parts.result = part(quotable(result.text), result, 'result', lang);
		}
	}
	const task = group.find((line) => !used.has(line) && !line.header && !line.list && TASK_WORDS.test(line.text));
	if (task) {
		used.add(task);
		parts.task = part(quotable(task.text), task, 'task', lang);
	}
	const situation = group.find((line) => line.header && !used.has(line));
	if (situation) parts.situation = part(quotable(situation.text), situation, 'situation', lang);

	// The guard of the AI path, on every part: a quote never claims what the person's lines do not show.
	const removed: StarPartName[] = [];
	for (const name of STAR_PARTS) {
		const current = parts[name];
		if (!current.text) continue;
		const check = checkClaims(current.text, input.support);
		if (check.unsupported.some((claim) => claim.kind === 'number' || claim.kind === 'employer' || claim.kind === 'title')) {
			parts[name] = empty(name);
			removed.push(name);
		}
	}
	const candidates = [...new Set([...ordered.map((o) => o.line), ...group.filter((line) => !line.list)])];
	return { parts, candidates, removed };
}

const showsAnything = (line: PersonLine) => quotable(line.text).length >= 8;
