import fs from 'node:fs';
import vm from 'node:vm';

/**
 * A deployment's domain config as its browsers read it: its domain-config.js run with a window of
 * its own and nothing else (the server renders pages with the configuration they will have).
 */
export function readDomainConfig(file: string): unknown {
  const window: { __DOMAIN_CONFIG__?: unknown } = {};
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), { window }, { filename: file, timeout: 1000 });
  return window.__DOMAIN_CONFIG__ ?? {};
}
