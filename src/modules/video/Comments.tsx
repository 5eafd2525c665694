import styled, { keyframes } from 'styled-components';

/** Rows the comments run in, so neighbours do not overlap. */
const LANES = 3;
/** Seconds a comment takes to cross the player. */
const CROSSING_S = 9;
/** Seconds between two comments entering. */
const SPACING_S = 1.8;

/**
 * Scrolling comments (danmaku) across the top of the player, going round while the video plays
 * and standing still while it is paused. Decorative: the parent leaves them out under
 * prefers-reduced-motion, and screen readers skip them.
 */
export function Comments({ comments, running }: { comments: string[]; running: boolean }) {
  return (
    <Layer aria-hidden="true" data-testid="video-comments" $running={running}>
      {comments.map((comment, index) => (
        <span
          key={`${index}-${comment}`}
          style={{ top: `calc(${index % LANES} * 2.2em + var(--space-2))`, animationDelay: `${index * SPACING_S}s`, animationDuration: `${Math.max(CROSSING_S, comments.length * SPACING_S)}s` }}
        >
          {comment}
        </span>
      ))}
    </Layer>
  );
}

const cross = keyframes`
  from { left: 100%; transform: translateX(0); }
  to { left: 0; transform: translateX(-100%); }
`;

const Layer = styled.div<{ $running: boolean }>`
  position: absolute;
  inset: 0 0 auto;
  height: 50%;
  overflow: hidden;
  pointer-events: none;

  span {
    position: absolute;
    left: 100%;
    white-space: nowrap;
    color: var(--color-on-scrim);
    font-size: var(--font-size-md);
    font-weight: 600;
    text-shadow: 0 1px 2px var(--color-scrim);
    animation: ${cross} linear infinite backwards;
    animation-play-state: ${({ $running }) => ($running ? 'running' : 'paused')};
  }
`;
