import type { MessageKey } from '$lib/i18n/i18n.svelte';
import type { ProfileItemType } from '$lib/api/profile';

export const TYPE_LABEL: Record<ProfileItemType, MessageKey> = {
	skill: 'profile.type.skill',
	experience: 'profile.type.experience',
	education: 'profile.type.education',
	project: 'profile.type.project',
	certification: 'profile.type.certification',
	language: 'profile.type.language',
	link: 'profile.type.link',
	achievement: 'profile.type.achievement'
};

/** In the profile's own order (the core's PROFILE_ITEM_TYPES), without pulling zod into the page. */
export const ITEM_TYPES = Object.keys(TYPE_LABEL) as ProfileItemType[];

export const ORIGIN_LABEL: Record<'manual' | 'extracted' | 'imported' | 'ai', MessageKey> = {
	manual: 'profile.origin.manual',
	extracted: 'profile.origin.extracted',
	imported: 'profile.origin.imported',
	ai: 'profile.origin.ai'
};

