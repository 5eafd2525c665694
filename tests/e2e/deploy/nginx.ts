// A real nginx (Debian's package) serving a folder through deploy/nginx/minisite.conf, the file
// production uses, with only its placeholders filled in. It runs unprivileged, in the
// foreground, with its prefix, pid, logs and temporary files in a folder of its own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntilAnswers } from '../../support/listening';

const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'].map((name) => `/usr/lib/nginx/modules/${name}`);
/** Debian's nobody and nogroup: who nginx runs as when the tests run as root. */
const NOBODY = 65534;
/** How long nginx may take to answer its first request (it starts in well under a second). */
const START_TIMEOUT_MS = 15_000;

/** The placeholders of minisite.conf (its header says what each holds). */
export interface DeployValues {
  MINISITE_LISTEN: string;
  MINISITE_SERVER_NAME: string;
  MINISITE_ROOT: string;
  MINISITE_UPSTREAM: string;
  MINISITE_CONNECT_SRC: string;
  MINISITE_FRAME_SRC: string;
  MINISITE_MEDIA_SRC: string;
  MINISITE_RENDER: string;
  MINISITE_PAGE_CACHE: string;
}

/** minisite.conf with its placeholders filled, as envsubst would; a placeholder left unfilled is an error. */
export function fillTemplate(template: string, values: DeployValues): string {
  return template.replace(/\$\{(MINISITE_\w+)\}/g, (placeholder, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx/minisite.conf names ${placeholder}, which the test does not fill`);
    return values[name as keyof DeployValues];
  });
}

export interface RunningNginx {
  origin: string;
  /** Whether this nginx compresses with brotli too (Debian's optional modules are installed). */
  brotli: boolean;
  /** What nginx has logged at warn and above so far. */
  errors(): string;
  stop(): Promise<void>;
}

/** The top of the configuration a distribution's nginx.conf would hold, around minisite.conf. */
function mainConfig(brotli: boolean): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    'pid nginx.pid;',
    'error_log error.log warn;',
    ...(brotli ? BROTLI_MODULES.map((module) => `load_module ${module};`) : []),
    'events { worker_connections 256; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path temp/${kind};`),
    ...(brotli ? [`  include ${path.join(DEPLOY, 'brotli.conf')};`] : []),
    '  include minisite.conf;',
    '}',
    '',
  ].join('\n');
}

/** What the deployment serves, and the placeholders' values besides the listen address and root. */
export interface Deployed {
  /** The build (`npm run build`'s dist/). */
  dist: string;
  /** This deployment's domain-config.js. */
  domainConfig: string;
  values: Omit<DeployValues, 'MINISITE_LISTEN' | 'MINISITE_ROOT' | 'MINISITE_PAGE_CACHE'>;
}

/**
 * The root docs/deploy.md describes: `site/` holding dist/ without the preview
 * harness, and the deployment's own domain-config.js.
 */
function installSite(root: string, { dist, domainConfig }: Deployed): void {
  const site = path.join(root, 'site');
  fs.mkdirSync(site, { recursive: true });
  for (const entry of fs.readdirSync(dist)) {
    if (entry !== 'preview' && entry !== 'domain-config.js') fs.symlinkSync(path.join(dist, entry), path.join(site, entry));
  }
  fs.writeFileSync(path.join(site, 'domain-config.js'), domainConfig);
}

/**
 * Starts nginx on `port` serving `deployed` and waits until it answers. Fails, rather than
 * skips, without nginx: `.ci/run` installs it.
 */
export async function startNginx(port: number, deployed: Deployed): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is not installed (${NGINX}): the deploy tests serve the client through it. Install Debian's package (apt-get install nginx, as .ci/run does) or set NGINX_PATH.`);
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'minisite-nginx-'));
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(prefix, 'temp', kind), { recursive: true });
  const pageCache = path.join(prefix, 'page-cache');
  fs.mkdirSync(pageCache);
  const brotli = BROTLI_MODULES.every((module) => fs.existsSync(module));
  const root = path.join(prefix, 'root');
  installSite(root, deployed);
  const template = fs.readFileSync(path.join(DEPLOY, 'minisite.conf'), 'utf8');
  fs.writeFileSync(path.join(prefix, 'minisite.conf'), fillTemplate(template, { ...deployed.values, MINISITE_LISTEN: `127.0.0.1:${port}`, MINISITE_ROOT: root, MINISITE_PAGE_CACHE: pageCache }));
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(brotli));
  // Run as root, nginx would keep a root master; nobody owns the prefix and runs it all instead.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownTree(prefix, NOBODY);

  const nginx = spawn(NGINX, ['-p', prefix, '-c', 'nginx.conf', '-e', 'error.log'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswers(`${origin}/site/`, START_TIMEOUT_MS, nginx, 'nginx');
  } catch (error) {
    nginx.kill('SIGTERM');
    const log = fs.readFileSync(path.join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' });
    throw new Error(`${(error as Error).message}\n${stderr}${log}`, { cause: error });
  }

  return {
    origin,
    brotli,
    errors: () => fs.readFileSync(path.join(prefix, 'error.log'), { encoding: 'utf8', flag: 'a+' }),
    stop: async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function chownTree(dir: string, id: number): void {
  fs.chownSync(dir, id, id);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, id);
    else fs.lchownSync(full, id, id);
  }
}
