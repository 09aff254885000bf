/**
 * Merging a new guest list into the open event: the review shows the diff (see model/guest-diff.ts)
 * before anything changes, and the planner's accepted changes make the content below. Every booking
 * nothing changed keeps its table and its seats; changed ones keep theirs while they still fit and
 * keep the hard rules (a grown one sits side by side where its table has room); the others wait
 * unseated for "Seat the changes".
 */
import { applyGuestDiff, changeId, diffGuestLists, type ChangeId, type GuestListDiff } from '../model/guest-diff.ts';
import { compileProblem } from '../model/compile.ts';
import { mealsWithUsed } from '../model/meals.ts';
import { nameKey } from '../model/names.ts';
import { cleanGuestRecord, type GuestRecord } from '../model/records.ts';
import type { EventContent } from '../model/event-content.ts';
import { keepSeats } from '../solver/seat-keeping.ts';
import { seatNumbersOf, seatsByName } from './seat-numbers.ts';
import { findTable, seatingToAssignment, settleSeating, tablesForRules } from './seating-rules.ts';

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
  for (const c of diff.changed) if (accepted.has(changeId('changed', c.after.name))) changed.add(nameKey(c.after.name));
  const seating = { ...content.seating };
  for (const g of diff.added) {
    if (!accepted.has(changeId('added', g.name))) continue;
    changed.add(nameKey(g.name));
    const table = proposal.seating ? Object.entries(proposal.seating).find(([b]) => nameKey(b) === nameKey(g.name))?.[1] : undefined;
    // A table the file gives is tried; settling unseats the booking again where it does not fit.
    if (table !== undefined && findTable(content, table)) seating[g.name] = table;
  }
  const settled = settleSeating({ ...content, guests, seating, meals: mealsWithUsed(content.meals ?? [], guests) }, changed);
  return { ...settled, seats: seatsKept(content, settled) };
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
