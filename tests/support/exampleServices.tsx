import type { LinkViewProps, RendererServices } from '../../renderer/context';
import { describeFault, type ModuleFault } from '../../renderer/faults';
import type { Link } from '../../schemas/modules/link';
import type { Terminal } from '../../schemas/page';
import { isSafeUrl } from '../../schemas/primitives';

function plainHref(link: Link): string | null {
  if (link.linkType === 'page' && link.linkPageId) {
    const anchor = link.anchor ? `#${encodeURIComponent(link.anchor)}` : '';
    return `?pageId=${encodeURIComponent(link.linkPageId)}${anchor}`;
  }
  if (link.linkType === 'route' && link.route) {
    const query = new URLSearchParams(link.query ?? {}).toString();
    return query ? `${link.route}?${query}` : link.route;
  }
  if (link.linkType === 'external' && link.externalUrl && isSafeUrl(link.externalUrl)) return link.externalUrl;
  return null;
}

/** Outside the app there is no router: page links become plain query links, external ones stay checked. */
export function PlainLink({ link, className, children, 'aria-label': label }: LinkViewProps) {
  const href = plainHref(link);
  if (!href) return <span className={className}>{children}</span>;
  const newTab = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a href={href} className={className} aria-label={label} {...newTab}>
      {children}
    </a>
  );
}

// The engine's own words, for stories and tests only; the app takes them from its locale files.
const engineTexts: Record<Parameters<RendererServices['text']>[0], string> = {
  more: 'More',
  faultTitle: 'Module left out',
  faultUnknownType: 'Unknown module type',
  faultInvalid: 'The payload does not match the schema',
  faultRender: 'The module failed while rendering',
  loading: 'Loading',
};

function logFault(fault: ModuleFault) {
  console.warn(describeFault(fault));
}

/** Renderer services for module stories and tests: preview mode, everything visible, plain links. */
export function exampleServices(terminal: Terminal, onFault: (fault: ModuleFault) => void = logFault): RendererServices {
  return { mode: 'preview', terminal, onFault, visibility: () => 'shown', LinkView: PlainLink, text: (key) => engineTexts[key] };
}
