import { skillLabel } from '../engine/skills/taxonomy';
import { BANK, COMPETENCIES, type Family } from './bank';
import type { Question, Story, StoryLanguage } from './schema';

/*
 * The questions to expect for one application (issue 30): one per requirement the person's
 * evidence shows (to answer with a story), one per gap with honest advice (what you did instead,
 * what you are learning — never pretending), the profession family's bank and a few everyone
 * hears. Each lists the stories of the bank that answer it; none → `prepare`. Pure.
 */

export type RequirementView = {
	name: string;
	importance: 'required' | 'nice' | 'mentioned';
	/** What the person's evidence shows of it: `related` names the skill that comes close. */
	coverage: 'exact' | 'mentioned' | 'related' | 'none';
	via?: string | null;
	/** Shown only by a licence or a certificate: nothing to tell a story about. */
	credential?: boolean;
};

export type QuestionsInput = {
	lang: StoryLanguage;
	family: Family;
	requirements: readonly RequirementView[];
	stories: readonly Pick<Story, 'id' | 'title' | 'skills' | 'competencies' | 'applicationIds' | 'updatedAt'>[];
	applicationId: string;
	maxRequirements?: number;
	maxGaps?: number;
};

const fold = (value: string) => value.toLocaleLowerCase('en');

function storiesFor(input: QuestionsInput, skills: readonly string[], competency: string) {
	const wanted = new Set(skills.map(fold));
	return input.stories
		.map((story) => {
			const skillHits = story.skills.filter((skill) => wanted.has(fold(skill))).length;
			const competencyHit = story.competencies.includes(competency) ? 1 : 0;
			return { story, score: skillHits * 2 + competencyHit, here: story.applicationIds.includes(input.applicationId) };
		})
		.filter((hit) => hit.score > 0)
		.sort((a, b) => b.score - a.score || Number(b.here) - Number(a.here) || (a.story.updatedAt < b.story.updatedAt ? 1 : -1))
		.map(({ story }) => ({ id: story.id, title: story.title }));
}

const competencyLabel = (key: string, lang: StoryLanguage) => COMPETENCIES[key]?.[lang === 'pt-BR' ? 'pt' : 'en'] ?? key;

export function buildQuestions(input: QuestionsInput): Question[] {
	const { lang } = input;
	const pt = lang === 'pt-BR';
	const out: Question[] = [];
	const add = (question: Omit<Question, 'stories' | 'prepare'>) => {
		const stories = storiesFor(input, question.skills, question.competency.key);
		out.push({ ...question, stories, prepare: stories.length === 0 });
	};
	const label = (name: string) => skillLabel(name, lang);

	const shown = input.requirements.filter((r) => r.coverage === 'exact' && !r.credential && r.importance !== 'mentioned').slice(0, input.maxRequirements ?? 6);
	for (const requirement of shown) {
		const skill = label(requirement.name);
		add({
			id: `requirement:${requirement.name}`,
			kind: 'requirement',
			text: pt
				? `Conte sobre uma situação em que você usou ${skill} no trabalho: qual era o contexto, o que você fez e qual foi o resultado?`
				: `Tell me about a time you used ${skill} at work: what was the situation, what did you do, and what was the result?`,
			competency: { key: `skill:${requirement.name}`, label: skill },
			skills: [requirement.name],
			advice: null
		});
	}

	const gaps = input.requirements.filter((r) => r.coverage !== 'exact' && r.importance !== 'mentioned').slice(0, input.maxGaps ?? 4);
	for (const gap of gaps) {
		const skill = label(gap.name);
		const via = gap.coverage === 'related' && gap.via ? label(gap.via) : null;
		const instead = via
			? pt
				? `Depois, conte o que você já fez com ${via}, que é próximo — sem dizer que é a mesma coisa.`
				: `Then tell what you have done with ${via}, which is close — without calling it the same thing.`
			: pt
				? 'Depois, conte o que você fez de mais próximo e como resolveria sem essa experiência.'
				: 'Then tell what you did that comes closest, and how you would manage without that experience.';
		add({
			id: `gap:${gap.name}`,
			kind: 'gap',
			text: pt ? `A vaga pede ${skill}. Qual é a sua experiência com isso?` : `This role asks for ${skill}. What is your experience with it?`,
			competency: { key: `skill:${gap.name}`, label: skill },
			skills: [gap.name, ...(gap.via ? [gap.via] : [])],
			advice: [
				pt
					? `Seja honesta(o): seus registros ainda não mostram ${skill}${gap.importance === 'required' ? ', que é um requisito' : ''}. Diga isso com clareza.`
					: `Be honest: your records do not show ${skill} yet${gap.importance === 'required' ? ', and it is a requirement' : ''}. Say so plainly.`,
				instead,
				pt ? 'Por fim, diga o que você está fazendo para aprender (um curso, um projeto, uma data).' : 'Finally, say what you are doing to learn it (a course, a project, a date).'
			].join(' ')
		});
	}

	const bank = input.family === 'general' ? [] : BANK[input.family];
	bank.forEach((entry, index) =>
		add({
			id: `bank:${input.family}:${index + 1}`,
			kind: 'profession',
			text: pt ? entry.pt : entry.en,
			competency: { key: entry.competency, label: competencyLabel(entry.competency, lang) },
			skills: entry.skills ?? [],
			advice: null
		})
	);
	BANK.general.forEach((entry, index) =>
		add({
			id: `bank:general:${index + 1}`,
			kind: 'general',
			text: pt ? entry.pt : entry.en,
			competency: { key: entry.competency, label: competencyLabel(entry.competency, lang) },
			skills: entry.skills ?? [],
			advice: null
		})
	);
	return out;
}
