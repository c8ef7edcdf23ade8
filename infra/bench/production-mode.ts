// Imported first by run-bench.ts, before any library is loaded: the container image runs the servers
// with NODE_ENV=production, and several libraries read it once as they load or start (graphql-js drops
// its development check of every `instanceof`, Apollo Server and Gateway their development-only work,
// Express its development settings). Without it the bench measured the libraries' development mode.
// The system's own settings stay the bench's (startSystem is handed its environment without NODE_ENV,
// so TEST_NOW and CAPTCHA_TEST_ANSWER, refused in production, still apply).
process.env.NODE_ENV = 'production';
