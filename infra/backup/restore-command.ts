import { parseArgs } from 'node:util';
import { runOnDatabaseTarget } from './database-target.ts';
import { restoreSnapshot } from './restore-snapshot.ts';
import { documentsLocationFrom } from './snapshot-documents.ts';

/** `npm run restore -- FILE [--replace]`: a snapshot back into an empty database (or over one, with --replace). */
const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error(
    'Usage: npm run restore -- FILE [--replace]   (the database: DATABASE_URL, or the embedded one under DATA_DIR; the documents: DATA_DIR/documents, checked with DOCUMENTS_KEY)',
  );
  process.exit(2);
}
const file = positionals[0]!;
await runOnDatabaseTarget(async (url) => {
  const manifest = await restoreSnapshot(url, file, { replace: values.replace, documents: documentsLocationFrom() });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `Restored ${file} (taken ${manifest.takenAt}): ${manifest.tables.length} tables, ${rows} rows, ${manifest.documents?.length ?? 0} documents. Every session was ended and every open reset link removed.`;
});
