import { afterAll, beforeAll, describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { startTestSystem, TEST_ADMIN, type TestSystem } from '../../infra/test/test-system.ts';
import { openApiPath } from '../src/rest/openapi.ts';
import { REST_ROUTES } from '../src/rest/route-table.ts';
import { Browser } from './parents.ts';

/** Streamed to identity by diet-request-files.ts, not rows of the route table, yet documented. */
const DIET_REQUEST_FILE_OPERATIONS = [
  'POST /api/child-profile/{id}/diet-requests',
  'GET /api/child-profile/{childId}/diet-requests/{id}/document',
  'GET /api/admin/diet-requests/{id}/document',
];

interface OpenApiOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { format?: string }>; required: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown> };
}

/** Every operation of the document: method and path as the document writes them. */
function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A concrete URL for a documented path: an id that exists nowhere, a date, a payment reference. */
function concrete(path: string): string {
  return path.replace('{id}', '987654').replace('{childId}', '987653').replace('{date}', '2031-01-06').replace('{reference}', 'LB-NONE1');
}

describe('the OpenAPI document of the REST API', () => {
  let system: TestSystem;
  let admin: Browser;
  let document: OpenApiDocument;

  beforeAll(async () => {
    system = await startTestSystem();
    admin = new Browser(system.url);
    const login = await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    assert.equal(login.status, 200);
    const response = await fetch(`${system.url}/api/openapi.json`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    document = (await response.json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await system?.stop();
  });

  test('when an integrator fetches /api/openapi.json, then it is a valid OpenAPI 3.1 document', async () => {
    assert.equal(document.openapi, '3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
  });

  test('when the gateway serves a REST route, then the document describes it, and nothing else', () => {
    const served = [...REST_ROUTES.map((route) => `${route.method} ${openApiPath(route.path)}`), ...DIET_REQUEST_FILE_OPERATIONS].sort();
    const documented = operationsOf(document)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    assert.deepEqual(documented, served);
    assert.ok(documented.includes('POST /api/lunch-order') && documented.includes('GET /api/weekly-menu-items/active'));
  });

  test('when an integrator reads the diet request upload and downloads, then the form fields, the binary types and the 413/415 refusals are there', () => {
    const upload = document.paths['/api/child-profile/{id}/diet-requests']!.post!;
    const form = upload.requestBody!.content['multipart/form-data']!.schema;
    assert.deepEqual(Object.keys(form.properties).sort(), ['document', 'note', 'restrictions']);
    assert.equal(form.properties.document!.format, 'binary');
    assert.deepEqual(form.required.sort(), ['document', 'restrictions']);
    assert.deepEqual(Object.keys(upload.responses).sort(), ['201', '413', '415', '4XX']);
    assert.ok(upload.responses['201']!.content!['application/json']!.schema.$ref.endsWith('/DietRequest'));
    for (const path of ['/api/child-profile/{childId}/diet-requests/{id}/document', '/api/admin/diet-requests/{id}/document']) {
      const download = document.paths[path]!.get!;
      assert.deepEqual(Object.keys(download.responses['200']!.content!).sort(), ['application/pdf', 'image/jpeg', 'image/png'], path);
    }
  });

  test('when a visitor calls each documented path, then the API itself answers (JSON, never the web page, never "No such API path")', async () => {
    const visitor = new Browser(system.url);
    for (const { method, path } of operationsOf(document)) {
      const response = await visitor.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
      const where = `${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`;
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/, where);
      assert.ok(response.status < 500, where);
      assert.doesNotMatch(String((response.body as { error?: string })?.error ?? ''), /No such API path/, where);
    }
  });

  test("when an administrator reads the lists and counters, then each answer matches the document's response schema", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema(document, 'openapi.json');
    // A file export (the audit trail's CSV) is no JSON answer to check against a schema.
    const reads = operationsOf(document).filter(
      ({ method, path, operation }) => method === 'GET' && !path.includes('{') && operation.responses['200']?.content?.['application/json'],
    );
    const checked: string[] = [];
    for (const { path, operation } of reads) {
      const response = await admin.get(path);
      // Next week's menu is a 404 until one is set (admin-area.md section 3); every other read answers.
      if (path === '/api/admin/next-week-menu' && response.status === 404) continue;
      assert.equal(response.status, 200, `${path}: ${JSON.stringify(response.body)}`);
      const { $ref } = operation.responses['200']!.content!['application/json']!.schema;
      const validate = ajv.getSchema(`openapi.json${$ref}`);
      assert.ok(validate, `${path}: no schema at ${$ref}`);
      assert.equal(validate(response.body), true, `${path}: ${JSON.stringify(validate.errors)}`);
      checked.push(path);
    }
    for (const main of [
      '/api/user',
      '/api/weekly-menu-items/active',
      '/api/admin/users',
      '/api/admin/orders',
      '/api/admin/stats',
      '/api/email-notifications',
    ]) {
      assert.ok(checked.includes(main), `${main} was not checked against its schema`);
    }
  });

  test('when a person opens /api/docs, then the reference page and its scripts come from the gateway itself', async () => {
    const page = await fetch(`${system.url}/api/docs`, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<title>Lunchbox REST API<\/title>/);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url!);
    assert.ok(assets.length >= 3, html);
    for (const asset of assets) {
      assert.ok(asset.startsWith('/api/docs/'), `${asset} is not served by the gateway`);
      const response = await fetch(`${system.url}${asset}`);
      assert.equal(response.status, 200, asset);
      assert.match(response.headers.get('content-type') ?? '', /javascript|css/, asset);
    }
  });
});
