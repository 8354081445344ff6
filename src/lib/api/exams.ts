/** Public exams (concursos, issue 31): the client is `api.exams`, from the contract. */
export type { Cargo, CargoFit, Exam, ExamFit, ExamRecord, ExamSummary, ExamTracked, PlanRequest, PlanView, Requirement, RequirementFit, TopicStatus } from '$core/exams/schema';
