import { describe, expect, it } from 'vitest';
import { isPromotionDay } from './promotion';

describe('isPromotionDay', () => {
  it('is true for exactly 24 November 2023 in Los Angeles', () => {
    expect(isPromotionDay(new Date('2023-11-24T07:59:59.999Z'))).toBe(false); // 23:59:59 on the 23rd in LA
    expect(isPromotionDay(new Date('2023-11-24T08:00:00Z'))).toBe(true); // midnight in LA
    expect(isPromotionDay(new Date('2023-11-24T20:00:00Z'))).toBe(true);
    expect(isPromotionDay(new Date('2023-11-25T07:59:59Z'))).toBe(true); // still the 24th in LA
    expect(isPromotionDay(new Date('2023-11-25T08:00:00Z'))).toBe(false);
  });

  it('is false on the same date in other years and on nearby days', () => {
    expect(isPromotionDay(new Date('2024-11-24T20:00:00Z'))).toBe(false);
    expect(isPromotionDay(new Date('2023-11-23T20:00:00Z'))).toBe(false);
    expect(isPromotionDay(new Date('2023-11-24T02:00:00Z'))).toBe(false); // the 23rd in LA, the 24th in UTC
  });
});
