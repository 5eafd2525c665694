import type { Link } from '../../../schemas/modules/link';
import { findPage, type PageSummary } from '../bundles';
import { fieldsWhere } from './fields';
import type { Finding, Verdict } from './items';
import { named, type ShownModule } from './shown';

const isLink = (value: unknown): value is Link => typeof value === 'object' && value !== null && typeof (value as { linkType?: unknown }).linkType === 'string';

/**
 * An external address leaves the site the same way from every page only when it is absolute
 * http(s) with a host: safeUrl also lets relative ones through ('www.example.com' opens
 * /site/www.example.com), blanks, and 'http:host' (relative to an http page).
 */
function isAbsoluteWeb(address: string | null | undefined): boolean {
  const trimmed = address?.trim() ?? '';
  return /^https?:\/\/[^\s/?#]+/i.test(trimmed) && URL.canParse(trimmed);
}

function judge(link: Link, pages: readonly PageSummary[], ownPageId: string): Verdict | null {
  if (link.linkType === 'external') return isAbsoluteWeb(link.externalUrl) ? null : { kind: 'link-scheme', detail: { address: link.externalUrl ?? null } };
  if (link.linkType !== 'page') return null;
  const target = link.linkPageId ? findPage(pages, link.linkPageId) : undefined;
  if (!target) return { kind: 'link-missing', detail: { linkPageId: link.linkPageId ?? null } };
  // A draft page linking to itself: publishing it publishes the link's target too.
  if (target.draft && target.pageId !== ownPageId) return { kind: 'link-unpublished', detail: { linkPageId: target.pageId, title: target.title } };
  return null;
}

/**
 * Links that lead nowhere a visitor can go. Every object with a linkType that the module's schema
 * reads counts (config, mobileConfig, the more button, hot zones, list items, footer columns…),
 * so a new module type's links are checked without a line here.
 */
export const linkFindings =
  (pages: readonly PageSummary[]) =>
  (shown: ShownModule): Finding[] =>
    fieldsWhere(shown.schema, shown.shown, ({ value }) => isLink(value)).flatMap(({ value, path }) => {
      const verdict = judge(value as Link, pages, shown.page.pageId);
      return verdict ? [{ ...named(shown), path, ...verdict }] : [];
    });
