import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without a network: the page's fetch (and the classes Apollo's HTTP link builds requests
 * and reads answers with) come from Node, so a component test can answer the page's GraphQL
 * requests at the browser's network boundary (see src/testing/render-app.tsx).
 */
export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}
