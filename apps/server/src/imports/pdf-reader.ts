/**
 * Reads a PDF's text layer with pdf.js for the PDF import (`@rb/formats/pdf` maps it): each run of text with its
 * position, size and whether its font is bold or italic (from the embedded font's name, which pdf.js knows once
 * the page's operators are read). Files and pages over the limits of docs/product.md#pdf-import are refused
 * before any page is read.
 */
import { loadPdfjs } from '../pdfjs.ts';
import { importLimits } from '@rb/formats';
import type { PdfPage, PdfText } from '@rb/formats/pdf';

export class PdfRefused extends Error {
  constructor(
    readonly reason: 'notAPdf' | 'pdfTooManyPages',
    readonly pages = 0,
  ) {
    super(reason);
  }
}

type TextItem = { str: string; transform: number[]; width: number; fontName: string };

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 1024)).includes('%PDF-');

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  if (!isPdf(bytes)) throw new PdfRefused('notAPdf');
  const task = (await loadPdfjs()).getDocument({
    // pdf.js takes the buffer over: hand it a copy so the caller's stays usable.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let document;
  try {
    document = await task.promise;
  } catch {
    throw new PdfRefused('notAPdf');
  }
  try {
    if (document.numPages > importLimits.maxPdfPages)
      throw new PdfRefused('pdfTooManyPages', document.numPages);
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      // The operators load the fonts, whose names tell bold and italic apart.
      await page.getOperatorList();
      const content = await page.getTextContent();
      const fonts = new Map<string, { bold: boolean; italic: boolean }>();
      const styleOf = (fontName: string) => {
        let style = fonts.get(fontName);
        if (!style) {
          let name = '';
          try {
            name = String((page.commonObjs.get(fontName) as { name?: string } | undefined)?.name ?? '');
          } catch {
            // A font pdf.js could not load: read its text as regular.
          }
          style = {
            bold: /bold|black|heavy|semibold|demi/i.test(name),
            italic: /italic|oblique/i.test(name),
          };
          fonts.set(fontName, style);
        }
        return style;
      };
      pages.push({
        width,
        height,
        items: (content.items as TextItem[])
          .filter((item) => 'str' in item && item.str)
          .map((item) => {
            const [a = 0, b = 0, , , x = 0, y = 0] = item.transform;
            return {
              text: item.str,
              x,
              y,
              width: item.width,
              size: Math.hypot(a, b),
              ...styleOf(item.fontName),
            };
          }),
      });
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.destroy();
  }
}
