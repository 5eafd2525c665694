/**
 * `npm start`: the embedded default. Environment: PORT (default 4173), FIXTURE (a bundle
 * name under fixtures/ or a path to a bundle folder; default demo-expo), NO_BUILD=1 to serve
 * dist/ as it is, OIDC_TOKEN_TTL (seconds, default 3600), OIDC_HOSTILE (tests only: 1 mounts
 * the provider's hostile switch, a mode name also starts in that mode; see oidc/hostile.ts),
 * RECORD_FROM (a real gateway's base address: FIXTURE is then the folder to record into),
 * CLIENT_ORIGINS (comma-separated origins of a proxy serving the client, e.g. deploy/nginx's),
 * SSR=0 to serve site pages as the bare shell (no head written by the server), FILE_SERVER (the
 * file server the domain config names; default this server's own files).
 */
import './productionMode';
import { GATEWAY_BASE } from './gateway';
import { isHostileSetting } from './oidc/hostile';
import { DEFAULT_PORT, startServer } from './server';

/** OIDC_HOSTILE: unset or empty is off; a mode name (or "off") starts there; anything else mounts the switch, well-behaved. */
function hostileFromEnv(value: string | undefined) {
  if (!value) return undefined;
  return isHostileSetting(value) ? value : true;
}

try {
  const server = await startServer({
    port: process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT,
    fixture: process.env.FIXTURE || undefined,
    build: process.env.NO_BUILD !== '1',
    hostile: hostileFromEnv(process.env.OIDC_HOSTILE),
    recordFrom: process.env.RECORD_FROM || undefined,
    clientOrigins: process.env.CLIENT_ORIGINS?.split(',').filter(Boolean),
    ssr: process.env.SSR !== '0',
    fileServer: process.env.FILE_SERVER || undefined,
  });
  const { name, manifest } = server.fixture;
  console.log(`\nReplay gateway for fixture "${name}" (${manifest.title}), default site ${manifest.defaultSiteId}`);
  console.log(`  client   ${server.url}/site/`);
  console.log(`  preview  ${server.url}/preview/`);
  console.log(`  gateway  ${server.url}${GATEWAY_BASE}<Area>/<Call>`);
  console.log(`  oidc     ${server.issuer}/.well-known/openid-configuration (demo / demo1234, attendee / attendee1234)`);
  if (process.env.RECORD_FROM) console.log(`  RECORDING every API call it cannot answer from ${process.env.RECORD_FROM} into ${server.fixture.dir}`);
  if (process.env.OIDC_HOSTILE) console.log(`  HOSTILE  ${server.url}/oidc-admin/hostile: the provider misbehaves on request (tests only)`);
  console.log('');
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
