/** Reading a seating file back against the guests and tables it was made for, so a plan can be reloaded or scored. */
import { CSV_FILES } from '../contract/index.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { ambiguousReference, bookingRef, indexBookings } from '../model/booking-refs.ts';
import { ruleViewOfRecords } from '../model/compile.ts';
import { checkHardConstraints, checkSeatNumbers } from '../model/hard-rules.ts';
import { splitList } from '../model/list-text.ts';
import { cleanName, indexByName, nameKey } from '../model/names.ts';
import { UNSEATED } from '../model/problem.ts';
import { bookingKey, type GuestRecord, type TableRecord } from '../model/records.ts';
import { sortByLine } from './guests.ts';
import { readCsvTable, type CsvTable, type TableInput } from './read-table.ts';

export interface SeatingFile {
  /** Table name (as the tables records write it) or null for unseated, per guest record, in the guests' order. */
  arrangement: (string | null)[];
  /**
   * Seat numbers of each guest record's people, in the guests' order (empty for an unseated booking);
   * null when the file has no seat column, so no seat order.
   */
  seats: number[][] | null;
  issues: Issue[];
}

const WHOLE_NUMBER = /^\d+$/;

export function readSeatingFile(
  input: TableInput,
  fileName: string | undefined,
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
): SeatingFile {
  const spec = CSV_FILES.seating_export;
  // Only the table and name columns carry the arrangement; size and group are there for people.
  const table = readCsvTable(input, { file: 'seating', spec, required: ['table', 'name'] }, fileName);
  const issues = table.issues;
  if (!table.readable) return { arrangement: guests.map(() => null), seats: null, issues };
  const hasSeats = table.headers['seat'] !== undefined;
  const reading = readRows(table, fileName, guests, tables, issues);
  // The rulebook judges the arrangement; each violation is shown on the row that causes it.
  const view = ruleViewOfRecords(guests, tables);
  issues.push(...ruleIssues(reading, view));
  if (hasSeats) issues.push(...seatIssues(reading, view));
  guests.forEach((guest, guestIndex) => {
    if (!reading.lineOfGuest.has(guestIndex) && !guests.slice(0, guestIndex).some((g) => bookingKey(g) === bookingKey(guest))) {
      issues.push(makeIssue('error', 'seating_missing_booking', { file: 'seating', fileName }, { name: bookingRef(guest) }));
    }
  });
  const arrangement = [...reading.assignment].map((t) => (t === UNSEATED ? null : (tables[t]?.name ?? null)));
  return { arrangement, seats: hasSeats ? reading.seats : null, issues: sortByLine(issues) };
}

/** What the rows of a seating file say, by guest record: its table, its seats and the line that says so. */
interface SeatingRows {
  readonly guests: readonly GuestRecord[];
  readonly tables: readonly TableRecord[];
  readonly fileName: string | undefined;
  /** The file's own header of a column. */
  readonly column: (name: string) => string;
  readonly lineOfGuest: Map<number, number>;
  readonly assignment: Int32Array;
  /** Seat numbers per guest record (NaN for text that is not whole numbers), and the text as written. */
  readonly seats: number[][];
  readonly seatText: Map<number, string>;
}

/** Each row's booking, table and seats; a row naming no booking, or one twice, or no table is an issue. */
function readRows(
  table: CsvTable,
  fileName: string | undefined,
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
  issues: Issue[],
): SeatingRows {
  const guestByRef = indexBookings(guests);
  const tableByKey = indexByName(tables);
  const hasSeats = table.headers['seat'] !== undefined;
  const reading: SeatingRows = {
    guests,
    tables,
    fileName,
    column: (name: string) => table.headers[name] ?? name,
    lineOfGuest: new Map(),
    assignment: new Int32Array(guests.length).fill(UNSEATED),
    seats: guests.map(() => []),
    seatText: new Map(),
  };
  const { lineOfGuest, assignment, seats, seatText } = reading;
  for (const row of table.rows) {
    const at = (name: string) => ({ file: 'seating' as const, fileName, line: row.line, column: reading.column(name) });
    const name = cleanName(row.cells['name'] ?? '');
    const id = cleanName(row.cells['id'] ?? '');
    // A row finds its booking by its id when it gives one, else by its name (which two bookings may share).
    const match = guestByRef.match(id || name);
    if (match.kind === 'many') {
      issues.push(ambiguousReference(guests, name, match.indices, at('name')));
      continue;
    }
    const guestIndex = match.kind === 'one' ? match.index : undefined;
    if (guestIndex === undefined) {
      const shown = id || name;
      const column = id === '' ? 'name' : 'id';
      issues.push(
        makeIssue('error', shown === '' ? 'name_empty' : 'seating_unknown_booking', at(column), shown === '' ? {} : { name: shown }),
      );
      continue;
    }
    const firstLine = lineOfGuest.get(guestIndex);
    if (firstLine !== undefined) {
      issues.push(makeIssue('error', 'seating_duplicate_booking', at('name'), { name: id || name, firstLine }));
      continue;
    }
    lineOfGuest.set(guestIndex, row.line);
    const tableText = cleanName(row.cells['table'] ?? '');
    const tableIndex = tableText === '' ? UNSEATED : tableByKey.get(nameKey(tableText));
    if (tableIndex === undefined) issues.push(makeIssue('error', 'seating_unknown_table', at('table'), { table: tableText }));
    else assignment[guestIndex] = tableIndex;
    if (hasSeats) {
      const text = row.cells['seat'] ?? '';
      const items = splitList(text);
      seatText.set(guestIndex, items.join('; '));
      // Text that is not a list of whole numbers gives no seats, which the seat rules below report.
      if (items.every((item) => WHOLE_NUMBER.test(item))) seats[guestIndex] = items.map(Number);
      else seats[guestIndex] = [Number.NaN];
    }
  }
  return reading;
}

/** Where a row's issue about its table is shown. */
const rowAt = (reading: SeatingRows, line: number | undefined) => ({
  file: 'seating' as const,
  fileName: reading.fileName,
  line,
  column: reading.column('table'),
});

/** Each hard rule the arrangement breaks, on the row of the booking that breaks it. */
function ruleIssues(reading: SeatingRows, view: ReturnType<typeof ruleViewOfRecords>): Issue[] {
  const { guests, tables, lineOfGuest, assignment } = reading;
  const issues: Issue[] = [];
  const at = (booking: number) => rowAt(reading, lineOfGuest.get(booking));
  /** A table's name in quotes, or a dash for no table. */
  const quotedTable = (t: number): string => (t === UNSEATED ? '—' : `“${tables[t]?.name ?? ''}”`);
  for (const violation of checkHardConstraints(view, assignment)) {
    if (violation.kind === 'pin-broken') {
      const guest = guests[violation.booking]!;
      issues.push(
        makeIssue('error', 'seating_pin_violated', at(violation.booking), { name: guest.name, pinned: cleanName(guest.table ?? '') }),
      );
    } else if (violation.kind === 'over-capacity') {
      const tableRecord = tables[violation.table]!;
      issues.push(
        makeIssue('error', 'seating_over_capacity', rowAt(reading, lineTakingOver(reading, violation.table, tableRecord.capacity)), {
          table: tableRecord.name,
          capacity: tableRecord.capacity,
          seated: violation.guests,
        }),
      );
    } else if (violation.kind === 'together-broken') {
      // Shown on the row of a booking that has a table, so the message can say where it sits.
      const [name, partner] =
        violation.seatedAt === UNSEATED ? [violation.partner, violation.booking] : [violation.booking, violation.partner];
      issues.push(
        makeIssue('error', 'seating_together_broken', at(name), {
          name: guests[name]!.name,
          table: quotedTable(assignment[name] ?? UNSEATED),
          partner: guests[partner]!.name,
          partnerTable: quotedTable(assignment[partner] ?? UNSEATED),
        }),
      );
    } else if (violation.kind === 'requirement-unmet') {
      issues.push(
        makeIssue('error', 'seating_requirement_unmet', at(violation.booking), {
          name: guests[violation.booking]!.name,
          table: tables[violation.table]!.name,
          tags: violation.tags.map((tag) => view.tags?.[tag] ?? '').join(', '),
        }),
      );
    } else if (violation.kind === 'reserved-table') {
      issues.push(
        makeIssue('error', 'seating_reserved_table', at(violation.booking), {
          name: guests[violation.booking]!.name,
          table: tables[violation.table]!.name,
        }),
      );
    } else if (violation.kind === 'reserved-elsewhere') {
      issues.push(
        makeIssue('error', 'seating_reserved_elsewhere', at(violation.booking), {
          name: guests[violation.booking]!.name,
          table: tables[violation.table]!.name,
          reserved: tables[violation.reservedAt]!.name,
        }),
      );
    }
  }
  return issues;
}

/** The row, in file order, whose booking takes the table over its capacity. */
function lineTakingOver({ guests, lineOfGuest, assignment }: SeatingRows, tableIndex: number, capacity: number): number | undefined {
  const rows = [...lineOfGuest].filter(([guest]) => assignment[guest] === tableIndex).sort((a, b) => a[1] - b[1]);
  let seated = 0;
  for (const [guest, line] of rows) {
    seated += guests[guest]!.size;
    if (seated > capacity) return line;
  }
  return undefined;
}

/** Seats out of range, taken twice, or of an unseated booking: an issue on the row, and that booking keeps no seats. */
function seatIssues(reading: SeatingRows, view: ReturnType<typeof ruleViewOfRecords>): Issue[] {
  const { guests, tables, lineOfGuest, assignment, seats, seatText } = reading;
  const badSeats = new Set<number>();
  for (const violation of checkSeatNumbers(view, assignment, seats)) {
    // A seat taken twice is the fault of the row that takes it second.
    const blamed =
      violation.kind === 'seat-taken' && (lineOfGuest.get(violation.takenBy) ?? 0) > (lineOfGuest.get(violation.booking) ?? 0)
        ? violation.takenBy
        : violation.booking;
    badSeats.add(blamed);
  }
  // A booking left unseated has no seats to give.
  seats.forEach((own, b) => {
    if ((assignment[b] ?? UNSEATED) === UNSEATED && own.length > 0) badSeats.add(b);
  });
  const issues: Issue[] = [];
  for (const b of [...badSeats].sort((x, y) => x - y)) {
    const t = assignment[b] ?? UNSEATED;
    const tableRecord = t === UNSEATED ? undefined : tables[t];
    issues.push(
      makeIssue(
        'error',
        'seating_seat_invalid',
        { ...rowAt(reading, lineOfGuest.get(b)), column: reading.column('seat') },
        {
          name: guests[b]!.name,
          seats: seatText.get(b) ?? '',
          table: tableRecord?.name ?? '',
          capacity: tableRecord?.capacity ?? 0,
        },
      ),
    );
    seats[b] = [];
  }
  return issues;
}

/** An arrangement in the form the workspace keeps: booking id (or name) → table name, for seated bookings only. */
export function seatingByName(guests: readonly GuestRecord[], arrangement: readonly (string | null)[]): Record<string, string> {
  const seating: Record<string, string> = {};
  arrangement.forEach((table, i) => {
    const guest = guests[i];
    if (table !== null && guest) seating[bookingRef(guest)] = table;
  });
  return seating;
}
