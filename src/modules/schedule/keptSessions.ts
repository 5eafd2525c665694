import { useSyncExternalStore } from 'react';
import { getStoredOrEmpty, removeStored, setStored } from '../../platform/storage';

/*
 * The sessions a signed-out visitor picked for their agenda, kept in this browser per event
 * until they sign in and the picks join their account (useAgendaMerge). Following itself needs
 * an account; this is what stops a visitor's choices from being lost on the way to signing in.
 */

const keyOf = (bventId: string) => `minisite.agenda.${bventId}`;
const listeners = new Set<() => void>();
/** Per event, the list parsed from its stored text: a snapshot stays the same object while nothing changes. */
const parsed = new Map<string, { text: string; ids: readonly string[] }>();

function read(text: string): readonly string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The sessions kept in this browser for an event, in the order they were picked. */
export function keptSessions(bventId: string): readonly string[] {
  const text = getStoredOrEmpty(keyOf(bventId));
  let entry = parsed.get(bventId);
  if (entry?.text !== text) parsed.set(bventId, (entry = { text, ids: text ? read(text) : [] }));
  return entry.ids;
}

function write(bventId: string, ids: readonly string[]): void {
  if (ids.length) setStored(keyOf(bventId), JSON.stringify(ids));
  else removeStored(keyOf(bventId));
  for (const listener of listeners) listener();
}

/** Keeps (true) or lets go of (false) one session. */
export function keepSession(bventId: string, id: string, kept: boolean): void {
  const ids = keptSessions(bventId).filter((other) => other !== id);
  write(bventId, kept ? [...ids, id] : ids);
}

/** Lets go of the sessions that have joined the account. */
export function releaseSessions(bventId: string, ids: readonly string[]): void {
  write(bventId, keptSessions(bventId).filter((id) => !ids.includes(id)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same site keeps or joins sessions too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const NONE_KEPT: readonly string[] = [];

/** The sessions kept for an event, live; a page rendered on a server has read no browser's storage: none. */
export function useKeptSessions(bventId: string): readonly string[] {
  return useSyncExternalStore(subscribe, () => keptSessions(bventId), () => NONE_KEPT);
}
