import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { size } from '../../../renderer/layout';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { TimerModule } from '../../../schemas/modules/timer';
import type { Terminal } from '../../../schemas/page';
import { formatUnits } from '../../i18n/format';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { endInstant, remaining, type Remaining } from './countdown';
import { NS } from './texts';
import { useNow } from './useNow';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * A countdown to the configured end time, ticking each second, then the ended text. The digits
 * change every second; screen readers hear only each new minute, through a separate live line.
 */
export default function Timer({ config, terminal }: ModuleViewProps<TimerModule>) {
  const { t, i18n } = useTranslation(NS);
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const end = useMemo(() => endInstant(config.endTime, config.timeZoneOffset), [config.endTime, config.timeZoneOffset]);
  const now = useNow(end ? end.getTime() : null);
  const left = end ? remaining(end, now) : null;
  if (!left) {
    return (
      <Ended role="status" $terminal={terminal} data-state="ended">
        {config.endedText || t('ended')}
      </Ended>
    );
  }
  const minuteNotice = t('left', { time: formatUnits([['day', left.days], ['hour', left.hours], ['minute', left.minutes]], language) });
  return (
    <Box data-state="running">
      {config.label && <Label>{config.label}</Label>}
      <Units $terminal={terminal}>
        {UNITS.map((unit) => (
          <Unit key={unit} data-unit={unit} $terminal={terminal}>
            <span className="digits">{pad(left, unit)}</span>
            <span className="unit">{t(unit)}</span>
          </Unit>
        ))}
      </Units>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {minuteNotice}
      </p>
    </Box>
  );
}

function pad(left: Remaining, unit: (typeof UNITS)[number]): string {
  return String(left[unit]).padStart(2, '0');
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-3);
`;

const Label = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-md);
  text-align: center;
`;

const Units = styled.ol<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, ${({ $terminal }) => size(120, $terminal)}));
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-4)' : 'var(--space-2)')};
  width: 100%;
  justify-content: center;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Unit = styled.li<{ $terminal: Terminal }>`
  display: grid;
  justify-items: center;
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-5) var(--space-2)' : 'var(--space-3) var(--space-1)')};
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  color: var(--color-text);

  .digits {
    font-size: ${({ $terminal }) => size($terminal === 'pc' ? 48 : 28, $terminal)};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
    color: var(--color-primary-text);
  }
  .unit {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;

const Ended = styled.p<{ $terminal: Terminal }>`
  margin: 0;
  padding: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-7)' : 'var(--space-5)')} var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  color: var(--color-text);
  font-size: var(--font-size-lg);
  font-weight: 600;
  text-align: center;
`;
