import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shared development fixtures sit beside the project checkout (../shared). */
export const FIXTURES = join(fileURLToPath(new URL('../../', import.meta.url)), '..', 'shared', 'fixtures');

export const fixturePath = (...parts: string[]) => join(FIXTURES, ...parts);
export const fixtureText = (...parts: string[]) => readFileSync(fixturePath(...parts), 'utf8');
export const fixtureJson = <T = any>(...parts: string[]): T => JSON.parse(fixtureText(...parts));
