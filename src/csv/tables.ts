/** Reading the tables file into table records. */
import { CSV_FILES, FIELD_RULES, TABLE_SHAPES } from '../contract/index.ts';
import { splitList } from '../model/list-text.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { cleanName, nameKey } from '../model/names.ts';
import { checkTableRecords } from '../model/record-checks.ts';
import { PLACE_FIELDS, type TableRecord } from '../model/records.ts';
import { integerCell, numberCell } from './cells.ts';
import { sortByLine } from './guests.ts';
import type { ColumnMatch, ColumnMeaning } from './header-match.ts';
import { readCsvTable, type TableInput } from './read-table.ts';

export interface TablesFile {
  /** One record per data row, in file order. Apply them only when `issues` holds no error. */
  records: TableRecord[];
  lines: number[];
  headers: Record<string, string>;
  /** Every column of the file and what it was read as. */
  columns: ColumnMatch[];
  issues: Issue[];
}

/** `meanings`: what each column means, by position, as the planner chose; absent: from the header. */
export function readTablesFile(input: TableInput, fileName?: string, meanings?: readonly ColumnMeaning[]): TablesFile {
  const spec = CSV_FILES.tables;
  const table = readCsvTable(input, { file: 'tables', spec, ...(meanings ? { meanings } : {}) }, fileName);
  const issues = table.issues;
  // A row whose x or y is unreadable is told so once, not again as half a position.
  const unreadablePlace = new Set<number>();
  const records = table.rows.map((row): TableRecord => {
    const at = { file: 'tables' as const, fileName, line: row.line, column: table.headers['capacity'] ?? 'capacity' };
    const text = row.cells['capacity'] ?? '';
    const cell = integerCell(text);
    if (cell.kind === 'empty') issues.push(makeIssue('error', 'value_missing', at));
    if (cell.kind === 'invalid') issues.push(makeIssue('error', 'not_integer', at, { value: text }));
    // An unreadable capacity is reported above; the largest allowed stands in so that the
    // cross-file checks run on the rest do not add doubtful "does not fit" errors.
    const record: TableRecord = {
      name: cleanName(row.cells['name'] ?? ''),
      capacity: cell.kind === 'value' ? cell.value : FIELD_RULES.tableCapacityMax,
    };
    const shapeText = (row.cells['shape'] ?? '').trim();
    const shape = TABLE_SHAPES.find((s) => nameKey(s) === nameKey(shapeText));
    if (shape) record.shape = shape;
    else if (shapeText !== '')
      issues.push(makeIssue('error', 'table_shape_unknown', { ...at, column: table.headers['shape'] ?? 'shape' }, { value: shapeText }));
    const tags = splitList(row.cells['tags'] ?? '');
    if (tags.length > 0) record.tags = tags;
    const reservedFor = splitList(row.cells['reserved_for'] ?? '');
    if (reservedFor.length > 0) record.reservedFor = reservedFor;
    for (const field of PLACE_FIELDS) {
      const placeText = (row.cells[field] ?? '').trim();
      const number = numberCell(placeText);
      if (number.kind === 'value') record[field] = number.value;
      if (number.kind === 'invalid') {
        issues.push(makeIssue('error', 'not_number', { ...at, column: table.headers[field] ?? field }, { value: placeText }));
        unreadablePlace.add(row.line);
      }
    }
    return record;
  });
  const lines = table.rows.map((row) => row.line);
  const recordIssues = checkTableRecords(records, { fileName, lines, columns: table.headers });
  issues.push(...recordIssues.filter((i) => !(i.code === 'position_incomplete' && i.line !== undefined && unreadablePlace.has(i.line))));
  return { records, lines, headers: table.headers, columns: table.columns, issues: sortByLine(issues) };
}
