import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../fixtures/paths.mjs';

export { FIXTURES };

export const fixturePath = (...parts: string[]) => join(FIXTURES, ...parts);
export const fixtureText = (...parts: string[]) => readFileSync(fixturePath(...parts), 'utf8');
export const fixtureJson = <T = any>(...parts: string[]): T => JSON.parse(fixtureText(...parts));
