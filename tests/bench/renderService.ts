// The render service under load (`npm run render-service`, deploy/nginx's upstream for site
// pages), in a process of its own asking the bench's product server as its gateway: time to
// first byte on a cache miss with the gateway's share, on a hit at 200 connections, its CPU per
// rendered page and its memory over 10,000 renders. Figures only; nothing here passes or fails.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitUntilAnswers } from '../support/listening';
import { median } from './report';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SITE = '1001';
const MISSES = 300;
const RENDERS = 10_000;
/** Where the memory is read: flat memory is the same at the last three, its page cache full long before. */
const MEMORY_AT = [1_000, 4_000, 7_000, RENDERS];
/** Linux counts a process's CPU in ticks of 1/100 s (USER_HZ). */
const TICK_MS = 10;

export interface RenderServiceFigures {
  missP50: number;
  missP95: number;
  gatewayP50: number;
  hitP50: number;
  hitP99: number;
  hitPerSecond: number;
  cpuPerRenderMs: number;
  /** The same past the service's first 1,000 renders (its code compiled, its caches full), ten misses at a time. */
  cpuPerWarmRenderMs: number;
  /** Resident MB after each of MEMORY_AT's renders. */
  rss: number[];
  /** Live heap MB after a full collection, at the same moments. */
  heap: number[];
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** The process's CPU time so far (user and system), from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The process's resident memory in MB, from /proc. */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** The service's live heap in MB after a full collection (renderServiceHeap.ts answers). */
function heapMb(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (bytes) => resolve(Number(bytes) / 1024 / 1024));
    child.send('heap');
  });
}

/** Every request a new address: each one a cache miss, rendered from the gateway. */
async function renderAll(origin: string, amount: number, from: number): Promise<void> {
  let n = from;
  await autocannon({
    url: origin,
    connections: 10,
    amount,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/site/?siteId=${SITE}&n=${n++}` }) }],
  });
}

export async function measureRenderService(gateway: string): Promise<RenderServiceFigures> {
  const port = await freePort();
  // Node itself runs the service (tsx as its loader, not tsx's own process around it): the
  // process whose CPU and memory are read is the service's.
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'tests/bench/renderServiceHeap.ts'], {
    cwd: ROOT,
    env: { ...process.env, GATEWAY: gateway, SITE_ID: SITE, PORT: String(port), CLIENT_DIR: path.join(ROOT, 'dist') },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswers(`${origin}/site/?siteId=${SITE}&warm`, 60_000, child, 'the render service');
    const pid = child.pid!;
    // Misses one at a time: the time to the first byte as a visitor's request meets it.
    const totals: number[] = [];
    const gateways: number[] = [];
    const cpuBefore = cpuMs(pid);
    for (let n = 0; n < MISSES; n++) {
      const started = performance.now();
      const response = await fetch(`${origin}/site/?siteId=${SITE}&miss=${n}`);
      totals.push(performance.now() - started);
      gateways.push(Number(/gateway;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN));
      await response.arrayBuffer();
    }
    const cpuPerRenderMs = (cpuMs(pid) - cpuBefore) / MISSES;
    // One address for everyone (a QR code on the big screen): served from the cache.
    const hit = await autocannon({ url: `${origin}/site/?siteId=${SITE}&miss=0`, connections: 200, duration: 10 });
    const rss: number[] = [];
    const heap: number[] = [];
    let rendered = MISSES;
    let warmCpuMs = 0;
    for (const renders of MEMORY_AT) {
      const cpuFrom = cpuMs(pid);
      await renderAll(origin, renders - rendered, rendered);
      if (renders > MEMORY_AT[0]!) warmCpuMs += cpuMs(pid) - cpuFrom;
      rendered = renders;
      rss.push(rssMb(pid));
      heap.push(await heapMb(child));
    }
    return {
      missP50: median(totals)!,
      missP95: percentile(totals, 0.95),
      gatewayP50: median(gateways)!,
      hitP50: hit.latency.p50,
      hitP99: hit.latency.p99,
      hitPerSecond: hit.requests.average,
      cpuPerRenderMs,
      cpuPerWarmRenderMs: warmCpuMs / (RENDERS - MEMORY_AT[0]!),
      rss,
      heap,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export function renderServiceLine(figures: RenderServiceFigures | null): string {
  if (!figures) return 'Render service: n/a (it did not start)';
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `Render service (site, tree and detail from the gateway; ${MISSES} misses one at a time, a hit at 200 connections for 10 s, ${RENDERS.toLocaleString('en')} renders):`,
    `  miss: time to first byte p50 ${ms(figures.missP50)}, p95 ${ms(figures.missP95)} (the gateway's share p50 ${ms(figures.gatewayP50)}); CPU ${ms(figures.cpuPerRenderMs)} per rendered page (the service's first ${MISSES}), ${ms(figures.cpuPerWarmRenderMs)} past its first ${MEMORY_AT[0]!.toLocaleString('en')} (ten at a time)`,
    `  hit: p50 ${figures.hitP50} ms, p99 ${figures.hitP99} ms, ${Math.round(figures.hitPerSecond)} pages/s`,
    `  memory after ${MEMORY_AT.map((renders) => renders.toLocaleString('en')).join(', ')} renders: live heap after a full collection ${figures.heap.map((mb) => mb.toFixed(0)).join(', ')} MB; resident ${figures.rss.map((mb) => mb.toFixed(0)).join(', ')} MB`,
  ].join('\n');
}
