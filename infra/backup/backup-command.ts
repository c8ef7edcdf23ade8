import { parseArgs } from 'node:util';
import { runOnDatabaseTarget } from './database-target.ts';
import { takeSnapshot } from './take-snapshot.ts';

/** `npm run backup -- --out FILE`: one consistent snapshot of every service's data. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out;
if (!out) {
  console.error('Usage: npm run backup -- --out FILE   (the database: DATABASE_URL, or the embedded one under DATA_DIR)');
  process.exit(2);
}
await runOnDatabaseTarget(async (url) => {
  const manifest = await takeSnapshot(url, out);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `Wrote ${out}: ${manifest.tables.length} tables, ${rows} rows, taken ${manifest.takenAt}, sha256 ${manifest.checksum.value}.`;
});
