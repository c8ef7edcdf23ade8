import express, { type RequestHandler } from 'express';
import { AppError } from '@lunchbox/kit/errors';
import { refuseUnusableBodies } from '@lunchbox/kit/body-guard';

const BODY_LIMIT = '100kb';

/**
 * CSRF: a browser can send a cross-site request without a preflight only with a "simple" content
 * type, so a state-changing call must be JSON or carry a header that forces a preflight.
 */
const requireJsonForWrites: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const simple = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data' || type === 'text/plain';
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if ((simple || (hasBody && type !== 'application/json')) && !req.headers['x-requested-with'] && !req.headers['apollo-require-preflight']) {
    return next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Requests that change data must be sent as application/json'));
  }
  next();
};

/** The CSRF rule, then the JSON body parsed within its size limit and refused when unusable (NUL bytes, huge numbers). */
export function jsonBodies(face: 'graphql' | 'rest'): RequestHandler[] {
  return [requireJsonForWrites, express.json({ limit: BODY_LIMIT }), refuseUnusableBodies(face)];
}
