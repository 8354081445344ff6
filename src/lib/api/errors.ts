import type { FieldError, ProblemDetails } from '$core/http/contract';

/** A failed API call: the problem+json of the core, or a transport failure (`code: 'network'`). */
export class ApiError extends Error {
	readonly status: number;
	readonly code: string;
	readonly errors: FieldError[];
	/** Which cause of the code it was, with its values (e.g. `{ reason: 'invalid_json', line: 3, column: 5 }`). */
	readonly params: Record<string, string | number>;

	constructor(problem: Pick<ProblemDetails, 'status' | 'code' | 'detail'> & { errors?: FieldError[]; params?: Record<string, string | number> }) {
		super(problem.detail);
		this.status = problem.status;
		this.code = problem.code;
		this.errors = problem.errors ?? [];
		this.params = problem.params ?? {};
	}

	/** The message for one field, for a form to show beside it. */
	fieldError(path: string): string | undefined {
		return this.errors.find((e) => e.path === path)?.message;
	}
}

export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError;
}
