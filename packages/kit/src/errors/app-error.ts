/**
 * The domain's refusals, each with the one HTTP status its REST face answers with. A client tells
 * them apart by code (the web app marks the refused cart item by it), never by parsing messages.
 */
export const domainErrorCodes = {
  /** A lunch after its ordering deadline (ordering it, or cancelling it). */
  ORDER_DEADLINE_PASSED: 400,
  /** A second active lunch for the same child and date (issue 10). */
  ORDER_ALREADY_EXISTS: 409,
  /** The item is not what the day's menu offers. */
  ITEM_NOT_ON_MENU: 400,
  /** The school is closed that day ("No service – {reason}"). */
  DAY_CLOSED: 400,
  /** The lunch is for a child that is not one of the caller's children. */
  CHILD_NOT_FOUND: 403,
  /** The dish contains one of the child's allergies (issue 13). */
  ALLERGEN_CONFLICT: 409,
  /** The dish breaks a medical diet the school approved for the child (issue 32). */
  CONFIRMED_DIET_CONFLICT: 409,
  ORDER_ALREADY_CANCELLED: 409,
  /** A checkout id another account already used. */
  CHECKOUT_ID_TAKEN: 409,
  /** A closed day declared twice (menu). */
  CLOSURE_EXISTS: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  /** An administrator whose session has no second factor while REQUIRE_ADMIN_2FA is on (issue 30). */
  TWO_FACTOR_REQUIRED: 403,
} as const;

export type DomainErrorCode = keyof typeof domainErrorCodes;

/**
 * The one error type of the system. `code` travels as GraphQL `extensions.code`; the REST façade
 * turns it back into an HTTP status with `httpStatusOf`, so both faces of an operation agree.
 */
export const errorCodes = {
  ...domainErrorCodes,
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

/** A value an error's message was built from: a name, a date (YYYY-MM-DD), a number, a list of names. */
export type MessageValue = string | number | readonly string[] | null;

/**
 * The values a refusal's message was built from (the child, the dish, its allergens, a maximum
 * length, a field…), keyed as the catalogues' `{{placeholders}}` name them. They travel beside the
 * code as GraphQL `extensions.values`, so each client writes the refusal in its reader's words
 * instead of reading the English message back.
 */
export type MessageValues = Readonly<Record<string, MessageValue>>;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** A catastrophic error means the process can no longer be trusted (practica's isCatastrophic). */
  readonly catastrophic: boolean;
  readonly details: Record<string, unknown> | undefined;
  readonly values: MessageValues | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { catastrophic?: boolean; details?: Record<string, unknown>; values?: MessageValues; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.catastrophic = options.catastrophic ?? false;
    this.details = options.details;
    this.values = options.values;
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

export function isDomainErrorCode(code: unknown): code is DomainErrorCode {
  return typeof code === 'string' && code in domainErrorCodes;
}

/**
 * The REST face of an error: the spec's `{ error, message }`, plus the domain code of a refusal and
 * the refused cart item's id when a checkout names one.
 */
export function restErrorBody(error: AppError): { error: string; message: string; code?: DomainErrorCode; cartItemId?: string } {
  const cartItemId = error.details?.cartItemId;
  return {
    error: error.message,
    message: error.message,
    ...(isDomainErrorCode(error.code) ? { code: error.code } : {}),
    ...(typeof cartItemId === 'string' ? { cartItemId } : {}),
  };
}

export const badInput = (message: string, details?: Record<string, unknown>) => new AppError('BAD_USER_INPUT', message, { details });
export const unauthenticated = (message = 'Not authenticated') => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'Access denied') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
