/** Reading the guests file into guest records. */
import { CSV_FILES, AVOID_SEPARATOR } from '../contract/index.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { cleanName } from '../model/names.ts';
import { checkGuestRecords } from '../model/record-checks.ts';
import type { GuestRecord } from '../model/records.ts';
import { integerCell } from './cells.ts';
import { parseGroupPath } from './group-path.ts';
import type { ColumnMatch, ColumnMeaning } from './header-match.ts';
import { readCsvTable, type CsvRow } from './read-table.ts';

export interface GuestsFile {
  /** One record per data row. Apply them only when `issues` holds no error. */
  records: GuestRecord[];
  /** Source line of each record. */
  lines: number[];
  /** Whether the file has a table column (a seating export read back, or pins). */
  hasTableColumn: boolean;
  /** Header as written, by canonical column name; pass it on to compileProblem. */
  headers: Record<string, string>;
  /** Every column of the file and what it was read as. */
  columns: ColumnMatch[];
  issues: Issue[];
}

/** `meanings`: what each column means, by position, as the planner chose; absent: from the header. */
export function readGuestsFile(bytes: Uint8Array, fileName?: string, meanings?: readonly ColumnMeaning[]): GuestsFile {
  const spec = CSV_FILES.guests;
  const table = readCsvTable(bytes, { file: 'guests', spec, ...(meanings ? { meanings } : {}) }, fileName);
  const issues = table.issues;
  const at = (row: CsvRow, column: string) => ({
    file: 'guests' as const,
    fileName,
    line: row.line,
    column: table.headers[column] ?? column,
  });

  /** A whole number from a cell, or the fallback when the cell is empty or unreadable (reported). */
  const integerOr = <T>(row: CsvRow, column: string, fallback: T): number | T => {
    const cell = integerCell(row.cells[column] ?? '');
    if (cell.kind === 'value') return cell.value;
    if (cell.kind === 'invalid') issues.push(makeIssue('error', 'not_integer', at(row, column), { value: row.cells[column] ?? '' }));
    return fallback;
  };

  const records = table.rows.map((row): GuestRecord => ({
    name: cleanName(row.cells['name'] ?? ''),
    size: integerOr(row, 'size', 1),
    group: parseGroupPath(row.cells['group'] ?? ''),
    strength: integerOr(row, 'strength', null),
    avoid: (row.cells['avoid'] ?? '')
      .split(AVOID_SEPARATOR)
      .map(cleanName)
      .filter((name) => name !== ''),
    table: cleanName(row.cells['table'] ?? '') || null,
    ...(Object.keys(row.extra).length > 0 ? { extra: row.extra } : {}),
  }));
  const lines = table.rows.map((row) => row.line);
  issues.push(...checkGuestRecords(records, { fileName, lines, columns: table.headers }));
  return {
    records,
    lines,
    hasTableColumn: 'table' in table.headers,
    headers: table.headers,
    columns: table.columns,
    issues: sortByLine(issues),
  };
}

/** Issues in file order; the sort is stable, so one line keeps its columns' order. */
export function sortByLine(issues: Issue[]): Issue[] {
  return issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
