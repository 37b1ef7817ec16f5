import Papa from 'papaparse';

/** One data row of a CSV file, read by header name (case and surrounding spaces do not matter). */
export type CsvRow = { get(column: string): string };

/** A CSV file's header names and rows, and the rows (1-based, data rows only) that were not well-formed. */
export type CsvFile = { columns: string[]; rows: CsvRow[]; malformed: number[] };

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Whether a file's header has a column, by the same loose match as `CsvRow.get`. */
export const hasColumn = (file: CsvFile, column: string): boolean => file.columns.includes(normalise(column));

/**
 * Rows of a CSV file with a header line. The delimiter is detected (comma, semicolon or tab), quoted fields
 * may hold delimiters and line breaks, and blank lines are skipped. Rows PapaParse had to guess at (a quote
 * not closed, too few or too many fields) are listed so the importer can say so.
 */
export const parseCsv = (text: string): CsvFile => {
  const result = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: normalise,
  });
  // A file of one column has no delimiter to detect; that is not a problem with any row.
  const malformed = result.errors
    .filter((error) => error.code !== 'UndetectableDelimiter' && typeof error.row === 'number')
    .map((error) => (error.row as number) + 1);
  return {
    columns: result.meta.fields ?? [],
    rows: result.data.map((record) => ({
      get: (column: string) => {
        const value = record[normalise(column)];
        return typeof value === 'string' ? value.trim() : '';
      },
    })),
    malformed: [...new Set(malformed)].sort((a, b) => a - b),
  };
};
