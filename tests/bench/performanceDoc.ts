// docs/performance.md: the bench's latest table with the machine, the date and the commit it
// measured, and the run before it for comparison. Written by `npm run bench`, never by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOC = path.resolve(import.meta.dirname, '..', '..', 'docs', 'performance.md');
const LATEST = '## Latest run';
const BEFORE = '## The run before';

const INTRO = `# Performance

What a visitor's browser measures of the product, beside references measured in the same run:
a plain React 19 page with the same shapes (hero, text, cards, footer), that page with the
stack's libraries, and that page as static HTML with no script (the physical limit). Lighthouse's
mobile preset stands for the phone at the venue; \`mobile applied\` is that phone with its network
and CPU slowed for real rather than simulated. \`npm run bench\` writes this file; how it
measures is in docs/benchmark.md. Figures on a shared two-core machine move by a tenth between runs:
compare runs, not single figures.
`;

/** The commit measured, with a mark when the tree had changes besides it. */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

/** The machine, as far as a figure depends on it. */
function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** Writes the latest run's table over the last one, which becomes the run before. */
export function writePerformanceDoc(table: string, runs: number, seconds: number): void {
  const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const start = previous.indexOf(LATEST);
  const end = previous.indexOf(BEFORE);
  const before = start < 0 ? null : previous.slice(start + LATEST.length, end < 0 ? undefined : end).trim();
  const latest = [
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit()} · ${machine()} · medians of ${runs} · ${seconds} s`,
    '',
    '```text',
    table,
    '```',
  ].join('\n');
  const sections = [INTRO, `${LATEST}\n\n${latest}\n`, ...(before ? [`${BEFORE}\n\n${before}\n`] : [])];
  writeFileSync(DOC, sections.join('\n'));
}
