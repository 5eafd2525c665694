// What covers, cuts or breaks what a visitor reads, read from the page as it is drawn (issue 48,
// docs/layout.md). It runs in the browser through page.evaluate, so it holds no imports; every
// fault names its module (or the chrome's region), what it found, and the boxes involved, in the
// document's coordinates, for a screenshot of the place. What counts as an address comes in as
// `addressPattern`: the product's own (ADDRESS_PATTERN, src/theme/words.ts), which leaves one whole.

export type LayoutRule = 'covering' | 'broken word' | 'cut text' | 'past the window' | 'cut without its full text';

export interface LayoutFault {
  rule: LayoutRule;
  /** The module (`type#id`) or the chrome's region the fault lies in. */
  where: string;
  what: string;
  boxes: { x: number; y: number; width: number; height: number }[];
}

export interface LayoutCheck {
  /** The document's scroll width and the window's: a page never scrolls sideways. */
  scrollWidth: number;
  innerWidth: number;
  faults: LayoutFault[];
}

export function layoutCheck(addressPattern: string): LayoutCheck {
  const INTERACTIVE = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  const REGIONS = 'header, main, footer, nav, [role="banner"], [role="contentinfo"]';
  /** A letter of a word (Latin script, and the marks of its accents), a digit, or a soft hyphen inside a word. */
  const WORD = /[\p{Script=Latin}\p{M}\p{Nd}\u00ad]{2,}/gu;
  const faults: LayoutFault[] = [];
  /** An address (a link, an e-mail, a host) is no word of a language: it may break between any two of its letters. */
  const address = new RegExp(addressPattern, 'u');
  const inAddress = (text: string, at: number) => {
    const start = text.slice(0, at).search(/\S*$/);
    return address.test(text.slice(start).match(/^\S*/)![0]);
  };

  const whereIs = (node: Node): string => {
    const element = node instanceof Element ? node : node.parentElement;
    const module = element?.closest('[data-module-type]');
    if (module) return `${module.getAttribute('data-module-type')}#${module.id}`;
    const region = element?.closest(REGIONS);
    return region ? `chrome (${region.getAttribute('aria-label') ?? region.tagName.toLowerCase()})` : 'page';
  };
  const name = (element: Element): string => {
    const classes = [...element.classList].slice(0, 2).map((one) => `.${one}`).join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes} "${text}"`;
  };
  const quote = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const inDocument = (rect: DOMRect) => ({ x: Math.round(rect.left + scrollX), y: Math.round(rect.top + scrollY), width: Math.round(rect.width), height: Math.round(rect.height) });
  const report = (rule: LayoutRule, node: Node, what: string, rects: DOMRect[]) => faults.push({ rule, where: whereIs(node), what, boxes: rects.map(inDocument) });

  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.closest('[inert]');

  /** The boxes that clip what overflows them, nearest first (`from` itself, then its ancestors), up to a fixed layer (which the window clips). */
  const clippers = (from: Element | null): { box: DOMRect; style: CSSStyleDeclaration; element: Element }[] => {
    const found = [];
    for (let parent = from; parent && parent !== document.documentElement; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') found.push({ box: parent.getBoundingClientRect(), style, element: parent });
      if (style.position === 'fixed') break;
    }
    return found;
  };
  const scrolls = (style: CSSStyleDeclaration) => /auto|scroll/.test(style.overflowX) || /auto|scroll/.test(style.overflowY);
  /** What the clipping ancestors leave of `rect` (null: nothing). */
  const clip = (rect: DOMRect, by: { box: DOMRect; style: CSSStyleDeclaration }[]): DOMRect | null => {
    let { left, top, right, bottom } = rect;
    for (const { box, style } of by) {
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return right - left < 1 || bottom - top < 1 ? null : new DOMRect(left, top, right - left, bottom - top);
  };

  /** The layer an element is drawn in: the page, or a layer made to float over it (fixed, sticky, a dialog, a popover). */
  const layerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const { position } = getComputedStyle(node);
      if (position === 'fixed' || position === 'sticky' || node.matches('dialog[open], :popover-open')) return node;
    }
    return null;
  };

  /** Boxes under way to another place (a slide sliding): judged once they are there. */
  const moving = document
    .getAnimations()
    .filter((animation) => animation instanceof CSSTransition && animation.playState === 'running')
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
    .filter((target): target is Element => target instanceof Element);
  const inMotion = (element: Element) => moving.some((target) => target.contains(element));

  // Every line of every text shown: a text's line boxes, as the browser drew them.
  type Line = { node: Text; rect: DOMRect; seen: DOMRect; layer: Element | null };
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || parent.closest('script, style, noscript, template') || !shown(parent) || inMotion(parent)) continue;
    const by = clippers(parent);
    // Seen by nobody: wholly clipped away (a visually hidden label, a slide off its stage).
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1);
    const seen = rects.map((rect) => clip(rect, by));
    if (seen.every((rect) => rect === null)) continue;
    const layer = layerOf(parent);
    rects.forEach((rect, index) => seen[index] && lines.push({ node, rect, seen: seen[index], layer }));

    // Cut text: a line partly shown (a clamp leaking a further line, a box cutting a line's foot),
    // a line cut at the side with no ellipsis, lines hidden below a box that draws no ellipsis.
    // Only a box that cannot be scrolled cuts: a row scrolled sideways shows its next entry in part by design.
    const cutting = by.filter(({ style }) => !scrolls(style));
    const cutter = cutting[0];
    rects.forEach((rect) => {
      if (!cutter) return;
      const part = clip(rect, cutting);
      if (part && rect.height - part.height > Math.max(3, rect.height * 0.2) && part.height >= 2) report('cut text', node, `a line of ${quote(node.data)} is shown in part (${Math.round(part.height)} of ${Math.round(rect.height)} px)`, [rect, cutter.box]);
      else if (part && rect.width - part.width > 2 && getComputedStyle(parent).textOverflow !== 'ellipsis' && cutter.style.textOverflow !== 'ellipsis') report('cut text', node, `a line of ${quote(node.data)} is cut at its side with no ellipsis`, [rect, cutter.box]);
      else if (!part && seen.some(Boolean) && rect.top >= cutter.box.bottom - 1 && !by.some(({ style }) => style.webkitLineClamp && style.webkitLineClamp !== 'none')) report('cut text', node, `${quote(node.data)} is cut after its shown lines with no ellipsis`, [rect, cutter.box]);
    });

    // A word broken across lines where no hyphen shows: not at a soft hyphen, and never inside a number.
    for (const match of node.data.matchAll(WORD)) {
      if (inAddress(node.data, match.index)) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const parts = [...range.getClientRects()];
      if (parts.length < 2) continue;
      // Letter by letter: a soft hyphen's own box says little (Chromium draws the hyphen at a line's end and puts its box at the next line's start).
      let previous: { rect: DOMRect; offset: number } | null = null;
      for (let offset = 0; offset < match[0].length; offset++) {
        if (match[0][offset] === '\u00ad') continue;
        range.setStart(node, match.index + offset);
        range.setEnd(node, match.index + offset + 1);
        // Its drawn box: a letter after a line's break may also report an empty box at the end of the line before.
        const glyph = [...range.getClientRects()].filter((rect) => rect.width > 0.5).at(-1);
        if (!glyph) continue;
        if (previous && glyph.top >= previous.rect.bottom - previous.rect.height / 2) {
          const between = match[0].slice(previous.offset + 1, offset);
          const before = match[0][previous.offset]!;
          const after = match[0][offset]!;
          if (!between.includes('\u00ad')) {
            const number = /\d/.test(before) && /\d/.test(after);
            const word = match[0].replaceAll('\u00ad', '');
            const at = match[0].slice(0, offset).replaceAll('\u00ad', '').length;
            report('broken word', node, `${number ? 'a number' : 'a word'} is broken with no hyphen: "${word.slice(Math.max(0, at - 12), at)}|${word.slice(at, at + 12)}"`, [previous.rect, glyph]);
          }
        }
        previous = { rect: glyph, offset };
      }
    }
  }

  // Controls shown, each as the boxes it is drawn in (an inline link: one per line).
  type Control = { element: Element; rects: DOMRect[]; layer: Element | null };
  const controls: Control[] = [];
  for (const element of document.querySelectorAll(INTERACTIVE)) {
    if (!shown(element)) continue;
    const by = clippers(element.parentElement);
    const drawn = getComputedStyle(element).display === 'inline' ? [...element.getClientRects()] : [element.getBoundingClientRect()];
    const rects = drawn.map((rect) => clip(rect, by)).filter((rect): rect is DOMRect => rect !== null);
    if (rects.length) controls.push({ element, rects, layer: layerOf(element) });
  }

  const overlap = (one: DOMRect, other: DOMRect) => {
    const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
    const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
    return width > 0.5 && height > 0.5 ? width * height : 0;
  };
  /** A text's glyphs keep to the middle of its line box: fonts' ascents (Chinese ones' most) reach into the lines around. */
  const ink = (rect: DOMRect) => new DOMRect(rect.left + 1, rect.top + rect.height * 0.25, Math.max(0, rect.width - 2), rect.height * 0.5);
  /** A control drawn wholly inside another (a banner's hot zone, a slideshow's arrows, a close button) is placed there by design. */
  const within = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;

  // Covering: two texts, a text and a control, or two controls, in one layer, drawn over each other.
  lines.sort((one, other) => one.seen.top - other.seen.top);
  lines.forEach((one, index) => {
    const box = ink(one.seen);
    for (const other of lines.slice(index + 1)) {
      if (other.seen.top > one.seen.bottom) break;
      if (other.node === one.node || other.layer !== one.layer) continue;
      if (overlap(box, ink(other.seen)) > 2) report('covering', one.node, `${quote(one.node.data)} and ${quote(other.node.data)} (${whereIs(other.node)}) are drawn over each other`, [one.seen, other.seen]);
    }
  });
  const reported = new Set<string>();
  for (const control of controls) {
    for (const line of lines) {
      if (line.layer !== control.layer || control.element.contains(line.node)) continue;
      const rect = control.rects.find((one) => overlap(ink(line.seen), one) > 2);
      const key = `${name(control.element)}|${line.node.data}`;
      if (rect && !reported.has(key)) {
        reported.add(key);
        report('covering', line.node, `${name(control.element)} (${whereIs(control.element)}) lies over ${quote(line.node.data)}`, [rect, line.seen]);
      }
    }
  }
  controls.forEach((one, index) => {
    for (const other of controls.slice(index + 1)) {
      if (one.layer !== other.layer || one.element.contains(other.element) || other.element.contains(one.element)) continue;
      for (const rect of one.rects) {
        const hit = other.rects.find((otherRect) => !within(rect, otherRect) && !within(otherRect, rect) && overlap(rect, otherRect) > 1);
        if (hit) {
          report('covering', one.element, `${name(one.element)} and ${name(other.element)} (${whereIs(other.element)}) are drawn over each other`, [rect, hit]);
          break;
        }
      }
    }
  });

  // Past the window: a box of the page reaching past either edge, or out of the fixed bar it is in.
  for (const region of document.querySelectorAll(REGIONS)) {
    for (const element of [region, ...region.querySelectorAll('*')]) {
      if (!shown(element)) continue;
      const seen = clip(element.getBoundingClientRect(), clippers(element.parentElement));
      if (!seen) continue;
      if (seen.right > innerWidth + 1 || seen.left < -1) report('past the window', element, `${name(element)} spans ${Math.round(seen.left)}…${Math.round(seen.right)} px`, [seen]);
      const layer = layerOf(element);
      const bar = layer && layer !== element && layer.matches(REGIONS) && getComputedStyle(layer).position === 'fixed' ? layer.getBoundingClientRect() : null;
      if (bar && (seen.top < bar.top - 1 || seen.bottom > bar.bottom + 1)) report('past the window', element, `${name(element)} spills out of its fixed bar`, [seen, bar]);
    }
  }

  // Cut short with an ellipsis or a clamp: the whole text stays within reach (a title, the accessible name of what opens it).
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !shown(element)) continue;
    const style = getComputedStyle(element);
    const ellipsis = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && element.scrollHeight > element.clientHeight + 1;
    if (!ellipsis && !clamped) continue;
    const full = (element.textContent ?? '').replace(/\u00ad/g, '').replace(/\s+/g, ' ').trim();
    const carriers = [element.closest('[title]')?.getAttribute('title'), element.closest('[aria-label]')?.getAttribute('aria-label')];
    // Inside a link or button named by its content, the full text is its accessible name, and it opens the whole story or card.
    const opener = element.closest('a[href], button, [role="button"]');
    const namedByContent = opener !== null && !opener.hasAttribute('aria-label') && !opener.hasAttribute('aria-labelledby');
    if (!namedByContent && !carriers.some((carrier) => carrier?.replace(/\s+/g, ' ').includes(full))) report('cut without its full text', element, `${name(element)} is cut short and nothing carries its full text`, [element.getBoundingClientRect()]);
  }

  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, faults };
}
