import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  const moment = '2026-11-25T02:10:00Z';
  it('writes a date and time as each language does (never "2026 M11 25")', () => {
    expect(formatDateTime(moment, 'az', 'Asia/Baku')).toBe('25.11.2026 06:10');
    expect(formatDateTime(moment, 'ru', 'Asia/Baku')).toBe('25.11.2026, 06:10');
    expect(formatDateTime(moment, 'en', 'Asia/Baku')).toMatch(/^Nov 25, 2026, 6:10\sAM$/);
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDateTime(null, 'az')).toBe('—');
    expect(formatDateTime('not a date', 'ru')).toBe('—');
  });
});
