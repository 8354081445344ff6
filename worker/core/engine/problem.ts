import { z } from 'zod';

/** The stable error codes of CONTRACT.md and the HTTP status each one travels with. */
export const PROBLEM_STATUS = {
	validation_failed: 400,
	invalid_file: 400,
	unsupported_type: 415,
	payload_too_large: 413,
	insufficient_text: 422,
	incomplete_job: 422,
	short_description: 422,
	missing_input: 422,
	insufficient_evidence: 422,
	insufficient_keywords: 422,
	unsupported_claim: 422,
	not_found: 404,
	method_not_allowed: 405,
	conflict: 409,
	/** A long request the person stopped (DELETE /tasks/{id}); nothing was stored. */
	cancelled: 409,
	invalid_url: 400,
	consent_required: 403,
	relay_unavailable: 503,
	source_unavailable: 502,
	page_blocked: 422,
	private_repository: 404,
	rate_limited: 429,
	provider_unavailable: 502,
	key_missing: 400,
	invalid_key: 401,
	provider_limit: 429,
	provider_timeout: 504,
	test_failed: 502,
	storage_unavailable: 503,
	storage_corrupted: 500,
	invalid_feed: 422,
	wrong_passphrase: 422,
	internal_error: 500
} as const;

export type ProblemCode = keyof typeof PROBLEM_STATUS;

const TITLES: Record<ProblemCode, string> = {
	validation_failed: 'The request is not valid',
	invalid_file: 'The file cannot be read',
	unsupported_type: 'Unsupported file type',
	payload_too_large: 'Too large',
	insufficient_text: 'Not enough text',
	incomplete_job: 'The job is incomplete',
	short_description: 'The description is too short',
	missing_input: 'Something is missing',
	insufficient_evidence: 'Not enough evidence',
	insufficient_keywords: 'Not enough keywords',
	unsupported_claim: 'Claim without evidence',
	not_found: 'Not found',
	method_not_allowed: 'Method not allowed',
	conflict: 'Changed elsewhere',
	cancelled: 'Cancelled',
	invalid_url: 'Invalid address',
	consent_required: 'Consent required',
	relay_unavailable: 'The local relay is not running',
	source_unavailable: 'The source cannot be reached',
	page_blocked: 'The page cannot be read',
	private_repository: 'Private or missing repository',
	rate_limited: 'Too many requests',
	provider_unavailable: 'AI provider unavailable',
	key_missing: 'Key missing',
	invalid_key: 'Invalid key',
	provider_limit: 'Provider limit reached',
	provider_timeout: 'Provider timed out',
	test_failed: 'Test failed',
	storage_unavailable: 'Local storage unavailable',
	storage_corrupted: 'Local storage damaged',
	invalid_feed: 'Not a feed',
	wrong_passphrase: 'Wrong passphrase',
	internal_error: 'Something went wrong'
};

export const FieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** RFC 9457 problem details, with the contract's `code` and per-field `errors`. */
export const ProblemDetails = z.object({
	type: z.string(),
	title: z.string(),
	status: z.number().int(),
	code: z.string(),
	detail: z.string(),
	errors: z.array(FieldError).optional(),
	/** Which of several causes of one code it was, with its values, so a screen can say it in the person's language. */
	params: z.record(z.string(), z.union([z.string(), z.number()])).optional()
});
export type ProblemDetails = z.infer<typeof ProblemDetails>;

/** Thrown anywhere in the core; the router turns it into one problem+json response. */
export class Problem extends Error {
	readonly code: ProblemCode;
	readonly status: number;
	readonly errors?: FieldError[];
	readonly params?: Record<string, string | number>;

	constructor(code: ProblemCode, detail: string, errors?: FieldError[], params?: Record<string, string | number>) {
		super(detail);
		this.code = code;
		this.status = PROBLEM_STATUS[code];
		this.errors = errors;
		this.params = params;
	}

	toJSON(): ProblemDetails {
		return {
			type: 'about:blank',
			title: TITLES[this.code],
			status: this.status,
			code: this.code,
			detail: this.message,
			...(this.errors?.length ? { errors: this.errors } : {}),
			...(this.params ? { params: this.params } : {})
		};
	}
}

export function problem(code: ProblemCode, detail: string, errors?: FieldError[], params?: Record<string, string | number>): Problem {
	return new Problem(code, detail, errors, params);
}

/** zod issues → the contract's `errors` list, one entry per field. */
export function fieldErrors(error: z.ZodError, prefix = ''): FieldError[] {
	return error.issues.map((issue) => ({
		path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(body)',
		message: issue.message
	}));
}
