// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLaunchCache, deviceId, getStored, getStoredOrEmpty, LAUNCH_CLEARED_KEY, setStored } from '../../src/platform/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage (spec sections 3 and 8)', () => {
  it("throws 'data not found' for a missing key, while the safe getter reads an empty string", () => {
    expect(() => getStored('missing')).toThrow('data not found');
    expect(getStoredOrEmpty('missing')).toBe('');
    setStored('present', 'yes');
    expect(getStored('present')).toBe('yes');
  });

  it('makes a device id of a timestamp plus a random number, once', () => {
    const before = Date.now();
    const id = deviceId();
    expect(id).toMatch(/^\d{14,}$/);
    expect(Number(id.slice(0, 13))).toBeGreaterThanOrEqual(before);
    expect(deviceId()).toBe(id);
  });

  it('clears the BYT-INSITE cache entry at launch and nothing else', () => {
    localStorage.setItem(LAUNCH_CLEARED_KEY, 'stale');
    sessionStorage.setItem(LAUNCH_CLEARED_KEY, 'stale');
    localStorage.setItem('language', 'pt-PT');
    clearLaunchCache();
    expect(localStorage.getItem(LAUNCH_CLEARED_KEY)).toBeNull();
    expect(sessionStorage.getItem(LAUNCH_CLEARED_KEY)).toBeNull();
    expect(localStorage.getItem('language')).toBe('pt-PT');
  });
});
