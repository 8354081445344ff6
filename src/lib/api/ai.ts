import type { AiSettings, AiSettingsSave, AiState, AiStatus } from '$core/settings/ai-schema';

export type { AiSettings, AiSettingsSave, AiState, AiStatus };
