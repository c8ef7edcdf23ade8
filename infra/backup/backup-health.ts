import { loadConfig } from '@lunchbox/kit/process/config';
import { backupEnvSchema, snapshotsIn } from './backup-config.ts';

/** The backup service's health check: healthy while the newest snapshot is younger than twice the interval. */
const settings = loadConfig(backupEnvSchema, process.env);
const newest = snapshotsIn(settings.BACKUP_DIR)[0];
const age = newest ? Date.now() - newest.takenAt.getTime() : Infinity;
if (age > 2 * settings.BACKUP_INTERVAL) {
  console.error(newest ? `the newest snapshot, ${newest.file}, is ${Math.round(age / 60_000)} min old` : `no snapshot in ${settings.BACKUP_DIR} yet`);
  process.exit(1);
}
console.log(`newest snapshot ${newest!.file}, ${Math.round(age / 60_000)} min old`);
