import { AppError } from './app-error.ts';

/**
 * The body parser and the router mark the client's mistakes (a body over the size limit, not JSON,
 * an unknown charset or content encoding, a body that does not inflate, a badly %-encoded path) with
 * a 4xx status: the AppError to answer them with, or null for anything else (our fault, a 500).
 */
export function clientErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const { status, type } = (error ?? {}) as { status?: unknown; type?: unknown };
  if (type === 'entity.too.large' || status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (type === 'entity.parse.failed') return new AppError('BAD_USER_INPUT', 'Request body is not valid JSON');
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON in UTF-8');
  if (error instanceof URIError) return new AppError('BAD_USER_INPUT', 'Invalid path');
  return new AppError('BAD_USER_INPUT', 'Request body could not be read');
}
