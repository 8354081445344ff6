import { endpoint, returns } from '../http/contract';
import {
	ProfileBasics,
	ProfileImportBody,
	ProfileItemsCreate,
	ProfileItemsQuery,
	ProfileItemUpdate,
	type Profile,
	type ProfileImportResult,
	type ProfileItem
} from './schema';

/** The profile's endpoints (issue 29: declared once; README row and the UI's client come from here). */
export const profileContract = {
	get: endpoint('GET', '/profile', { summary: 'the basics and every item', response: returns<Profile>() }),
	putBasics: endpoint('PUT', '/profile/basics', { summary: 'name, label, contacts, place, summary and links', body: ProfileBasics, response: returns<ProfileBasics>(), topics: ['profile'] }),
	items: endpoint('GET', '/profile/items', { summary: '(`?type=`) the items, of one type or all', query: ProfileItemsQuery, response: returns<{ items: ProfileItem[] }>() }),
	addItems: endpoint('POST', '/profile/items', {
		summary: '→ `201`: one item, or `{ items }` (up to 1,000, in one transaction) → `{ items }`',
		body: ProfileItemsCreate,
		response: returns<ProfileItem | { items: ProfileItem[] }>(),
		topics: ['profile']
	}),
	updateItem: endpoint('PATCH', '/profile/items/:id', {
		summary: 'the fields sent (a stale `version` → `409 conflict`)',
		body: ProfileItemUpdate,
		response: returns<ProfileItem>(),
		topics: ['profile']
	}),
	removeItem: endpoint('DELETE', '/profile/items/:id', { summary: '→ `204`', response: returns<void>(), topics: ['profile'] }),
	import: endpoint('POST', '/profile/import', {
		summary:
			"(`kind`: `resume`, `academic`, `portfolio`, `certificate`, `notes`, `json-resume` — a JSON Resume file's text, `europass` — a Europass v3 XML or JSON CV, or `linkedin` — a LinkedIn data export ZIP sent as multipart `file`; candidates to review, nothing stored; the answer adds `basics`, the file's name, label, e-mail, phone, place, summary and links proposed beside yours, and items may carry `facts` — location, url, exact days, level, group, keywords, study type and area, score, courses, network; a JSON Resume that breaks the official schema → `400 validation_failed` naming the field; more than 500 skills → the first 500 with a warning; pasted text over 200,000 characters → `payload_too_large`)",
		body: ProfileImportBody,
		response: returns<ProfileImportResult>()
	})
};
