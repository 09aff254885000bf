/** Writing the seating export (product.md 1.3). */
import Papa from 'papaparse';
import { SEATING_COLUMNS, SEATING_DETAIL_COLUMNS } from '../contract/index.ts';
import { joinList } from '../model/list-text.ts';
import { GUEST_CODECS } from '../model/guest-attributes.ts';
import { nameKey } from '../model/names.ts';
import { extraColumnsOf, type GuestRecord } from '../model/records.ts';
import { UNSEATED, type Assignment, type Problem, type SeatNumbers } from '../model/problem.ts';
import { formatGroupPath } from '../model/group-path.ts';
import { FORMULA_START } from './cells.ts';

const BYTE_ORDER_MARK = '\uFEFF';
const CRLF = '\r\n';

/** One fixed collation, so the CLI and every browser write the same file. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const compareText = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

export function comparePaths(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const order = compareText(a[i] ?? '', b[i] ?? '');
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** The seating export as cells: the header, then one row per booking (before any formula guard). */
export interface SeatingSheet {
  header: string[];
  rows: string[][];
}

/**
 * The arrangement as rows: tables in the tables file's order, within a table by group path then
 * name, unseated bookings last. `seats` (indexed like the bookings) adds the seat column. `guests`
 * (the records the problem was compiled from, in the same order) adds the people, meals, needs,
 * notes and wish columns when some booking has them, then every column of the guests file the
 * product does not know, under its own header.
 */
export function seatingSheet(
  problem: Problem,
  assignment: Assignment,
  guests: readonly GuestRecord[] = [],
  seats?: SeatNumbers,
): SeatingSheet {
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
  const details = PEOPLE_COLUMNS.filter((column) => guests.some((g) => column.cell(g) !== ''));
  const known = new Set([...SEATING_COLUMNS.map((c) => nameKey(c.name)), ...details.map((c) => nameKey(c.name))]);
  const extras = extraColumnsOf(guests).filter((header) => !known.has(nameKey(header)));
  const seatColumn = seats ? [SEAT_COLUMN] : [];
  // Ids are written when some booking has one (every booking whose name repeats), so reading back finds each.
  const idColumn = problem.bookings.some((b) => b.id !== undefined) ? [ID_COLUMN] : [];
  const header = [...SEATING_COLUMNS.slice(0, 4).map((c) => c.name), ...seatColumn, ...idColumn, ...details.map((c) => c.name), ...extras];
  const rows = order.map((i) => {
    const booking = problem.bookings[i];
    const table = problem.tables[tableOf(i)];
    const guest = guests[i];
    return [
      table?.name ?? '',
      booking?.name ?? '',
      String(booking?.size ?? ''),
      formatGroupPath(pathOf(i)),
      ...seatColumn.map(() => joinList((seats?.[i] ?? []).map(String))),
      ...idColumn.map(() => booking?.id ?? ''),
      ...details.map((column) => (guest ? column.cell(guest) : '')),
      ...extras.map((name) => guest?.extra?.[name] ?? ''),
    ];
  });
  return { header, rows };
}

const SEAT_COLUMN = SEATING_COLUMNS[4].name;
const ID_COLUMN = SEATING_COLUMNS[5].name;

/** The optional columns of people and wishes, each written as the guests file writes it (and reads it back). */
const PEOPLE_COLUMNS = SEATING_DETAIL_COLUMNS.map((name) => ({ name, cell: GUEST_CODECS[name].write! }));

/** The arrangement as a seating CSV (see seatingSheet): UTF-8 with a byte order mark, CRLF, RFC 4180 quoting. */
export function writeSeatingCsv(
  problem: Problem,
  assignment: Assignment,
  guests: readonly GuestRecord[] = [],
  seats?: SeatNumbers,
): string {
  const { header, rows } = seatingSheet(problem, assignment, guests, seats);
  return writeCsv(header, rows);
}

/** Cells as a CSV file a spreadsheet opens correctly in any language, every cell guarded against formula injection. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const csv = Papa.unparse(
    { fields: [...header], data: rows.map((row) => [...row]) },
    { newline: CRLF, quotes: false, escapeFormulae: FORMULA_START },
  );
  return BYTE_ORDER_MARK + csv + CRLF;
}
