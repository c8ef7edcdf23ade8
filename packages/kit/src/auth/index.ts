// The auth concern of the kit, one import for its parts.
export * from './tokens.ts';
