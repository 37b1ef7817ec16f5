// Chromium writes the PDF's Title (document.title) and Lang (<html lang>) but no Author, and names
// itself the Creator. This appends one PDF incremental update (ISO 32000-1 §7.5.6) that replaces the
// document information dictionary: the original bytes stay untouched, so the tags, the outline and
// the fonts are exactly what Chromium wrote, and it costs well under a millisecond.

export interface PdfInfo {
  title: string;
  author: string;
  creator: string;
}

/** A PDF text string: UTF-16BE with a byte-order mark, as hex, so any script survives. */
export function pdfTextString(value: string): string {
  const bytes = [0xfe, 0xff];
  for (const unit of value) {
    for (let index = 0; index < unit.length; index += 1) {
      const code = unit.charCodeAt(index);
      bytes.push(code >> 8, code & 0xff);
    }
  }
  return `<${Buffer.from(bytes).toString('hex').toUpperCase()}>`;
}

const lastMatch = (text: string, pattern: RegExp): RegExpExecArray | undefined => {
  let found: RegExpExecArray | undefined;
  for (const match of text.matchAll(pattern)) found = match as RegExpExecArray;
  return found;
};

/** Returns the PDF with an update that sets Title, Author and Creator; the PDF itself if it cannot. */
export function withDocumentInfo(pdf: Buffer, info: PdfInfo): Buffer {
  // The trailer and the cross-reference offset sit in the last kilobytes.
  const tail = pdf.subarray(Math.max(0, pdf.length - 4096)).toString('latin1');
  const startxref = lastMatch(tail, /startxref\s+(\d+)\s+%%EOF/g);
  const trailer = lastMatch(tail, /trailer\s*<<([\s\S]*?)>>\s*startxref/g);
  if (!startxref || !trailer) return pdf;
  const body = trailer[1]!;
  const size = /\/Size\s+(\d+)/.exec(body)?.[1];
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(body)?.[1];
  if (!size || !root) return pdf;

  // Keep the dates and producer Chromium wrote; replace what names the document.
  const infoRef = /\/Info\s+(\d+)\s+(\d+)\s+R/.exec(body);
  let kept = '';
  if (infoRef) {
    const whole = pdf.toString('latin1');
    const object = new RegExp(
      `(?:^|[\\r\\n])${infoRef[1]} ${infoRef[2]} obj\\s*<<([\\s\\S]*?)>>\\s*endobj`,
    ).exec(whole);
    const entries = object?.[1] ?? '';
    kept = ['Producer', 'CreationDate', 'ModDate']
      .map((key) => new RegExp(`/${key}\\s*(\\([^)]*\\)|<[0-9A-Fa-f]*>)`).exec(entries)?.[0])
      .filter(Boolean)
      .join('\n');
  }

  const objectNumber = Number(size);
  const separator = pdf[pdf.length - 1] === 0x0a ? '' : '\n';
  const objectOffset = pdf.length + separator.length;
  const object =
    `${objectNumber} 0 obj\n<</Title ${pdfTextString(info.title)}\n/Author ${pdfTextString(info.author)}\n` +
    `/Creator ${pdfTextString(info.creator)}${kept ? `\n${kept}` : ''}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, 'latin1');
  const update =
    `${separator}${object}xref\n${objectNumber} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${objectNumber + 1}\n/Root ${root}\n/Info ${objectNumber} 0 R\n/Prev ${startxref[1]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}
