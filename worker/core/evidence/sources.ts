/**
 * The evidence source of lines "Add to profile" on /repository stores: a file of the person's own
 * code (a manifest's dependency, a Dockerfile, a README) that the analysis read the skill from.
 * Its own module, with no imports, so the page can name it without loading the skill taxonomy.
 */
export const REPOSITORY_EVIDENCE_SOURCE = 'repository';
