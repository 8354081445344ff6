/** The story bank's one door: its record schema (for backups) and its routes. */
export { Story } from './schema';
export type { Question } from './schema';
export { everySupport, STORIES_TOPIC } from './service';
export { storyRoutes } from './routes';
