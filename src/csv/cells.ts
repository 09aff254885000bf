/** Reading single cells: the export's formula guard, whole numbers, and header names. */
import { cleanName, nameKey } from '../model/names.ts';

/**
 * What a spreadsheet opening a CSV file reads as the start of a formula: =, +, -, @, tab and carriage
 * return, and the fullwidth (＝＋－＠) and small (﹦﹢﹣﹫) forms of the first four, which an East Asian
 * keyboard types and a spreadsheet takes as the plain ones. The one definition of the export's guard.
 */
const FORMULA_CHARACTERS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B';

/** A cell the CSV writers put a leading apostrophe before (papaparse adds it). */
export const FORMULA_START = new RegExp(`^[${FORMULA_CHARACTERS}]`);

/** A cell an export wrote with a leading apostrophe: the apostrophe plus what it protects. */
const GUARDED_CELL = new RegExp(`^'[${FORMULA_CHARACTERS}]`);

/**
 * Trims a cell and removes the apostrophe the export puts before a formula start (FORMULA_START),
 * so names round-trip through an export.
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

export type NumberCell = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'value'; value: number };

/** A decimal number as spreadsheets write it: a point or a single comma before the decimals ("3.5", "3,5", "-90"). */
const DECIMAL = /^[+-]?(?:\d{1,9}(?:[.,]\d{1,9})?|[.,]\d{1,9})$/;

export function numberCell(text: string): NumberCell {
  if (text === '') return { kind: 'empty' };
  return DECIMAL.test(text) ? { kind: 'value', value: Number(text.replace(',', '.')) } : { kind: 'invalid' };
}

/** A header as messages show it: as written, without the byte order mark, invisible marks or outer spaces. */
export function visibleHeader(header: string): string {
  return cleanName(header);
}

/** Header cells are compared as names are. */
const headerKey = nameKey;

/**
 * Headers are compared through the one name identity, after which underscores, hyphens, dots,
 * colons, question marks, "#", slashes and brackets count as spaces ("Party_size", "party-size" and "Party size" are one).
 */
export function matchKey(header: string): string {
  return headerKey(header)
    .replace(/[_\-.:#?()[\]/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
