/** Turning the bytes of a picked file into text, and the limits that are checked before parsing. */

export type DecodeResult = { ok: true; text: string } | { ok: false };

/**
 * UTF-8 (with or without a byte order mark) is the format; UTF-16 with a byte order mark is
 * accepted too because "Unicode text" exports from spreadsheets write it. Anything that is not
 * valid UTF-8 (typically a legacy code page such as Windows-1255) is refused rather than guessed.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodeResult {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      return { ok: true, text: new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2)) };
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
      return { ok: true, text: new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2)) };
    // The UTF-8 decoder drops a leading byte order mark itself.
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false };
  }
}

/**
 * Number of non-empty records (header included), counting line breaks outside double quotes.
 * A single linear scan, so an oversized file is refused before papaparse builds any rows.
 */
export function countRecords(text: string): number {
  let records = 0;
  let inQuotes = false;
  let lineHasContent = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      inQuotes = !inQuotes;
      lineHasContent = true;
    } else if (!inQuotes && (c === 0x0a || c === 0x0d)) {
      if (lineHasContent) records++;
      lineHasContent = false;
    } else if (!inQuotes && (c === 0x2c || c === 0x3b || c === 0x09 || c === 0x20)) {
      // Separators and spaces alone make an empty line, which the reader skips.
    } else {
      lineHasContent = true;
    }
  }
  return lineHasContent ? records + 1 : records;
}

/** Counts line breaks (\r\n, \n or a lone \r) in text[from, to). */
export function countLineBreaks(text: string, from: number, to: number): number {
  let breaks = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) breaks++;
    else if (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a) breaks++;
  }
  return breaks;
}
