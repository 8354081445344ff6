import { get, ok } from '../http/router';
import { sourceDirectory } from './service';

export const sourceRoutes = [get('/sources', {}, async ({ env }) => ok(await sourceDirectory(env)))];
