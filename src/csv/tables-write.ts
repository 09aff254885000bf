/**
 * Writing the tables file so it reads back as the same tables, positions and all: in the planner's
 * columns when the file's layout is given (its headers, its order, then any published column it lacked
 * that some table fills), else the published columns in order.
 */
import { TABLE_COLUMNS, type TableColumnName } from '../contract/index.ts';
import type { TableRecord } from '../model/records.ts';
import { TABLE_CODECS } from '../model/table-attributes.ts';
import type { FileLayout } from './guests-write.ts';
import { writeCsv } from './seating-write.ts';

/** The tables as a tables file (UTF-8 with a byte order mark, CRLF, every cell guarded against formulas, as the seating export). */
export function writeTablesCsv(tables: readonly TableRecord[], layout?: FileLayout): string {
  const published = TABLE_COLUMNS.map((c) => c.name as string);
  const own = (layout ?? [])
    .filter((c) => published.includes(c.meaning))
    .map((c) => ({ header: c.header, name: c.meaning as TableColumnName }));
  const added = TABLE_COLUMNS.filter(
    ({ name }) => !own.some((c) => c.name === name) && (!layout || tables.some((t) => TABLE_CODECS[name].write!(t) !== '')),
  ).map(({ name }) => ({ header: name, name }));
  const columns = [...own, ...added];
  return writeCsv(
    columns.map((c) => c.header),
    tables.map((table) => columns.map((c) => TABLE_CODECS[c.name].write!(table))),
  );
}
