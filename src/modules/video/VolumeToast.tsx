import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VOLUME_CELLS, volumeCells } from '../../machines/videoPlayer';
import { NS } from './texts';

/** The volume while a drag sets it: a grid of 10 cells (spec section 9), the filled ones lit. */
export function VolumeToast({ volume, muted }: { volume: number; muted: boolean }) {
  const { t } = useTranslation(NS);
  const lit = volumeCells(volume, muted);
  return (
    <Toast role="status" data-testid="volume-toast" data-cells={lit}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" />
        {lit > 0 && <path d="M16 8a5 5 0 010 8" fill="none" />}
      </svg>
      <Cells aria-hidden="true">
        {Array.from({ length: VOLUME_CELLS }, (_, index) => (
          <i key={index} className={index < lit ? 'lit' : undefined} />
        ))}
      </Cells>
      <span className="visually-hidden">{t('volumeLevel', { percent: lit * 10 })}</span>
    </Toast>
  );
}

const Toast = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-scrim);
  color: var(--color-on-scrim);

  svg {
    width: var(--space-6);
    height: var(--space-6);
    fill: currentColor;
    stroke: currentColor;
    stroke-width: 2;
  }
`;

const Cells = styled.span`
  display: grid;
  grid-template-columns: repeat(${VOLUME_CELLS}, var(--space-2));
  gap: var(--space-1);

  i {
    height: var(--space-3);
    border-radius: var(--radius-sm);
    background: color-mix(in srgb, var(--color-on-scrim) 30%, transparent);
  }
  i.lit {
    background: var(--color-on-scrim);
  }
`;
