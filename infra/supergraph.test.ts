import { readFileSync } from 'node:fs';
import { test } from '@jest/globals';
import assert from 'node:assert/strict';
import { composeSupergraph, SUPERGRAPH_FILE } from './compose-supergraph.ts';

test('when the four subgraph schemas are composed, then they compose without errors', () => {
  const composition = composeSupergraph();
  assert.ok(composition.ok, composition.ok ? '' : `The subgraphs do not compose:\n${composition.errors.join('\n')}`);
});

test('when the subgraph schemas are composed again, then the result equals the checked-in supergraph the gateway serves', () => {
  const composition = composeSupergraph();
  assert.ok(composition.ok, 'the subgraphs do not compose');
  const checkedIn = readFileSync(SUPERGRAPH_FILE, 'utf8');
  assert.ok(
    checkedIn === composition.supergraphSdl,
    'infra/supergraph.graphql is out of date with the subgraph schemas: run npm run compose:supergraph and commit the result',
  );
});
