/** Limits of a cover letter (docs/product.md#cover-letters). */
export const letterLimits = {
  /** Recipient lines, the date, the subject, the closing and the signature. */
  line: 300,
  /** The recipient's address, several lines. */
  address: 1000,
  /** The body's HTML as the editor writes it: about ten printed pages of text. */
  body: 50_000,
} as const;

/** What a new letter's closing says until the user writes another. */
export const defaultLetterClosing = 'Sincerely,';
