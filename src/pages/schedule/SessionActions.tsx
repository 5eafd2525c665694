import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FollowButton } from '../../modules/schedule/FollowButton';
import { NS } from '../../modules/schedule/texts';
import type { TimedSession } from '../../modules/schedule/timed';
import type { FollowControls } from '../../modules/schedule/useFollow';
import { ShareButton } from '../../platform/share/ShareButton';
import type { ShareLink } from '../../platform/share/share';
import { PayloadLink } from '../../site/PayloadLink';
import { outlineButton, pillButton } from '../../theme/mixins';
import { SCHEDULE_PAGES_NS } from './texts';

interface Props {
  item: TimedSession;
  /** The live room or recording in the visitor's language, and the words of its action ("Watch replay"). */
  watch: { url: string; action: string } | null;
  /** Present when the event lets attendees follow sessions. */
  follow: FollowControls | undefined;
  onAddToCalendar: () => void;
  /** What the share button hands over: the session's page, title and topic. */
  share: ShareLink;
}

/** What a visitor can do with a session: watch it, follow it (or sign in to), put it in a calendar, share it. */
export function SessionActions({ item, watch, follow, onAddToCalendar, share }: Props) {
  const { t } = useTranslation(NS);
  const pages = useTranslation(SCHEDULE_PAGES_NS).t;
  const followed = follow?.isFollowed(item) ?? false;
  const signIn = follow?.signIn && follow.signIn.id === item.id ? follow.signIn : null;
  return (
    <Actions role="group" aria-label={pages('detail.actions')}>
      {watch && (
        <PayloadLink link={{ linkType: 'external', externalUrl: watch.url, openInNewTab: true, title: watch.action }} className="watch" aria-label={t('watch.label', { action: watch.action, title: item.title })}>
          {watch.action}
        </PayloadLink>
      )}
      {follow && (
        <FollowButton followed={followed} pending={follow.isPending(item)} onToggle={() => follow.toggle(item)}>
          {t(followed ? 'follow.added' : 'follow.add')}
        </FollowButton>
      )}
      {signIn && (
        <button type="button" className="sign-in" disabled={!signIn.ready} onClick={signIn.start}>
          {t('follow.signIn')}
        </button>
      )}
      <button type="button" onClick={onAddToCalendar}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none">
          <rect x="2" y="3" width="12" height="11" rx="1.5" stroke="currentColor" strokeWidth="1.4" />
          <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
        {t('calendar.add')}
      </button>
      <ShareButton link={share} iconSize={16}>
        {pages('detail.share')}
      </ShareButton>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-5);

  button {
    ${outlineButton}
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    font-weight: 600;
  }
  .watch,
  button.sign-in {
    ${pillButton}
    gap: var(--space-2);
  }
  .sign-in:disabled {
    cursor: progress;
  }
`;
