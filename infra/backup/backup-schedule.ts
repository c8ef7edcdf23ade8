import { rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@lunchbox/kit/process/config';
import { createLogger } from '@lunchbox/kit/process/logger';
import { backupEnvSchema, snapshotName, snapshotsIn } from './backup-config.ts';
import { documentsLocationFrom } from './snapshot-documents.ts';
import { takeSnapshot } from './take-snapshot.ts';

/**
 * The compose stack's backup service: a snapshot every BACKUP_INTERVAL (the first one at once
 * when the newest is older than that), then the oldest beyond BACKUP_KEEP are deleted. A failed
 * snapshot is logged and tried again after a minute; the health check sees the age of the newest.
 */
const log = createLogger('backup');
const settings = loadConfig(backupEnvSchema, process.env);
await mkdir(settings.BACKUP_DIR, { recursive: true });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => process.exit(0));

for (;;) {
  const newest = snapshotsIn(settings.BACKUP_DIR)[0];
  const due = newest ? newest.takenAt.getTime() + settings.BACKUP_INTERVAL : 0;
  if (Date.now() < due) {
    await sleep(Math.min(due - Date.now(), 60_000));
    continue;
  }
  const file = path.join(settings.BACKUP_DIR, snapshotName(new Date()));
  try {
    const manifest = await takeSnapshot(settings.DATABASE_URL, file, { documentsDir: documentsLocationFrom().dir });
    if (manifest.missingDocuments?.length)
      log.error({ file, missingDocuments: manifest.missingDocuments }, 'documents named by diet requests were already gone');
    log.info(
      { file, tables: manifest.tables.length, rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), documents: manifest.documents?.length ?? 0 },
      'snapshot written',
    );
    for (const old of snapshotsIn(settings.BACKUP_DIR).slice(settings.BACKUP_KEEP)) {
      rmSync(old.file, { force: true });
      log.info({ file: old.file }, 'old snapshot deleted');
    }
  } catch (error) {
    log.error({ err: error }, 'snapshot failed; trying again in a minute');
    await sleep(60_000);
  }
}
