import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { LiveLabel } from './liveStatus';
import { NS } from './texts';

/**
 * Each label looks different beyond its colour (a filled, outlined or dotted chip, and an icon),
 * so the six states stay apart for visitors who do not tell the colours apart.
 */
export function LiveBadge({ label }: { label: LiveLabel }) {
  const { t } = useTranslation(NS);
  return (
    <Badge $label={label} data-live-label={label}>
      <Icon label={label} />
      {t(`live.${label}`)}
    </Badge>
  );
}

function Icon({ label }: { label: LiveLabel }) {
  if (label === 'onLive') return <span className="dot" aria-hidden="true" />;
  const paths: Record<Exclude<LiveLabel, 'onLive'>, string> = {
    ended: 'M3 3h10v10H3z',
    playingBack: 'M13 8a5 5 0 1 1-1.5-3.6M13 2v3h-3',
    replay: 'M3 8a5 5 0 1 0 1.5-3.6M3 2v3h3M7 6l3 2-3 2z',
    comingSoon: 'M8 3v5l3 2M8 15A7 7 0 1 0 8 1a7 7 0 0 0 0 14z',
    onDemand: 'M5 3l8 5-8 5z',
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
      <path d={paths[label]} fill={label === 'onDemand' || label === 'ended' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

const looks: Record<LiveLabel, ReturnType<typeof css>> = {
  onLive: css`
    background: var(--color-danger-tint);
    border-color: var(--color-danger);
    color: var(--color-danger);
  `,
  ended: css`
    background: var(--color-surface);
    color: var(--color-text-muted);
  `,
  playingBack: css`
    background: var(--color-primary-tint);
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  `,
  replay: css`
    background: var(--color-bg);
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  `,
  comingSoon: css`
    background: var(--color-bg);
    border-style: dashed;
    border-color: var(--color-success);
    color: var(--color-success);
  `,
  onDemand: css`
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-on-primary);
  `,
};

const Badge = styled.span<{ $label: LiveLabel }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  font-size: var(--font-size-xs);
  font-weight: 600;
  line-height: 1.8;
  white-space: nowrap;
  ${({ $label }) => looks[$label]}

  .dot {
    width: var(--space-2);
    height: var(--space-2);
    border-radius: 50%;
    background: currentColor;
    animation: live-pulse 1.2s ease-in-out infinite;
  }
  @keyframes live-pulse {
    50% {
      opacity: 0.3;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .dot {
      animation: none;
    }
  }
`;
