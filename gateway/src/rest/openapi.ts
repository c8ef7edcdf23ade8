import { z } from 'zod';
import { SESSION_COOKIE } from '@lunchbox/kit/http/session-headers';
import { NAMED_SHAPES, errorShape } from './answer-shapes.ts';
import { dietRequestFilePaths } from './diet-request-files-openapi.ts';
import { dietRequestShape } from './routes/diet-request-routes.ts';
import type { RestRoute } from './rest-route.ts';

/** Express's `/user/:id` as OpenAPI's `/api/user/{id}`. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** A stable, readable id: the method and the path's words, e.g. patchAdminUsersIdAdmin. */
function operationIdOf(route: RestRoute): string {
  const words = route.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return route.method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const ACCESS_NOTE: Record<RestRoute['access'], string> = {
  anyone: 'Anyone may call it.',
  'signed-in parent': 'Needs a signed-in user (the session cookie); a parent reaches only their own records.',
  administrator: 'Administrators only.',
  'kitchen or administrator': 'Kitchen staff and administrators (docs/roles.md); the kitchen sees no parent contact.',
  'school office or administrator': "A school office user for their own school, or an administrator (docs/roles.md).",
};

/** zod gives each schema its own $id and $schema; inside the document, the document is their context. */
function withoutOwnHeader(schema: Record<string, unknown>) {
  delete schema.$id;
  delete schema.$schema;
  return schema;
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: object) => ({ 'application/json': { schema } });

/** RFC 8058's one-click POST: the form a mail provider sends, the token in the query. */
const ONE_CLICK_FORM = {
  type: 'object',
  properties: { 'List-Unsubscribe': { const: 'One-Click' } },
  required: ['List-Unsubscribe'],
};

/** A JSON body, and for a one-click route the form too, in which case neither is required (the token may be in the query). */
function requestBodyOf(route: RestRoute, schema: object) {
  if (!route.oneClickPost) return { required: true, content: json(schema) };
  return { required: false, content: { ...json(schema), 'application/x-www-form-urlencoded': { schema: ONE_CLICK_FORM } } };
}

/**
 * The OpenAPI 3.1 document of the REST façade, made from the route table and the zod schemas it
 * names, plus the diet requests' upload and documents, which are no rows of it: bodies as the owning services validate them, answers as the graph returns them. Every
 * schema becomes a component (JSON Schema 2020-12, which 3.1 uses as it is).
 */
export function openApiDocument(routes: readonly RestRoute[], version: string) {
  const registry = z.registry<{ id: string }>();
  const idOf = new Map<z.ZodType, string>();
  const name = (schema: z.ZodType, id: string) => {
    const known = idOf.get(schema);
    if (known) return known;
    registry.add(schema, { id });
    idOf.set(schema, id);
    return id;
  };
  for (const [id, shape] of Object.entries(NAMED_SHAPES)) name(shape, id);

  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operationId = operationIdOf(route);
    const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, param]) => ({
      name: param,
      in: 'path',
      required: true,
      schema: param === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    }));
    const queryParameters = Object.entries(route.query?.shape ?? {}).map(([param, schema]) => ({
      name: param,
      in: 'query',
      required: !(schema as z.ZodType).safeParse(undefined).success,
      schema: withoutOwnHeader(z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io: 'input' })),
    }));
    const status = String(route.status ?? 200);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = {
      operationId,
      summary: route.summary,
      description: ACCESS_NOTE[route.access],
      tags: [route.tag],
      ...(route.access === 'anyone' ? { security: [] } : {}),
      ...(pathParameters.length + queryParameters.length > 0 ? { parameters: [...pathParameters, ...queryParameters] } : {}),
      ...(route.body ? { requestBody: requestBodyOf(route, ref(name(route.body, `${operationId}Body`))) } : {}),
      responses: {
        [status]: {
          description: route.summary,
          ...(status === '204'
            ? {}
            : { content: route.fileType ? { [route.fileType]: { schema: { type: 'string' } } } : json(ref(name(route.response, `${operationId}Response`))) }),
        },
        '4XX': { description: "Refused: the spec's message", content: json(ref(idOf.get(errorShape)!)) },
      },
    };
  }

  const filePaths = dietRequestFilePaths({ dietRequest: ref(name(dietRequestShape, 'DietRequest')), error: ref(idOf.get(errorShape)!) });
  for (const [path, operations] of Object.entries(filePaths)) paths[path] = { ...paths[path], ...operations };

  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    // Transforms and refinements run on the server; what a client sends is the input side.
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(schemas)) withoutOwnHeader(schema);

  return {
    openapi: '3.1.0',
    info: {
      title: 'Lunchbox REST API',
      version,
      description:
        'The REST face of the Lunchbox gateway: every path runs one operation of the GraphQL API at /graphql, with the same access rules and messages. ' +
        'Writes must be sent as application/json, except the diet request upload (multipart/form-data). Sign in with POST /api/login; the session is an HTTP-only cookie.',
    },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: [...new Set(routes.map((route) => route.tag))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas,
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
    },
  };
}
