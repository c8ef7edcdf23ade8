// Imported first by run-bench.ts, so that it runs before any module creates a logger: pino's root
// logger reads LOG_LEVEL once, when kit's logger module is first evaluated, and the bench's static
// imports (identity's sessions, kit's auth) load that module before run-bench's own code runs. Set
// any later, every checkout wrote "checkout placed" and "e-mail finished" lines at info level.
process.env.LOG_LEVEL = 'warn';
