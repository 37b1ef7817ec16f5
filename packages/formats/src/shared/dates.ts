/**
 * Dates between formats with exact dates (JSON Resume, v3) and the resume's free-text `date`
 * ("Jan 2020 - Present", "2019 - 2021"). Months are shown in English short form, the day is not shown.
 */

/** YYYY, YYYY-MM or YYYY-MM-DD with a real month and day number (JSON Resume's `iso8601`). */
export const isoDatePattern = /^[12]\d{3}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

export const isIsoDate = (value: string): boolean => isoDatePattern.test(value);

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const present = 'Present';

/** "2020" → "2020"; "2020-01" and "2020-01-15" → "Jan 2020"; anything else is returned trimmed as it is. */
export const formatDate = (value: string | undefined): string => {
  const text = (value ?? '').trim();
  const match = /^([12]\d{3})(?:-(\d{2})(?:-\d{2})?)?(?:T.*)?$/.exec(text);
  if (!match) return text;
  const [, year, month] = match;
  const name = month ? monthNames[Number(month) - 1] : undefined;
  return name ? `${name} ${year}` : (year ?? text);
};

/**
 * A period as free text. A missing end means the period is still running ("Present"); a period that
 * starts and ends in the same shown month or year is written once; no dates at all give ''.
 */
export const formatRange = (start: string | undefined, end: string | undefined): string => {
  const from = formatDate(start);
  const to = formatDate(end);
  if (!from) return to;
  if (!to) return `${from} - ${present}`;
  return from === to ? from : `${from} - ${to}`;
};

const monthIndex = (name: string): number | undefined => {
  const index = monthNames.findIndex((month) => name.toLowerCase().startsWith(month.toLowerCase()));
  return index >= 0 ? index + 1 : undefined;
};

const pad = (month: number) => String(month).padStart(2, '0');

/** One date of free text ("Jan 2020", "January 2020", "2020", "2020-01", "01/2020") as ISO, if it is one. */
export const parseDate = (value: string): string | undefined => {
  const text = value.trim().replace(/\.$/, '');
  if (isIsoDate(text)) return text;
  let match = /^([A-Za-z]{3,9})\.?,?\s+([12]\d{3})$/.exec(text);
  if (match) {
    const month = monthIndex(match[1] ?? '');
    return month ? `${match[2]}-${pad(month)}` : undefined;
  }
  match = /^(\d{1,2})[/.]([12]\d{3})$/.exec(text);
  if (match) {
    const month = Number(match[1]);
    return month >= 1 && month <= 12 ? `${match[2]}-${pad(month)}` : undefined;
  }
  return undefined;
};

const ongoing = /^(present|current|now|today|ongoing)$/i;

/**
 * A free-text period read back into ISO dates: "Jan 2020 - Present" → { start: '2020-01' };
 * a single date is a period within that month or year. Text that is not a date gives undefined.
 */
export const parseRange = (value: string): { start?: string; end?: string } | undefined => {
  const text = value.trim();
  if (!text) return {};
  const years = /^([12]\d{3})-([12]\d{3})$/.exec(text);
  const parts = years ? years.slice(1) : text.split(/\s+(?:-|to)\s+|\s*[–—]\s*/i);
  if (parts.length === 1) {
    const date = parseDate(text);
    return date ? { start: date, end: date } : undefined;
  }
  if (parts.length !== 2) return undefined;
  const [first = '', second = ''] = parts;
  const start = parseDate(first);
  if (!start) return undefined;
  if (ongoing.test(second.trim())) return { start };
  const end = parseDate(second);
  return end ? { start, end } : undefined;
};
