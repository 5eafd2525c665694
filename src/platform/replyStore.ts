/**
 * Kept replies in the Cache API (room for page details a local storage quota would refuse),
 * one entry per call under a made-up address of this origin that nothing ever fetches: the
 * owner in the path (so an account's entries are found and dropped together, and are never
 * read for another owner), the call's digest after it. Also which kept replies are on screen
 * now, for the offline notice.
 */
/**
 * The content a visitor opens again at the venue without a network: the site, its pages (the
 * organiser's agenda modules among them), the programme, and what the pages' modules list
 * (speakers, stories, partners, answers, files). Nothing of the personal centre, the visitor's
 * identities or the points mall is kept.
 */
const KEPT_CALLS =
  /\/(Site\/GetSiteById|Page\/(Tree|Detail)|Schedule\/(List|Dates|Types|Venues)|GetBventSetting|Speaker\/QuerySpeaker(Group)?List|Cms\/Get(News(List|Detail)|PartnersList|CategoryList|QuestionList)|Material\/Get(GroupList|FileListIn(Group|ScheduleGroup|GroupAndScheduleGroup)))$/;
const CACHE = 'site-replies';
const PREFIX = '/saved-reply/';
const VISITOR = 'visitor';
/** Older than this, a kept reply misleads more than it helps. */
const KEEP_MS = 30 * 24 * 3600 * 1000;

/** A gateway call as the page made it, to keep its reply or read the kept one back. */
export interface KeptCall {
  /**
   * What tells two calls apart (method, address, body, language), never a credential. Not the
   * tenant header: it reads the deployment's before the site is known and the site's after.
   */
  request: [method: string, url: string, body: unknown, language: string | undefined];
  /** Any visitor's reply (account null), one account's, or nobody's to keep (null). */
  owner: { account: string | null } | null;
}

/** A reply read back from the device, with when it was kept (epoch milliseconds). */
export interface SavedReply {
  returnObj: unknown;
  savedAt: number;
}

const available = () => typeof caches !== 'undefined' && typeof crypto !== 'undefined' && !!crypto.subtle;

/** Where a kept call's reply lives; null for a call not kept, or nobody's to keep. */
async function addressOf({ request, owner }: KeptCall): Promise<string | null> {
  if (!owner || !KEPT_CALLS.test(request[1]) || !available()) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(request)));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const who = owner.account === null ? VISITOR : `account-${encodeURIComponent(owner.account)}`;
  return new URL(`${PREFIX}${who}/${hex}`, location.origin).href;
}

const shownKey = (call: KeptCall) => JSON.stringify([call.request, call.owner]);

export async function writeReply(call: KeptCall, returnObj: unknown): Promise<void> {
  // The network answered: what is on screen for this call is no longer a kept copy.
  if (shown.delete(shownKey(call))) notify();
  const address = await addressOf(call);
  if (!address) return;
  const saved: SavedReply = { returnObj, savedAt: Date.now() };
  const cache = await caches.open(CACHE);
  await cache.put(address, new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }));
}

export async function readReply(call: KeptCall): Promise<SavedReply | null> {
  const address = await addressOf(call);
  if (!address) return null;
  const cache = await caches.open(CACHE);
  const found = await cache.match(address);
  if (!found) return null;
  const saved = (await found.json()) as SavedReply;
  if (!(Date.now() - saved.savedAt < KEEP_MS)) {
    await cache.delete(address);
    return null;
  }
  shown.set(shownKey(call), saved.savedAt);
  notify();
  return saved;
}

export async function forgetAccounts(): Promise<void> {
  if (!available()) return;
  const cache = await caches.open(CACHE);
  const visitor = `${PREFIX}${VISITOR}/`;
  await Promise.all((await cache.keys()).filter((request) => !new URL(request.url).pathname.startsWith(visitor)).map((request) => cache.delete(request)));
}

/** The kept replies on screen now, by call, with when each was kept. */
const shown = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function notify(): void {
  oldest = shown.size ? Math.min(...shown.values()) : null;
  for (const listener of listeners) listener();
}

/** When the oldest kept reply on screen was kept; null while everything shown came from the network. */
export const oldestShownSave = (): number | null => oldest;

export function subscribeShownSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
