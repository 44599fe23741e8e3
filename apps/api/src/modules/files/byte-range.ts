/** A byte range of a file, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14). Undefined when there is
 * no usable single range (no header, another unit, several ranges): the whole file is sent. 'unsatisfiable'
 * when the range lies outside the file (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // 'bytes=-500': the last 500 bytes.
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
