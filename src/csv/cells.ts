/** Reading single cells: the export's formula guard, whole numbers, and header names. */

/** A cell the seating export wrote with a leading apostrophe: the apostrophe plus what it protects. */
const GUARDED_CELL = /^'[=+\-@\t\r]/;

/**
 * Trims a cell and removes the apostrophe the export puts before a leading =, +, -, @, tab or
 * carriage return, so names round-trip through an export.
 */
export function cellText(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  return GUARDED_CELL.test(trimmed) ? trimmed.slice(1).trim() : trimmed;
}

export type IntegerCell = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'value'; value: number };

/**
 * A whole number as people and spreadsheets write it: optional sign, digits, and an optional
 * ".0" that some programs append. Fifteen digits at most keep it exact.
 */
const INTEGER = /^([+-]?\d{1,15})(?:\.0+)?$/;

export function integerCell(text: string): IntegerCell {
  if (text === '') return { kind: 'empty' };
  const match = INTEGER.exec(text);
  return match ? { kind: 'value', value: Number(match[1]) } : { kind: 'invalid' };
}

/** Invisible direction marks that Hebrew spreadsheets sometimes leave around words. */
const DIRECTION_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A header as messages show it: as written, without the byte order mark, direction marks or outer spaces. */
export function visibleHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .replace(DIRECTION_MARKS, '')
    .trim();
}

/** How header cells are compared: byte order mark, direction marks and white space dropped, case-insensitive. */
export function headerKey(header: string): string {
  return visibleHeader(header).normalize('NFC').toLowerCase();
}
