import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MaterialFile } from '../../../schemas/content/material';
import {
  clampOffset,
  closesOnRelease,
  distance,
  DOUBLE_TAP_MS,
  INITIAL_VIEW,
  isDrag,
  MAX_SCALE,
  MIN_SCALE,
  pinchScale,
  stepIndex,
  toggledScale,
  wheelScale,
  ZOOM_STEP,
  zoomTo,
  type Point,
  type View,
} from './preview';
import { NS } from './texts';
import { Modal } from '../../theme/Modal';
import { BackIcon, CloseIcon, ForwardIcon, MinusIcon, PlusIcon } from '../../theme/icons';

interface Props {
  pictures: MaterialFile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** One press on the stage, from the first finger down to the last one up. */
interface Press {
  start: Point;
  origin: View;
  furthest: number;
  pinched: boolean;
  pinch?: { distance: number; scale: number };
}

/**
 * The image preview of spec section 4: a full-window modal over a locked page, zoom 1 to 4 (wheel,
 * pinch, buttons, keys, double click or tap), drag to pan when zoomed, and a click that closes
 * it unless the pointer moved more than the drag threshold. Arrows go through the pictures.
 */
export function Preview({ pictures, index, onIndex, onClose }: Props) {
  const { t } = useTranslation(NS);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<Press | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const file = pictures[index]!;
  const [zoom, setZoom] = useState<{ id: string; view: View }>({ id: file.id, view: INITIAL_VIEW });
  const view = zoom.id === file.id ? zoom.view : INITIAL_VIEW;
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The picture's own box at scale 1: how far a zoomed picture may pan.
  const box = () => ({ width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 });
  const update = (change: (view: View) => View) =>
    setZoom((previous) => ({ id: file.id, view: change(previous.id === file.id ? previous.view : INITIAL_VIEW) }));
  const zoomBy = (step: number) => update((current) => zoomTo(current, current.scale + step, box()));

  // React's wheel listener is passive; the page behind must not scroll while the wheel zooms.
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      setZoom((previous) => {
        const current = previous.id === file.id ? previous.view : INITIAL_VIEW;
        const size = { width: image.current?.offsetWidth ?? 0, height: image.current?.offsetHeight ?? 0 };
        return { id: file.id, view: zoomTo(current, wheelScale(current.scale, event.deltaY), size) };
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [file.id]);

  function go(delta: number) {
    if (pictures.length > 1) onIndex(stepIndex(index, delta, pictures.length));
  }

  function onKeyDown(event: KeyboardEvent) {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(-ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    if (pointers.current.size === 1) press.current = { start: point, origin: view, furthest: 0, pinched: false };
    else if (press.current && first && second) {
      press.current.pinched = true;
      press.current.pinch = { distance: distance(first, second), scale: view.scale };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = press.current;
    if (!current || !pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    if (current.pinch && first && second) {
      const scale = pinchScale(current.pinch.scale, current.pinch.distance, distance(first, second));
      update((previous) => zoomTo(previous, scale, box()));
      return;
    }
    current.furthest = Math.max(current.furthest, distance(current.start, point));
    if (current.origin.scale <= MIN_SCALE) return;
    const moved = { x: current.origin.x + point.x - current.start.x, y: current.origin.y + point.y - current.start.y };
    update((previous) => ({ ...previous, ...clampOffset(moved, previous.scale, box()) }));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    const ended = press.current;
    press.current = null;
    if (!ended || event.type === 'pointercancel' || !closesOnRelease(ended)) return;
    const point = { x: event.clientX, y: event.clientY };
    const previous = lastTap.current;
    // A second tap soon after the first, near it, toggles the zoom instead of closing.
    if (previous && event.timeStamp - previous.at < DOUBLE_TAP_MS && !isDrag(previous.point, point)) {
      clearTimeout(closeTimer.current);
      lastTap.current = null;
      update((current) => zoomTo(current, toggledScale(current.scale), box()));
      return;
    }
    lastTap.current = { at: event.timeStamp, point };
    closeTimer.current = setTimeout(onClose, DOUBLE_TAP_MS);
  }

  const caption = file.name;
  // Its own clicks decide when it closes (a tap, not a drag or a double tap): the backdrop is the stage.
  return (
    <Overlay onClose={onClose} closeOnBackdrop={false} aria-label={t('preview', { name: caption })} onKeyDown={onKeyDown}>
      <Stage
        ref={stage}
        data-testid="preview-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <img
          ref={image}
          key={file.id}
          src={file.url}
          alt={caption}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          data-scale={view.scale}
        />
      </Stage>
      <Bar className="top">
        <span aria-live="polite">{t('counter', { current: index + 1, total: pictures.length })}</span>
        <span className="caption" title={caption}>
          {caption}
        </span>
        <Control type="button" onClick={onClose} aria-label={t('close')}>
          <CloseIcon />
        </Control>
      </Bar>
      <Bar className="bottom">
        {pictures.length > 1 && (
          <Control type="button" onClick={() => go(-1)} aria-label={t('previous')}>
            <BackIcon />
          </Control>
        )}
        <Control type="button" onClick={() => zoomBy(-ZOOM_STEP)} aria-label={t('zoomOut')} aria-disabled={view.scale <= MIN_SCALE}>
          <MinusIcon />
        </Control>
        <span className="scale" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
        <Control type="button" onClick={() => zoomBy(ZOOM_STEP)} aria-label={t('zoomIn')} aria-disabled={view.scale >= MAX_SCALE}>
          <PlusIcon />
        </Control>
        {pictures.length > 1 && (
          <Control type="button" onClick={() => go(1)} aria-label={t('next')}>
            <ForwardIcon />
          </Control>
        )}
      </Bar>
    </Overlay>
  );
}

const Overlay = styled(Modal)`
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: var(--color-scrim);
  color: var(--color-on-scrim);

  &::backdrop {
    background: transparent;
  }
`;

const Stage = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding: var(--space-11) var(--space-4);
  overflow: hidden;
  touch-action: none;
  user-select: none;
  cursor: zoom-out;

  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    transform-origin: center;
    will-change: transform;
  }
`;

const Bar = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-2) var(--space-4);
  font-size: var(--font-size-sm);
  pointer-events: none;

  &.top {
    top: 0;
    justify-content: space-between;
  }
  &.bottom {
    bottom: var(--space-4);
  }
  .caption {
    flex: 1;
    overflow: hidden;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .scale {
    min-width: 4em;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
  > * {
    pointer-events: auto;
  }
`;

const Control = styled.button`
  display: grid;
  place-items: center;
  width: var(--touch-target);
  height: var(--touch-target);
  padding: 0;
  border: 0;
  border-radius: var(--radius-pill);
  background: color-mix(in srgb, var(--color-on-scrim) 16%, transparent);
  color: var(--color-on-scrim);
  cursor: pointer;

  &:hover {
    background: color-mix(in srgb, var(--color-on-scrim) 28%, transparent);
  }
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline-color: var(--color-on-scrim);
  }
  svg {
    width: var(--space-6);
    height: var(--space-6);
  }
`;
