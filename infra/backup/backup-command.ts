import { parseArgs } from 'node:util';
import { openDatabaseTarget } from './database-target.ts';
import { SnapshotError } from './snapshot-file.ts';
import { takeSnapshot } from './take-snapshot.ts';

/** `npm run backup -- --out FILE`: one consistent snapshot of every service's data. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run backup -- --out FILE   (the database: DATABASE_URL, or the embedded one under DATA_DIR)');
  process.exit(2);
}
const database = await openDatabaseTarget();
try {
  const manifest = await takeSnapshot(database.url, values.out);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Wrote ${values.out}: ${manifest.tables.length} tables, ${rows} rows, taken ${manifest.takenAt}, sha256 ${manifest.checksum.value}.`);
} catch (error) {
  if (!(error instanceof SnapshotError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
