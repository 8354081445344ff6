import type { RouteId } from '$app/types';
import { areaOfPrefix, type Area } from './areas/map';

/**
 * Which words each screen loads before it is drawn (the root layout's load awaits them, in the
 * person's language): the areas of every message its page and the components it imports may show.
 * The frame's areas are in the first script of every page and are not listed here. screens.test.ts
 * reads each route's imports and fails when a route shows a message of an area it does not list.
 */
export const FRAME_AREAS = ['shell', 'errors', 'edit-conflict'] as const satisfies readonly Area[];

export const SCREEN_AREAS: Record<RouteId, readonly Area[]> = {
	'/': ['home'],
	'/analysis': ['analysis', 'ai-assist', 'cover-letter', 'documents', 'interviews', 'job', 'tailor'],
	'/applications': ['applications', 'exams', 'interviews', 'job'],
	'/ats': ['ats', 'analysis', 'cover-letter', 'documents', 'job'],
	'/concursos': ['exams'],
	'/cover-letter': ['cover-letter', 'ai-assist'],
	'/dashboard': ['dashboard', 'analysis', 'interviews'],
	'/history': ['history'],
	'/intelligence': ['intelligence', 'dashboard'],
	'/interviews': ['interviews', 'ai-assist'],
	'/job': ['job', 'ai-assist', 'analysis', 'cover-letter', 'documents', 'inbox'],
	'/portfolio': ['portfolio', 'repository'],
	'/privacy': ['privacy', 'ai-assist'],
	'/profile': ['profile', 'ai-assist', 'analysis', 'documents', 'download', 'job', 'portfolio', 'repository', 'resume'],
	'/radar': ['radar', 'job'],
	'/repository': ['repository'],
	'/resume': ['resume', 'ai-assist', 'documents', 'download', 'profile'],
	'/settings': ['settings', 'ai-assist'],
	'/sources': ['sources', 'inbox', 'job', 'radar', 'settings'],
	'/tailor': ['tailor', 'ai-assist', 'analysis', 'cover-letter', 'documents', 'download', 'job', 'resume']
};

/** Every area but the frame's: what a screen this map does not know yet loads, to be safe. */
export const ALL_SCREEN_AREAS: readonly Area[] = [...new Set(Object.values(areaOfPrefix))].filter((area) => !(FRAME_AREAS as readonly Area[]).includes(area));

/** The areas a route loads; none for a path no route answers (the not-found page is the frame's). */
export function areasOfRoute(id: string | null): readonly Area[] {
	if (id === null) return [];
	return Object.hasOwn(SCREEN_AREAS, id) ? SCREEN_AREAS[id as RouteId] : ALL_SCREEN_AREAS;
}
