/**
 * The pure analysis of a code repository: the code-host adapters and the local-folder reader
 * build a RepoInput, `keyFiles` and `selectLocalFiles` tell them what to fetch or read, and
 * `analyzeRepository` turns it into languages, evidence, risks and scorecards.
 */
export { analyzeRepository } from './analyze';
export { classifyFile } from './file-kinds';
export { keyFiles } from './key-files';
export { selectLocalFiles, type LocalLimits, type LocalSelection, type SkipReason } from './local-files';
export type * from './types';
