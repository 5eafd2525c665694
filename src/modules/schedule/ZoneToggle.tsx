import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanguageCode } from '../../../schemas/primitives';
import type { ZoneChoice } from '../../i18n/shownZone';
import { offsetMinutes, viewerTimeZone, zoneName, zoneOffsetLabel } from '../../i18n/zonedTime';
import { outlineButton } from '../../theme/mixins';
import { NS } from './texts';

interface Props {
  /** The venue's zone; without one there is only the visitor's time. */
  eventZone: string | null;
  shown: { zone: string | null; choice: ZoneChoice; choose: (next: ZoneChoice) => void };
  language: LanguageCode;
  now: Date;
}

/**
 * Says which clock the times are in, and switches between the venue's and the visitor's. It
 * shows only when the two differ now: a visitor at the venue has nothing to choose.
 */
export function ZoneToggle({ eventZone, shown, language, now }: Props) {
  const { t } = useTranslation(NS);
  if (!eventZone || offsetMinutes(now, eventZone) === offsetMinutes(now, viewerTimeZone())) return null;
  const zone = { zone: zoneName(shown.zone, language, now), offset: zoneOffsetLabel(shown.zone, now) };
  // A zone without a name of its own (UTC) is called by its offset alone.
  const context = zone.zone.startsWith('GMT') ? 'offset' : undefined;
  const next: ZoneChoice = shown.choice === 'event' ? 'viewer' : 'event';
  return (
    <Line>
      <span>{t(shown.choice === 'event' ? 'zone.event' : 'zone.viewer', { ...zone, context })}</span>
      <button type="button" onClick={() => shown.choose(next)}>
        {t(next === 'viewer' ? 'zone.toViewer' : 'zone.toEvent')}
      </button>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);

  button {
    ${outlineButton}
    color: var(--color-primary-text);
  }
`;
