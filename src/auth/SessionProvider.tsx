import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { setGatewaySession } from '../api/gateway';
import { useSite } from '../site/SiteContext';
import { afterFirstScreen } from '../platform/firstScreen';
import { whenStaying } from '../platform/whenStaying';
import { loadDriver } from './drivers';
import { keptSignIn, type KeptSignIn } from './keptSignIn';
import { CHECKING, type SessionDriver, type SessionState, type SignInOptions } from './session';
import { forgetPersonalData } from '../platform/storage';
import { noSubscription } from '../../renderer/useHydrated';

export interface SessionApi extends SessionState {
  signIn(options?: SignInOptions): Promise<void>;
  signOut(): Promise<void>;
}

const SessionContext = createContext<{ driver: SessionDriver | null; kept: KeptSignIn | null }>({ driver: null, kept: null });

/**
 * Starts the site's sign-in mode once per site and hands the gateway its credential, so every
 * call marked auth carries the current token and none carries a stale one.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const language = useRef(site.language);
  useEffect(() => {
    language.current = site.language;
  }, [site.language]);
  const [driver, setDriver] = useState<SessionDriver | null>(null);
  const [kept] = useState(keptSignIn);
  useEffect(() => (driver ? kept.handTo(driver) : undefined), [driver, kept]);
  const value = useMemo(() => ({ driver, kept }), [driver, kept]);

  // A language switch swaps the site object but not the session: only the mode restarts it.
  useEffect(() => {
    let live: SessionDriver | null = null;
    let cancelled = false;
    // The sign-in code is not what a visitor came to see: it downloads once the page is up.
    const stopWaiting = afterFirstScreen(() => {
      loadDriver(site.loginStrong, { language: () => language.current }).then(
        (loaded) => {
          if (cancelled) return;
          live = loaded;
          setGatewaySession({ accessToken: () => loaded.accessToken(), account: () => loaded.getState().user?.accountId ?? null });
          loaded.start();
          setDriver(loaded);
        },
        (error: unknown) => whenStaying(() => console.error('Sign-in could not start', error)),
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
      live?.stop();
      setGatewaySession({ accessToken: () => null, account: () => null });
    };
  }, [site.loginStrong]);

  return <SessionContext value={value}>{children}</SessionContext>;
}


/** Who is signed in and the sign-in actions; 'checking' until the mode has looked. */
export function useSession(): SessionApi {
  const { driver, kept } = useContext(SessionContext);
  const state = useSyncExternalStore(
    driver ? (listener) => driver.subscribe(listener) : noSubscription,
    () => driver?.getState() ?? CHECKING,
    // A server cannot know who is signed in: the page says it is looking, as a browser's first render does.
    () => CHECKING,
  );
  return useMemo(
    () => ({
      ...state,
      signIn: (options?: SignInOptions) => {
        if (driver) return driver.signIn(options);
        kept?.keep(options);
        return Promise.resolve();
      },
      // A shared device keeps nothing of the visitor who signed out.
      signOut: () => (driver ? driver.signOut() : Promise.resolve()).then(forgetPersonalData),
    }),
    [state, driver, kept],
  );
}
