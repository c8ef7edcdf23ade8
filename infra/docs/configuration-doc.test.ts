import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from '@jest/globals';
import { CONFIGURATION_DOC, renderConfigurationDoc, undescribedSettings } from './configuration-doc.ts';

describe('docs/configuration.md', () => {
  test('when a setting is added to a settings schema, then it must say what it is for', () => {
    assert.deepEqual(undescribedSettings(), []);
  });

  test('when a settings schema changes, then the committed page must be written again (npm run docs:configuration)', () => {
    assert.equal(fs.readFileSync(CONFIGURATION_DOC, 'utf8'), renderConfigurationDoc());
  });
});
