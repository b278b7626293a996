import { describe, expect, it } from 'vitest';
import { camelizeKeys } from './errors';
import { orderField, trimmed } from './fields';
import { reviewSchema } from './public';
import { carouselUpdateSchema } from '../resources/carousel';

/** What the hostile-input suite (cms/tests/hostile-input.test.ts) found, kept at the rules' level. */
describe('text that the databases would store differently', () => {
  it('loses NUL, which PostgreSQL cannot store', () => {
    expect(trimmed(' before\u0000after ')).toBe('beforeafter');
    expect(reviewSchema('az').parse({ name: 'A\u0000', email: 'a@b.az', feedback: '\u0000Əla' })).toMatchObject({
      name: 'A',
      feedback: 'Əla',
    });
  });

  it('turns a lone surrogate into U+FFFD and keeps pairs whole', () => {
    expect(trimmed('a\ud800b\udfffc')).toBe('a\ufffdb\ufffdc');
    expect(trimmed('😀 𝕏')).toBe('😀 𝕏');
  });
});

describe('numbers beyond the 32-bit columns', () => {
  it('refuses an order over 2,147,483,647 on create and on edit', () => {
    expect(orderField.safeParse('2147483647').success).toBe(true);
    expect(orderField.safeParse('2147483648').success).toBe(false);
    expect(carouselUpdateSchema.safeParse({ order: '2147483648' }).success).toBe(false);
  });
});

describe('camelizeKeys on a deeply nested body', () => {
  it('stops descending instead of overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => camelizeKeys({ Statisfactions: deep })).not.toThrow();
    expect(camelizeKeys({ A: [{ B: 1 }] })).toEqual({ a: [{ b: 1 }] });
  });
});
