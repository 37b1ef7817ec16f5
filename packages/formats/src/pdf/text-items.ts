/**
 * A PDF's text layer as the importer takes it: per page, the runs of text with their position and font. Reading
 * the file is the caller's (the server uses pdf.js); what follows from here is pure and runs anywhere.
 */
export type PdfTextItem = {
  text: string;
  /** Left edge and baseline in PDF points, from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  /** The font size in points. */
  size: number;
  bold: boolean;
  italic: boolean;
};

export type PdfPage = { width: number; height: number; items: PdfTextItem[] };

export type PdfText = { pages: PdfPage[] };
