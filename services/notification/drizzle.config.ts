import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit wants paths relative to where it runs; these work from the repository root and from here.
const here = path.relative(process.cwd(), path.dirname(fileURLToPath(import.meta.url))) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/db/schema.ts`,
  out: `${here}/src/db/migrations`,
  schemaFilter: ['notification'],
});
