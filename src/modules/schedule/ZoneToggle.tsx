import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LanguageCode } from '../../../schemas/primitives';
import { offsetMinutes, viewerTimeZone, zoneName, zoneOffsetLabel } from '../../i18n/zonedTime';
import { outlineButton } from '../../theme/mixins';
import type { ZoneChoice } from './shownZone';
import { NS } from './texts';

interface Props {
  /** The venue's zone; without one there is only the visitor's time. */
  eventZone: string | null;
  shown: { zone: string | null; choice: ZoneChoice; choose: (next: ZoneChoice) => void };
  language: LanguageCode;
  /**
   * When the times listed fall: the zones' names and offsets are those of that day, not of
   * today's (Lisbon is GMT+1 for an October programme read in November, when it is GMT+0).
   */
  at: Date;
}

/**
 * Says which clock the times are in, and switches between the venue's and the visitor's. It
 * shows only when the two differ at `at`: a visitor at the venue has nothing to choose.
 */
export function ZoneToggle({ eventZone, shown, language, at }: Props) {
  const { t } = useTranslation(NS);
  if (!eventZone || offsetMinutes(at, eventZone) === offsetMinutes(at, viewerTimeZone())) return null;
  const zone = { zone: zoneName(shown.zone, language, at), offset: zoneOffsetLabel(shown.zone, at) };
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
