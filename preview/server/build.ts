import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the Vite builds read: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'renderer', 'schemas', 'public', 'preview/harness', 'index.html', 'preview/index.html', 'vite.config.ts', 'vite.server.config.ts', 'vite.styled.ts'];

/** The app's server build (vite.server.config.ts): what renders a site page's first screen, beside dist/, never served. */
export const SERVER_BUILD = 'dist-server';
/** Its entry, as the server imports it. */
export const SERVER_ENTRY = 'serverEntry.js';

/** Newest modification time under `target`; folders count too, so a deleted file shows. */
function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

/** True when the browser's or the server's build is missing or older than any build input. */
export function needsBuild(root: string): boolean {
  const built = [path.join(root, 'dist', 'index.html'), path.join(root, SERVER_BUILD, SERVER_ENTRY)].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  const oldest = Math.min(...built);
  return oldest === 0 || BUILD_INPUTS.some((input) => newestChange(path.join(root, input)) > oldest);
}

/** Runs `npm run build` (the browser's build, then the server's; output shown as it comes) when either is stale. */
export async function buildIfNeeded(root: string, log: (line: string) => void): Promise<void> {
  if (!needsBuild(root)) return;
  log('dist/ or dist-server/ is missing or older than its sources: running npm run build');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build'], ['build', '-c', 'vite.server.config.ts']]) {
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) throw new Error(`vite ${args.join(' ')} failed (exit code ${code})`);
  }
}
