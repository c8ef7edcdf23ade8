/**
 * The one error type of the system. `code` travels as GraphQL `extensions.code`; the REST façade
 * turns it back into an HTTP status with `httpStatusOf`, so both faces of an operation agree.
 */
export const errorCodes = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** A catastrophic error means the process can no longer be trusted (practica's isCatastrophic). */
  readonly catastrophic: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, options: { catastrophic?: boolean; details?: Record<string, unknown>; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.catastrophic = options.catastrophic ?? false;
    this.details = options.details;
  }

  get httpStatus(): number {
    return errorCodes[this.code];
  }
}

export function httpStatusOf(code: unknown): number {
  if (typeof code === 'string' && code in errorCodes) return errorCodes[code as ErrorCode];
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST' || code === 'OPERATION_RESOLUTION_FAILURE') return 400;
  return 500;
}

export const badInput = (message: string, details?: Record<string, unknown>) => new AppError('BAD_USER_INPUT', message, { details });
export const unauthenticated = (message = 'Not authenticated') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Access denied') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
