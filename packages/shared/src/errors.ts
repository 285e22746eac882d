/**
 * One error type for the whole platform. The API turns an AppError into the envelope
 * `{ success: false, error, code, details? }` (DESIGN.md, "Routes the spec leaves open");
 * the web reads `code` and shows `error`.
 */

/** Every error code the API can answer with, and the HTTP status it maps to. */
export const APP_ERROR_STATUS = {
  /** Input failed a shared schema; `details` lists each field's message. */
  VALIDATION_ERROR: 400,
  /** No valid credentials were sent. */
  UNAUTHORIZED: 401,
  /** Email or password wrong (one message for both, so accounts cannot be probed). */
  INVALID_CREDENTIALS: 401,
  /** The refresh token or reset session is missing, expired or revoked. */
  INVALID_SESSION: 401,
  /** The account's email address is not verified yet. */
  EMAIL_NOT_VERIFIED: 403,
  /** The account is suspended by an administrator. */
  ACCOUNT_SUSPENDED: 403,
  /** An emailed link's token is unknown, used or expired. */
  INVALID_TOKEN: 400,
  /** A one-time code (SMS or authenticator) is wrong, expired, used or was never sent. */
  INVALID_CODE: 400,
  /** A new password does not meet the password rules. */
  WEAK_PASSWORD: 400,
  /** The email address already has an account. */
  EMAIL_TAKEN: 409,
  /** Signed in, but the role may not do this. */
  FORBIDDEN: 403,
  /** The resource does not exist, or exists but is not the caller's to see (ids cannot be probed). */
  NOT_FOUND: 404,
  /** The hostel does not exist or is not visible to the caller. */
  HOSTEL_NOT_FOUND: 404,
  /** The request conflicts with the resource's current state. */
  CONFLICT: 409,
  /** Issue 45 item 2: a payment that looks already recorded; send `confirm_duplicate` to record it. */
  POSSIBLE_DUPLICATE: 409,
  /** The request body is larger than the route accepts. */
  PAYLOAD_TOO_LARGE: 413,
  /** The request body's content type is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from one client in a window. */
  RATE_LIMITED: 429,
  /** Something unexpected failed on the server; details are logged, never sent. */
  INTERNAL_ERROR: 500,
  /** A dependency (the database) is unreachable right now. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** One field's validation failure, as sent in `details`. */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The failure envelope every API error response uses. */
export interface ErrorEnvelope {
  success: false;
  error: string;
  code: AppErrorCode;
  details?: ErrorDetail[];
}

/**
 * A failure the user can be told about. `message` is the user-facing text (the spec's wording
 * where it gives one); `details` carries per-field validation messages.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: ErrorDetail[] | undefined;

  constructor(code: AppErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  /** The HTTP status for this error's code. */
  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

/** Type guard for the failure envelope, for clients reading an unknown JSON body. */
export function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === false &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}
