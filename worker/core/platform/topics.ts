/**
 * What the core says changed, on the changes channel (`CHANGES_CHANNEL`): one topic per capability
 * whose data a screen shows. The worker's `notify` and the UI's `onDataChange` both take a `Topic`,
 * so a topic one side misspells fails the type check instead of never reloading. No zod here: the
 * UI imports this module.
 */
export const TOPICS = ['captures', 'cover-letter', 'exams', 'inbox', 'interviews', 'job', 'match', 'profile', 'radar', 'repository', 'resume', 'settings', 'stories', 'sync', 'tailor', 'tracker'] as const;

export type Topic = (typeof TOPICS)[number];

/** The BroadcastChannel on which the core tells every tab that data changed. */
export const CHANGES_CHANNEL = 'rumo-changes';

/** The message posted on the changes channel. */
export type ChangeNotice = { topic: Topic };

export const isTopic = (value: unknown): value is Topic => typeof value === 'string' && (TOPICS as readonly string[]).includes(value);
