import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';

/** Rows kept mounted beyond the viewport: Tab moves into them, and scrolling does not show blanks. */
const OVERSCAN = 6;
/** A session row's usual height (measured on the stress programme); the list reserves this times the count until rows are measured. */
const ESTIMATE: Record<Terminal, number> = { pc: 180, mobile: 300 };

interface Props {
  count: number;
  terminal: Terminal;
  /** The row at `index`: an `li` that spreads `rowProps` (position, measuring ref, set size). */
  row: (index: number, rowProps: RowProps) => ReactNode;
  /** Scrolls the page to a row that may not be mounted yet; `at` tells one request from the next. */
  reveal?: { index: number; at: number } | null;
  className?: string;
}

export interface RowProps {
  ref: (element: HTMLLIElement | null) => void;
  'data-index': number;
  'aria-setsize': number;
  'aria-posinset': number;
  style: CSSProperties;
}

/**
 * A long list that mounts only the rows near the viewport, scrolled by the page itself. The list
 * keeps the height of all its rows, so nothing below it moves; each row says its place in the
 * whole list (aria-posinset of aria-setsize), since screen readers only see the mounted ones.
 */
export function WindowedList({ count, terminal, row, reveal = null, className }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [frame, setFrame] = useState({ top: 0, gap: 0 });
  const [focused, setFocused] = useState<number | null>(null);

  // Where the list starts on the page and the CSS gap between rows; read again whenever the page
  // changes size, since content above the list (pictures, other modules) may load after it.
  useLayoutEffect(() => {
    const element = list.current!;
    const read = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const gap = parseFloat(getComputedStyle(element).rowGap) || 0;
      setFrame((previous) => (previous.top === top && previous.gap === gap ? previous : { top, gap }));
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  // The row holding focus stays mounted when scrolled away, so focus is never dropped to the page.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focused === null || indexes.includes(focused) || focused >= count ? indexes : [...indexes, focused].sort((a, b) => a - b);
    },
    [focused, count],
  );

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => ESTIMATE[terminal],
    overscan: OVERSCAN,
    scrollMargin: frame.top,
    gap: frame.gap,
    rangeExtractor,
    // A row that is not laid out (a hidden panel, jsdom) measures 0: it keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATE[terminal],
  });

  const revealIndex = reveal?.index;
  const revealAt = reveal?.at;
  const revealed = useRef<number | null>(null);
  useEffect(() => {
    // Each request scrolls once: the list narrowed later keeps the visitor where they are.
    if (revealIndex === undefined || revealAt === undefined || revealed.current === revealAt) return;
    revealed.current = revealAt;
    virtualizer.scrollToIndex(revealIndex, { align: 'start' });
    // The virtualizer object is the same across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealIndex, revealAt]);

  return (
    <List
      ref={list}
      className={className}
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={(event) => setFocused(indexOf(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
      }}
    >
      {virtualizer.getVirtualItems().map((item) =>
        row(item.index, {
          ref: virtualizer.measureElement,
          'data-index': item.index,
          'aria-setsize': count,
          'aria-posinset': item.index + 1,
          style: { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` },
        }),
      )}
    </List>
  );
}

function indexOf(target: Element): number | null {
  const index = target.closest('[data-index]')?.getAttribute('data-index');
  return index == null ? null : Number(index);
}

const List = styled.ul`
  position: relative;
`;
