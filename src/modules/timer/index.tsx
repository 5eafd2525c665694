import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { TimerModule } from '../../../schemas/modules/timer';
import type { Terminal } from '../../../schemas/page';
import { Countdown } from '../shared/countdown/Countdown';
import { NS } from '../shared/countdown/texts';
import { useCountdown } from '../shared/countdown/useCountdown';

/** A countdown to the configured end time, ticking each second, then the ended text. */
export default function Timer({ config, terminal }: ModuleViewProps<TimerModule>) {
  const { t } = useTranslation(NS);
  const left = useCountdown(config.endTime, config.timeZoneOffset);
  if (!left) {
    return (
      <Ended role="status" $terminal={terminal} data-state="ended">
        {config.endedText || t('ended')}
      </Ended>
    );
  }
  return (
    <Box data-state="running">
      {config.label && <Label>{config.label}</Label>}
      <Countdown left={left} terminal={terminal} variant="panel" />
    </Box>
  );
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
