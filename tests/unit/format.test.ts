import { describe, expect, it } from 'vitest';
import { formatDateRange, formatFileSize, formatNumber, parseDate } from '../../src/i18n/format';

describe('formatting', () => {
  it('groups digits in threes with commas in every language', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-12345.678)).toBe('-12,345.68');
  });

  it('formats an event date range per language', () => {
    // One spelling whatever the ICU: the server's text is the browser's (plain spaces, never thin ones).
    expect(formatDateRange('2026-05-12', '2026-05-15', 'en-US')).toBe('May 12 – 15, 2026');
    expect(formatDateRange('2026-05-12', '2026-05-15', 'zh-CN')).toContain('2026');
    expect(formatDateRange('2026-05-12', '2026-05-15', 'pt-PT')).toMatch(/maio/);
    expect(formatDateRange('2026-05-12', null, 'en-US')).toBe('May 12, 2026');
  });

  it('gives empty values for unknown dates', () => {
    expect(parseDate('not a date')).toBeNull();
    expect(formatDateRange('soon', 'later', 'en-US')).toBe('');
    expect(parseDate('2026-05-12 09:30:00')?.getHours()).toBe(9);
  });

  it('writes file sizes in steps of 1024 in the visitor\'s language', () => {
    expect(formatFileSize(0, 'en-US')).toBe('0 byte');
    expect(formatFileSize(1564, 'en-US')).toBe('2 kB');
    expect(formatFileSize(2457600, 'en-US')).toBe('2.3 MB');
    expect(formatFileSize(2457600, 'pt-PT')).toBe('2,3 MB');
    expect(formatFileSize(5 * 1024 ** 4, 'en-US')).toBe('5,120 GB');
  });
});
