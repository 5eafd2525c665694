import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginButton } from '../../src/shell/LoginButton';
import type { SessionDriver } from '../../src/auth/session';
import { memoryDriver, type MemoryDriver } from './support/memoryDriver';
import { renderInApp } from './support/renderInApp';
import { replayFetch } from './support/replayFetch';

const session = vi.hoisted(() => ({ driver: null as Promise<unknown> | null }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => session.driver }));

let driver: MemoryDriver;
let arrive: (driver: SessionDriver) => void;

beforeEach(() => {
  driver = memoryDriver();
  session.driver = new Promise((resolve) => (arrive = resolve));
  vi.stubGlobal('fetch', vi.fn(replayFetch));
});

// The demo expo (1001) signs in with OpenID Connect: the button starts the sign-in where it is.
async function signInButton() {
  renderInApp('/?siteId=1001', '/', <LoginButton navigation={{ buttonGroups: null } as never} />);
  return screen.findByRole('button', { name: 'Log in' });
}

describe('the strong mode sign-in button', () => {
  it('is busy from the tap, before the sign-in code has come, and a second tap asks nothing more of it', async () => {
    const button = await signInButton();
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    await act(async () => arrive(driver));
    expect(driver.signIn).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('answers again once the attempt failed, and when the page is shown again from history', async () => {
    await act(async () => arrive(driver));
    const button = await signInButton();
    fireEvent.click(button);
    expect(driver.signIn).toHaveBeenCalledTimes(1);
    act(() => driver.failSignIn('oidc:error.timeout'));
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(driver.signIn).toHaveBeenCalledTimes(2);
    expect(button.getAttribute('aria-busy')).toBe('true');
    act(() => void dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
