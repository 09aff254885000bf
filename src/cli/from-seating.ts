/**
 * `solve --from SEATING`: the seating file as the plan the guests already know, against the guests
 * and tables given now. Bookings the guests file no longer has are left out (a warning); bookings it
 * has that the seating lacks are new. A booking whose size changed keeps its table while the table
 * still takes everyone there; where it no longer does, the resized bookings there are placed anew.
 * The seat numbers it gives stay where the booking stays at its table (see keepSeats).
 */
import type { Translate } from '../i18n/format-issue.ts';
import { indexBookings } from '../model/booking-refs.ts';
import { indexByName, nameKey } from '../model/names.ts';
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import type { SeatsBefore } from '../solver/seat-keeping.ts';
import type { CliIO } from './io.ts';
import { printRowProblem } from './report.ts';
import type { SeatingPlan } from './seating-plan.ts';

export interface FromSeating {
  /** Table per booking of the problem; UNSEATED for new bookings and resized ones their table can no longer take. */
  readonly reference: Assignment;
  readonly kept: number;
  readonly added: number;
  readonly changed: number;
  /** Changed bookings unseated because their table can no longer take everyone. */
  readonly released: number;
  readonly dropped: number;
  /** The tables and seat numbers of the file, for the seats to stay (a resized booking at its table too). */
  readonly before: SeatsBefore;
}

export function referenceFromSeating(io: CliIO, t: Translate, plan: SeatingPlan, path: string, problem: Problem): FromSeating {
  // A row names its booking by id when the file has one (two bookings may share a name), else by name.
  const bookingIndex = indexBookings(problem.bookings);
  const tableIndex = indexByName(problem.tables);
  const reference = new Int32Array(problem.bookings.length).fill(UNSEATED);
  const inFile = new Uint8Array(problem.bookings.length);
  const resized = new Uint8Array(problem.bookings.length);
  const seats: number[][] = problem.bookings.map(() => []);
  const column = (name: string) => plan.headers[name] ?? name;
  let dropped = 0;
  for (const row of plan.rows) {
    const b = bookingIndex.find(row.id ?? row.booking);
    if (b === undefined) {
      dropped++;
      printRowProblem(io, t, path, row.line, column('name'), t('cli.from.dropped', { name: row.booking }));
      continue;
    }
    inFile[b] = 1;
    if (row.size !== undefined && row.size !== problem.bookings[b]!.size) resized[b] = 1;
    if (row.table === null) continue;
    const table = tableIndex.get(nameKey(row.table));
    if (table === undefined) {
      printRowProblem(io, t, path, row.line, column('table'), t('cli.from.unknown_table', { name: row.booking, table: row.table }));
      continue;
    }
    reference[b] = table;
    seats[b] = [...(row.seats ?? [])];
  }
  const before = { assignment: reference.slice(), seats };
  // Tables the resized bookings overfill now: those bookings are placed anew, the others keep their seats.
  const load = new Array<number>(problem.tables.length).fill(0);
  reference.forEach((table, b) => {
    if (table !== UNSEATED) load[table]! += problem.bookings[b]!.size;
  });
  let released = 0;
  reference.forEach((table, b) => {
    if (table !== UNSEATED && resized[b] && load[table]! > problem.tables[table]!.capacity) {
      reference[b] = UNSEATED;
      released++;
    }
  });
  const kept = reference.reduce((sum, table) => sum + (table === UNSEATED ? 0 : 1), 0);
  const added = inFile.reduce((sum, x) => sum + (x ? 0 : 1), 0);
  const changed = resized.reduce((sum, x) => sum + x, 0);
  return { reference, kept, added, changed, released, dropped, before };
}
