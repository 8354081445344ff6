/** Public exams (concursos, issue 31): the client is `api.exams`, from the contract. */
export type {
	Cargo,
	CargoAddition,
	CargoCorrection,
	CargoFit,
	CorrectionsSummary,
	Exam,
	ExamCorrection,
	ExamFit,
	ExamRecord,
	ExamSummary,
	ExamTracked,
	PersonRequirement,
	PersonSubject,
	PlanRequest,
	PlanView,
	Requirement,
	RequirementFit,
	TopicStatus
} from '$core/exams/schema';
