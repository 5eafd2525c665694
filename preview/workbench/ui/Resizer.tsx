import styled from 'styled-components';

interface Props {
  label: string;
  /** The panel's width now, and its bounds. */
  value: number;
  min: number;
  max: number;
  /** Which way a drag to the right moves the width: +1 for a panel on the left, -1 for one on the right. */
  direction: 1 | -1;
  onResize: (width: number) => void;
}

const STEP = 16;

/** The edge between a panel and the canvas: drag it, or focus it and press the arrow keys. */
export function Resizer({ label, value, min, max, direction, onResize }: Props) {
  const clamp = (width: number) => Math.round(Math.max(min, Math.min(max, width)));
  return (
    <Edge
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onPointerDown={(event) => {
        const start = event.clientX;
        const from = value;
        const target = event.currentTarget;
        target.setPointerCapture(event.pointerId);
        const move = (next: PointerEvent) => onResize(clamp(from + (next.clientX - start) * direction));
        const stop = () => {
          target.removeEventListener('pointermove', move);
          target.removeEventListener('pointerup', stop);
        };
        target.addEventListener('pointermove', move);
        target.addEventListener('pointerup', stop);
      }}
      onKeyDown={(event) => {
        const step = event.key === 'ArrowRight' ? STEP : event.key === 'ArrowLeft' ? -STEP : 0;
        if (!step) return;
        event.preventDefault();
        onResize(clamp(value + step * direction));
      }}
    />
  );
}

const Edge = styled.div`
  width: 6px;
  margin-inline: -3px;
  z-index: 1;
  cursor: col-resize;
  touch-action: none;
  &:hover,
  &:focus-visible {
    background: var(--color-primary);
    outline: none;
  }
`;
