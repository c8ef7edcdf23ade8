import fs from 'node:fs';

/** Stops the PostgreSQL that jest-global-setup.mjs started for a direct jest run, and removes its folder. */
export default async function stopTestPostgres() {
  await globalThis.lunchboxTestPostgres?.stop();
  if (globalThis.lunchboxTestPostgresDir) fs.rmSync(globalThis.lunchboxTestPostgresDir, { recursive: true, force: true });
  globalThis.lunchboxTestPostgres = undefined;
  globalThis.lunchboxTestPostgresDir = undefined;
}
