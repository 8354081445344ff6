import type {
	BasicsProposal,
	ImportKind,
	ImportWarning,
	ItemKind,
	Profile,
	ProfileBasics,
	ProfileCandidate,
	ProfileImportResult,
	ProfileItem,
	ProfileItemInput,
	ProfileItemType
} from '$core/profile/schema';

export type { BasicsProposal, ImportKind, ImportWarning, ItemKind, Profile, ProfileBasics, ProfileCandidate, ProfileImportResult, ProfileItem, ProfileItemInput, ProfileItemType };
export type ProfileItemPatch = Partial<Omit<ProfileItemInput, 'origin'>> & { version?: number };
