import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import { useShownZone } from '../../modules/schedule/shownZone';
import { zoneOffsetLabel } from '../../i18n/zonedTime';
import { sessionAddress } from '../../modules/schedule/calendar';
import { LiveBadge } from '../../modules/schedule/LiveBadge';
import { liveLabel, watchUrl, type LiveLabel } from '../../modules/schedule/liveStatus';
import { NS } from '../../modules/schedule/texts';
import type { TimedSession } from '../../modules/schedule/timed';
import type { FollowControls } from '../../modules/schedule/useFollow';
import { useLiveClock } from '../../modules/schedule/useLiveClock';
import { ZoneToggle } from '../../modules/schedule/ZoneToggle';
import type { ModuleHost } from '../../site/host';
import { SiteModuleHost } from '../shared/SiteModules';
import { SessionActions } from './SessionActions';
import { SessionFiles } from './SessionFiles';
import { SessionSpeakers } from './SessionSpeakers';
import { formatSessionTime } from './sessionTime';
import { SCHEDULE_PAGES_NS } from './texts';

interface Props {
  item: TimedSession;
  host: ModuleHost;
  terminal: Terminal;
  follow: FollowControls | undefined;
  addToCalendar: (item: TimedSession) => void;
}

/** The words of a watch link: the live room while the session is coming or on, the recording after. */
const watchAction = (label: LiveLabel) => (label === 'onDemand' ? 'onDemand' : label === 'replay' || label === 'ended' ? 'replay' : 'live');

/**
 * One session on its own page: its live state, title and topic, when (in the zone shown,
 * labelled, with the switch to the visitor's own), where and what kind, what the visitor can
 * do with it, who speaks, and its files.
 */
export function SessionView({ item, host, terminal, follow, addToCalendar }: Props) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const moduleTexts = useTranslation(NS).t;
  const now = useLiveClock();
  const shown = useShownZone(host.timeZone);
  const label = liveLabel(item, now);
  const url = watchUrl(item, label, host.language);
  const watch = label && url ? { url, action: moduleTexts(`watch.${watchAction(label)}`) } : null;
  const share = { title: item.title, text: item.topic ?? undefined, url: sessionAddress(item.id) };

  return (
    <article data-session-id={item.id}>
      <Head $terminal={terminal}>
        {label && <LiveBadge label={label} />}
        <h1>{item.title}</h1>
        {item.topic && <p>{item.topic}</p>}
      </Head>
      <Facts>
        <div>
          <dt>{t('detail.time')}</dt>
          <dd>
            <time dateTime={item.begin.toISOString()}>{formatSessionTime(item.begin, item.end, shown.zone, host.language)}</time>{' '}
            <span className="zone">({zoneOffsetLabel(shown.zone, item.begin)})</span>
          </dd>
        </div>
        {item.venue && (
          <div>
            <dt>{t('detail.venue')}</dt>
            <dd>{item.venue.name}</dd>
          </div>
        )}
        {item.scheduleType && (
          <div>
            <dt>{t('detail.type')}</dt>
            <dd>{item.scheduleType.name}</dd>
          </div>
        )}
      </Facts>
      <ZoneToggle eventZone={host.timeZone} shown={shown} language={host.language} at={item.begin} />
      <SessionActions item={item} watch={watch} follow={follow} onAddToCalendar={() => addToCalendar(item)} share={share} />
      <SessionSpeakers speakers={item.speakers} language={host.language} terminal={terminal} />
      {/* The files are drawn by the document module's own rows, which need what a module has around it. */}
      <SiteModuleHost>
        <SessionFiles sessionId={item.id} terminal={terminal} />
      </SiteModuleHost>
    </article>
  );
}

const Head = styled.header<{ $terminal: Terminal }>`
  display: grid;
  justify-items: start;
  gap: var(--space-2);

  h1 {
    margin: 0;
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    max-width: var(--measure);
    color: var(--color-text-muted);
    font-size: var(--font-size-lg);
    line-height: 1.6;
  }
`;

/** Time, venue and type as labelled facts, one to a line, the labels in one column. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--space-3) var(--space-5);
  margin: var(--space-5) 0 var(--space-3);
  padding: var(--space-4) var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);

  /* Each term keeps its definition in a group of its own (for readers); the grid lines them up. */
  > div {
    display: contents;
  }
  dt {
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  .zone {
    font-weight: 400;
    color: var(--color-text-muted);
  }
`;
