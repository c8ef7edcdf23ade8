import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { generate } from '@graphql-codegen/cli';
import { codegenConfig, repoRoot } from './codegen.ts';

test('when the web documents and the subgraph resolvers types are generated again, then they equal the committed files', async () => {
  const outputs: { filename: string; content: string }[] = await generate(codegenConfig(), false);
  assert.ok(outputs.length > 4, 'codegen produced no files');
  const stale = outputs
    .filter(({ filename, content }) => {
      try {
        return readFileSync(filename, 'utf8') !== content;
      } catch {
        return true;
      }
    })
    .map(({ filename }) => path.relative(repoRoot, filename));
  assert.deepEqual(stale, [], `Generated GraphQL types are out of date: run npm run codegen and commit the result (${stale.join(', ')})`);
});
