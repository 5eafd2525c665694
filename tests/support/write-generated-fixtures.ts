// `npm run fixtures:generate`: writes the kitchen-sink, stress and long-text bundles from the examples.
import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES_DIR } from '../../fixtures/index';
import { generatedFixtures, serialise } from './generatedFixtures';

for (const [file, content] of await generatedFixtures()) {
  const target = path.join(FIXTURES_DIR, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, serialise(content));
  console.log(`wrote fixtures/${file}`);
}
