// The db concern of the kit, one import for its parts.
export * from './database.ts';
export * from './embedded-postgres.ts';
export * from './read-models.ts';
export * from './rows-by-key.ts';
export * from './raw-statements.ts';
