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
