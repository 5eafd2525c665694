import type { SessionDriver, SessionState, SignInOptions } from './session';

/**
 * A sign-in asked for before the sign-in mode's code has come (the button is on the server's
 * first screen; the mode loads once that screen is up), kept rather than lost: carried out once
 * the mode has looked at the stored session, unless it found the visitor signed in already.
 */
export interface KeptSignIn {
  keep(options?: SignInOptions): void;
  /** Hands a kept sign-in to the mode that has come; returns how to stop waiting for its look. */
  handTo(driver: SessionDriver): () => void;
}

export function keptSignIn(): KeptSignIn {
  let kept: { options?: SignInOptions } | null = null;
  return {
    keep(options) {
      kept = { options };
    },
    handTo(driver) {
      if (!kept) return () => undefined;
      const settle = (state: SessionState) => {
        if (!kept || state.status === 'checking') return false;
        const { options } = kept;
        kept = null;
        if (!state.user) void driver.signIn(options);
        return true;
      };
      if (settle(driver.getState())) return () => undefined;
      const stop = driver.subscribe((state) => {
        if (settle(state)) stop();
      });
      return stop;
    },
  };
}
