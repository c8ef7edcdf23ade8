// The messaging concern of the kit, one import for its parts.
export * from './bus-factory.ts';
export * from './bus-in-process.ts';
export * from './bus-nats.ts';
export * from './bus.ts';
export * from './messaging-tables.ts';
export * from './consumer-tracing.ts';
export * from './inbox.ts';
export * from './messaging-statements.ts';
export * from './outbox-relay.ts';
export * from './outbox-writer.ts';
