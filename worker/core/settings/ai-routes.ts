import { del, get, noContent, ok, post } from '../http/router';
import { aiStatus, readAiSettings, removeAiSettings, saveAiSettings, testAiProvider } from './ai';
import { AiSettingsSave } from './ai-schema';

export const aiRoutes = [
	get('/settings/ai', {}, async ({ env }) => ok(await readAiSettings(env))),
	get('/settings/ai/status', {}, async ({ env }) => ok(await aiStatus(env))),
	post('/settings/ai', { body: AiSettingsSave }, async ({ env, body }) => ok(await saveAiSettings(env, body))),
	post('/settings/ai/test', {}, async ({ env }) => ok(await testAiProvider(env))),
	del('/settings/ai', {}, async ({ env }) => {
		await removeAiSettings(env);
		return noContent();
	})
];
