// Small PDFs written byte by byte for the import's refusals: pages with no text (a scan's text layer), many pages,
// and pages with a few lines in a standard font.

/** A PDF of `pages` pages; each page draws the given lines (Helvetica 11 pt, 16 pt apart) or nothing. */
export function writePdf(pages: number, lines: string[] = []): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = lines.length
    ? `BT /F1 11 Tf ${lines.map((line, index) => `1 0 0 1 72 ${760 - index * 16} Tm (${escape(line)}) Tj`).join(' ')} ET`
    : '';
  for (const id of pageIds) {
    objects[id] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> ' +
      `/Contents ${id + 1} 0 R >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
