/**
 * `npm run fixtures:from-har -- <file.har> <bundle folder>`: a capture saved from a browser's
 * developer tools (or Playwright's recordHar) into a fixture bundle, created when new. Prints
 * what it wrote and every API call it could not key; replay with `FIXTURE=<bundle folder> npm start`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { writeHar, type Har } from './harBundle';
import { Recording } from './recording';

const [harFile, bundleDir] = process.argv.slice(2);
if (!harFile || !bundleDir) {
  console.error('Usage: npm run fixtures:from-har -- <file.har> <bundle folder>');
  process.exit(2);
}
const har = JSON.parse(fs.readFileSync(harFile, 'utf8')) as Har;
const recording = new Recording(bundleDir, { from: path.resolve(harFile), at: new Date().toISOString(), by: 'fixtures:from-har' });
const { written, left } = writeHar(har, recording);
console.log(`${written.length} replies written to ${recording.bundle.dir}`);
for (const name of written) console.log(`  ${name}`);
if (left.length) {
  console.log(`${left.length} API calls not written:`);
  for (const reason of left) console.log(`  ${reason}`);
}
if (!recording.bundle.manifest.defaultSiteId) console.log('No Site/GetSiteById reply: set defaultSiteId in manifest.json, or name the site in the address (?siteId=).');
