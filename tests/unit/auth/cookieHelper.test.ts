// The parent's end of the cookie-helper frame protocol (spec section 7: unique message ids, a
// 2-second reply timeout; DESIGN: postMessage checks origin and source).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELPER_REPLY_TIMEOUT_MS, helperChannel } from '../../../src/auth/cookie/helperFrame';

const SSO = 'https://sso.example';

function harness() {
  const posted: Array<{ message: { id: string; kind: string }; origin: string }> = [];
  const frame = { postMessage: (message: { id: string; kind: string }, origin: string) => posted.push({ message, origin }) } as unknown as Window;
  const host = new EventTarget() as unknown as Window;
  const reply = (data: unknown, origin = SSO, source: unknown = frame) =>
    host.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { channel: helperChannel(frame, SSO, host), posted, reply, frame };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('cookie-helper channel', () => {
  it('posts each request to the SSO origin only, with a unique id', () => {
    const { channel, posted } = harness();
    void channel.ask({ kind: 'cookie', name: 'a' });
    void channel.ask({ kind: 'login', body: { userName: 'demo', password: 'x' }, headers: { 'x-lang': 'en-US' } });
    expect(posted.map((entry) => entry.origin)).toEqual([SSO, SSO]);
    expect(posted[0]!.message).toMatchObject({ kind: 'cookie', name: 'a' });
    expect(posted[1]!.message).toMatchObject({ kind: 'login', body: { userName: 'demo', password: 'x' }, headers: { 'x-lang': 'en-US' } });
    expect(new Set(posted.map((entry) => entry.message.id)).size).toBe(2);
  });

  it('resolves each request with the reply carrying its id, whatever the order', async () => {
    const { channel, posted, reply } = harness();
    const first = channel.ask({ kind: 'cookie', name: 'a' });
    const second = channel.ask({ kind: 'cookie', name: 'b' });
    reply({ id: posted[1]!.message.id, ok: true, value: 'B' });
    reply({ id: posted[0]!.message.id, ok: true, value: null });
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toBe('B');
  });

  it('rejects with the frame’s error text when it answers ok: false', async () => {
    const { channel, posted, reply } = harness();
    const asked = channel.ask({ kind: 'cookie', name: 'a' });
    reply({ id: posted[0]!.message.id, ok: false, error: 'boom' });
    await expect(asked).rejects.toThrow('boom');
  });

  it('ignores a reply from a foreign origin, then times out after 2 s', async () => {
    const { channel, posted, reply } = harness();
    const asked = channel.ask({ kind: 'cookie', name: 'a' });
    const outcome = asked.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    reply({ id: posted[0]!.message.id, ok: true, value: 'forged' }, 'https://evil.example');
    vi.advanceTimersByTime(HELPER_REPLY_TIMEOUT_MS - 1);
    await Promise.resolve();
    reply({ id: 'not-ours', ok: true, value: 'x' });
    vi.advanceTimersByTime(1);
    await expect(outcome).resolves.toBe('timeout');
  });

  it('ignores a reply with the right origin from another window', async () => {
    const { channel, posted, reply } = harness();
    const asked = channel.ask({ kind: 'cookie', name: 'a' });
    reply({ id: posted[0]!.message.id, ok: true, value: 'forged' }, SSO, {});
    vi.advanceTimersByTime(HELPER_REPLY_TIMEOUT_MS);
    await expect(asked).rejects.toThrow('timeout');
  });

  it('a late reply after the timeout changes nothing', async () => {
    const { channel, posted, reply } = harness();
    const asked = channel.ask({ kind: 'cookie', name: 'a' });
    vi.advanceTimersByTime(HELPER_REPLY_TIMEOUT_MS);
    reply({ id: posted[0]!.message.id, ok: true, value: 'late' });
    await expect(asked).rejects.toThrow('timeout');
  });

  it('closing rejects what is still waiting and stops listening', async () => {
    const { channel, posted, reply } = harness();
    const asked = channel.ask({ kind: 'cookie', name: 'a' });
    channel.close();
    reply({ id: posted[0]!.message.id, ok: true, value: 'x' });
    await expect(asked).rejects.toThrow('abort');
  });
});
