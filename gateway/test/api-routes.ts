import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With express parameters, e.g. /api/child-profile/:id. */
  path: string;
}

const restFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/rest');

/**
 * Every route of the REST façade, read from the route files themselves, so that a route added later
 * is sent the malformed requests too without anyone remembering to list it here.
 */
export function apiRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const file of readdirSync(restFolder).filter((name) => name.endsWith('-routes.ts'))) {
    const source = readFileSync(path.join(restFolder, file), 'utf8');
    for (const [, method, route] of source.matchAll(/router\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      routes.push({ method: method!.toUpperCase() as ApiRoute['method'], path: `/api${route}` });
    }
  }
  if (routes.length < 40) throw new Error(`found only ${routes.length} REST routes in ${restFolder}: has the route table changed shape?`);
  return routes;
}

export const isWrite = (route: ApiRoute) => route.method !== 'GET';
