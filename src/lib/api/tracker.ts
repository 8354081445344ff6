import type {
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
};
