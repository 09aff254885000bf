/** Reading a seating file back against the guests and tables it was made for, so a plan can be reloaded or scored. */
import { CSV_FILES } from '../contract/index.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { ruleViewOfRecords } from '../model/compile.ts';
import { checkHardConstraints } from '../model/hard-rules.ts';
import { cleanName, indexByName, nameKey } from '../model/names.ts';
import { UNSEATED } from '../model/problem.ts';
import type { GuestRecord, TableRecord } from '../model/records.ts';
import { sortByLine } from './guests.ts';
import { readCsvTable, type TableInput } from './read-table.ts';

export interface SeatingFile {
  /** Table name (as the tables records write it) or null for unseated, per guest record, in the guests' order. */
  arrangement: (string | null)[];
  issues: Issue[];
}

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
  if (!table.readable) return { arrangement: guests.map(() => null), issues };

  const guestByKey = indexByName(guests);
  const tableByKey = indexByName(tables);
  const lineOfGuest = new Map<number, number>();
  const assignment = new Int32Array(guests.length).fill(UNSEATED);
  const column = (name: string) => table.headers[name] ?? name;

  for (const row of table.rows) {
    const at = (name: string) => ({ file: 'seating' as const, fileName, line: row.line, column: column(name) });
    const name = cleanName(row.cells['name'] ?? '');
    const guestIndex = guestByKey.get(nameKey(name));
    if (guestIndex === undefined) {
      issues.push(makeIssue('error', name === '' ? 'name_empty' : 'seating_unknown_booking', at('name'), name === '' ? {} : { name }));
      continue;
    }
    const firstLine = lineOfGuest.get(guestIndex);
    if (firstLine !== undefined) {
      issues.push(makeIssue('error', 'seating_duplicate_booking', at('name'), { name, firstLine }));
      continue;
    }
    lineOfGuest.set(guestIndex, row.line);
    const tableText = cleanName(row.cells['table'] ?? '');
    const tableIndex = tableText === '' ? UNSEATED : tableByKey.get(nameKey(tableText));
    if (tableIndex === undefined) issues.push(makeIssue('error', 'seating_unknown_table', at('table'), { table: tableText }));
    else assignment[guestIndex] = tableIndex;
  }

  // The rulebook judges the arrangement; each violation is shown on the row that causes it.
  const view = ruleViewOfRecords(guests, tables);
  const rowAt = (line: number | undefined) => ({ file: 'seating' as const, fileName, line, column: column('table') });
  for (const violation of checkHardConstraints(view, assignment)) {
    if (violation.kind === 'pin-broken') {
      const guest = guests[violation.booking]!;
      issues.push(
        makeIssue('error', 'seating_pin_violated', rowAt(lineOfGuest.get(violation.booking)), {
          name: guest.name,
          pinned: cleanName(guest.table ?? ''),
        }),
      );
    } else if (violation.kind === 'over-capacity') {
      const tableRecord = tables[violation.table]!;
      issues.push(
        makeIssue('error', 'seating_over_capacity', rowAt(lineTakingOver(violation.table, tableRecord.capacity)), {
          table: tableRecord.name,
          capacity: tableRecord.capacity,
          seated: violation.guests,
        }),
      );
    }
  }

  /** The row, in file order, whose booking takes the table over its capacity. */
  function lineTakingOver(tableIndex: number, capacity: number): number | undefined {
    const rows = [...lineOfGuest].filter(([guest]) => assignment[guest] === tableIndex).sort((a, b) => a[1] - b[1]);
    let seated = 0;
    for (const [guest, line] of rows) {
      seated += guests[guest]!.size;
      if (seated > capacity) return line;
    }
    return undefined;
  }

  for (const [key, guestIndex] of guestByKey) {
    if (!lineOfGuest.has(guestIndex)) {
      issues.push(makeIssue('error', 'seating_missing_booking', { file: 'seating', fileName }, { name: guests[guestIndex]?.name ?? key }));
    }
  }
  const arrangement = [...assignment].map((t) => (t === UNSEATED ? null : (tables[t]?.name ?? null)));
  return { arrangement, issues: sortByLine(issues) };
}

/** An arrangement in the name form the workspace keeps: booking name → table name, for seated bookings only. */
export function seatingByName(guests: readonly GuestRecord[], arrangement: readonly (string | null)[]): Record<string, string> {
  const seating: Record<string, string> = {};
  arrangement.forEach((table, i) => {
    const guest = guests[i];
    if (table !== null && guest) seating[guest.name] = table;
  });
  return seating;
}
