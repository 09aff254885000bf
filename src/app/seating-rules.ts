/**
 * The hard constraints as they apply to manual edits, on the name-based workspace content.
 * Pure functions: the store asks them before every change, so no edit can break a constraint.
 */
import type { Assignment, Problem } from '../model/problem.ts';
import { UNSEATED } from '../model/problem.ts';
import type { GuestRecord } from '../model/records.ts';
import type { Issue } from '../model/issues.ts';
import type { EventContent } from '../storage/schema.ts';

export type RefusalReason = 'pinned' | 'full' | 'bookingLocked' | 'tableLocked' | 'unknownBooking' | 'unknownTable' | 'invalid';

/** Why an edit was refused; the message is `refusal.<reason>` in the locale files. */
export interface Refusal {
  reason: RefusalReason;
  params: Record<string, string | number>;
  /** For 'invalid': what is wrong with the edited record. */
  issues?: Issue[];
}

const key = (name: string) => name.trim().toLocaleLowerCase();

export function findGuest(content: EventContent, name: string): GuestRecord | undefined {
  const k = key(name);
  return content.guests.find((g) => key(g.name) === k);
}

/** Seats taken per table (by exact table name). */
export function occupancy(content: EventContent): Map<string, number> {
  const sizes = new Map(content.guests.map((g) => [g.name, g.size]));
  const used = new Map<string, number>();
  for (const [booking, table] of Object.entries(content.seating)) {
    used.set(table, (used.get(table) ?? 0) + (sizes.get(booking) ?? 0));
  }
  return used;
}

const isLocked = (list: readonly string[], name: string) => list.some((n) => key(n) === key(name));

/** Null when `booking` may move to `table` (null: unseat it), otherwise why not. */
export function checkMove(content: EventContent, bookingName: string, tableName: string | null): Refusal | null {
  const guest = findGuest(content, bookingName);
  if (!guest) return { reason: 'unknownBooking', params: { name: bookingName } };
  const from = content.seating[guest.name] ?? null;
  const target = tableName === null ? null : content.tables.find((t) => key(t.name) === key(tableName));
  if (tableName !== null && !target) return { reason: 'unknownTable', params: { table: tableName } };
  const to = target?.name ?? null;
  if (from === to) return null;
  if (isLocked(content.lockedBookings, guest.name)) return { reason: 'bookingLocked', params: { name: guest.name } };
  if (guest.table !== null && (to === null || key(guest.table) !== key(to))) {
    return { reason: 'pinned', params: { name: guest.name, table: guest.table } };
  }
  for (const locked of [from, to]) {
    if (locked !== null && isLocked(content.lockedTables, locked))
      return { reason: 'tableLocked', params: { name: guest.name, table: locked } };
  }
  if (target) {
    const free = target.capacity - (occupancy(content).get(target.name) ?? 0);
    if (guest.size > free) {
      return { reason: 'full', params: { name: guest.name, table: target.name, size: guest.size, free: Math.max(0, free) } };
    }
  }
  return null;
}

export function withMove(content: EventContent, bookingName: string, tableName: string | null): EventContent {
  const guest = findGuest(content, bookingName)!;
  const seating = { ...content.seating };
  const target = tableName === null ? undefined : content.tables.find((t) => key(t.name) === key(tableName));
  if (target) seating[guest.name] = target.name;
  else delete seating[guest.name];
  return { ...content, seating };
}

/** Null when `guest` may replace the booking of the same name, otherwise why not (its size or pin no longer fits). */
export function checkGuestEdit(content: EventContent, previousName: string, guest: GuestRecord): Refusal | null {
  const previous = findGuest(content, previousName);
  if (!previous) return { reason: 'unknownBooking', params: { name: previousName } };
  const seatedAt = guest.table ?? content.seating[previous.name] ?? null;
  if (seatedAt === null) return null;
  const table = content.tables.find((t) => key(t.name) === key(seatedAt));
  if (!table) return { reason: 'unknownTable', params: { table: seatedAt } };
  const movesTable = content.seating[previous.name] === undefined || key(content.seating[previous.name]!) !== key(table.name);
  if (movesTable && isLocked(content.lockedTables, table.name))
    return { reason: 'tableLocked', params: { name: guest.name, table: table.name } };
  const usedByOthers = (occupancy(content).get(table.name) ?? 0) - (movesTable ? 0 : previous.size);
  const free = table.capacity - usedByOthers;
  if (guest.size > free)
    return { reason: 'full', params: { name: guest.name, table: table.name, size: guest.size, free: Math.max(0, free) } };
  return null;
}

/** Replaces one booking's record, seating it at its pin when it has one. Callers check first. */
export function withGuestEdit(content: EventContent, previousName: string, guest: GuestRecord): EventContent {
  const previous = findGuest(content, previousName)!;
  const guests = content.guests.map((g) => (g === previous ? guest : g));
  const seating = { ...content.seating };
  const seat = seating[previous.name];
  delete seating[previous.name];
  const pinned = guest.table === null ? undefined : content.tables.find((t) => key(t.name) === key(guest.table!));
  if (pinned) seating[guest.name] = pinned.name;
  else if (seat !== undefined) seating[guest.name] = seat;
  return { ...content, guests, seating };
}

/**
 * Brings seating, pins and locks in line with the current guests and tables after an import:
 * seats of vanished bookings or tables go, names follow the files' spelling, pinned bookings sit at
 * their table, and a table over capacity unseats its unpinned bookings, latest first.
 */
export function normalizeSeating(content: EventContent): EventContent {
  const tableByKey = new Map(content.tables.map((t) => [key(t.name), t]));
  const oldSeatByKey = new Map(Object.entries(content.seating).map(([b, t]) => [key(b), key(t)]));
  const seating: Record<string, string> = {};
  const used = new Map<string, number>();
  const seat = (guest: GuestRecord, tableKey: string) => {
    const table = tableByKey.get(tableKey);
    if (!table) return;
    const taken = used.get(table.name) ?? 0;
    if (taken + guest.size > table.capacity) return;
    used.set(table.name, taken + guest.size);
    seating[guest.name] = table.name;
  };
  for (const g of content.guests) if (g.table !== null) seat(g, key(g.table));
  for (const g of content.guests) {
    const old = oldSeatByKey.get(key(g.name));
    if (g.table === null && old !== undefined) seat(g, old);
  }
  const lockedBookings = content.guests.filter((g) => content.lockedBookings.some((n) => key(n) === key(g.name))).map((g) => g.name);
  const lockedTables = content.tables.filter((t) => content.lockedTables.some((n) => key(n) === key(t.name))).map((t) => t.name);
  return { ...content, seating, lockedBookings, lockedTables };
}

/** The compiled problem's index form of the seating. */
export function seatingToAssignment(problem: Problem, seating: Record<string, string>): Assignment {
  const tableIndex = new Map(problem.tables.map((t, i) => [key(t.name), i]));
  const bySeatKey = new Map(Object.entries(seating).map(([b, t]) => [key(b), key(t)]));
  const assignment = new Int32Array(problem.bookings.length).fill(UNSEATED);
  problem.bookings.forEach((b, i) => {
    const t = bySeatKey.get(key(b.name));
    if (t !== undefined) assignment[i] = tableIndex.get(t) ?? UNSEATED;
  });
  return assignment;
}

export function assignmentToSeating(problem: Problem, assignment: Assignment): Record<string, string> {
  const seating: Record<string, string> = {};
  problem.bookings.forEach((b, i) => {
    const t = assignment[i]!;
    if (t !== UNSEATED) seating[b.name] = problem.tables[t]!.name;
  });
  return seating;
}
