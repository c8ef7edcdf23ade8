import { parseArgs } from 'node:util';
import { runOnDatabaseTarget } from './database-target.ts';
import { documentsLocationFrom } from './snapshot-documents.ts';
import { takeSnapshot } from './take-snapshot.ts';

/** `npm run backup -- --out FILE`: one consistent snapshot of every service's data and the diet requests' documents (DATA_DIR/documents, as identity keeps them). */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out;
if (!out) {
  console.error('Usage: npm run backup -- --out FILE   (the database: DATABASE_URL, or the embedded one under DATA_DIR; the documents: DATA_DIR/documents)');
  process.exit(2);
}
await runOnDatabaseTarget(async (url) => {
  const manifest = await takeSnapshot(url, out, { documentsDir: documentsLocationFrom().dir });
  if (manifest.missingDocuments?.length) {
    console.error(
      `Warning: ${manifest.missingDocuments.length} document(s) named by diet requests were already gone from ${documentsLocationFrom().dir}: ${manifest.missingDocuments.join(', ')}.`,
    );
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `Wrote ${out}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.documents?.length ?? 0} documents, taken ${manifest.takenAt}, sha256 ${manifest.checksum.value}.`;
});
