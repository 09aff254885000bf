/**
 * Edits of an event made in the app: adding, changing, duplicating and deleting bookings and
 * tables, swaps and edits of many bookings at once. Pure functions: each takes the content and
 * returns the next content with the label of its undo step, or why it is refused (changing
 * nothing). Every result is checked as an import is (record checks, the cross-record checks of
 * compileProblem) and by the rulebook; a name changed here is changed wherever it is used.
 */
import { keepReservations } from './reservation-seating.ts';
import { compileProblem } from '../model/compile.ts';
import { nameKey } from '../model/names.ts';
import { checkGuestRecords, checkTableRecords } from '../model/record-checks.ts';
import { bookingKey, cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../model/records.ts';
import { bookingRef } from '../model/booking-refs.ts';
import { tableSize } from '../model/room.ts';
import type { EventContent } from '../model/event-content.ts';
import type { VersionPlan } from '../storage/version-schema.ts';
import { sourcesOf } from './derive.ts';
import type { EditLabel } from './history.ts';
import { withBookingsRekeyed, withGuestsKeyed } from './booking-ids.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../model/record-merge.ts';
import { againstOtherTabs } from './other-tab-edits.ts';
import { applyRoomEdit, type RoomIntent } from './room-edits.ts';
import { applyWishFix, type FixWishIntent } from './wish-fix.ts';
import { applyMealEdit, withBookingMeals, type MealIntent } from './meal-edits.ts';
import { notSeated } from '../model/declines.ts';
import { applyWishEdit, renamedTag, withTagRenamed, withWishesRenamed, type WishIntent } from './wish-edits.ts';
import {
  checkGuestEdit,
  checkMove,
  checkSwap,
  findGuest,
  findTable,
  isListed,
  isLockedBooking,
  seatingRefusal,
  tablesForRules,
  withGuestEdit,
  withMove,
  withSwap,
} from './seating-rules.ts';
import { refuse, type EditResult } from './edit-result.ts';

export type EditIntent =
  | { kind: 'move'; booking: string; table: string | null }
  | { kind: 'lockBooking'; booking: string; locked: boolean }
  | { kind: 'lockTable'; table: string; locked: boolean }
  | { kind: 'addGuest'; guest: GuestRecord }
  /** Puts the last guests file's bookings without an answer yet on the guest list, to be seated (model/declines.ts). */
  | { kind: 'seatPending' }
  /**
   * `read`: the booking as this tab showed it when the edit began; a field another tab changed since,
   * which this edit changes too, refuses the edit with both values unless `keepMine` (see other-tab-edits.ts).
   */
  | { kind: 'editGuest'; previousName: string; guest: GuestRecord; read?: GuestRecord; keepMine?: boolean }
  | { kind: 'duplicateGuest'; name: string; copyName: string }
  | { kind: 'deleteGuests'; names: readonly string[] }
  | { kind: 'addTable'; table: TableRecord }
  | { kind: 'editTable'; previousName: string; table: TableRecord; read?: TableRecord; keepMine?: boolean }
  | { kind: 'duplicateTable'; name: string; copyName: string }
  | { kind: 'deleteTable'; name: string }
  | { kind: 'swap'; first: string; second: string }
  | { kind: 'moveBookings'; names: readonly string[]; table: string | null }
  | { kind: 'lockBookings'; names: readonly string[]; locked: boolean }
  /** Puts a saved version's plan back (see versions.ts); `name` is the version's name as shown, for the undo label. */
  | { kind: 'restoreVersion'; plan: VersionPlan; name: string }
  | MealIntent
  | WishIntent
  | FixWishIntent
  | RoomIntent;

export function applyEdit(content: EventContent, intent: EditIntent): EditResult {
  switch (intent.kind) {
    case 'move':
      return move(content, intent.booking, intent.table);
    case 'lockBooking': {
      const guest = findGuest(content, intent.booking);
      if (!guest) return refuse('unknownBooking', { name: intent.booking });
      const others = content.lockedBookings.filter((n) => nameKey(n) !== bookingKey(guest));
      const lockedBookings = intent.locked ? [...others, bookingRef(guest)] : others;
      return {
        next: { ...content, lockedBookings },
        label: { kind: intent.locked ? 'lockBooking' : 'unlockBooking', params: { name: guest.name } },
      };
    }
    case 'lockTable': {
      const table = findTable(content, intent.table);
      if (!table) return refuse('unknownTable', { table: intent.table });
      const others = content.lockedTables.filter((n) => nameKey(n) !== nameKey(table.name));
      const lockedTables = intent.locked ? [...others, table.name] : others;
      return {
        next: { ...content, lockedTables },
        label: { kind: intent.locked ? 'lockTable' : 'unlockTable', params: { table: table.name } },
      };
    }
    case 'addGuest': {
      const { guest, content: withMeals } = withBookingMeals(content, cleanGuestRecord(intent.guest));
      return addGuest(withMeals, guest, { kind: 'addGuest', params: { name: intent.guest.name } });
    }
    case 'seatPending': {
      let next = content;
      const { pending } = notSeated(content);
      for (const record of pending) {
        const { guest, content: withMeals } = withBookingMeals(next, cleanGuestRecord(record));
        next = withGuestsKeyed(withMeals, [...withMeals.guests, guest]);
      }
      const count = pending.reduce((sum, g) => sum + g.size, 0);
      return checked(next, { kind: 'seatPending', params: { count } });
    }
    case 'editGuest': {
      const stored = findGuest(content, intent.previousName);
      const edit =
        stored && intent.read
          ? againstOtherTabs(GUEST_MERGE, stored, cleanGuestRecord(intent.read), cleanGuestRecord(intent.guest), intent.keepMine === true)
          : { record: intent.guest };
      if ('refusal' in edit) return edit;
      const { guest, content: withMeals } = withBookingMeals(content, cleanGuestRecord(edit.record));
      return editGuest(withMeals, stored ? bookingRef(stored) : intent.previousName, guest);
    }
    case 'duplicateGuest': {
      const original = findGuest(content, intent.name);
      if (!original) return refuse('unknownBooking', { name: intent.name });
      // The copy is a booking of its own: the original's id stays the original's.
      const { id: _id, ...rest } = original;
      const copy = cleanGuestRecord({ ...rest, name: intent.copyName });
      return addGuest(content, copy, { kind: 'duplicateGuest', params: { name: original.name, copy: copy.name } });
    }
    case 'deleteGuests':
      return deleteGuests(content, intent.names);
    case 'addTable':
      return addTable(content, cleanTableRecord(intent.table), { kind: 'addTable', params: { table: intent.table.name } });
    case 'editTable': {
      const stored = findTable(content, intent.previousName);
      const edit =
        stored && intent.read
          ? againstOtherTabs(TABLE_MERGE, stored, cleanTableRecord(intent.read), cleanTableRecord(intent.table), intent.keepMine === true)
          : { record: intent.table };
      if ('refusal' in edit) return edit;
      return editTable(content, intent.previousName, cleanTableRecord(edit.record));
    }
    case 'duplicateTable': {
      const original = findTable(content, intent.name);
      if (!original) return refuse('unknownTable', { table: intent.name });
      // A copy of a table on the floor plan stands beside it, to its right.
      const beside = original.x === undefined ? {} : { x: Math.round((original.x + tableSize(original).length + 0.8) * 100) / 100 };
      const copy = cleanTableRecord({ ...original, ...beside, name: intent.copyName });
      return addTable(content, copy, { kind: 'duplicateTable', params: { table: original.name, copy: copy.name } });
    }
    case 'deleteTable':
      return deleteTable(content, intent.name);
    case 'swap': {
      const refusal = checkSwap(content, intent.first, intent.second);
      if (refusal) return { refusal };
      const [a, b] = [findGuest(content, intent.first)!, findGuest(content, intent.second)!];
      return checked(withSwap(content, bookingRef(a), bookingRef(b)), { kind: 'swap', params: { name: a.name, other: b.name } });
    }
    case 'moveBookings':
      return moveBookings(content, intent.names, intent.table);
    case 'lockBookings':
      return lockBookings(content, intent.names, intent.locked);
    case 'restoreVersion':
      return checked(withPlan(content, intent.plan), { kind: 'restoreVersion', params: { name: intent.name } });
    case 'addWish':
    case 'removeWish': {
      const result = applyWishEdit(content, intent);
      if ('refusal' in result) return result;
      // A together or keep-apart wish is a hard rule: the seating as it is must keep it.
      const broken = seatingRefusal(result.next);
      if (broken) return refuse('wishAgainstSeating', { name: result.label.params['name']!, other: result.label.params['other']! });
      return checked(result.next, result.label, String(result.label.params['name']));
    }
    case 'fixWish': {
      // The rule and the move change in one step: the seating keeps the raised wish, so the edit passes the rulebook.
      const result = applyWishFix(content, intent);
      return 'refusal' in result ? result : checked(result.next, result.label, String(result.label.params['name']));
    }
    case 'placeTables':
    case 'resizeRoom':
    case 'addRoomObject':
    case 'placeRoomObject':
    case 'removeRoomObject':
    case 'arrangeTables':
    case 'numberTables': {
      const result = applyRoomEdit(content, intent);
      return 'refusal' in result ? result : checked(result.next, result.label);
    }
    default:
      return applyMealEdit(content, intent);
  }
}

/** One booking to a table (null: no seat), judged by the rulebook and the locks alone: records do not change. */
function move(content: EventContent, booking: string, table: string | null): EditResult {
  const refusal = checkMove(content, booking, table);
  if (refusal) return { refusal };
  const next = withMove(content, booking, table);
  const guest = findGuest(content, booking)!;
  const name = guest.name;
  const to = next.seating[bookingRef(guest)];
  return { next, label: to ? { kind: 'move', params: { name, table: to } } : { kind: 'unseat', params: { name } } };
}

/** The next content when it passes every check an import passes and keeps every hard rule; otherwise why not. */
function checked(next: EventContent, label: EditLabel, name = ''): EditResult {
  const issues =
    next.guests.length > 0 && next.tables.length > 0
      ? compileProblem(next.guests, tablesForRules(next), sourcesOf(next)).issues
      : [...checkGuestRecords(next.guests), ...checkTableRecords(next.tables)];
  const errors = issues.filter((i) => i.severity === 'error');
  if (errors.length > 0) return refuse('invalid', { name }, errors);
  const refusal = seatingRefusal(next);
  return refusal ? { refusal } : { next, label };
}

/** A name another booking (or table) already has, other than `except`. */
function taken(items: readonly { name: string }[], name: string, except?: string): boolean {
  const key = nameKey(name);
  return items.some((item) => nameKey(item.name) === key && (except === undefined || nameKey(item.name) !== nameKey(except)));
}

const renamed = (list: readonly string[], from: string, to: string) => list.map((n) => (nameKey(n) === nameKey(from) ? to : n));

/** A booking may share its name with another (two David Cohens): both then carry an id, and what names them follows. */
function addGuest(content: EventContent, record: GuestRecord, label: EditLabel): EditResult {
  const pinned = record.table === null ? undefined : findTable(content, record.table);
  if (record.table !== null && !pinned) return refuse('unknownTable', { table: record.table });
  const added = withGuestsKeyed(content, [...content.guests, record]);
  const guest = added.guests[added.guests.length - 1]!;
  // A pinned booking takes its seat at once, which the rulebook judges like a move there.
  if (pinned) {
    const refusal = checkMove(added, bookingRef(guest), pinned.name);
    if (refusal) return { refusal };
  }
  return checked(pinned ? withMove(added, bookingRef(guest), pinned.name) : added, label, guest.name);
}

/**
 * Renames a booking wherever it is named: the seating, the locks, other bookings' keep-apart and
 * wish lists and the tables kept for it. A name that now repeats gives both bookings an id. The
 * renamed record is at `index`.
 */
function renameBooking(content: EventContent, index: number, to: string): EventContent {
  if (content.guests[index]!.name === to) return content;
  return withGuestsKeyed(
    content,
    content.guests.map((g, i) => (i === index ? { ...g, name: to } : g)),
  );
}

function editGuest(content: EventContent, previousRef: string, edited: GuestRecord): EditResult {
  const previous = findGuest(content, previousRef);
  if (!previous) return refuse('unknownBooking', { name: previousRef });
  const index = content.guests.indexOf(previous);
  const named = renameBooking(content, index, edited.name);
  // The form does not show the id: the booking keeps the one it has, or is given.
  const id = edited.id ?? named.guests[index]!.id;
  const guest = { ...edited, ...(id === undefined ? {} : { id }) };
  // The keep-apart and wish lists of others were renamed above; the edited record's own lists may name the old spelling too.
  const record = previous.id === undefined && id === undefined ? withWishesRenamed(guest, previous.name, guest.name) : guest;
  const ref = bookingRef(record);
  const refusal = checkGuestEdit(named, ref, record);
  if (refusal) return { refusal };
  return checked(withGuestEdit(named, ref, record), { kind: 'editGuest', params: { name: guest.name } }, guest.name);
}

function deleteGuests(content: EventContent, names: readonly string[]): EditResult {
  const chosen = new Set(names.map((name) => findGuest(content, name)));
  const gone = content.guests.filter((g) => chosen.has(g));
  if (gone.length === 0) return refuse('unknownBooking', { name: names[0] ?? '' });
  const guests = content.guests.filter((g) => !chosen.has(g));
  const next = withBookingsRekeyed({ ...content, guests }, new Map(gone.map((g) => [bookingKey(g), null])));
  const label: EditLabel =
    gone.length === 1 ? { kind: 'deleteGuest', params: { name: gone[0]!.name } } : { kind: 'bulkDelete', params: { count: gone.length } };
  return checked(next, label);
}

function addTable(content: EventContent, table: TableRecord, label: EditLabel): EditResult {
  if (table.name !== '' && taken(content.tables, table.name)) return refuse('nameTaken', { name: table.name });
  return checked({ ...content, tables: [...content.tables, table] }, label, table.name);
}

/** Renames a table wherever its name is used: the seating, the pins and the locks. */
function renameTable(content: EventContent, from: string, to: string): EventContent {
  if (from === to) return content;
  const key = nameKey(from);
  const tables = content.tables.map((t) => (nameKey(t.name) === key ? { ...t, name: to } : t));
  const guests = content.guests.map((g) => (g.table !== null && nameKey(g.table) === key ? { ...g, table: to } : g));
  const seating = Object.fromEntries(Object.entries(content.seating).map(([b, t]) => [b, nameKey(t) === key ? to : t]));
  return { ...content, tables, guests, seating, lockedTables: renamed(content.lockedTables, from, to) };
}

function editTable(content: EventContent, previousName: string, table: TableRecord): EditResult {
  const previous = findTable(content, previousName);
  if (!previous) return refuse('unknownTable', { table: previousName });
  if (table.name !== '' && taken(content.tables, table.name, previous.name)) return refuse('nameTaken', { name: table.name });
  const named = renameTable(content, previous.name, table.name);
  // A tag renamed on its only table is renamed for the bookings that require or like it.
  const tag = renamedTag(content.tables, previous, table);
  const guests = tag ? named.guests.map((g) => withTagRenamed(g, tag.from, tag.to)) : named.guests;
  const edited = { ...named, guests, tables: named.tables.map((t) => (nameKey(t.name) === nameKey(table.name) ? table : t)) };
  // A table newly kept for some bookings lets the others at it go (unless locked there) and takes the ones it holds.
  const next = keepReservations(edited);
  const seated = content.guests.reduce((sum, g) => sum + (content.seating[bookingRef(g)] === previous.name ? g.size : 0), 0);
  if (table.capacity < seated) return refuse('capacityBelowSeated', { table: table.name, capacity: table.capacity, seated });
  return checked(next, { kind: 'editTable', params: { table: table.name } }, table.name);
}

/** Deletes a table: its bookings lose their seats and pins to it are cleared (the label counts both). */
function deleteTable(content: EventContent, name: string): EditResult {
  const table = findTable(content, name);
  if (!table) return refuse('unknownTable', { table: name });
  if (isListed(content.lockedTables, table.name)) return refuse('tableLocked', { name: '', table: table.name });
  const seated = content.guests.filter((g) => content.seating[bookingRef(g)] === table.name);
  const locked = seated.find((g) => isLockedBooking(content, g));
  if (locked) return refuse('bookingLocked', { name: locked.name });
  const key = nameKey(table.name);
  let pins = 0;
  const guests = content.guests.map((g) => {
    if (g.table === null || nameKey(g.table) !== key) return g;
    pins++;
    return { ...g, table: null };
  });
  const seating = Object.fromEntries(Object.entries(content.seating).filter(([, t]) => nameKey(t) !== key));
  const tables = content.tables.filter((t) => t !== table);
  return checked(
    { ...content, tables, guests, seating },
    { kind: 'deleteTable', params: { table: table.name, unseated: seated.length, pins } },
    table.name,
  );
}

/** Moves bookings one after another; when any may not move, none does, and the refusal names it. */
function moveBookings(content: EventContent, names: readonly string[], table: string | null): EditResult {
  let next = content;
  for (const name of names) {
    const refusal = checkMove(next, name, table);
    if (refusal) return { refusal };
    next = withMove(next, name, table);
  }
  const to = table === null ? undefined : findTable(content, table);
  return checked(
    next,
    to ? { kind: 'bulkMove', params: { count: names.length, table: to.name } } : { kind: 'bulkUnseat', params: { count: names.length } },
  );
}

function lockBookings(content: EventContent, names: readonly string[], locked: boolean): EditResult {
  const records = names.flatMap((name) => findGuest(content, name) ?? []);
  const keys = new Set(records.map(bookingKey));
  const chosen = content.guests.filter((g) => keys.has(bookingKey(g))).map(bookingRef);
  const others = content.lockedBookings.filter((n) => !keys.has(nameKey(n)));
  const lockedBookings = locked ? [...others, ...chosen] : others;
  return checked({ ...content, lockedBookings }, { kind: locked ? 'bulkLock' : 'bulkUnlock', params: { count: chosen.length } });
}

/** The content with a saved plan in place of its own; the solver settings and the sources stay. */
function withPlan(content: EventContent, plan: VersionPlan): EventContent {
  const next: EventContent = { ...content, ...plan };
  // An optional part the version lacks was absent when it was taken: it is absent again.
  if (!plan.meals) delete next.meals;
  if (!plan.seats) delete next.seats;
  if (!plan.room) delete next.room;
  return next;
}

/** A name like `base` that no item has yet: "Dana (copy)", then "Dana (copy 2)"… through `pattern`. */
export function freeName(items: readonly { name: string }[], pattern: (n: number) => string): string {
  for (let n = 1; ; n++) {
    const name = pattern(n);
    if (!taken(items, name)) return name;
  }
}
