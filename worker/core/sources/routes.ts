import { implement } from '../http/implement';
import { ok } from '../http/router';
import { sourcesContract } from './contract';
import { sourceDirectory } from './service';

export const sourceRoutes = implement(sourcesContract, { directory: async ({ env }) => ok(await sourceDirectory(env)) });
