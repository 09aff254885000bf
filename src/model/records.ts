/**
 * The editable form of an event, as the workspace stores it and the CSV layer reads and writes it.
 * Names, not indices: a record stays meaningful while the user edits, renames and reorders.
 */
import { cleanName } from './names.ts';

export interface GuestRecord {
  /** Booking name, trimmed; unique case-insensitively. */
  name: string;
  /** Seats the booking takes (≥ 1). */
  size: number;
  /** Group path segments, trimmed, as written (empty array: no group). */
  group: string[];
  /** Cohesion strength given for the booking's innermost group, or null for the default. */
  strength: number | null;
  /** Names of bookings this one must not share a table with. */
  avoid: string[];
  /** Name of the table the booking is pinned to, or null. */
  table: string | null;
  /** Cells of the file's columns the planner did not name, by header as written (empty cells left out). */
  extra?: Record<string, string>;
}

export interface TableRecord {
  name: string;
  capacity: number;
}

/** A record as the workspace keeps it: every name in its clean form (see names.ts), whoever typed it. */
export function cleanGuestRecord(record: GuestRecord): GuestRecord {
  const table = record.table === null ? '' : cleanName(record.table);
  return {
    ...record,
    name: cleanName(record.name),
    group: record.group.map(cleanName).filter((segment) => segment !== ''),
    avoid: record.avoid.map(cleanName).filter((name) => name !== ''),
    table: table === '' ? null : table,
  };
}

export function cleanTableRecord(record: TableRecord): TableRecord {
  return { ...record, name: cleanName(record.name) };
}
