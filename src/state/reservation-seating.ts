/**
 * The seating brought in line with the tables' reservations (decision 0034) when the records change
 * under it: a reservation added in the table editor, a guest or tables file imported, an event saved
 * before reservations held their bookings. A booking a reservation holds that sits elsewhere moves to
 * a table reserved for it when one has room, and otherwise waits for a seat; a booking at a table kept
 * for others waits for a seat. Locked bookings stay where the planner locked them.
 */
import { ruleViewOfRecords } from '../model/compile.ts';
import { movingTogether } from '../model/hard-rules.ts';
import type { EventContent } from '../model/event-content.ts';
import { UNSEATED } from '../model/problem.ts';
import { bookingRef } from '../model/booking-refs.ts';
import { heldTables } from '../model/reservations.ts';
import { reservationAllows } from '../model/wishes.ts';
import { assignmentOf, isLockedBooking, tablesForRules } from './seating-rules.ts';

export function keepReservations(content: EventContent): EventContent {
  if (!content.tables.some((t) => t.reservedFor?.length) || content.guests.length === 0) return content;
  const view = ruleViewOfRecords(content.guests, tablesForRules(content));
  const assignment = assignmentOf(content);
  const load = view.tables.map(() => 0);
  assignment.forEach((t, b) => {
    if (t !== UNSEATED) load[t]! += view.bookings[b]!.size;
  });
  const place = (unit: readonly number[], to: number) => {
    for (const b of unit) {
      const from = assignment[b]!;
      if (from === to) continue;
      if (from !== UNSEATED) load[from]! -= view.bookings[b]!.size;
      if (to !== UNSEATED) load[to]! += view.bookings[b]!.size;
      assignment[b] = to;
    }
  };
  assignment.forEach((t, b) => {
    if (t === UNSEATED || isLockedBooking(content, content.guests[b]!)) return;
    if (!reservationAllows(view, t, b)) {
      place([b], UNSEATED);
      return;
    }
    const held = heldTables(view, b);
    if (!held || held.includes(t)) return;
    const unit = movingTogether(view, b);
    const size = unit.reduce(
      (sum, m) => sum + (assignment[m] === UNSEATED || !held.includes(assignment[m]!) ? view.bookings[m]!.size : 0),
      0,
    );
    const to = held.find((table) => load[table]! + size <= view.tables[table]!.capacity);
    place(unit, to ?? UNSEATED);
  });
  const before = assignmentOf(content);
  if (assignment.every((t, b) => t === before[b])) return content;
  const seating: Record<string, string> = {};
  content.guests.forEach((g, b) => {
    const t = assignment[b]!;
    if (t !== UNSEATED) seating[bookingRef(g)] = content.tables[t]!.name;
  });
  return { ...content, seating };
}
