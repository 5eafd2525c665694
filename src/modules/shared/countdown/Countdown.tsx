import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { size } from '../../../../renderer/layout';
import type { Terminal } from '../../../../schemas/page';
import { formatUnits } from '../../../i18n/format';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../i18n/languages';
import type { Remaining } from './countdown';
import { NS } from './texts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface Props {
  left: Remaining;
  terminal: Terminal;
  /** 'panel' stands in a module; 'overlay' sits compactly on a picture (the banner's timer). */
  variant: 'panel' | 'overlay';
}

/**
 * Days, hours, minutes and seconds left (spec section 9's countdown units). The digits change
 * every second; screen readers hear only each new minute, through a separate live line.
 */
export function Countdown({ left, terminal, variant }: Props) {
  const { t, i18n } = useTranslation(NS);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const minuteNotice = t('left', { time: formatUnits([['day', left.days], ['hour', left.hours], ['minute', left.minutes]], language) });
  return (
    <>
      <Units $terminal={terminal} $variant={variant}>
        {UNITS.map((unit) => (
          <Unit key={unit} data-unit={unit} $terminal={terminal} $variant={variant}>
            <span className="digits">{String(left[unit]).padStart(2, '0')}</span>
            <span className="unit">{t(unit)}</span>
          </Unit>
        ))}
      </Units>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {minuteNotice}
      </p>
    </>
  );
}

const Units = styled.ol<{ $terminal: Terminal; $variant: Props['variant'] }>`
  display: grid;
  /* Each box is at least as wide as its value on one line: 100 days and more must not wrap. */
  grid-template-columns: repeat(4, minmax(min-content, ${({ $terminal, $variant }) => size($variant === 'panel' ? 120 : 64, $terminal)}));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-2)')};
  /* On a picture it is as wide as its boxes, so the banner can place it clear of the hot zones. */
  width: ${({ $variant }) => ($variant === 'panel' ? '100%' : 'auto')};
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A unit's name is a word of ours, never an organiser's long one: it is not broken (the page breaks
// long words anywhere), so its box grows to hold it, as Portuguese "Segundos" needs.
const Unit = styled.li<{ $terminal: Terminal; $variant: Props['variant'] }>`
  display: grid;
  justify-items: center;
  border-radius: var(--radius-md);
  ${({ $terminal, $variant }) =>
    $variant === 'panel'
      ? css`
          padding: ${$terminal === 'pc' ? 'var(--space-5) var(--space-2)' : 'var(--space-3) var(--space-1)'};
          background: var(--color-primary-tint);
          color: var(--color-text);
          .digits {
            font-size: ${size($terminal === 'pc' ? 48 : 28, $terminal)};
            color: var(--color-primary-text);
          }
          .unit {
            color: var(--color-text-muted);
          }
        `
      : css`
          padding: var(--space-2) var(--space-1);
          background: var(--color-scrim-soft);
          color: var(--color-on-scrim);
          .digits {
            font-size: ${size($terminal === 'pc' ? 28 : 18, $terminal)};
          }
        `}

  .digits {
    white-space: nowrap;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }
  .unit {
    font-size: var(--font-size-sm);
    overflow-wrap: normal;
    white-space: nowrap;
  }
`;
