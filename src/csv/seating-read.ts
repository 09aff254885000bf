/** Reading a seating file back against the guests and tables it was made for, so a plan can be reloaded or scored. */
import { CSV_FILES } from '../contract/index.ts';
import { makeIssue, type Issue } from '../model/issues.ts';
import { nameKey } from '../model/record-checks.ts';
import type { GuestRecord, TableRecord } from '../model/records.ts';
import { sortByLine } from './guests.ts';
import { readCsvTable } from './read-table.ts';

export interface SeatingFile {
  /** Table name (as the tables records write it) or null for unseated, per guest record, in the guests' order. */
  arrangement: (string | null)[];
  issues: Issue[];
}

export function readSeatingFile(
  bytes: Uint8Array,
  fileName: string | undefined,
  guests: readonly GuestRecord[],
  tables: readonly TableRecord[],
): SeatingFile {
  const spec = CSV_FILES.seating_export;
  // Only the table and name columns carry the arrangement; size and group are there for people.
  const table = readCsvTable(bytes, { file: 'seating', spec, required: ['table', 'name'] }, fileName);
  const issues = table.issues;
  const arrangement: (string | null)[] = guests.map(() => null);
  if (!table.readable) return { arrangement, issues };

  const guestByKey = firstIndexByKey(guests);
  const tableByKey = firstIndexByKey(tables);
  const lineOfGuest = new Map<number, number>();
  const seated = new Array<number>(tables.length).fill(0);
  const overfilledAt = new Map<number, number>();
  const column = (name: string) => table.headers[name] ?? name;

  for (const row of table.rows) {
    const at = (name: string) => ({ file: 'seating' as const, fileName, line: row.line, column: column(name) });
    const name = row.cells['name'] ?? '';
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
    const guest = guests[guestIndex] as GuestRecord;
    const tableText = row.cells['table'] ?? '';
    const tableIndex = tableText === '' ? -1 : tableByKey.get(nameKey(tableText));
    if (tableIndex === undefined) {
      issues.push(makeIssue('error', 'seating_unknown_table', at('table'), { table: tableText }));
      continue;
    }
    const tableRecord = tables[tableIndex];
    arrangement[guestIndex] = tableRecord ? tableRecord.name : null;
    // A pinned booking left unseated breaks no hard constraint (the unseated term charges it).
    if (tableRecord && guest.table !== null && guest.table.trim() !== '' && nameKey(guest.table) !== nameKey(tableRecord.name)) {
      issues.push(makeIssue('error', 'seating_pin_violated', at('table'), { name: guest.name, pinned: guest.table.trim() }));
    }
    if (tableRecord) {
      const before = seated[tableIndex] ?? 0;
      seated[tableIndex] = before + guest.size;
      if (before <= tableRecord.capacity && before + guest.size > tableRecord.capacity) overfilledAt.set(tableIndex, row.line);
    }
  }
  // Each overfilled table once, on the row that takes it over, with the guests the file seats there.
  for (const [tableIndex, line] of overfilledAt) {
    const tableRecord = tables[tableIndex] as TableRecord;
    issues.push(
      makeIssue(
        'error',
        'seating_over_capacity',
        { file: 'seating', fileName, line, column: column('table') },
        {
          table: tableRecord.name,
          capacity: tableRecord.capacity,
          seated: seated[tableIndex] ?? 0,
        },
      ),
    );
  }
  for (const [key, guestIndex] of guestByKey) {
    if (!lineOfGuest.has(guestIndex)) {
      issues.push(makeIssue('error', 'seating_missing_booking', { file: 'seating', fileName }, { name: guests[guestIndex]?.name ?? key }));
    }
  }
  return { arrangement, issues: sortByLine(issues) };
}

function firstIndexByKey(records: readonly { name: string }[]): Map<string, number> {
  const byKey = new Map<string, number>();
  records.forEach((record, index) => {
    if (!byKey.has(nameKey(record.name))) byKey.set(nameKey(record.name), index);
  });
  return byKey;
}
