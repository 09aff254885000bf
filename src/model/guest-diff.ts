/**
 * What a new guest list changes in the one an event holds: added, removed and changed bookings,
 * matched by the one identity of names, and the list that results from the changes a planner
 * accepts. A re-import and an opened `.seating` file of an event already held both merge through it.
 */
import type { GuestRecord } from './records.ts';
import { bookingKey, cleanGuestRecord } from './records.ts';
import { BOOKING_FIELDS, type BookingField } from '../contract/index.ts';
import { FIELD_VALUE } from './guest-attributes.ts';
import { nameKey } from './names.ts';
import { bookingRef } from './booking-refs.ts';
import type { MergeChangeId } from './three-way-merge.ts';

/** What about a booking changed, in the order the review lists them: from the attribute table (contract/guest-columns.ts). */
export { BOOKING_FIELDS, type BookingField } from '../contract/index.ts';

export interface BookingChange {
  /** The booking as the event holds it, and as the new list has it. */
  readonly before: GuestRecord;
  readonly after: GuestRecord;
  readonly fields: readonly BookingField[];
}

export interface GuestListDiff {
  readonly added: readonly GuestRecord[];
  readonly removed: readonly GuestRecord[];
  readonly changed: readonly BookingChange[];
  /** Bookings both lists have exactly alike. */
  readonly unchanged: number;
}

/** One change the planner can accept or leave: `added:`, `removed:` or `changed:` and the booking's key (or a three-way clash). */
export type ChangeId = MergeChangeId;

export const changeId = (kind: 'added' | 'removed' | 'changed', booking: string): ChangeId => `${kind}:${nameKey(booking)}`;

/** Every change of the diff, for "accept all". */
export function allChanges(diff: GuestListDiff): Set<ChangeId> {
  return new Set([
    ...diff.added.map((g) => changeId('added', bookingRef(g))),
    ...diff.removed.map((g) => changeId('removed', bookingRef(g))),
    ...diff.changed.map((c) => changeId('changed', bookingRef(c.after))),
  ]);
}

/** The fields in which two records of one booking differ (none: the same booking). */
export function changedFields(before: GuestRecord, after: GuestRecord): BookingField[] {
  const [a, b] = [cleanGuestRecord(before), cleanGuestRecord(after)];
  return BOOKING_FIELDS.filter((field) => FIELD_VALUE[field](a) !== FIELD_VALUE[field](b));
}

/** Compares the list an event holds with a new one. Each list's first booking of a name counts. */
export function diffGuestLists(held: readonly GuestRecord[], incoming: readonly GuestRecord[]): GuestListDiff {
  const byKey = (list: readonly GuestRecord[]) => {
    const map = new Map<string, GuestRecord>();
    for (const g of list) if (!map.has(bookingKey(g))) map.set(bookingKey(g), g);
    return map;
  };
  const [before, after] = [byKey(held), byKey(incoming)];
  const added: GuestRecord[] = [];
  const changed: BookingChange[] = [];
  let unchanged = 0;
  for (const [key, record] of after) {
    const old = before.get(key);
    if (!old) {
      added.push(record);
      continue;
    }
    const fields = changedFields(old, record);
    if (fields.length > 0) changed.push({ before: old, after: record, fields });
    else unchanged++;
  }
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, record]) => record);
  return { added, removed, changed, unchanged };
}

/**
 * The held list with the accepted changes made: changed bookings replaced where they stand, removed
 * ones left out, added ones after the others in the new list's order. A change not accepted leaves
 * the booking as the event holds it.
 */
export function applyGuestDiff(held: readonly GuestRecord[], diff: GuestListDiff, accepted: ReadonlySet<ChangeId>): GuestRecord[] {
  const replaced = new Map(
    diff.changed.filter((c) => accepted.has(changeId('changed', bookingRef(c.after)))).map((c) => [bookingKey(c.before), c.after]),
  );
  const dropped = new Set(diff.removed.filter((g) => accepted.has(changeId('removed', bookingRef(g)))).map((g) => bookingKey(g)));
  const kept = held.filter((g) => !dropped.has(bookingKey(g))).map((g) => replaced.get(bookingKey(g)) ?? g);
  return [...kept, ...diff.added.filter((g) => accepted.has(changeId('added', bookingRef(g))))];
}
