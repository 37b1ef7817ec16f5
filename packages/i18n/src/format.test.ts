// Dates, numbers and relative times follow the interface language through Intl, digits included: CLDR gives
// Persian, Arabic-Indic, Bengali and Devanagari digits to the locales whose readers use them.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatRelativeTime } from './format.ts';

const now = new Date('2024-03-05T12:00:00Z');
const threeDaysAgo = new Date('2024-03-02T12:00:00Z');

describe('formatNumber', () => {
  it.each([
    ['en-US', '1,234,567'],
    ['de-DE', '1.234.567'],
    ['fa-IR', '۱٬۲۳۴٬۵۶۷'],
    ['ar-SA', '١٬٢٣٤٬٥٦٧'],
    ['bn-BD', '১২,৩৪,৫৬৭'],
    ['mr-IN', '१२,३४,५६७'],
    ['ne-NP', '१२,३४,५६७'],
    ['hi-IN', '12,34,567'],
    ['th-TH', '1,234,567'],
  ])('writes 1234567 in %s as %s', (locale, expected) => {
    expect(formatNumber(1234567, locale)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('names the month and writes the digits of the locale', () => {
    const day = new Date('2024-03-05T12:00:00Z');
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(day, 'en-US', options)).toBe('March 5, 2024');
    expect(formatDate(day, 'bn-BD', options)).toBe('৫ মার্চ, ২০২৪');
    expect(formatDate(day, 'ja-JP', options)).toBe('2024年3月5日');
    // Iran's calendar and digits: 15 Esfand 1402.
    expect(formatDate(day, 'fa-IR', options)).toBe('۱۵ اسفند ۱۴۰۲');
    // Thailand counts years in the Buddhist era.
    expect(formatDate(day, 'th-TH', options)).toBe('5 มีนาคม 2567');
    expect(formatDate(day, 'ar-SA', { day: 'numeric', timeZone: 'UTC' })).toMatch(/^[٠-٩]+$/);
  });

  it('adds the time of day', () => {
    expect(formatDateTime(now, 'en-US')).toMatch(/^Mar 5, 2024, \d{1,2}:\d\d\s?[AP]M$/);
    expect(formatDateTime(now, 'fa-IR')).toMatch(/[۰-۹]/);
    expect(formatDateTime(now, 'fa-IR')).not.toMatch(/[0-9]/);
  });
});

describe('formatRelativeTime', () => {
  it.each([
    ['en-US', '3 days ago'],
    ['fa-IR', '۳ روز پیش'],
    ['bn-BD', '৩ দিন আগে'],
    ['ar-SA', 'قبل ٣ أيام'],
    ['el-GR', 'πριν από 3 ημέρες'],
  ])('says three days ago in %s as %s', (locale, expected) => {
    expect(formatRelativeTime(threeDaysAgo, locale, now)).toBe(expected);
  });

  it('says the nearest word for today and yesterday', () => {
    expect(formatRelativeTime(now, 'en-US', now)).toBe('now');
    expect(formatRelativeTime(new Date('2024-03-04T12:00:00Z'), 'en-US', now)).toBe('yesterday');
  });
});
