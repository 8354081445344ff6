import { implement } from '../http/implement';
import { noContent, ok } from '../http/router';
import { aiStatus, readAiSettings, removeAiSettings, saveAiSettings, testAiProvider } from './ai';
import { aiContract } from './ai-contract';

export const aiRoutes = implement(aiContract, {
	get: async ({ env }) => ok(await readAiSettings(env)),
	status: async ({ env }) => ok(await aiStatus(env)),
	save: async ({ env, body }) => ok(await saveAiSettings(env, body)),
	test: async ({ env }) => ok(await testAiProvider(env)),
	remove: async ({ env }) => {
		await removeAiSettings(env);
		return noContent();
	}
});
