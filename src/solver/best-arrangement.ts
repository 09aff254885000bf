/**
 * The best arrangement seen so far, kept without copying all n bookings each time the search leaves it:
 * a journal records the changes made since the best (booking, previous table), and the best is the
 * current arrangement with the journal undone. Once the journal grows past n entries the best is
 * copied out once, so the cost per kept change stays O(1) amortised.
 */
import type { Assignment } from '../model/problem.ts';
import type { ArrangementState } from './delta.ts';
import { IntList } from './int-list.ts';

export class BestArrangement {
  /** When set, the best arrangement itself; otherwise it is the current one minus the journal. */
  private copy: Assignment | null = null;
  private readonly journalBooking = new IntList();
  private readonly journalFrom = new IntList();

  constructor(
    private readonly state: ArrangementState,
    public cost: number,
  ) {}

  /** Call after each kept change, with the bookings it moved and their previous tables. */
  recordChange(bookings: IntList, from: IntList): void {
    if (this.copy) return;
    for (let i = 0; i < bookings.length; i++) {
      this.journalBooking.push(bookings.get(i));
      this.journalFrom.push(from.get(i));
    }
    if (this.journalBooking.length > this.state.position.length) {
      this.copy = this.assignment();
      this.clearJournal();
    }
  }

  /** The current arrangement is the best so far. */
  currentIsBest(cost: number): void {
    this.cost = cost;
    this.copy = null;
    this.clearJournal();
  }

  assignment(): Assignment {
    if (this.copy) return this.copy.slice();
    const result = this.state.assignment();
    for (let i = this.journalBooking.length - 1; i >= 0; i--) result[this.journalBooking.get(i)] = this.journalFrom.get(i);
    return result;
  }

  private clearJournal(): void {
    this.journalBooking.clear();
    this.journalFrom.clear();
  }
}
