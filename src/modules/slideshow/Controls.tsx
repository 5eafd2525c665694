import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Slide } from './Slides';
import { NS } from './texts';

interface Props {
  slides: readonly Slide[];
  index: number;
  onGoTo: (index: number) => void;
}

/** One named button per slide; the current one is marked for assistive technology. */
export function Dots({ slides, index, onGoTo }: Props) {
  const { t } = useTranslation(NS);
  return (
    <DotRow role="group" aria-label={t('dots')}>
      {slides.map((slide, position) => (
        <button
          key={slide.id}
          type="button"
          className="dot"
          aria-current={position === index ? 'true' : undefined}
          aria-label={slide.title ? t('goTo', { index: position + 1, title: slide.title }) : t('goToUntitled', { index: position + 1 })}
          onClick={() => onGoTo(position)}
        />
      ))}
    </DotRow>
  );
}

export function Arrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <ArrowButton type="button" className={direction} aria-label={t(direction)} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </ArrowButton>
  );
}

const DotRow = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;

  .dot {
    display: grid;
    place-items: center;
    width: var(--touch-target);
    height: var(--touch-target);
    padding: 0;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .dot::before {
    content: '';
    width: var(--space-2);
    height: var(--space-2);
    border-radius: var(--radius-pill);
    background: var(--color-text-muted);
    transition: width 0.2s ease;
  }
  .dot[aria-current='true']::before {
    width: var(--space-6);
    background: var(--color-primary);
  }
`;

const ArrowButton = styled.button`
  position: absolute;
  top: 50%;
  display: grid;
  place-items: center;
  width: var(--touch-target);
  height: var(--touch-target);
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-pill);
  background: var(--color-bg);
  color: var(--color-text);
  box-shadow: var(--shadow-1);
  transform: translateY(-50%);
  cursor: pointer;

  &.previous {
    left: var(--space-4);
  }
  &.next {
    right: var(--space-4);
  }
  &:hover {
    color: var(--color-primary-text);
    box-shadow: var(--shadow-2);
  }
`;
