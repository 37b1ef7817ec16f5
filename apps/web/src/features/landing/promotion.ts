/**
 * The one-day promotional banner (docs/product.md#landing-page): Black Friday 2023, 24 November, as the calendar reads in
 * Los Angeles — from 08:00 UTC on the 24th to 08:00 UTC on the 25th (Pacific Standard Time, UTC−8).
 */
export const promotionDay = '2023-11-24';

const losAngelesDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const isPromotionDay = (now: Date): boolean => losAngelesDate.format(now) === promotionDay;
