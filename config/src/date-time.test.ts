import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from './constants';
import { dateTimeField, dateTimeOnEdit, instantOfWallTime, wallTimeOf } from './schemas/date-time';

describe('the date-time field kind', () => {
  it('takes an ISO date-time with its zone and answers the instant in UTC', () => {
    expect(dateTimeField().parse('2026-12-01T09:00:00+04:00')).toBe('2026-12-01T05:00:00.000Z');
    expect(dateTimeField().parse(' 2026-12-01T05:00Z ')).toBe('2026-12-01T05:00:00.000Z');
    expect(dateTimeField().parse('2026-12-01T05:00:30.250Z')).toBe('2026-12-01T05:00:30.250Z');
  });

  it('refuses a time without a zone, a calendar day that does not exist, a clock that is no clock, and other types', () => {
    for (const wrong of [
      '2026-12-01T09:00',
      '2026-12-01',
      '2026-02-30T09:00Z',
      '2026-12-01T24:00Z',
      '2026-12-01T09:60+04:00',
      'soon',
      5,
      null,
    ]) {
      const result = dateTimeField().safeParse(wrong);
      expect(result.success, String(wrong)).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/ISO 8601/);
    }
  });

  it('on edit: absent leaves it, blank clears it, a value must be one', () => {
    const edit = dateTimeOnEdit();
    expect(edit.parse(undefined)).toBeUndefined();
    expect(edit.parse('  ')).toBeNull();
    expect(edit.parse('2026-12-01T09:00+04:00')).toBe('2026-12-01T05:00:00.000Z');
    expect(edit.safeParse('tomorrow').success).toBe(false);
  });

  it('reads and writes Baku wall time (UTC+4 all year)', () => {
    expect(BUSINESS_TIME_ZONE).toBe('Asia/Baku');
    expect(wallTimeOf('2026-12-01T05:00:00.000Z', BUSINESS_TIME_ZONE)).toBe('2026-12-01T09:00');
    expect(wallTimeOf('2026-07-01T20:30:00.000Z', BUSINESS_TIME_ZONE)).toBe('2026-07-02T00:30');
    expect(instantOfWallTime('2026-12-01T09:00', BUSINESS_TIME_ZONE)).toBe('2026-12-01T05:00:00.000Z');
    expect(instantOfWallTime('2026-07-02T00:30', BUSINESS_TIME_ZONE)).toBe('2026-07-01T20:30:00.000Z');
    expect(wallTimeOf(null, BUSINESS_TIME_ZONE)).toBe('');
    expect(instantOfWallTime('', BUSINESS_TIME_ZONE)).toBeNull();
    expect(instantOfWallTime('09:00', BUSINESS_TIME_ZONE)).toBeNull();
  });

  it('round-trips through a zone with clock changes, on both sides of them', () => {
    const zone = 'Europe/Berlin';
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T02:30:00.000Z']) {
      expect(instantOfWallTime(wallTimeOf(iso, zone), zone), iso).toBe(iso);
    }
    // 02:30 does not exist on the spring-forward night: it is read with the winter offset (+01:00).
    expect(instantOfWallTime('2026-03-29T02:30', zone)).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on the fall-back night: the first, in summer time (+02:00).
    expect(instantOfWallTime('2026-10-25T02:30', zone)).toBe('2026-10-25T00:30:00.000Z');
  });
});
