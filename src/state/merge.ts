/**
 * Merging a new guest list into the open event: the review shows what it changes before anything
 * changes, and the planner's accepted changes make the content below. An event that remembers the
 * last guest list it took in (its merge base) merges three ways (model/three-way-merge.ts), so the
 * planner's own edits since then stay; an older event compares two ways (model/guest-diff.ts). Every booking
 * nothing changed keeps its table and its seats; changed ones keep theirs while they still fit and
 * keep the hard rules (a grown one sits side by side where its table has room); the others wait
 * unseated for "Seat the changes".
 */
import { applyGuestDiff, changeId, diffGuestLists, type BookingField, type ChangeId, type GuestListDiff } from '../model/guest-diff.ts';
import { compileProblem } from '../model/compile.ts';
import { mealsWithUsed } from '../model/meals.ts';
import { nameKey } from '../model/names.ts';
import { GUEST_MERGE, TABLE_MERGE } from '../model/record-merge.ts';
import { bookingKey, cleanGuestRecord, cleanTableRecord, type GuestRecord, type TableRecord } from '../model/records.ts';
import { applyThreeWayMerge, clashId, mergeChangeId, sameRecords, threeWayMerge, type ThreeWayMerge } from '../model/three-way-merge.ts';
import type { EventContent } from '../model/event-content.ts';
import { keepSeats } from '../solver/seat-keeping.ts';
import { seatNumbersOf, seatsByName } from './seat-numbers.ts';
import { findTable, seatingToAssignment, settleSeating, tablesForRules } from './seating-rules.ts';
import { bookingRef, valuesByBooking } from '../model/booking-refs.ts';
import { withGeneratedIdsMatched } from '../model/repeated-name-match.ts';
import { withMergedGuestsKeyed } from './booking-ids.ts';
import { declinesSince, withAnswers, type DeclinesSince } from '../model/declines.ts';

/** A guest list waiting for the planner's review: where it came from and what it changes. */
export interface MergeProposal {
  readonly eventId: string;
  /** The file's name, shown in the review and in the undo label. */
  readonly fileName: string;
  readonly guests: readonly GuestRecord[];
  readonly diff: GuestListDiff;
  /** The three-way merge against the event's merge base; absent for an event without one (the diff alone is shown). */
  readonly threeWay?: ThreeWayMerge<GuestRecord, BookingField>;
  /** Where the new list seats its bookings (an opened `.seating` file); added bookings sit there when they fit. */
  readonly seating?: Readonly<Record<string, string>>;
  /** A guests file becomes the event's merge base once merged; a `.seating` copy of the event does not. */
  readonly becomesBase: boolean;
  /**
   * A tables file merged instead of a guest list (see proposeTablesMerge): its tables and what they
   * change three ways. The guest list is then left as it is.
   */
  readonly tables?: { readonly records: readonly TableRecord[]; readonly merge: ThreeWayMerge<TableRecord> };
  /** The bookings the file now lists as declined, and how many people declined since the last file (absent: the file has no RSVP). */
  readonly declines?: DeclinesSince;
  /** The file's declined and unanswered records, which become the merge base's with the file's guests. */
  readonly answers?: { readonly declined?: readonly GuestRecord[]; readonly pending?: readonly GuestRecord[] };
}

/**
 * A tables file to merge into the open event: three ways against the last tables file the event took
 * in, so the planner's own table edits stay; without one, every difference is the file's.
 */
export function proposeTablesMerge(content: EventContent, fileName: string, tables: readonly TableRecord[]): MergeProposal {
  const incoming = tables.map(cleanTableRecord);
  const base = content.mergeBase?.tables?.map(cleanTableRecord) ?? content.tables;
  return {
    eventId: content.eventId,
    fileName,
    guests: content.guests,
    diff: { added: [], removed: [], changed: [], unchanged: content.guests.length },
    becomesBase: true,
    tables: { records: incoming, merge: threeWayMerge(TABLE_MERGE, base, content.tables, incoming) },
  };
}

/** The content with the accepted table changes made; bookings at a table that no longer takes them wait for "Seat the changes". */
function mergedTables(content: EventContent, proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): EventContent {
  const { records, merge } = proposal.tables!;
  const tables = applyThreeWayMerge(TABLE_MERGE, content.tables, records, merge, accepted);
  const settled = settleSeating({ ...content, tables, mergeBase: { ...content.mergeBase, tables: [...records] } }, new Set());
  return { ...settled, seats: seatsKept(content, settled) };
}

/** Where a list other than a guests file comes from: a `.seating` copy, its seating and the base both copies record. */
export interface CopyOrigin {
  seating: Readonly<Record<string, string>>;
  /** The common ancestor of the two copies; null: none known, the two lists are compared as they are. */
  copyBase: readonly GuestRecord[] | null;
}

/** `answers`: the file's declined bookings and people and those without an answer (GuestsFile); the review names the declines. */
export function proposeMerge(
  content: EventContent,
  fileName: string,
  guests: readonly GuestRecord[],
  copy?: CopyOrigin,
  answers: { declined?: readonly GuestRecord[]; pending?: readonly GuestRecord[] } = {},
): MergeProposal {
  const declined = answers.declined ?? [];
  // Numbers a reader gave a repeated name follow the event's bookings, not the file's order.
  const incoming = withGeneratedIdsMatched(content.guests, guests.map(cleanGuestRecord));
  const base = copy ? copy.copyBase : content.mergeBase?.guests;
  const diff = diffGuestLists(content.guests, incoming);
  const threeWay = base ? threeWayMerge(GUEST_MERGE, base.map(cleanGuestRecord), content.guests, incoming) : undefined;
  // What the review lists as removed and changed: the three-way merge's when there is one.
  const removed = threeWay
    ? [...threeWay.removed.map((r) => r.record), ...threeWay.clashes.flatMap((c) => (c.kind === 'removed' ? [c.ours] : []))]
    : diff.removed;
  const changed = threeWay ? threeWay.changed.map((c) => ({ before: c.ours, after: c.theirs })) : diff.changed;
  return {
    eventId: content.eventId,
    fileName,
    guests: incoming,
    diff,
    ...(threeWay ? { threeWay } : {}),
    ...(copy ? { seating: copy.seating } : {}),
    becomesBase: !copy,
    ...(declined.length > 0 ? { declines: declinesSince(declined, removed, changed) } : {}),
    answers,
  };
}

/** The guest list both copies of an event last took in, when they record the same one. */
export function sharedGuestBase(held: EventContent, copy: Pick<EventContent, 'mergeBase'>): GuestRecord[] | null {
  const [a, b] = [held.mergeBase?.guests, copy.mergeBase?.guests];
  return a && b && sameRecords(GUEST_MERGE, a.map(cleanGuestRecord), b.map(cleanGuestRecord)) ? a : null;
}

/** The guest list the accepted changes make, and the keys of the bookings they added or changed. */
function acceptedGuests(
  content: EventContent,
  proposal: MergeProposal,
  accepted: ReadonlySet<ChangeId>,
): { guests: GuestRecord[]; changed: Set<string>; added: GuestRecord[] } {
  const { diff, threeWay } = proposal;
  if (threeWay) {
    const guests = applyThreeWayMerge(GUEST_MERGE, content.guests, proposal.guests, threeWay, accepted);
    const held = new Set(content.guests.map(bookingKey));
    const touched = new Set([
      ...threeWay.changed.filter((c) => accepted.has(mergeChangeId('changed', c.key))).map((c) => c.key),
      ...threeWay.clashes.filter((c) => accepted.has(clashId(c))).map((c) => c.key),
    ]);
    const added = guests.filter((g) => !held.has(bookingKey(g)));
    const changed = guests.filter((g) => touched.has(bookingKey(g)) || !held.has(bookingKey(g)));
    return { guests, changed: new Set(changed.flatMap((g) => [bookingKey(g), nameKey(g.name)])), added };
  }
  const guests = applyGuestDiff(content.guests, diff, accepted);
  const changed = new Set<string>();
  for (const c of diff.changed) if (accepted.has(changeId('changed', bookingRef(c.after)))) changed.add(bookingKey(c.after));
  const added = diff.added.filter((g) => accepted.has(changeId('added', bookingRef(g))));
  for (const g of added) changed.add(bookingKey(g));
  return { guests, changed, added };
}

/** The content with the accepted changes made and the seating settled around them. */
export function mergedContent(content: EventContent, proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): EventContent {
  if (proposal.tables) return mergedTables(content, proposal, accepted);
  const merged = acceptedGuests(content, proposal, accepted);
  // An added booking whose name the event already has: both get ids, and the maps follow the held one.
  const { content: keyed, renamed } = withMergedGuestsKeyed(content, merged.guests);
  const { guests } = keyed;
  const changed = new Set([...merged.changed, ...[...renamed].filter(([old]) => merged.changed.has(old)).map(([, id]) => nameKey(id))]);
  // The file's table of each of its bookings, found by the booking key as every lookup is (two David Cohens are two).
  const fileTables = new Map(
    proposal.seating ? valuesByBooking(proposal.guests, proposal.seating).map((t, i) => [proposal.guests[i]!, t]) : [],
  );
  const seating = { ...keyed.seating };
  guests.forEach((g, i) => {
    const from = merged.guests[i]!;
    if (!merged.added.includes(from)) return;
    const table = fileTables.get(from);
    // A table the file gives is tried; settling unseats the booking again where it does not fit.
    if (table !== undefined && findTable(content, table)) seating[bookingRef(g)] = table;
  });
  const base = proposal.becomesBase
    ? { mergeBase: { ...withAnswers(content.mergeBase, proposal.answers ?? {}), guests: [...proposal.guests] } }
    : {};
  const settled = settleSeating({ ...keyed, seating, meals: mealsWithUsed(content.meals ?? [], guests), ...base }, changed);
  return { ...settled, seats: seatsKept(keyed, settled) };
}

/**
 * Seats of the merged seating: the bookings still at the table they had keep their seats (a shrunk
 * one the seats of its longest run, a grown one its seats and free seats beside them), the others
 * are placed around them with the fewest changes (keepSeats).
 */
function seatsKept(before: EventContent, after: EventContent): Record<string, number[]> | undefined {
  if (!before.seats) return undefined;
  const { problem } = compileProblem(after.guests, tablesForRules(after));
  if (!problem) return undefined;
  const assignment = seatingToAssignment(problem, after.seating);
  const kept = keepSeats(problem, assignment, {
    assignment: seatingToAssignment(problem, before.seating),
    seats: seatNumbersOf(problem, before.seats),
  });
  return seatsByName(problem, assignment, kept.seats);
}
