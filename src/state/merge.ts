/**
 * Merging a new guest list into the open event: the review shows the diff (see model/guest-diff.ts)
 * before anything changes, and the planner's accepted changes make the content below. Every booking
 * nothing changed keeps its table and its seats; changed ones keep theirs while they still fit and
 * keep the hard rules; the others wait unseated for "Seat the changes".
 */
import { applyGuestDiff, changeId, diffGuestLists, type ChangeId, type GuestListDiff } from '../model/guest-diff.ts';
import { mealsWithUsed } from '../model/meals.ts';
import { nameKey } from '../model/names.ts';
import { bookingKey, cleanGuestRecord, type GuestRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import { findTable, settleSeating } from './seating-rules.ts';
import { bookingRef } from '../model/booking-refs.ts';

/** A guest list waiting for the planner's review: where it came from and what it changes. */
export interface MergeProposal {
  readonly eventId: string;
  /** The file's name, shown in the review and in the undo label. */
  readonly fileName: string;
  readonly guests: readonly GuestRecord[];
  readonly diff: GuestListDiff;
  /** Where the new list seats its bookings (an opened `.seating` file); added bookings sit there when they fit. */
  readonly seating?: Readonly<Record<string, string>>;
}

export function proposeMerge(
  content: EventContent,
  fileName: string,
  guests: readonly GuestRecord[],
  seating?: Readonly<Record<string, string>>,
): MergeProposal {
  const incoming = guests.map(cleanGuestRecord);
  return {
    eventId: content.eventId,
    fileName,
    guests: incoming,
    diff: diffGuestLists(content.guests, incoming),
    ...(seating ? { seating } : {}),
  };
}

/** The content with the accepted changes made and the seating settled around them. */
export function mergedContent(content: EventContent, proposal: MergeProposal, accepted: ReadonlySet<ChangeId>): EventContent {
  const { diff } = proposal;
  const guests = applyGuestDiff(content.guests, diff, accepted);
  const changed = new Set<string>();
  for (const c of diff.changed) if (accepted.has(changeId('changed', bookingRef(c.after)))) changed.add(bookingKey(c.after));
  const seating = { ...content.seating };
  for (const g of diff.added) {
    if (!accepted.has(changeId('added', bookingRef(g)))) continue;
    changed.add(bookingKey(g));
    const table = proposal.seating ? Object.entries(proposal.seating).find(([b]) => nameKey(b) === bookingKey(g))?.[1] : undefined;
    // A table the file gives is tried; settling unseats the booking again where it does not fit.
    if (table !== undefined && findTable(content, table)) seating[bookingRef(g)] = table;
  }
  const settled = settleSeating({ ...content, guests, seating, meals: mealsWithUsed(content.meals ?? [], guests) }, changed);
  return { ...settled, seats: seatsKept(content, settled) };
}

/**
 * Seats of the bookings still at the table they had: unchanged, or a booking that shrank keeping
 * its first seats, or one that grew taking free seats of its table, so nobody else's seat changes.
 * A booking seated anew has none yet: its table is ordered when the seat order runs.
 */
function seatsKept(before: EventContent, after: EventContent): Record<string, number[]> | undefined {
  if (!before.seats) return undefined;
  const oldTable = new Map(Object.entries(before.seating).map(([b, t]) => [nameKey(b), nameKey(t)]));
  const oldSeats = new Map(Object.entries(before.seats).map(([b, s]) => [nameKey(b), s]));
  const seats: Record<string, number[]> = {};
  const growing: GuestRecord[] = [];
  for (const g of after.guests) {
    const table = after.seating[bookingRef(g)];
    const own = oldSeats.get(bookingKey(g));
    if (table === undefined || !own || oldTable.get(bookingKey(g)) !== nameKey(table)) continue;
    seats[bookingRef(g)] = own.slice(0, g.size);
    if (own.length < g.size) growing.push(g);
  }
  for (const g of growing) {
    const table = after.seating[bookingRef(g)]!;
    const capacity = findTable(after, table)?.capacity ?? 0;
    const taken = new Set(
      after.guests
        .filter((other) => after.seating[bookingRef(other)] !== undefined && nameKey(after.seating[bookingRef(other)]!) === nameKey(table))
        .flatMap((other) => seats[bookingRef(other)] ?? []),
    );
    const own = seats[bookingRef(g)]!;
    for (let seat = 1; seat <= capacity && own.length < g.size; seat++) if (!taken.has(seat)) own.push(seat);
  }
  return seats;
}
