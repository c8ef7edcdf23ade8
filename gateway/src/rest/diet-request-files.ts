import http from 'node:http';
import { Router, type Request, type Response } from 'express';
import { DIET_DOCUMENT_MAX_BYTES, DIET_REQUEST_MESSAGES } from '@lunchbox/domain/diet-request-schemas';
import { AppError, forbidden, unauthenticated } from '@lunchbox/kit/errors/app-error';
import type { ReplicaPool } from '../replica-pool.ts';
import type { RestDeps } from './operation.ts';
import { RouteInput } from './request-input.ts';

/** The multipart envelope around a 5 MB document: boundaries, part headers and the text fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Identity's headers a browser may see; everything else (its internal ones) stays behind. */
const PASSED_HEADERS = ['content-type', 'content-disposition', 'x-content-type-options', 'content-length'];

/**
 * Streams the request to identity's internal route with the caller's access token, and identity's
 * answer back. Identity decides everything (owner, type by content, size while reading); an early
 * answer (413 at the limit, 404 for someone else's child) ends the upload there.
 */
function forwardToIdentity(identityUrls: () => string, req: Request, res: Response, target: string, accessToken: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${accessToken}`, 'x-request-id': String(res.locals.requestId ?? '') };
    if (req.method === 'POST') {
      headers['content-type'] = req.headers['content-type'];
      if (req.headers['content-length']) headers['content-length'] = req.headers['content-length'];
      else headers['transfer-encoding'] = 'chunked';
    }
    const outgoing = http.request(new URL(target, identityUrls()), { method: req.method, headers }, (answer) => {
      res.status(answer.statusCode ?? 502);
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) res.setHeader(name, value);
      }
      if (req.method === 'POST' && !req.readableEnded) {
        // Refused before the whole upload arrived: stop reading it and close the connection.
        req.unpipe(outgoing);
        res.setHeader('connection', 'close');
      }
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', reject);
    });
    outgoing.on('error', (error) => {
      if (res.headersSent) resolve();
      else reject(new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.', { cause: error }));
    });
    if (req.method === 'POST') req.pipe(outgoing);
    else outgoing.end();
  });
}

/**
 * POST /api/child-profile/{id}/diet-requests (multipart) and the documents' downloads (issue 32):
 * not rows of the route table, because neither is one GraphQL operation with a JSON body. The
 * upload is streamed to identity, which owns children and their requests, never buffered here.
 */
export function dietRequestFilesRouter(deps: RestDeps, identity: ReplicaPool): Router {
  let next = 0;
  // A stream cannot be replayed, so the pool only says which replicas are ready; each upload goes to the next one.
  const identityUrl = () => {
    const ready = identity.inRotation();
    if (ready.length === 0) throw new AppError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.');
    return ready[(next = (next + 1) % ready.length)]!;
  };
  const router = Router();

  async function accessToken(req: Request, res: Response): Promise<string> {
    const { session } = await deps.contextFor(req, res);
    if (!session) throw unauthenticated();
    return session.accessToken;
  }

  router.post('/child-profile/:id/diet-requests', async (req, res) => {
    // A form post from another site cannot add this header without a preflight (the CSRF rule of every write).
    if (!req.headers['x-requested-with'] && !req.headers['apollo-require-preflight']) throw forbidden('Uploads must carry the X-Requested-With header');
    const childId = new RouteInput(req).id();
    const token = await accessToken(req, res);
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the diet request as multipart/form-data');
    }
    if (Number(req.headers['content-length'] ?? 0) > DIET_DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES) {
      res.setHeader('connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', DIET_REQUEST_MESSAGES.documentTooLarge);
    }
    await forwardToIdentity(identityUrl, req, res, `/internal/children/${childId}/diet-requests`, token);
  });

  router.get('/admin/diet-requests/:id/document', async (req, res) => {
    const id = new RouteInput(req).id();
    const token = await accessToken(req, res);
    await forwardToIdentity(identityUrl, req, res, `/internal/diet-requests/${id}/document`, token);
  });

  router.get('/child-profile/:childId/diet-requests/:id/document', async (req, res) => {
    const input = new RouteInput(req);
    const [childId, id] = [input.id('childId'), input.id('id')];
    const token = await accessToken(req, res);
    await forwardToIdentity(identityUrl, req, res, `/internal/diet-requests/${id}/document?childId=${childId}`, token);
  });

  return router;
}
