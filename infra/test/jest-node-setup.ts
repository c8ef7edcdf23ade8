/**
 * Runs in each test file's realm before its tests (jest.config.js, node project).
 *
 * Jest runs a test file in a realm of its own, but `fetch` is Node's, and `response.json()` builds
 * its objects in Node's main realm. Their Array and Object prototypes are not the test's, so
 * node:assert's deepStrictEqual refuses an equal answer ("Compared values have no visual
 * difference"). Parsing the text with the test realm's JSON gives the test its own kind of objects.
 */
const testRealmJson = JSON;
Response.prototype.json = async function json(this: Response): Promise<unknown> {
  return testRealmJson.parse(await this.text());
};

/**
 * A passing run shows which suites passed and, for a failing one, what failed and why. The services
 * log warnings that tests provoke on purpose (refusals, rate limits, a replica taken out of rotation,
 * the web app not built for jest), so the tests' loggers show errors only unless LOG_LEVEL asks for
 * more (LOG_LEVEL=warn npm test -- <filter> when a failing test needs the services' story).
 */
process.env.LOG_LEVEL ??= 'error';
