import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, restErrorBody } from '@lunchbox/kit/errors/app-error';
import { clientErrorOf } from '@lunchbox/kit/errors/request-errors';

/** Every refusal as `{ error, message }` (with a domain refusal's `code` and `cartItemId`) and its status; anything unexpected logged and answered as a bare 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let appError = clientErrorOf(error);
    if (!appError) {
      log.error({ err: error, path: req.path, requestId: res.locals.requestId }, 'unexpected error');
      appError = new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
    }
    if (res.headersSent) return;
    res.status(appError.httpStatus).json(restErrorBody(appError));
  };
}
