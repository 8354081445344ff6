import type { Ecosystem } from './dependency-skills';

/** A dependency as a manifest declares it, with the 1-based line that names it. */
export type Dependency = {
	ecosystem: Ecosystem;
	/** As written in the manifest, so the line can be shown and checked (a catalog reference: the library it names). */
	name: string;
	version: string | null;
	line: number;
	/** Declared for development or tests only. */
	dev: boolean;
	/** The file the line is in, when it is not the manifest read: a requirements file's `-r other.txt`. */
	path?: string;
};

/**
 * Another file of the repository by its path from the root, or null when it was not fetched or
 * read: how a manifest follows `-r other.txt` or finds its Gradle version catalog.
 */
export type ReadOther = (path: string) => string | null;
