/** Date helpers through Intl, so every locale formats the way its readers expect. */

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "in 2 hours", "now" — the largest whole unit that fits. */
export const formatRelativeTime = (
  date: Date | string | number,
  locale: string,
  now: Date = new Date(),
): string => {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
};

export const formatDate = (
  date: Date | string | number,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => new Intl.DateTimeFormat(locale, options).format(new Date(date));

export const formatDateTime = (date: Date | string | number, locale: string): string =>
  formatDate(date, locale, { dateStyle: 'medium', timeStyle: 'short' });

export const formatNumber = (value: number, locale: string, options?: Intl.NumberFormatOptions): string =>
  new Intl.NumberFormat(locale, options).format(value);
