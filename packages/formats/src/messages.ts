/** The import messages of spec §5, word for word. */
export const importMessages = {
  invalidJson: 'Failed to parse JSON',
  unreadable: 'Failed to read the file',
  emptyZip: 'ParserError: There were no files found inside the zip archive.',
  isoDate: 'ISO8601 Date Format',
} as const;
