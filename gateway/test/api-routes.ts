import type { RestRoute } from '../src/rest/rest-route.ts';
import { REST_ROUTES } from '../src/rest/route-table.ts';

export interface ApiRoute {
  method: RestRoute['method'];
  /** With express parameters, e.g. /api/child-profile/:id. */
  path: string;
}

/**
 * Every route of the REST façade, from the gateway's own route table, so that a route added later
 * is sent the malformed requests too without anyone remembering to list it here.
 */
export function apiRoutes(): ApiRoute[] {
  return REST_ROUTES.map((route) => ({ method: route.method, path: `/api${route.path}` }));
}

export const isWrite = (route: ApiRoute) => route.method !== 'GET';
