// The errors concern of the kit, one import for its parts.
export * from './app-error.ts';
export * from './graphql-errors.ts';
export * from './request-errors.ts';
