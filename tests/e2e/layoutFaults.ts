// What a long text can break in a page's layout, read from the page as it is drawn: runs in the
// browser through page.evaluate, so it holds no imports and names every fault it finds.

export interface LayoutFaults {
  /** The document's scroll width and the window's: a page never scrolls sideways. */
  scrollWidth: number;
  innerWidth: number;
  /** Visible boxes of the page's header, main, footer and navigation that reach past the window's edges. */
  stickingOut: string[];
  /** Pairs of visible interactive elements drawn over each other. */
  overlapping: string[];
  /** Texts cut short (ellipsis, line clamp) whose full text no title or accessible name carries. */
  truncatedWithoutFullText: string[];
}

export function layoutFaults(): LayoutFaults {
  const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [tabindex]';
  const REGIONS = 'header, main, footer, nav, [role="banner"], [role="contentinfo"]';

  const describe = (element: Element): string => {
    const module = element.closest('[data-module-type]')?.getAttribute('data-module-type');
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${module ? `[${module}] ` : ''}${element.tagName.toLowerCase()}${id}${classes} "${text}"`;
  };

  /** The part of an element's box left visible by the ancestors that clip their overflow (null: none). */
  const visibleRect = (element: Element): DOMRect | null => {
    const rect = element.getBoundingClientRect();
    let { left, top, right, bottom } = rect;
    for (let parent = element.parentElement; parent && parent !== document.documentElement; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.position === 'fixed') break;
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const box = parent.getBoundingClientRect();
      if (clipsX) [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (clipsY) [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    if (right - left < 1 || bottom - top < 1) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  };

  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.closest('[inert], [aria-hidden="true"]');

  /** The fixed layer (the bottom navigation, a floating window) an element lies in, if any. */
  const fixedLayerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return node;
    return null;
  };
  /** Fixed layers lie over the page by design: their controls are compared among themselves. */
  const layerOf = (element: Element) => (fixedLayerOf(element) ? 'fixed' : 'page');

  const stickingOut: string[] = [];
  const inRegions = new Set([...document.querySelectorAll(REGIONS)].flatMap((region) => [region, ...region.querySelectorAll('*')]));
  {
    for (const element of inRegions) {
      if (!shown(element)) continue;
      const visible = visibleRect(element);
      if (visible && (visible.right > innerWidth + 1 || visible.left < -1)) stickingOut.push(`${describe(element)} spans ${Math.round(visible.left)}…${Math.round(visible.right)} px`);
      // A fixed bar's content stays inside the bar: a label spilling above it would cover the page.
      const layer = fixedLayerOf(element);
      const bar = layer && layer !== element && layer.matches(REGIONS) ? layer.getBoundingClientRect() : null;
      if (visible && bar && (visible.top < bar.top - 1 || visible.bottom > bar.bottom + 1)) stickingOut.push(`${describe(element)} spills out of its fixed bar`);
    }
  }

  const controls = [...document.querySelectorAll(INTERACTIVE)]
    .filter(shown)
    .map((element) => ({ element, rect: visibleRect(element), layer: layerOf(element) }))
    .filter((control): control is { element: Element; rect: DOMRect; layer: string } => control.rect !== null);
  /** A control drawn wholly inside another (a banner's hot zone, a slideshow's arrows, a close button) is placed there by design. */
  const within = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
  const overlapping: string[] = [];
  controls.forEach((one, index) => {
    for (const other of controls.slice(index + 1)) {
      if (one.layer !== other.layer || one.element.contains(other.element) || other.element.contains(one.element)) continue;
      if (within(one.rect, other.rect) || within(other.rect, one.rect)) continue;
      const width = Math.min(one.rect.right, other.rect.right) - Math.max(one.rect.left, other.rect.left);
      const height = Math.min(one.rect.bottom, other.rect.bottom) - Math.max(one.rect.top, other.rect.top);
      if (width > 0 && height > 0 && width * height > 1) overlapping.push(`${describe(one.element)} × ${describe(other.element)}: ${Math.round(width)}×${Math.round(height)} px`);
    }
  });

  const truncatedWithoutFullText: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || !(element instanceof HTMLElement)) continue;
    const style = getComputedStyle(element);
    const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && element.scrollHeight > element.clientHeight + 1;
    if (!ellipsis && !clamped) continue;
    const full = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const carriers = [element.closest('[title]')?.getAttribute('title'), element.closest('[aria-label]')?.getAttribute('aria-label')];
    // Inside a link or button named by its content, the full text is its accessible name, and it opens the whole story or card.
    const opener = element.closest('a[href], button, [role="button"]');
    const namedByContent = opener !== null && !opener.hasAttribute('aria-label') && !opener.hasAttribute('aria-labelledby');
    if (!namedByContent && !carriers.some((carrier) => carrier?.replace(/\s+/g, ' ').includes(full))) truncatedWithoutFullText.push(describe(element));
  }

  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, stickingOut, overlapping, truncatedWithoutFullText };
}
