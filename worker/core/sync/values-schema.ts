/**
 * The values the page shares with the core (zod-free, so no zod ships to the page with them).
 */

/**
 * What a person may choose to sync (issue 32), each a set of tables declared in groups.ts. Settings,
 * the AI key, the companion token, consents and this browser's caches are never among them.
 */
export const SYNC_GROUPS = ['profile', 'resumes', 'applications', 'inbox', 'radar', 'letters', 'stories', 'interviews', 'exams'] as const;

/**
 * Where sync stands: `off` (never set, or stopped), `connecting` (checking the server and the
 * passphrase), `up_to_date`, `syncing` (changes moving), `offline` (the server cannot be reached;
 * changes wait in the outbox), `refused` (the server answered with an error: `error` says which),
 * `wrong_passphrase` (the server's copy was made with another passphrase: nothing is read or written).
 */
export const SYNC_STATES = ['off', 'connecting', 'up_to_date', 'syncing', 'offline', 'refused', 'wrong_passphrase'] as const;

/** How a conflict was resolved: the later edit kept, histories or items joined, deleted last, the other version kept for the person (merge.ts). */
export const SYNC_RULES = ['latest', 'merged', 'deleted', 'kept_both'] as const;

/** The shortest passphrase sync takes: the core's check and the page's form. */
export const MIN_PASSPHRASE = 10;
