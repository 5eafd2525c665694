// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../fixtures/index';
import { generatedFixtures, serialise } from '../support/generatedFixtures';

describe('generated fixture bundles', () => {
  it('are committed exactly as the module examples make them (run npm run fixtures:generate)', async () => {
    for (const [file, content] of await generatedFixtures()) {
      const target = path.join(FIXTURES_DIR, file);
      expect(fs.existsSync(target), `fixtures/${file} is missing`).toBe(true);
      expect(fs.readFileSync(target, 'utf8'), `fixtures/${file} is stale`).toBe(serialise(content));
    }
  });
});
