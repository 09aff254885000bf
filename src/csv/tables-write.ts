/** Writing the tables file: the published columns in order, so the file reads back as the same tables, positions and all. */
import { TABLE_COLUMNS } from '../contract/index.ts';
import type { TableRecord } from '../model/records.ts';
import { TABLE_CODECS } from '../model/table-attributes.ts';
import { writeCsv } from './seating-write.ts';

/** The tables as a tables file (UTF-8 with a byte order mark, CRLF, every cell guarded against formulas, as the seating export). */
export function writeTablesCsv(tables: readonly TableRecord[]): string {
  return writeCsv(
    TABLE_COLUMNS.map((column) => column.name),
    tables.map((table) => TABLE_COLUMNS.map((column) => TABLE_CODECS[column.name].write!(table))),
  );
}
