/** Stops the PostgreSQL that jest-global-setup.mjs started for a direct jest run (its folder goes with it). */
export default async function stopTestPostgres() {
  await globalThis.lunchboxTestPostgres?.stop();
  globalThis.lunchboxTestPostgres = undefined;
}
