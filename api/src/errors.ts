/** The one error type of the API. The HTTP status comes from the code, in one place (http/error-handler.ts). */
export type ErrorCode =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_many_requests"
  | "payload_too_large"
  | "unavailable"
  /** A service we call (a print provider) failed or answered nonsense: 502, with a message the owner can act on. */
  | "upstream";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const STATUS_OF: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
  upstream: 502,
};
