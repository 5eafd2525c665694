// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepSession, keptSessions, releaseSessions } from '../../../src/modules/schedule/keptSessions';

describe('sessions kept in this browser while signed out', () => {
  afterEach(() => localStorage.clear());

  it('are kept per event in the order picked, survive a reload of the store, and let go one by one', () => {
    keepSession('9001', 's1', true);
    keepSession('9001', 's2', true);
    keepSession('9002', 'other', true);
    expect(keptSessions('9001')).toEqual(['s1', 's2']);
    expect(JSON.parse(localStorage.getItem('minisite.agenda.9001')!)).toEqual(['s1', 's2']);
    keepSession('9001', 's1', false);
    expect(keptSessions('9001')).toEqual(['s2']);
    expect(keptSessions('9002')).toEqual(['other']);
  });

  it('give the same list object while nothing changes (a store React can subscribe to)', () => {
    keepSession('9001', 's1', true);
    expect(keptSessions('9001')).toBe(keptSessions('9001'));
  });

  it('release the ones that joined the account and forget the event once none is left', () => {
    keepSession('9001', 's1', true);
    keepSession('9001', 's2', true);
    releaseSessions('9001', ['s1', 's2']);
    expect(keptSessions('9001')).toEqual([]);
    expect(localStorage.getItem('minisite.agenda.9001')).toBeNull();
  });

  it('read a damaged entry as nothing kept', () => {
    localStorage.setItem('minisite.agenda.9001', '{not json');
    expect(keptSessions('9001')).toEqual([]);
    localStorage.setItem('minisite.agenda.9001', JSON.stringify(['ok', 3, null]));
    expect(keptSessions('9001')).toEqual(['ok']);
  });
});
