/** Writing the tables file: the published columns in order, so the file reads back as the same tables, positions and all. */
import { TABLE_COLUMNS, WISH_SEPARATOR } from '../contract/index.ts';
import type { TableRecord } from '../model/records.ts';
import { writeCsv } from './seating-write.ts';

/** A number as the tables file reads it: a point before at most two decimals, no exponent; empty when absent. */
const numberText = (value: number | undefined): string => (value === undefined ? '' : String(Math.round(value * 100) / 100 || 0));

/** The cell of each column, by the column's published name. */
const CELLS: Record<(typeof TABLE_COLUMNS)[number]['name'], (table: TableRecord) => string> = {
  name: (t) => t.name,
  capacity: (t) => String(t.capacity),
  shape: (t) => t.shape ?? '',
  tags: (t) => (t.tags ?? []).join(`${WISH_SEPARATOR} `),
  x: (t) => numberText(t.x),
  y: (t) => numberText(t.y),
  rotation: (t) => numberText(t.rotation),
  length: (t) => numberText(t.length),
  width: (t) => numberText(t.width),
  reserved_for: (t) => (t.reservedFor ?? []).join(`${WISH_SEPARATOR} `),
};

/** The tables as a tables file (UTF-8 with a byte order mark, CRLF, every cell guarded against formulas, as the seating export). */
export function writeTablesCsv(tables: readonly TableRecord[]): string {
  return writeCsv(
    TABLE_COLUMNS.map((column) => column.name),
    tables.map((table) => TABLE_COLUMNS.map((column) => CELLS[column.name](table))),
  );
}
