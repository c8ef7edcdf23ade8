import type { Express, Request, Response } from 'express';
import { verifiedCallers, type Caller } from '@lunchbox/kit/auth/tokens';
import { AppError, badInput, restErrorBody } from '@lunchbox/kit/errors/app-error';
import { zodToAppError } from '@lunchbox/kit/errors/graphql-errors';
import { ZodError } from 'zod';
import type { IdentityDeps } from '../identity-deps.ts';
import { readDietDocument } from './read-diet-document.ts';
import { submitDietRequest } from './submit-diet-request.ts';

function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badInput('id must be a positive integer');
  return id;
}

/** Answers a refusal as the REST face does; a refused upload also closes the connection, so the rest of it is not read. */
function answerError(deps: IdentityDeps, req: Request, res: Response, error: unknown): void {
  const appError = error instanceof AppError ? error : error instanceof ZodError ? zodToAppError(error) : null;
  if (!appError) deps.log.error({ err: error, path: req.path }, 'diet request route failed');
  const answer = appError ?? new AppError('INTERNAL_SERVER_ERROR', 'Internal server error');
  if (res.headersSent) return;
  if (req.method === 'POST') res.setHeader('connection', 'close');
  res.status(answer.httpStatus).json(restErrorBody(answer));
}

/**
 * The two parts of diet requests that GraphQL does not carry well: the upload (a multipart stream
 * of up to 5 MB, read once as it arrives) and the document's bytes. Only the gateway calls them
 * (subgraph ports are not public); the caller is the access token it forwards, as on /graphql.
 */
export function addDietRequestRoutes(app: Express, deps: IdentityDeps): void {
  const callerOf = verifiedCallers(deps.settings.publicKey);
  const caller = (req: Request): Caller | null => callerOf(req.headers.authorization);

  app.post('/internal/children/:childId/diet-requests', async (req, res) => {
    try {
      const answer = await submitDietRequest(deps, caller(req), idOf(req.params.childId), req);
      res.status(201).json(answer);
    } catch (error) {
      answerError(deps, req, res, error);
    }
  });

  app.get('/internal/diet-requests/:id/document', async (req, res) => {
    try {
      const childId = typeof req.query.childId === 'string' ? idOf(req.query.childId) : undefined;
      const document = await readDietDocument(deps, caller(req), idOf(req.params.id), childId);
      res.set({
        'content-type': document.type,
        'content-disposition': `attachment; filename="${document.name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(document.name)}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      res.send(document.content);
    } catch (error) {
      answerError(deps, req, res, error);
    }
  });
}
