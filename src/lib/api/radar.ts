export type {
	AlertSettings,
	AlertSettingsSave,
	FeedCreate,
	RadarAlert,
	RadarFeed,
	RadarResult,
	RadarRound,
	Reason,
	ResultList,
	ResultStatus,
	RoundFeed,
	SourceWarning,
	Wishlist,
	WishlistFields,
	WishlistSave,
	VersionedAlertSettings
} from '$core/radar/schema';
import type { ResultStatus } from '$core/radar/schema';

export type ResultFilter = { minScore?: number; status?: ResultStatus[]; feedId?: string; q?: string; limit?: number; cursor?: string };
export type { AlertList, SavedResult } from '$core/radar/contract';
