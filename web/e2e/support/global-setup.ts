import { startSystemProcess } from './system-process.ts';

/**
 * Starts the whole system once for the run, in its own process, and hands its address and data
 * folder to the scenarios by environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const system = await startSystemProcess(process.env);
  process.env.E2E_BASE_URL = system.url;
  process.env.E2E_DATA_DIR = system.dataDir;
  return () => system.stop();
}
