// Medians and the one printed table.
import type { Preset } from './lighthouse';

export const METRICS = ['score', 'fcp', 'lcp', 'tbt', 'cls', 'inp'] as const;
export type Metric = (typeof METRICS)[number];
export type Figures = Record<Metric, number | null>;

export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

const HEADINGS: Record<Metric, string> = { score: 'score', fcp: 'FCP ms', lcp: 'LCP ms', tbt: 'TBT ms', cls: 'CLS', inp: 'INP ms' };

function show(metric: Metric, value: number | null): string {
  if (value === null) return 'n/a';
  if (metric === 'score') return value.toFixed(2);
  if (metric === 'cls') return value.toFixed(3);
  // Event Timing reports nothing under 16 ms, so 0 means "below the floor".
  if (metric === 'inp' && value === 0) return '<16';
  return String(Math.round(value));
}

/** Ours / reference; nothing when the reference is 0 or under the INP floor (the ratio would be infinite). */
function ratio(ours: number | null, reference: number | null): string {
  if (ours === null || reference === null || reference === 0) return '–';
  return (ours / reference).toFixed(2);
}

export interface Row {
  /** The preset, and how it throttled where that was not simulated ('mobile applied'). */
  preset: Preset | `${Preset} applied`;
  page: string;
  /** What `ours` names on this row ('ours' unless said). */
  label?: string;
  ours: Figures;
  reference: Figures;
  /** The reference as static HTML with no script: the physical limit (rows of our pages). */
  physical?: Figures;
}

function aligned(lines: string[][]): string {
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  return lines.map((line) => line.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

export function table(rows: readonly Row[]): string {
  const lines = [['preset', 'page', '', ...METRICS.map((metric) => HEADINGS[metric])]];
  for (const { preset, page, label = 'ours', ours, reference, physical } of rows) {
    lines.push([preset, page, label, ...METRICS.map((metric) => show(metric, ours[metric]))]);
    lines.push(['', '', 'reference', ...METRICS.map((metric) => show(metric, reference[metric]))]);
    lines.push(['', '', `${label}/ref`, ...METRICS.map((metric) => ratio(ours[metric], reference[metric]))]);
    if (!physical) continue;
    lines.push(['', '', 'static', ...METRICS.map((metric) => show(metric, physical[metric]))]);
    lines.push(['', '', `${label}/static`, ...METRICS.map((metric) => ratio(ours[metric], physical[metric]))]);
  }
  return aligned(lines);
}
