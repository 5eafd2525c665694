// @vitest-environment node
// The stores a site page's first screen reads through useSyncExternalStore say what a server
// knows (issue 31): rendered where there is no window, storage or network state, each gives the
// anonymous visitor's value rather than throwing, and a browser's hydration starts from the same.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../src/auth/SessionProvider';
import { useShownZone } from '../../src/modules/schedule/shownZone';
import { useFollowEntries } from '../../src/modules/schedule/followState';
import { useKeptSessions } from '../../src/modules/schedule/keptSessions';
import { ToastProvider } from '../../src/platform/toast';
import { useOnline } from '../../src/platform/useOnline';

function Stores() {
  const kept = useKeptSessions('88001');
  const followed = useFollowEntries('88001');
  const { zone, choice } = useShownZone('Asia/Macau');
  const online = useOnline();
  const { status } = useSession();
  return <p>{JSON.stringify({ kept, followed: followed.size, zone, choice, online, status })}</p>;
}

describe('rendered on a server', () => {
  it('the stores read by a first screen give the anonymous visitor’s values, with no browser', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <ToastProvider>
        <Stores />
      </ToastProvider>,
    );
    const shown = JSON.parse(html.replace(/^<p>|<\/p>$/g, '').replaceAll('&quot;', '"'));
    expect(shown).toEqual({ kept: [], followed: 0, zone: 'Asia/Macau', choice: 'event', online: true, status: 'checking' });
  });
});
