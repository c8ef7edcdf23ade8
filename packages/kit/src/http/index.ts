// The http concern of the kit, one import for its parts.
export * from './body-guard.ts';
export * from './graphql-protection.ts';
export * from './session-headers.ts';
export * from './subgraph-server.ts';
export * from './answer-cache.ts';
