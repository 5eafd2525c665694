import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followSession } from '../../api/schedule';
import { useSession } from '../../auth/SessionProvider';
import { GatewayError } from '../../platform/errors';
import { report } from '../../platform/report';
import { toast } from '../../platform/toast';
import { followEntries, followScope, setFollowEntry, useFollowEntries } from './followState';
import { moduleAddress } from '../shared/links';
import { keepSession, useKeptSessions } from './keptSessions';
import { useKeptSessionsJoin } from './useKeptSessionsJoin';
import { NS } from './texts';
import type { TimedSession } from './timed';

/** What a programme's sessions need to follow: each one's state, and the actions. */
export interface FollowControls {
  isFollowed: (item: TimedSession) => boolean;
  /** Whether the session's follow call is on its way: a click then does nothing. */
  isPending: (item: TimedSession) => boolean;
  toggle: (item: TimedSession) => void;
  /** The session a signed-out visitor tried to follow, and the sign-in that brings them back to it. */
  signIn: { id: string; start: () => void; ready: boolean } | null;
}

/** Why the call failed, for the visitor: the gateway's own words when it sent some, else ours. */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof GatewayError) || !error.message) return fallback;
  if (error.kind === 'business') return error.message;
  // A non-200 reply's message is the envelope's text, or only the status code.
  if (error.kind === 'status' && error.message !== String(error.details.status)) return error.message;
  return fallback;
}

const signedOutByGateway = (error: unknown) => error instanceof GatewayError && error.kind === 'status' && error.details.status === 401;

/**
 * Following sessions ("Schedule favourite is toggled with confirmation messages"; the call is
 * ours, Schedule/Follow): the button flips at once, the gateway is asked, and the visitor is
 * told it is done, or the button flips back and they are told why. A signed-out visitor's pick
 * is kept in this browser and they are asked to sign in, with a way to do it that comes back
 * here, where the kept picks join the account: to this module (`moduleId`), or to this page as
 * it is (null: a page that is not a list of modules, such as a session's own page). One whose
 * token the gateway refuses is asked to sign in again. Undefined when the event does not let
 * attendees follow sessions.
 */
export function useFollow(enabled: boolean, bventId: string, moduleId: string | null): FollowControls | undefined {
  const { t } = useTranslation(NS);
  const session = useSession();
  const scope = followScope(bventId, session.user?.accountId ?? null);
  const entries = useFollowEntries(scope);
  const kept = useKeptSessions(bventId);
  const account = session.user?.accountId ?? null;
  useKeptSessionsJoin(enabled ? bventId : null, account);
  // The session that asked this account (or no one) to sign in: a new account has nothing to ask.
  const [asked, setAsked] = useState<{ id: string; scope: string } | null>(null);

  return useMemo(() => {
    if (!enabled) return undefined;
    // Signed out, the sessions kept in this browser are the visitor's agenda until they sign in.
    const isFollowed = (item: TimedSession) => (account === null ? kept.includes(item.id) : (entries.get(item.id)?.followed ?? item.isFollowed));
    const askToSignIn = (item: TimedSession) => {
      toast.showToast({ title: t('errors:notLoggedIn'), icon: 'none' });
      setAsked({ id: item.id, scope });
    };
    const toggle = (item: TimedSession) => {
      if (account === null) {
        const keep = !kept.includes(item.id);
        keepSession(bventId, item.id, keep);
        if (!keep) return toast.showToast({ title: t('follow.undone'), icon: 'success' });
        return askToSignIn(item);
      }
      // Read the store, not this render's copy: a second click may come before the next render.
      const before = followEntries(scope).get(item.id);
      if (before?.pending) return;
      const followed = !(before?.followed ?? item.isFollowed);
      setFollowEntry(scope, item.id, { followed, pending: true });
      followSession(bventId, item.id, followed).then(
        (reply) => {
          setFollowEntry(scope, item.id, { followed: reply.isFollowed, pending: false });
          toast.showToast({ title: t(reply.isFollowed ? 'follow.done' : 'follow.undone'), icon: 'success' });
        },
        (error: unknown) => {
          setFollowEntry(scope, item.id, before);
          if (signedOutByGateway(error)) return askToSignIn(item);
          toast.showToast({ title: failureText(error, t('follow.failed')), icon: 'none' });
        },
      );
    };
    // After signing in, the visitor comes back to this page, scrolled to the module when there is one.
    const returnTo = () => (moduleId === null ? window.location.href : moduleAddress(window.location.href, moduleId));
    const start = () => void session.signIn({ returnTo: returnTo() }).catch((error: unknown) => report('sign-in', { error: String(error) }));
    return {
      isFollowed,
      isPending: (item: TimedSession) => entries.get(item.id)?.pending ?? false,
      toggle,
      // Until the sign-in mode has loaded and looked at the stored session, a click would be lost.
      signIn: asked?.scope === scope ? { id: asked.id, start, ready: session.status !== 'checking' } : null,
    };
  }, [enabled, entries, kept, account, scope, bventId, moduleId, asked, session, t]);
}
