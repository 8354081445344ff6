import { endpoint, returns } from '../http/contract';
import {
	QuestionsQuery,
	StoriesQuery,
	StoryCreate,
	StoryDraftRequest,
	StoryPhraseRequest,
	StoryUpdate,
	type Questions,
	type Story,
	type StoryDraft,
	type StoryList,
	type StoryPhrasing
} from './schema';

/**
 * STAR drafts from the person's own lines, the story bank, and the questions to expect (issue 30),
 * declared once (issue 29): the README row and the UI's client come from here.
 */
export const storiesContract = {
	/** Stores nothing: the person edits the draft and saves it with `create`. */
	draft: endpoint('POST', '/stories/draft', {
		summary:
			'`{ jobId (a posting or an application), requirement, resumeId?, lang? }` → `200 { parts: { situation, task, action, result }, skills, lang, candidates, warnings }`, ' +
			"each part `{ text, quote, source: { kind: resume|profile, section, resumeId, profileItemId }, prompt }`: `text` is a piece of `quote`, the person's own line, " +
			'or empty (`quote: null`) with a prompt ("Which result can you show? Add it in your words"), never a guess; stores nothing; `422 missing_input` with neither resume nor profile',
		body: StoryDraftRequest,
		response: returns<StoryDraft>()
	}),
	phrase: endpoint('POST', '/stories/phrase', {
		summary:
			'`{ lang?, parts: { situation, task, action, result } }` (each `{ text, quote }`; long: under `x-rumo-task`) → `200 { used, reason, detail, provider, model, ' +
			'parts (each `{ text, quote, origin: ai|rules|empty }`), removed: [{ part, text, why }] }`: the AI provider, if set up and allowed, rewords each part from its quote alone; ' +
			"every sentence passes the claims guard, one that names what the person's evidence does not show is removed and listed; a part without a quote stays empty; stores nothing",
		body: StoryPhraseRequest,
		response: returns<StoryPhrasing>(),
		task: true
	}),
	list: endpoint('GET', '/stories', {
		summary: '(`?skill=&applicationId=&q=&limit=&cursor=`) the story bank, the latest changed first',
		query: StoriesQuery,
		response: returns<StoryList>()
	}),
	create: endpoint('POST', '/stories', {
		summary:
			'`{ title, requirement?, skills?, competencies?, applicationIds?, parts?, lang?, origin?: draft|manual|ai }` → `201`: a story naming a number, employer or title ' +
			"none of the person's resumes or profile shows → `422 unsupported_claim` with `errors` per part, nothing stored",
		body: StoryCreate,
		response: returns<Story>(),
		topics: ['stories']
	}),
	get: endpoint('GET', '/stories/:id', { summary: 'one story', response: returns<Story>() }),
	update: endpoint('PATCH', '/stories/:id', {
		summary: '`{ version, …fields }` (stale `version` → `409`; an unsupported claim → `422 unsupported_claim`, as above)',
		body: StoryUpdate,
		response: returns<Story>(),
		topics: ['stories']
	}),
	remove: endpoint('DELETE', '/stories/:id', { summary: '→ `204`', response: returns<void>(), topics: ['stories'] }),
	questions: endpoint('GET', '/tracker/jobs/:id/questions', {
		summary:
			'(`?lang=&family=&resumeId=`) → `{ family, lang, items: [{ id, kind: requirement|gap|profession|general, text, competency: { key, label }, skills, stories: [{ id, title }], ' +
			"prepare, advice }], total, prepare }`: the posting's shown requirements, its gaps with honest advice, the family's bank (nursing, law, teaching, accounting, design, " +
			'product, data, software, operations, sales, public-service: 8 questions each, en and pt-BR) and 6 general ones',
		query: QuestionsQuery,
		response: returns<Questions>()
	})
};
