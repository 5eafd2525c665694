import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Arrow keys move a dragged module one row at a time (the core sensor's default moves 25 px,
 * which in a list of rows lands anywhere): up or down to the next row's place, by the rows'
 * measured places, from the row it is over now.
 */
export const rowByRow: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
  const step = event.code === KeyboardCode.Down ? 1 : event.code === KeyboardCode.Up ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const rows = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.top - b.top);
  const from = rows.findIndex(([id]) => id === (context.over?.id ?? active));
  const target = rows[from + step];
  if (from === -1 || !target) return currentCoordinates;
  return { x: currentCoordinates.x, y: target[1].top };
};
