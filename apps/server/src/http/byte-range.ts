// Conditional and partial answers for files whose name is their content (RFC 9110 §13 and §14): the ETag
// is the content hash, so If-None-Match answers 304 without reading the file, and one byte range is served
// (a PDF viewer asks for the parts it shows first; a download manager resumes). Several ranges in one
// request are answered with the whole file, as the RFC allows.

/** Whether If-None-Match names `etag` (or is `*`); weak tags compare as equal, as the RFC asks for GET. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === wanted);
}

export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

/**
 * The one range of `size` bytes that `header` asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`, end inclusive);
 * `whole` for no header, a malformed one or several ranges; `unsatisfiable` when it starts past the end.
 * An If-Range that is not the current ETag also gets the whole file.
 */
export function byteRange(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string,
): ByteRange {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return 'whole';
  return { start, end };
}
