/** Interviews, follow-up drafts, reminders, next steps and the calendar file (issue 30): the client is `api.interviews`, from the contract. */
export type {
	CalendarQuery,
	DueNow,
	FollowUp,
	FollowUpCreate,
	FollowUpPhrasing,
	FollowUpState,
	FollowUpUpdate,
	Interview,
	InterviewCreate,
	InterviewFormat,
	InterviewOutcome,
	InterviewStage,
	InterviewUpdate,
	ItemList,
	NextStep,
	NextSteps,
	NextStepsQuery,
	ReminderCreate,
	ReminderUpdate,
	ReminderView
} from '$core/interviews/schema';
