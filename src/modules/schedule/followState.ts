import { useSyncExternalStore } from 'react';

/*
 * What this visit has said about following sessions, beyond the lists the gateway sent: per
 * account and event, each session toggled and whether its call is on its way. Kept for the
 * tab's life like the query cache, so a day shown again from the cache, or the same session in
 * another schedule module, reads the same as the session the visitor just toggled.
 */

/** A session the visitor toggled this visit: the state shown, and whether its call is still on its way. */
export interface FollowEntry {
  followed: boolean;
  pending: boolean;
}

export type FollowEntries = ReadonlyMap<string, FollowEntry>;

const NONE: FollowEntries = new Map();
/** Per scope (account and event), an immutable map replaced on each change, as useSyncExternalStore wants. */
const scopes = new Map<string, FollowEntries>();
const listeners = new Set<() => void>();

/** Which account's follows in which event: entries never cross accounts. */
export const followScope = (bventId: string, account: string | null) => JSON.stringify([bventId, account]);

export function followEntries(scope: string): FollowEntries {
  return scopes.get(scope) ?? NONE;
}

/** Sets (or, with undefined, forgets) what the visit says of one session. */
export function setFollowEntry(scope: string, id: string, entry: FollowEntry | undefined): void {
  const next = new Map(followEntries(scope));
  if (entry) next.set(id, entry);
  else next.delete(id);
  scopes.set(scope, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useFollowEntries(scope: string): FollowEntries {
  // A page rendered on a server follows nothing yet: following is the signed-in visitor's.
  return useSyncExternalStore(subscribe, () => followEntries(scope), () => NONE);
}
