import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import { AppError, badInput, forbidden, unauthenticated } from '@lunchbox/kit/errors/app-error';
import { markChecked } from '@lunchbox/kit/http/body-guard';
import { jsonBodies } from '../request-guards.ts';
import { runOperation, type RestDeps } from './operation.ts';
import { RouteInput } from './request-input.ts';
import type { RestRoute } from './rest-route.ts';

/** The operation's one root field: what most routes answer. */
function rootField(data: Record<string, unknown>): unknown {
  return Object.values(data)[0];
}

/** The first issue's message when `schema` refuses `value`: the domain's schemas put the field's name in it. */
function firstProblem(schema: z.ZodType | undefined, value: unknown): string | null {
  const result = schema?.safeParse(value);
  return result && !result.success ? (result.error.issues[0]?.message ?? 'Invalid input') : null;
}

/**
 * A route marked `validateFirst`: its body and query parsed with the route's schemas before the
 * operation runs. A caller the route does not admit hears that first (as the owning service would
 * answer), not what is wrong with a body they may not send at all.
 */
async function validateFirst(route: RestRoute, deps: RestDeps, req: Request, res: Response, input: RouteInput): Promise<void> {
  const problem = firstProblem(route.body, input.body) ?? firstProblem(route.query, req.query);
  if (!problem) return;
  if (route.access !== 'anyone') {
    const { session } = await deps.contextFor(req, res);
    if (!session) throw unauthenticated();
    if (route.access === 'administrator' && !session.user.isAdmin) throw forbidden('Admin access required');
  }
  throw badInput(problem);
}

/** Serves one route of the table: request to variables, the operation, data to the spec's body and status. */
async function serve(route: RestRoute, deps: RestDeps, req: Request, res: Response): Promise<void> {
  const input = new RouteInput(req);
  if (route.validateFirst) await validateFirst(route, deps, req, res, input);
  const variables = route.variables?.(input) ?? {};
  // Made of what the door's body guard checked (the body, the query string; path values are checked
  // as they are read): the operation's own check (graphql-protection.ts) need not walk them again.
  markChecked(variables);
  const data = await runOperation(deps, req, res, route.operation, variables);
  const file = route.download?.(data, input);
  if (file) {
    // Quoted as the brief writes it; express's attachment() leaves a plain token unquoted. File names here are [\w.-] only.
    res.set({ 'content-type': file.contentType, 'content-disposition': `attachment; filename="${file.filename}"` }).send(file.body);
    return;
  }
  if (route.status === 204) {
    res.status(204).end();
    return;
  }
  const answer = route.answer ? route.answer(data, input) : rootField(data);
  if (route.cacheControl) res.set('cache-control', route.cacheControl);
  if (route.method === 'GET') res.status(route.status ?? 200).json(answer);
  else answerWrite(res, route.status ?? 200, answer);
}

/**
 * A write's JSON answer with the headers express's json() gives it but no ETag: nobody revalidates
 * the answer to a POST, and express would hash every checkout's answer to make one.
 */
function answerWrite(res: Response, status: number, answer: unknown): void {
  res.status(status).set('content-type', 'application/json; charset=utf-8').end(JSON.stringify(answer));
}

/** The REST façade: every route of the table on one router. Express 5 hands a rejected promise to the error handler. */
function restRouter(routes: readonly RestRoute[], deps: RestDeps): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method.toLowerCase() as Lowercase<RestRoute['method']>](route.path, (req, res) => serve(route, deps, req, res));
  }
  return router;
}

/** /api: the spec's no-cache headers, the body guards, the route table, and a 404 naming any other path. */
export function apiRouter(routes: readonly RestRoute[], deps: RestDeps): Router {
  const api = Router();
  api.use((_req, res, next) => {
    // parent-app.md section 7: every call asks for no caching.
    res.setHeader('cache-control', 'no-store, no-cache, must-revalidate');
    res.setHeader('pragma', 'no-cache');
    next();
  });
  api.use(...jsonBodies('rest', new Set(routes.filter((route) => route.oneClickPost).map((route) => route.path))));
  api.use(restRouter(routes, deps));
  api.use((req, _res, next) => next(new AppError('NOT_FOUND', `No such API path: ${req.method} ${req.path}`)));
  return api;
}
