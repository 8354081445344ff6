import type { TrackerFunnel, TrackerMetrics, TrackerSources, TrackerTimeline } from '$core/tracker/schema';

// The demo has no core, so its aggregations are fixed figures. A unit test checks that they are
// exactly what the core computes from DEMO_JOBS, so the demo never shows numbers the app wouldn't.
export const DEMO_METRICS: TrackerMetrics = {
	"total": 7,
	"active": 5,
	"applied": 5,
	"byStatus": {
		"saved": 1,
		"applied": 1,
		"screening": 1,
		"interview": 1,
		"offer": 1,
		"accepted": 0,
		"rejected": 1,
		"withdrawn": 1
	},
	"responseRate": 0.8,
	"interviewRate": 0.4,
	"offerRate": 0.2,
	"medianDaysToResponse": 8.5,
	"averageMatch": 76
};

export const DEMO_FUNNEL: TrackerFunnel = {
	"stages": [
		{
			"status": "saved",
			"count": 7,
			"rate": 1
		},
		{
			"status": "applied",
			"count": 5,
			"rate": 0.714
		},
		{
			"status": "screening",
			"count": 4,
			"rate": 0.571
		},
		{
			"status": "interview",
			"count": 2,
			"rate": 0.286
		},
		{
			"status": "offer",
			"count": 1,
			"rate": 0.143
		},
		{
			"status": "accepted",
			"count": 0,
			"rate": 0
		}
	]
};

export const DEMO_SOURCES: TrackerSources = {
	"items": [
		{
			"source": "Gupy",
			"total": 2,
			"applied": 2,
			"interviews": 1,
			"offers": 0,
			"conversion": 0.5
		},
		{
			"source": "LinkedIn",
			"total": 2,
			"applied": 2,
			"interviews": 0,
			"offers": 0,
			"conversion": 0
		},
		{
			"source": "Indicação",
			"total": 1,
			"applied": 0,
			"interviews": 0,
			"offers": 0,
			"conversion": null
		},
		{
			"source": "manual",
			"total": 1,
			"applied": 0,
			"interviews": 0,
			"offers": 0,
			"conversion": null
		},
		{
			"source": "Site da empresa",
			"total": 1,
			"applied": 1,
			"interviews": 1,
			"offers": 1,
			"conversion": 1
		}
	]
};

export const DEMO_TIMELINE: TrackerTimeline = {
	"items": [
		{
			"week": "2026-W34",
			"created": 1,
			"applied": 0,
			"responses": 0
		},
		{
			"week": "2026-W36",
			"created": 1,
			"applied": 1,
			"responses": 1
		},
		{
			"week": "2026-W38",
			"created": 1,
			"applied": 1,
			"responses": 0
		},
		{
			"week": "2026-W40",
			"created": 1,
			"applied": 1,
			"responses": 1
		},
		{
			"week": "2026-W41",
			"created": 0,
			"applied": 0,
			"responses": 1
		},
		{
			"week": "2026-W43",
			"created": 2,
			"applied": 1,
			"responses": 0
		},
		{
			"week": "2026-W44",
			"created": 0,
			"applied": 1,
			"responses": 0
		},
		{
			"week": "2026-W45",
			"created": 0,
			"applied": 0,
			"responses": 1
		},
		{
			"week": "2026-W46",
			"created": 1,
			"applied": 0,
			"responses": 0
		}
	]
};

// "What jobs ask for" is counted when asked, by the core's own tallyRequirements, so that the
// demo's filters work; only the parts that need the skill taxonomy (too big for the demo bundle)
// are fixed here, and the unit test checks them against the core like the figures above.

/** What the titles of the demo jobs without a posting name, as the core's skill matcher reads them. */
export const DEMO_TITLE_SKILLS: Record<string, string[]> = {
	"demo-3": []
};

/** The demo profile's skills as the core compares them: canonical names, folded. */
export const DEMO_PROFILE_SKILLS: string[] = ["intensive care", "sepsis management", "acls"];
