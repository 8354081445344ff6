/**
 * The evidence source of lines "Add to profile" on /repository stores: a file of the person's own
 * code (a manifest's dependency, a Dockerfile, a README) that the analysis read the skill from.
 * Its own module, with no imports, so the page can name it without loading the skill taxonomy.
 * A value of the evidence `source` the API stores and answers: a zod-free `-schema.ts` the page may import.
 */
export const REPOSITORY_EVIDENCE_SOURCE = 'repository';
