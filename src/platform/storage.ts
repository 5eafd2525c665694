import { catalogue } from './errors';
import { forgetAccountReplies } from './savedReplies';

/** The cache entry the spec clears at every launch (section 3). */
export const LAUNCH_CLEARED_KEY = 'BYT-INSITE';
const DEVICE_ID_KEY = 'deviceId';

/** Reads a stored value; a missing key throws 'data not found' (spec section 8). */
export function getStored(key: string): string {
  const value = safeStorage()?.getItem(key);
  if (value === null || value === undefined) throw new Error(catalogue.dataNotFound);
  return value;
}

/** The safe getter: a missing key (or no storage at all) reads as an empty string. */
export function getStoredOrEmpty(key: string): string {
  return safeStorage()?.getItem(key) ?? '';
}

export function setStored(key: string, value: string): void {
  try {
    safeStorage()?.setItem(key, value);
  } catch (error) {
    // Private mode or a full quota: the app works on without persistence.
    console.warn('storage write failed', key, error);
  }
}

export function removeStored(key: string): void {
  safeStorage()?.removeItem(key);
}

/** What is kept under this prefix belongs to the signed-in visitor alone (ours). */
const PERSONAL_PREFIX = 'personal:';

/** The key of something kept for the signed-in visitor alone: a sign-out on a shared device forgets it. */
export const personalKey = (name: string) => `${PERSONAL_PREFIX}${name}`;

/** The stored keys that begin with `prefix` (none without storage). */
export function storedKeys(prefix: string): string[] {
  const storage = safeStorage();
  return storage ? Object.keys(storage).filter((key) => key.startsWith(prefix)) : [];
}

/** Forgets everything kept for the visitor who signs out (their order codes, the programme as their account saw it). */
export function forgetPersonalData(): Promise<void> {
  for (const key of storedKeys(PERSONAL_PREFIX)) removeStored(key);
  return forgetAccountReplies();
}

/** Device id = timestamp plus a random number, kept in browser storage (spec section 3). */
export function deviceId(): string {
  const existing = getStoredOrEmpty(DEVICE_ID_KEY);
  if (existing) return existing;
  const created = `${Date.now()}${Math.floor(Math.random() * 1e8)}`;
  setStored(DEVICE_ID_KEY, created);
  return created;
}

export function clearLaunchCache(): void {
  removeStored(LAUNCH_CLEARED_KEY);
  try {
    sessionStorage.removeItem(LAUNCH_CLEARED_KEY);
  } catch {
    // Storage can be disabled; nothing to clear then.
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
