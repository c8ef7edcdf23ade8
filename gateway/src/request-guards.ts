import express, { type Request, type RequestHandler } from 'express';
import { AppError } from '@lunchbox/kit/errors';
import { refuseUnusableBodies } from '@lunchbox/kit/body-guard';

const BODY_LIMIT = '100kb';

const FORM = 'application/x-www-form-urlencoded';

function contentTypeOf(req: Request): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * RFC 8058's one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` as a form to
 * the URL of the List-Unsubscribe header, with no cookie and no header of ours, which is exactly the
 * cross-site "simple" request the CSRF rule below refuses. It is let through only as a POST form to a
 * path the route table marks `oneClickPost`; those routes act on the signed token in their URL.
 */
function isOneClickPost(req: Request, oneClickPaths: ReadonlySet<string>): boolean {
  return req.method === 'POST' && oneClickPaths.has(req.path) && contentTypeOf(req) === FORM;
}

/**
 * CSRF: a browser can send a cross-site request without a preflight only with a "simple" content
 * type, so a state-changing call must be JSON or carry a header that forces a preflight.
 */
function requireJsonForWrites(oneClickPaths: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    if (isOneClickPost(req, oneClickPaths)) return next();
    const type = contentTypeOf(req);
    const simple = type === FORM || type === 'multipart/form-data' || type === 'text/plain';
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if ((simple || (hasBody && type !== 'application/json')) && !req.headers['x-requested-with'] && !req.headers['apollo-require-preflight']) {
      return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests that change data must be sent as application/json'));
    }
    next();
  };
}

/**
 * A one-click form is parsed (within the same limit) and answered without the session: whatever
 * cookie a mail provider's request carries, nothing it does may act as the signed-in user.
 */
function oneClickForms(oneClickPaths: ReadonlySet<string>): RequestHandler {
  const parseForm = express.urlencoded({ extended: false, limit: BODY_LIMIT });
  return (req, res, next) => {
    if (!isOneClickPost(req, oneClickPaths)) return next();
    req.cookies = {};
    parseForm(req, res, next);
  };
}

/**
 * The CSRF rule, then the JSON body parsed within its size limit and refused when unusable (NUL bytes,
 * huge numbers). `oneClickPaths` (REST only) are the paths that also take RFC 8058's one-click form.
 */
export function jsonBodies(face: 'graphql' | 'rest', oneClickPaths: ReadonlySet<string> = new Set()): RequestHandler[] {
  return [requireJsonForWrites(oneClickPaths), oneClickForms(oneClickPaths), express.json({ limit: BODY_LIMIT }), refuseUnusableBodies(face)];
}
