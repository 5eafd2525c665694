import type { SchemaIssue } from '../../../schemas/issues';
import type { Terminal } from '../../../schemas/page';
import type { ReportEntry } from '../report';
import type { FieldPath } from './fields';

/** What each kind of finding says, beside the module and field it names. */
interface Details {
  /** The renderer leaves the module out (report.ts). */
  fault: { fault: ReportEntry['kind']; issues: SchemaIssue[] };
  /** A link to a page the site's tree does not have (or to no page at all). */
  'link-missing': { linkPageId: string | null };
  /** A link to a page visitors cannot open yet. */
  'link-unpublished': { linkPageId: string; title: string };
  /** An external link that is not an absolute http(s) address (null: none given). */
  'link-scheme': { address: string | null };
  'picture-failed': { address: string; status: number | null };
  'picture-heavy': { address: string; bytes: number; limit: number };
  /** `shownOn`: the colour the text actually sits on, once transparency lets the page through. */
  contrast: { text: string; background: string; transparency: number; shownOn: string; ratio: number; minimum: number };
  /** The module's authority rule, which no visitor passes. */
  unseen: { authorityType: string | null; scopeType: string | null; businessIds: string[] };
}

export type ReadinessKind = keyof Details;

/** What a check says of one field or module: the kind and what goes with it. */
export type Verdict = { [K in ReadinessKind]: { kind: K; detail: Details[K] } }[ReadinessKind];

/** One finding on one module, before the terminals it shows on are known. */
export type Finding = Verdict & { moduleId: string; moduleType: string; path?: FieldPath };

/** What keeps a page from being ready to publish, module by module, on the terminals where it shows. */
export type ReadinessItem = Finding & { terminals: Terminal[] };

/** The findings of every terminal, the same finding on both terminals once, with both (as report.ts joins faults). */
export function joinTerminals(found: Iterable<{ terminal: Terminal; finding: Finding }>): ReadinessItem[] {
  const items = new Map<string, ReadinessItem>();
  for (const { terminal, finding } of found) {
    const key = JSON.stringify([finding.kind, finding.moduleId, finding.path ?? null, finding.detail]);
    const known = items.get(key);
    if (!known) items.set(key, { ...finding, terminals: [terminal] });
    else if (!known.terminals.includes(terminal)) known.terminals.push(terminal);
  }
  return [...items.values()];
}
