/**
 * `npm start`: the embedded default. Environment: PORT (default 4173), FIXTURE (a bundle
 * name under fixtures/ or a path to a bundle folder; default demo-expo), NO_BUILD=1 to serve
 * dist/ as it is.
 */
import { DEFAULT_PORT, startServer } from './server';

try {
  const server = await startServer({
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
    fixture: process.env.FIXTURE || undefined,
    build: process.env.NO_BUILD !== '1',
  });
  const { name, manifest } = server.fixture;
  console.log(`\nReplay gateway for fixture "${name}" (${manifest.title}), default site ${manifest.defaultSiteId}`);
  console.log(`  client   ${server.url}/site/`);
  console.log(`  preview  ${server.url}/preview/`);
  console.log(`  gateway  ${server.url}/api/ClientResponsiveSiteAggregator/<Area>/<Call>\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
