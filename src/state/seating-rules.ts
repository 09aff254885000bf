/**
 * Manual edits on the name-based workspace content, judged by the model's rulebook. Pure
 * functions: the store asks them before every change, so no edit can break a hard constraint.
 * Locks are the planner's own rule on top: the user asked that a booking or a table stay as it is.
 */
import { ruleViewOfRecords } from '../model/compile.ts';
import { checkHardConstraints, moveViolation, type HardViolation, type RuleView } from '../model/hard-rules.ts';
import type { Issue } from '../model/issues.ts';
import { indexByName, nameKey } from '../model/names.ts';
import type { Assignment, Problem } from '../model/problem.ts';
import { UNSEATED } from '../model/problem.ts';
import { bookingKey, type GuestRecord, type TableRecord } from '../model/records.ts';
import { bookingRef, indexBookings, valuesByBooking } from '../model/booking-refs.ts';
import { canonicalRoomTag, tablesWithRoomTags } from '../model/room-tags.ts';
import type { EventContent } from '../model/event-content.ts';

export type RefusalReason =
  | 'pinned'
  | 'full'
  | 'bookingLocked'
  | 'tableLocked'
  | 'unknownBooking'
  | 'unknownTable'
  | 'invalid'
  | 'swapSameTable'
  | 'swapFull'
  | 'nameTaken'
  | 'capacityBelowSeated'
  | 'unknownMeal'
  | 'seatWithoutTable'
  | 'seatInvalid'
  | 'mealNameEmpty'
  | 'wishUnknown'
  | 'wishSelf'
  | 'avoidGroup'
  | 'wishExists'
  | 'wishMissing'
  | 'wishAgainstSeating'
  | 'unknownRoomObject'
  | 'requirementUnmet'
  | 'reservedTable'
  | 'reservedElsewhere'
  | 'togetherBroken'
  | 'unknownVersion'
  | 'editedElsewhere';

/** Why an edit was refused; the message is `refusal.<reason>` in the locale files. */
export interface Refusal {
  reason: RefusalReason;
  params: Record<string, string | number>;
  /** For 'invalid': what is wrong with the edited record. */
  issues?: Issue[];
  /** For 'editedElsewhere': each field another tab changed that this edit changes too, with both values. */
  clashes?: { field: string; mine: string; theirs: string }[];
}

/** The booking a reference names: its id, or its name when no other booking has it. */
export function findGuest(content: EventContent, ref: string): GuestRecord | undefined {
  const key = nameKey(ref);
  const byKey = content.guests.find((g) => bookingKey(g) === key);
  if (byKey) return byKey;
  const index = indexBookings(content.guests).find(ref);
  return index === undefined ? undefined : content.guests[index];
}

/** Whether the planner locked this booking (locks name bookings by their id, or name). */
export const isLockedBooking = (content: Pick<EventContent, 'lockedBookings'>, guest: GuestRecord): boolean =>
  isListed(content.lockedBookings, bookingRef(guest));

export function findTable(content: EventContent, name: string) {
  const key = nameKey(name);
  return content.tables.find((t) => nameKey(t.name) === key);
}

/** Seats taken per table, by the tables' names as the records write them. */
export function occupancy(content: EventContent): Map<string, number> {
  const used = new Map<string, number>();
  assignmentOf(content).forEach((t, b) => {
    const table = content.tables[t];
    if (table) used.set(table.name, (used.get(table.name) ?? 0) + (content.guests[b]?.size ?? 0));
  });
  return used;
}

export const isListed = (list: readonly string[], name: string) => list.some((n) => nameKey(n) === nameKey(name));

/** The table index of each booking, UNSEATED for none. */
export function assignmentOf(content: EventContent): Assignment {
  const tableIndex = indexByName(content.tables);
  const tableOf = (name: string | null | undefined) => (name == null ? UNSEATED : (tableIndex.get(nameKey(name)) ?? UNSEATED));
  return Int32Array.from(valuesByBooking(content.guests, content.seating), tableOf);
}

/**
 * The content as the rulebook sees it (the compiled problem with its wishes and tags, see
 * ruleViewOfRecords), and the arrangement by index. Compiling is linear; it runs once per checked edit.
 */
function ruleViewOf(content: EventContent): { view: RuleView; assignment: Assignment } {
  return { view: ruleViewOfRecords(content.guests, tablesForRules(content)), assignment: assignmentOf(content) };
}

/** The tables as every rule and score sees them: their own tags and the room tags of where they stand. */
export const tablesForRules = (content: Pick<EventContent, 'tables' | 'room'>) => tablesWithRoomTags(content.tables, content.room);

/** A hard-rule violation in the words the planner shows. */
function refusalOf(content: EventContent, violation: HardViolation, bookingSize = 0): Refusal {
  if (violation.kind === 'pin-broken') {
    const guest = content.guests[violation.booking];
    return { reason: 'pinned', params: { name: guest?.name ?? '', table: guest?.table ?? '' } };
  }
  if (violation.kind === 'over-capacity') {
    const table = content.tables[violation.table];
    const free = (table?.capacity ?? 0) - (violation.guests - bookingSize);
    return {
      reason: 'full',
      params: { name: '', table: table?.name ?? '', size: bookingSize || violation.guests, free: Math.max(0, free) },
    };
  }
  if (violation.kind === 'requirement-unmet') {
    const tags = tablesForRules(content)[violation.table]?.tags ?? [];
    const required = content.guests[violation.booking]?.requires ?? [];
    const have = new Set(tags.map(nameKey));
    return {
      reason: 'requirementUnmet',
      params: {
        name: content.guests[violation.booking]?.name ?? '',
        table: content.tables[violation.table]?.name ?? '',
        tag: required.find((tag) => !have.has(nameKey(canonicalRoomTag(tag) ?? tag))) ?? required[0] ?? '',
      },
    };
  }
  if (violation.kind === 'reserved-table') {
    return {
      reason: 'reservedTable',
      params: { name: content.guests[violation.booking]?.name ?? '', table: content.tables[violation.table]?.name ?? '' },
    };
  }
  if (violation.kind === 'reserved-elsewhere') {
    return {
      reason: 'reservedElsewhere',
      params: { name: content.guests[violation.booking]?.name ?? '', reserved: content.tables[violation.reservedAt]?.name ?? '' },
    };
  }
  if (violation.kind === 'together-broken') {
    return {
      reason: 'togetherBroken',
      params: { name: content.guests[violation.booking]?.name ?? '', other: content.guests[violation.partner]?.name ?? '' },
    };
  }
  return { reason: 'invalid', params: { name: '' } };
}

/** Null when every hard constraint holds for a whole seating (a loaded plan, a solver result), otherwise the first broken. */
export function seatingRefusal(content: EventContent): Refusal | null {
  const { view, assignment } = ruleViewOf(content);
  const [first] = checkHardConstraints(view, assignment);
  return first ? refusalOf(content, first) : null;
}

/** Null when `booking` may move to `table` (null: unseat it), otherwise why not. */
export function checkMove(content: EventContent, bookingName: string, tableName: string | null): Refusal | null {
  const guest = findGuest(content, bookingName);
  if (!guest) return { reason: 'unknownBooking', params: { name: bookingName } };
  const target = tableName === null ? null : findTable(content, tableName);
  if (tableName !== null && !target) return { reason: 'unknownTable', params: { table: tableName } };
  const from = content.seating[bookingRef(guest)] ?? null;
  const to = target?.name ?? null;
  if (from === to) return null;
  if (isLockedBooking(content, guest)) return { reason: 'bookingLocked', params: { name: guest.name } };
  for (const locked of [from, to]) {
    if (locked !== null && isListed(content.lockedTables, locked))
      return { reason: 'tableLocked', params: { name: guest.name, table: locked } };
  }
  const { view, assignment } = ruleViewOf(content);
  const booking = content.guests.indexOf(guest);
  const violation = moveViolation(view, assignment, booking, target ? content.tables.indexOf(target) : UNSEATED);
  if (!violation) return null;
  const refusal = refusalOf(content, violation, guest.size);
  return { ...refusal, params: { ...refusal.params, name: guest.name } };
}

export function withMove(content: EventContent, bookingName: string, tableName: string | null): EventContent {
  const guest = findGuest(content, bookingName)!;
  const target = tableName === null ? undefined : findTable(content, tableName);
  const { [bookingRef(guest)]: _from, ...others } = content.seating;
  return { ...content, seating: target ? { ...others, [bookingRef(guest)]: target.name } : others };
}

/**
 * Null when bookings `first` and `second` may trade places (tables, or a table and no seat),
 * otherwise why not: neither may be locked, pinned elsewhere or at a locked table, and both
 * tables must hold their guests after the swap.
 */
export function checkSwap(content: EventContent, first: string, second: string): Refusal | null {
  const a = findGuest(content, first);
  const b = findGuest(content, second);
  if (!a || !b) return { reason: 'unknownBooking', params: { name: a ? second : first } };
  const at = (name: string) => content.seating[name] ?? null;
  const [tableA, tableB] = [at(bookingRef(a)), at(bookingRef(b))];
  if (tableA === tableB) return { reason: 'swapSameTable', params: { name: a.name, other: b.name } };
  for (const guest of [a, b]) if (isLockedBooking(content, guest)) return { reason: 'bookingLocked', params: { name: guest.name } };
  for (const [guest, table] of [
    [a, tableA],
    [b, tableB],
  ] as const) {
    if (table !== null && isListed(content.lockedTables, table)) return { reason: 'tableLocked', params: { name: guest.name, table } };
  }
  const next = withSwap(content, bookingRef(a), bookingRef(b));
  const { view, assignment } = ruleViewOf(next);
  const [violation] = checkHardConstraints(view, assignment);
  if (!violation) return null;
  if (violation.kind === 'over-capacity') {
    const table = next.tables[violation.table]!;
    return {
      reason: 'swapFull',
      params: { name: a.name, other: b.name, table: table.name, guests: violation.guests, capacity: table.capacity },
    };
  }
  return refusalOf(next, violation);
}

/** The content with two bookings' seats exchanged. Callers check first. */
export function withSwap(content: EventContent, first: string, second: string): EventContent {
  const a = bookingRef(findGuest(content, first)!);
  const b = bookingRef(findGuest(content, second)!);
  const { [a]: tableA, [b]: tableB, ...others } = content.seating;
  const seating: Record<string, string> = others;
  if (tableB !== undefined) seating[a] = tableB;
  if (tableA !== undefined) seating[b] = tableA;
  return { ...content, seating };
}

/**
 * For one booking, the bookings at each table it could trade places with (tables whose room it
 * does not fit). Seats and who sits where are gathered once, so asking for every card of a large
 * event stays linear in its bookings.
 */
export function swapCandidatesFor(
  content: EventContent,
  booking: string,
  used: ReadonlyMap<string, number> = occupancy(content),
): (table: string) => string[] {
  const guest = findGuest(content, booking);
  if (!guest) return () => [];
  const from = content.seating[bookingRef(guest)] ?? null;
  const fromTable = from === null ? undefined : findTable(content, from);
  const fromUsed = fromTable ? (used.get(fromTable.name) ?? 0) : 0;
  const movable = (g: GuestRecord, at: string | null) =>
    g.table === null && !isLockedBooking(content, g) && (at === null || !isListed(content.lockedTables, at));
  const seatedAt = new Map<string, GuestRecord[]>();
  for (const g of content.guests) {
    const at = content.seating[bookingRef(g)];
    if (at !== undefined) seatedAt.set(at, [...(seatedAt.get(at) ?? []), g]);
  }
  const tableByKey = new Map(content.tables.map((t) => [nameKey(t.name), t]));
  return (table) => {
    const target = tableByKey.get(nameKey(table));
    if (!target || from === target.name || !movable(guest, from) || !movable(guest, target.name)) return [];
    const targetUsed = used.get(target.name) ?? 0;
    return (seatedAt.get(target.name) ?? [])
      .filter((other) => {
        if (!movable(other, target.name)) return false;
        if (targetUsed - other.size + guest.size > target.capacity) return false;
        return !fromTable || fromUsed - guest.size + other.size <= fromTable.capacity;
      })
      .map(bookingRef);
  };
}

/**
 * The table a person typed: its name (compared as names are), else the one table whose name holds
 * that number ("7" for "Table 7"), else the table at that position in the list.
 */
export function findTableByText(content: EventContent, text: string): TableRecord | undefined {
  const byName = findTable(content, text);
  if (byName) return byName;
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return undefined;
  const number = Number(typed);
  const numbered = content.tables.filter((t) => (t.name.match(/\d+/g) ?? []).some((digits) => Number(digits) === number));
  if (numbered.length === 1) return numbered[0];
  return numbered.length === 0 ? content.tables[number - 1] : undefined;
}

/** Null when `guest` may replace the booking of the same name, otherwise why not (its size or pin no longer fits). */
export function checkGuestEdit(content: EventContent, previousName: string, guest: GuestRecord): Refusal | null {
  const previous = findGuest(content, previousName);
  if (!previous) return { reason: 'unknownBooking', params: { name: previousName } };
  const seatedAt = guest.table ?? content.seating[bookingRef(previous)] ?? null;
  if (seatedAt === null) return null;
  const table = findTable(content, seatedAt);
  if (!table) return { reason: 'unknownTable', params: { table: seatedAt } };
  const before = content.seating[bookingRef(previous)];
  const movesTable = before === undefined || nameKey(before) !== nameKey(table.name);
  if (movesTable && isListed(content.lockedTables, table.name))
    return { reason: 'tableLocked', params: { name: guest.name, table: table.name } };
  const next = withGuestEdit(content, previousName, guest);
  const { view, assignment } = ruleViewOf(next);
  const violation = checkHardConstraints(view, assignment).find(
    (v) => v.kind !== 'over-capacity' || v.table === next.tables.indexOf(table),
  );
  if (!violation) return null;
  const refusal = refusalOf(next, violation, guest.size);
  return { ...refusal, params: { ...refusal.params, name: guest.name } };
}

/** Replaces one booking's record, seating it at its pin when it has one. Callers check first. */
export function withGuestEdit(content: EventContent, previousName: string, guest: GuestRecord): EventContent {
  const previous = findGuest(content, previousName)!;
  const guests = content.guests.map((g) => (g === previous ? guest : g));
  const { [bookingRef(previous)]: seat, ...seating } = content.seating;
  const pinned = guest.table === null ? undefined : findTable(content, guest.table);
  if (pinned) seating[bookingRef(guest)] = pinned.name;
  else if (seat !== undefined) seating[bookingRef(guest)] = seat;
  return { ...content, guests, seating };
}

/**
 * Brings seating, pins and locks in line with the current guests and tables after an import:
 * seats of vanished bookings or tables go, names follow the files' spelling, pinned bookings sit at
 * their table, and a table over capacity unseats its unpinned bookings, latest first.
 */
export function normalizeSeating(content: EventContent): EventContent {
  const tableByKey = new Map(content.tables.map((t) => [nameKey(t.name), t]));
  const oldSeats = valuesByBooking(content.guests, content.seating);
  const seating: Record<string, string> = {};
  const used = new Map<string, number>();
  const seat = (guest: GuestRecord, tableKey: string) => {
    const table = tableByKey.get(tableKey);
    if (!table) return;
    const taken = used.get(table.name) ?? 0;
    if (taken + guest.size > table.capacity) return;
    used.set(table.name, taken + guest.size);
    seating[bookingRef(guest)] = table.name;
  };
  for (const g of content.guests) if (g.table !== null) seat(g, nameKey(g.table));
  content.guests.forEach((g, i) => {
    const old = oldSeats[i];
    if (g.table === null && old !== undefined) seat(g, nameKey(old));
  });
  const bookings = indexBookings(content.guests);
  const locked = new Set(content.lockedBookings.map((ref) => bookings.find(ref)));
  const lockedBookings = content.guests.filter((_, i) => locked.has(i)).map(bookingRef);
  const lockedTables = content.tables.filter((t) => isListed(content.lockedTables, t.name)).map((t) => t.name);
  return { ...content, seating, lockedBookings, lockedTables };
}

/**
 * The seating after the guest list changed under it (a merge): unchanged bookings are seated first,
 * so a changed booking that grew never takes their place, then changed bookings that break a hard
 * rule where they sit (a new requirement, a new together wish) are unseated until every rule holds.
 * `changed` holds the name keys of the changed and added bookings.
 */
export function settleSeating(content: EventContent, changed: ReadonlySet<string>): EventContent {
  const isChanged = (g: GuestRecord) => changed.has(bookingKey(g));
  const unchangedFirst = [...content.guests.filter((g) => !isChanged(g)), ...content.guests.filter(isChanged)];
  let next: EventContent = { ...normalizeSeating({ ...content, guests: unchangedFirst }), guests: content.guests };
  // Each round unseats at least one booking, so the rounds end.
  for (let round = 0; round < content.guests.length; round++) {
    const { view, assignment } = ruleViewOf(next);
    const unseat = new Set<string>();
    for (const violation of checkHardConstraints(view, assignment)) {
      const involved = 'partner' in violation ? [violation.booking, violation.partner] : 'booking' in violation ? [violation.booking] : [];
      const seated = involved.flatMap((b) => (assignment[b] === UNSEATED || !next.guests[b] ? [] : [next.guests[b]]));
      const pick = seated.find(isChanged) ?? seated[0];
      if (pick) unseat.add(bookingKey(pick));
    }
    if (unseat.size === 0) break;
    next = { ...next, seating: Object.fromEntries(Object.entries(next.seating).filter(([b]) => !unseat.has(nameKey(b)))) };
  }
  return next;
}

/** The compiled problem's index form of the seating. */
export function seatingToAssignment(problem: Problem, seating: Record<string, string>): Assignment {
  const tableIndex = indexByName(problem.tables);
  const tables = valuesByBooking(problem.bookings, seating);
  const assignment = new Int32Array(problem.bookings.length).fill(UNSEATED);
  problem.bookings.forEach((_, i) => {
    const t = tables[i];
    if (t !== undefined) assignment[i] = tableIndex.get(nameKey(t)) ?? UNSEATED;
  });
  return assignment;
}

/** The name form of an arrangement of the problem compiled from `content` (same order of bookings and tables). */
export function assignmentToSeating(content: EventContent, assignment: Assignment): Record<string, string> {
  const seating: Record<string, string> = {};
  content.guests.forEach((g, i) => {
    const t = assignment[i] ?? UNSEATED;
    const table = t === UNSEATED ? undefined : content.tables[t];
    if (table) seating[bookingRef(g)] = table.name;
  });
  return seating;
}

/**
 * What a solver result answers: the guests, tables and locks it was computed for. A result is
 * applied only when this is unchanged, compared by content (an undo and redo, or the same file
 * imported again, give equal content in new objects).
 */
export function problemFingerprint(content: EventContent): string {
  return JSON.stringify([
    content.eventId,
    content.guests,
    content.tables,
    content.lockedBookings,
    content.lockedTables,
    content.room ?? null,
  ]);
}
