/**
 * What a solver run changed, in figures the panel words: the bookings that changed table between the
 * plan before and after (and how many were seated before), the changes (bookings that had no table)
 * it seated, and for each it could not, why: no table it may take has the seats, or a rule leaves it
 * no table at all. The one count of moves between two seatings is the solver's (countMoved).
 */
import { UNSEATED, type Assignment, type Problem } from '../model/problem.ts';
import { tableAllowed } from '../model/reservations.ts';
import { countMoved, type MovedCount } from '../solver/move-budget.ts';

export interface PlanMoves {
  /** Bookings (and their people) seated before that sit at another table, or at none, after. */
  readonly moved: MovedCount;
  /** Bookings seated before. */
  readonly seated: number;
}

export function planMoves(problem: Problem, before: Assignment, after: Assignment): PlanMoves {
  const sizes = problem.bookings.map((b) => b.size);
  const seated = problem.bookings.filter((_, b) => (before[b] ?? UNSEATED) !== UNSEATED).length;
  return { moved: countMoved(sizes, before, after), seated };
}

/** A change a run could not seat, and why. */
export interface ChangeLeft {
  readonly booking: string;
  readonly size: number;
  /** 'room': tables it may take have at most `most` free seats; 'rule': no table may take it (required tags, reservations). */
  readonly reason: 'room' | 'rule';
  readonly most: number;
}

export interface ChangesSeated {
  /** Bookings without a table before the run. */
  readonly total: number;
  /** Of them, those with a table after it. */
  readonly seated: number;
  readonly left: readonly ChangeLeft[];
}

export function unseatedChanges(problem: Problem, before: Assignment, after: Assignment): ChangesSeated {
  const load = new Int32Array(problem.tables.length);
  problem.bookings.forEach((booking, b) => {
    const t = after[b] ?? UNSEATED;
    if (t !== UNSEATED) load[t]! += booking.size;
  });
  let total = 0;
  let seated = 0;
  const left: ChangeLeft[] = [];
  problem.bookings.forEach((booking, b) => {
    if ((before[b] ?? UNSEATED) !== UNSEATED) return;
    total++;
    if ((after[b] ?? UNSEATED) !== UNSEATED) {
      seated++;
      return;
    }
    const allowed = problem.tables.map((_, t) => t).filter((t) => tableAllowed(problem, b, t) && (booking.pin < 0 || booking.pin === t));
    const most = allowed.reduce((m, t) => Math.max(m, problem.tables[t]!.capacity - load[t]!), 0);
    left.push({ booking: booking.name, size: booking.size, reason: allowed.length === 0 ? 'rule' : 'room', most });
  });
  return { total, seated, left };
}
