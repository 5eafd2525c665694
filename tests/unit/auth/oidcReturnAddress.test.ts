// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_ADDRESSES } from '../../e2e/auth/strongReturnCorpus';
import { REDIRECT_URL_KEY, safeReturnAddress, saveReturnAddress, takeReturnAddress } from '../../../src/auth/oidc/returnAddress';

const ORIGIN = 'http://127.0.0.1:4173';
const ROOT = `${ORIGIN}/site/`;


describe('safeReturnAddress', () => {
  it.each(HOSTILE_RETURN_ADDRESSES)('sends %j to the site root', (saved) => {
    expect(safeReturnAddress(saved, ORIGIN)).toBe(ROOT);
  });

  it('sends nothing saved to the site root', () => {
    expect(safeReturnAddress(null, ORIGIN)).toBe(ROOT);
  });

  it.each([
    ['/site/pages/index/index?pageId=p1#m2', `${ORIGIN}/site/pages/index/index?pageId=p1#m2`],
    [`${ORIGIN}/site/pages/personal/index`, `${ORIGIN}/site/pages/personal/index`],
    ['/site/', ROOT],
    ['\t/site/pages/speaker/index', `${ORIGIN}/site/pages/speaker/index`],
  ])('keeps our own page %j', (saved, expected) => {
    expect(safeReturnAddress(saved, ORIGIN)).toBe(expected);
  });
});

describe('saved return address', () => {
  it('is taken once, under the redirect-url key', () => {
    saveReturnAddress(sessionStorage, '/site/pages/index/index?pageId=p1');
    expect(sessionStorage.getItem(REDIRECT_URL_KEY)).toBe('/site/pages/index/index?pageId=p1');
    expect(takeReturnAddress(sessionStorage, ORIGIN)).toBe(`${ORIGIN}/site/pages/index/index?pageId=p1`);
    expect(sessionStorage.getItem(REDIRECT_URL_KEY)).toBeNull();
    expect(takeReturnAddress(sessionStorage, ORIGIN)).toBe(ROOT);
  });
});
