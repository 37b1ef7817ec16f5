import Papa from 'papaparse';

/** One data row of a CSV file, read by header name (case and surrounding spaces do not matter). */
export type CsvRow = { get(column: string): string };

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * Rows of a CSV file with a header line. The delimiter is detected (comma, semicolon or tab), quoted fields
 * may hold delimiters and line breaks, and blank lines are skipped.
 */
export const parseCsv = (text: string): CsvRow[] => {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: normalise,
  });
  return result.data.map((record) => ({
    get: (column: string) => {
      const value = record[normalise(column)];
      return typeof value === 'string' ? value.trim() : '';
    },
  }));
};
