/**
 * A seating file read on its own, without the guests and tables it was made for: each row's booking,
 * table, size and seats, by the contract's column names and aliases (the shared header matching).
 * `diff` compares two of them; `solve --from` takes one as the plan the guests already know.
 */
import { CSV_FILES } from '../contract/index.ts';
import { readCsvTable } from '../csv/read-table.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { splitList } from '../model/list-text.ts';
import { cleanName, nameKey } from '../model/names.ts';
import type { SeatingSide } from '../model/seating-diff.ts';

interface SeatingRow {
  /** 1-based line in the file. */
  readonly line: number;
  readonly booking: string;
  /** The booking's id, when the file has an id column and the cell is not empty. */
  readonly id?: string;
  /** Null: the row has no table (unseated). */
  readonly table: string | null;
  /** The size column's whole number, when the file has one. */
  readonly size?: number;
  /** Seat numbers, when the file has a seat column and the cell lists whole numbers. */
  readonly seats?: readonly number[];
}

/** A problem of one row that the CLI words itself (`cli.plan.<code>`), with where it is. */
interface RowProblem {
  readonly severity: 'error' | 'warning';
  readonly code: 'bad_seat';
  readonly line: number;
  readonly column: string;
  readonly params: Record<string, string | number>;
}

export interface SeatingPlan {
  readonly rows: SeatingRow[];
  /** Problems the shared reader words (columns, encoding, limits, empty or repeated names). */
  readonly issues: Issue[];
  readonly rowProblems: RowProblem[];
  /** False when the file could not be read as a seating at all. */
  readonly readable: boolean;
  /** The header of each column as the file writes it, by canonical name. */
  readonly headers: Record<string, string>;
}

const WHOLE_NUMBER = /^\d+$/;

export function readSeatingPlan(bytes: Uint8Array, fileName: string): SeatingPlan {
  const table = readCsvTable(bytes, { file: 'seating', spec: CSV_FILES.seating_export, required: ['table', 'name'] }, fileName);
  const issues = table.issues;
  const rowProblems: RowProblem[] = [];
  const rows: SeatingRow[] = [];
  if (!table.readable) return { rows, issues, rowProblems, readable: false, headers: table.headers };
  const column = (name: string) => table.headers[name] ?? name;
  const firstLine = new Map<string, number>();
  for (const row of table.rows) {
    const at = (name: string) => ({ file: 'seating' as const, fileName, line: row.line, column: column(name) });
    const booking = cleanName(row.cells['name'] ?? '');
    if (booking === '') {
      issues.push(makeIssue('error', 'name_empty', at('name'), {}));
      continue;
    }
    const id = cleanName(row.cells['id'] ?? '');
    const seen = firstLine.get(nameKey(id || booking));
    if (seen !== undefined) {
      issues.push(makeIssue('error', 'seating_duplicate_booking', at('name'), { name: id || booking, firstLine: seen }));
      continue;
    }
    firstLine.set(nameKey(id || booking), row.line);
    const tableName = cleanName(row.cells['table'] ?? '');
    const sizeText = row.cells['size'] ?? '';
    const seatText = row.cells['seat'] ?? '';
    const seatItems = splitList(seatText);
    let seats: number[] | undefined;
    if (seatItems.length > 0) {
      if (seatItems.every((item) => WHOLE_NUMBER.test(item))) seats = seatItems.map(Number);
      else
        rowProblems.push({
          severity: 'warning',
          code: 'bad_seat',
          line: row.line,
          column: column('seat'),
          params: { name: booking, seats: seatText },
        });
    }
    rows.push({
      line: row.line,
      booking,
      ...(id === '' ? {} : { id }),
      table: tableName === '' ? null : tableName,
      ...(WHOLE_NUMBER.test(sizeText) ? { size: Number(sizeText) } : {}),
      ...(seats ? { seats } : {}),
    });
  }
  return { rows, issues, rowProblems, readable: true, headers: table.headers };
}

/** The seating as one side of `diffSeatings`. */
export function seatingSide(plan: SeatingPlan): SeatingSide {
  const seating: Record<string, string> = {};
  const seats: Record<string, readonly number[]> = {};
  // A booking is known by its id when the file gives one: two rows may share a name.
  for (const row of plan.rows) {
    if (row.table !== null) seating[row.id ?? row.booking] = row.table;
    if (row.table !== null && row.seats) seats[row.id ?? row.booking] = row.seats;
  }
  return { bookings: plan.rows.map((row) => row.id ?? row.booking), seating, ...(plan.headers['seat'] !== undefined ? { seats } : {}) };
}
