/** The applications' types, as the tracker's schema declares them (the client itself is derived from its contract). */
export type {
	StatusInfo,
	TrackerFunnel,
	TrackerJob,
	TrackerJobCreate,
	TrackerJobList,
	TrackerJobUpdate,
	TrackerMetrics,
	TrackerRequirements,
	TrackerResponseTimes,
	TrackerSources,
	TrackerStatus,
	TrackerTimeline
} from '$core/tracker/schema';
