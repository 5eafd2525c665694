import { searchable } from '../../i18n/searchText';
import type { ScriptFold } from '../../i18n/scriptFold';

/** One thing the site search can find: what it shows, what it searches and where it leads. */
export interface Finding {
  id: string;
  title: string;
  /** A second line: when, where, who. */
  line?: string;
  /** The language of title and line when it is not the page's. */
  lang?: string;
  /** Every text the search looks through, in any of the event's languages. */
  text: string;
  /** An address in the site (a detail page), or a partner's own site. */
  href: string;
  external?: boolean;
}

/** A finding with its text as the search compares it. */
export type Prepared = readonly [Finding, string];

const folded = new WeakMap<readonly Finding[], { fold: ScriptFold; prepared: Prepared[] }>();

/** Every finding's text folded, once per list and fold: not again for each search or render. */
export function prepare(findings: readonly Finding[], fold: ScriptFold): Prepared[] {
  const kept = folded.get(findings);
  if (kept?.fold === fold) return kept.prepared;
  const prepared = findings.map((finding) => [finding, searchable(fold(finding.text))] as const);
  folded.set(findings, { fold, prepared });
  return prepared;
}

/** The findings holding every word, in their order. */
export function matching(prepared: readonly Prepared[], words: readonly string[]): Finding[] {
  if (words.length === 0) return [];
  return prepared.filter(([, text]) => words.every((word) => text.includes(word))).map(([finding]) => finding);
}
