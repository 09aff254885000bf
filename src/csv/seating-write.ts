/** Writing the seating export (product.md 1.3). */
import Papa from 'papaparse';
import { SEATING_COLUMNS } from '../contract/index.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { formatGroupPath } from './group-path.ts';

/** Cells a spreadsheet would run as a formula get a leading apostrophe (papaparse adds it). */
const FORMULA_START = /^[=+\-@\t\r]/;
const BYTE_ORDER_MARK = '\uFEFF';
const CRLF = '\r\n';

/** One fixed collation, so the CLI and every browser write the same file. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compareText = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareText(a[i] ?? '', b[i] ?? '');
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/**
 * The arrangement as a seating CSV: tables in the tables file's order, within a table by group
 * path then name, unseated bookings last; UTF-8 with a byte order mark, CRLF, RFC 4180 quoting.
 */
export function writeSeatingCsv(problem: Problem, assignment: Assignment): string {
  const pathOf = (booking: number): readonly string[] => problem.groups[problem.bookings[booking]?.group ?? -1]?.path ?? [];
  const tableOf = (booking: number): number => {
    const table = assignment[booking] ?? UNSEATED;
    return table === UNSEATED ? problem.tables.length : table;
  };
  const order = problem.bookings.map((_, i) => i);
  order.sort(
    (a, b) =>
      tableOf(a) - tableOf(b) ||
      comparePaths(pathOf(a), pathOf(b)) ||
      compareText(problem.bookings[a]?.name ?? '', problem.bookings[b]?.name ?? ''),
  );
  const data = order.map((i) => {
    const booking = problem.bookings[i];
    const table = problem.tables[tableOf(i)];
    return [table?.name ?? '', booking?.name ?? '', String(booking?.size ?? ''), formatGroupPath(pathOf(i))];
  });
  const csv = Papa.unparse(
    { fields: SEATING_COLUMNS.map((c) => c.name), data },
    { newline: CRLF, quotes: false, escapeFormulae: FORMULA_START },
  );
  return BYTE_ORDER_MARK + csv + CRLF;
}
