import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the Vite build reads: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'renderer', 'schemas', 'public', 'preview/harness', 'index.html', 'preview/index.html', 'vite.config.ts'];

/** Newest modification time under `target`; folders count too, so a deleted file shows. */
function newestChange(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, entry) => Math.max(newest, newestChange(path.join(target, entry))), stat.mtimeMs);
}

/** True when dist/index.html is missing or older than any build input. */
export function needsBuild(root: string): boolean {
  const built = fs.statSync(path.join(root, 'dist', 'index.html'), { throwIfNoEntry: false });
  if (!built) return true;
  return BUILD_INPUTS.some((input) => newestChange(path.join(root, input)) > built.mtimeMs);
}

/** Runs `vite build` (output shown as it comes) when dist/ is stale. */
export async function buildIfNeeded(root: string, log: (line: string) => void): Promise<void> {
  if (!needsBuild(root)) return;
  log('dist/ is missing or older than its sources: running vite build');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`);
}
