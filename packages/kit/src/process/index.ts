// The process concern of the kit, one import for its parts.
export * from './clock.ts';
export * from './config.ts';
export * from './lifecycle.ts';
export * from './logger.ts';
export * from './service-script.ts';
export * from './service.ts';
export * from './start-service.ts';
