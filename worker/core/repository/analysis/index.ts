/**
 * The pure analysis of a code repository: the code-host adapters and the local-folder reader
 * build a RepoInput, `keyFiles` and `selectLocalFiles` tell them what to fetch or read, and
 * `analyzeRepository` turns it into languages, evidence, risks and scorecards.
 */
export { analyzeRepository } from './analyze';
export { classifyFile } from '../../engine/repository-files/file-kinds';
export { keyFiles } from '../../engine/repository-files/key-files';
export { selectLocalFiles, type LocalLimits, type LocalSelection, type SkipReason } from '../../engine/repository-files/local-files';
export type * from './types';
