import styled from 'styled-components';
import { formatDateRange } from '../i18n/format';
import { useSite } from '../site/SiteContext';

/** The event at a glance (name, dates, venue), for the phone's menu sheet. */
export function EventSummary() {
  const { site } = useSite();
  const event = site.bvent;
  if (!event) return null;
  const dates = formatDateRange(event.startTime, event.endTime, site.language);
  const place = [event.venue, event.cityName].filter(Boolean).join(' · ');
  return (
    <Summary>
      <p className="name">{event.title}</p>
      {dates && <p>{dates}</p>}
      {place && <p>{place}</p>}
    </Summary>
  );
}

const Summary = styled.div`
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-primary-tint);
  p {
    margin: 0;
    color: var(--color-text-muted);
    font-size: 14px;
  }
  .name {
    color: var(--color-text);
    font-weight: 700;
    font-size: 16px;
  }
`;
