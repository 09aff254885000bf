import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { TABLE_SHAPES, type TableShape } from '../../src/contract/csv-columns.ts';
import { checkSeatNumbers } from '../../src/model/hard-rules.ts';
import type { Booking, Problem, Wish } from '../../src/model/problem.ts';
import { seatRuns, sideBySide } from '../../src/model/seats.ts';
import { orderSeats, seatPenalty, seatTerms } from '../../src/solver/index.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

const booking = (name: string, size: number, avoid: number[] = [], group = -1): Booking => ({ name, size, group, pin: -1, avoid });
const wish = (kind: Wish['kind'], from: number, to: number): Wish => ({ kind, from, toBooking: to, toGroup: -1 });
const oneTable = (shape: TableShape, capacity: number, bookings: Booking[], wishes: Wish[] = []): Problem => ({
  bookings,
  tables: [{ name: 'T', capacity, shape }],
  groups: [],
  wishes,
});
const allAtTable = (problem: Problem) => new Int32Array(problem.bookings.length);
const touching = (problem: Problem, seats: number[][], a: number, b: number) => {
  const table = problem.tables[0]!;
  return seats[a]!.some((x) => seats[b]!.some((y) => sideBySide(table.shape ?? 'round', table.capacity, x, y)));
};

/** Shapes drawn for the tables of a generated problem, and an assignment that keeps every table within its capacity. */
const seatedProblem = fc
  .tuple(
    problemArbitrary({ softWishes: true, hardWishes: true, maxCapacity: 14 }),
    fc.array(fc.constantFrom(...TABLE_SHAPES), { minLength: 5, maxLength: 5 }),
    fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
  )
  .map(([problem, shapes, picks]) => {
    const shaped: Problem = { ...problem, tables: problem.tables.map((t, i) => ({ ...t, shape: shapes[i % shapes.length]! })) };
    const load = shaped.tables.map(() => 0);
    const assignment = new Int32Array(shaped.bookings.length).fill(-1);
    shaped.bookings.forEach((b, i) => {
      if (shaped.tables.length === 0) return;
      const t = picks[i]! % (shaped.tables.length + 1);
      if (t < shaped.tables.length && load[t]! + b.size <= shaped.tables[t]!.capacity) {
        assignment[i] = t;
        load[t]! += b.size;
      }
    });
    return { problem: shaped, assignment };
  });

describe('orderSeats', () => {
  it('gives every seated guest a seat of their table, once, and the unseated none', () => {
    fc.assert(
      fc.property(seatedProblem, ({ problem, assignment }) => {
        const seats = orderSeats(problem, assignment);
        assert.deepEqual(checkSeatNumbers(problem, assignment, seats), []);
        problem.bookings.forEach((_, b) => {
          if (assignment[b]! < 0) assert.deepEqual(seats[b], []);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('seats the people of each booking side by side, around a round table and along a head table', () => {
    for (const shape of ['round', 'head'] as const) {
      const problem = oneTable(shape, 12, [booking('A', 3), booking('B', 2), booking('C', 4), booking('D', 1)]);
      const seats = orderSeats(problem, allAtTable(problem));
      seats.forEach((own) => assert.equal(seatRuns(shape, 12, own), 1, `${shape}: ${JSON.stringify(seats)}`));
    }
  });

  it('keeps a booking on one side of a rectangle when the sides can take the bookings whole', () => {
    // Sides of 5 and 5: 3 + 2 on one, 4 + 1 on the other; in booking order, the 4 would straddle the corner.
    const problem = oneTable('rectangle', 10, [booking('A', 3), booking('B', 4), booking('C', 2), booking('D', 1)]);
    const seats = orderSeats(problem, allAtTable(problem));
    seats.forEach((own) => assert.equal(seatRuns('rectangle', 10, own), 1, JSON.stringify(seats)));
  });

  it('seats a prefer pair and a together pair side by side', () => {
    const problem = oneTable(
      'round',
      10,
      [booking('A', 2), booking('B', 2), booking('C', 2), booking('D', 2), booking('E', 2)],
      [wish('prefer', 0, 3), wish('together', 4, 1)],
    );
    const seats = orderSeats(problem, allAtTable(problem));
    assert.ok(touching(problem, seats, 0, 3), JSON.stringify(seats));
    assert.ok(touching(problem, seats, 1, 4), JSON.stringify(seats));
  });

  it('never seats an avoid or prefer_apart pair side by side when empty seats or other bookings can part them', () => {
    // Empty seats part them: a round table of 6 with two bookings of 2.
    const spaced = oneTable('round', 6, [booking('A', 2, [1]), booking('B', 2, [0])]);
    assert.ok(!touching(spaced, orderSeats(spaced, allAtTable(spaced)), 0, 1));
    // A full table: the other bookings part them.
    const full = oneTable(
      'round',
      8,
      [booking('A', 2), booking('B', 2), booking('C', 2), booking('D', 2)],
      [wish('prefer_apart', 0, 1), wish('prefer_apart', 2, 3)],
    );
    const seats = orderSeats(full, allAtTable(full));
    assert.ok(!touching(full, seats, 0, 1) && !touching(full, seats, 2, 3), JSON.stringify(seats));
  });

  it('puts the first booking of a head table in the middle seats', () => {
    const problem = oneTable('head', 11, [booking('Couple', 2), booking('A', 3), booking('B', 4), booking('C', 1)], [wish('prefer', 3, 0)]);
    const seats = orderSeats(problem, allAtTable(problem));
    const couple = [...seats[0]!].sort((x, y) => x - y);
    const leftOf = couple[0]! - 1;
    const rightOf = 11 - couple.at(-1)!;
    assert.ok(Math.abs(leftOf - rightOf) <= 1, JSON.stringify(seats));
    assert.ok(touching(problem, seats, 0, 3), JSON.stringify(seats));
  });

  it('orders only the tables asked for and keeps the seats of the others', () => {
    const problem: Problem = {
      bookings: [booking('A', 2), booking('B', 1)],
      tables: [
        { name: 'T1', capacity: 4 },
        { name: 'T2', capacity: 4 },
      ],
      groups: [],
    };
    const seats = orderSeats(problem, Int32Array.from([0, 1]), { tables: [0], keep: [[], [3]] });
    assert.deepEqual(seats[1], [3]);
    assert.equal(seats[0]!.length, 2);
  });

  it('finds the least seat penalty on small tables, as trying every seating does', () => {
    const tiny = fc
      .tuple(
        problemArbitrary({ softWishes: true, hardWishes: true, maxBookings: 6, maxSize: 3, maxGroups: 3 }),
        fc.constantFrom(...TABLE_SHAPES),
        fc.integer({ min: 1, max: 7 }),
      )
      .map(([problem, shape, capacity]) => {
        const assignment = new Int32Array(problem.bookings.length).fill(-1);
        let load = 0;
        problem.bookings.forEach((b, i) => {
          if (load + b.size <= capacity) {
            assignment[i] = 0;
            load += b.size;
          }
        });
        return { problem: { ...problem, tables: [{ name: 'T', capacity, shape }] }, assignment };
      });
    fc.assert(
      fc.property(tiny, ({ problem, assignment }) => {
        const found = seatPenalty(seatTerms(problem, assignment, orderSeats(problem, assignment)));
        assert.equal(found, bruteForceSeatPenalty(problem, assignment));
      }),
      { numRuns: 250 },
    );
  });
});

describe('seatTerms', () => {
  it('counts splits and wishes about neighbours as a pair-by-pair count does', () => {
    const withSeats = seatedProblem.chain(({ problem, assignment }) =>
      fc.array(fc.integer(), { minLength: problem.tables.length, maxLength: problem.tables.length }).map((keys) => {
        // Each table's seats handed out in a shuffled order.
        const seats: number[][] = problem.bookings.map(() => []);
        problem.tables.forEach((table, t) => {
          const order = Array.from({ length: table.capacity }, (_, i) => i + 1).sort(
            (x, y) => ((x * 7919 + keys[t]!) % 101) - ((y * 7919 + keys[t]!) % 101) || x - y,
          );
          problem.bookings.forEach((b, i) => {
            if (assignment[i] === t) seats[i] = order.splice(0, b.size);
          });
        });
        return { problem, assignment, seats };
      }),
    );
    fc.assert(
      fc.property(withSeats, ({ problem, assignment, seats }) => {
        assert.deepEqual(seatTerms(problem, assignment, seats), naiveSeatTerms(problem, assignment, seats));
      }),
      { numRuns: 300 },
    );
  });

  it('is zero for a seating without seat numbers', () => {
    const problem = oneTable('round', 6, [booking('A', 2, [1]), booking('B', 2, [0])], [wish('prefer', 0, 1)]);
    assert.deepEqual(seatTerms(problem, allAtTable(problem), [[], []]), { seat_split: 0, seat_neighbours: 0 });
  });
});

/** The two seat terms from their definitions: runs by joining side-by-side seats, wishes pair by pair. */
function naiveSeatTerms(problem: Problem, assignment: Int32Array, seats: number[][]) {
  const ancestors = (g: number) => {
    const out: number[] = [];
    for (let h = g; h >= 0; h = problem.groups[h]!.parent) out.push(h);
    return out;
  };
  const names = (w: Wish, b: number) =>
    b !== w.from && (w.toBooking >= 0 ? w.toBooking === b : ancestors(problem.bookings[b]!.group).includes(w.toGroup));
  const seated = (b: number) => assignment[b]! >= 0 && assignment[b]! < problem.tables.length && seats[b]!.length > 0;
  let split = 0;
  let neighbours = 0;
  problem.bookings.forEach((bk, a) => {
    if (!seated(a)) return;
    const table = problem.tables[assignment[a]!]!;
    const beside = (x: number, y: number) => sideBySide(table.shape ?? 'round', table.capacity, x, y);
    // Runs: join seats side by side until nothing changes.
    const run = seats[a]!.map((_, i) => i);
    for (let changed = true; changed;) {
      changed = false;
      seats[a]!.forEach((x, i) =>
        seats[a]!.forEach((y, j) => {
          if (beside(x, y) && run[i] !== run[j]) {
            const low = Math.min(run[i]!, run[j]!);
            run[i] = run[j] = low;
            changed = true;
          }
        }),
      );
    }
    split += new Set(run).size - 1;
    for (let b = a + 1; b < problem.bookings.length; b++) {
      if (!seated(b) || assignment[b] !== assignment[a]) continue;
      const touch = seats[a]!.some((x) => seats[b]!.some((y) => beside(x, y)));
      const wishes = (problem.wishes ?? []).filter((w) => (w.from === a && names(w, b)) || (w.from === b && names(w, a)));
      const near = wishes.some((w) => w.kind !== 'prefer_apart');
      const apart = bk.avoid.includes(b) || wishes.some((w) => w.kind === 'prefer_apart');
      if ((near && !touch) || (apart && touch)) neighbours++;
    }
  });
  return { seat_split: split, seat_neighbours: neighbours };
}

/**
 * The least seat penalty over every seating of the one table: a head table's first booking in one
 * run in the middle, or as near the middle as lets every other booking sit in one run.
 */
function bruteForceSeatPenalty(problem: Problem, assignment: Int32Array): number {
  const table = problem.tables[0]!;
  const seatedBookings = problem.bookings.map((_, b) => b).filter((b) => assignment[b] === 0);
  if (seatedBookings.length === 0) return 0;
  const people = seatedBookings.flatMap((b) => Array.from({ length: problem.bookings[b]!.size }, () => b));
  while (people.length < table.capacity) people.push(-1);
  // Per number of seats left of the head booking: the least penalty, and whether the others can sit whole.
  const bestAt = new Map<number, { penalty: number; othersWhole: boolean }>();
  const seatOf = new Array<number>(table.capacity).fill(-2);
  const left = new Map<number, number>();
  for (const x of people) left.set(x, (left.get(x) ?? 0) + 1);
  const first = seatedBookings[0]!;
  const fill = (p: number) => {
    if (p === table.capacity) {
      const seats: number[][] = problem.bookings.map(() => []);
      seatOf.forEach((x, i) => {
        if (x >= 0) seats[x]!.push(i + 1);
      });
      let lefts = 0;
      if (table.shape === 'head') {
        lefts = Math.min(...seats[first]!) - 1;
        if (seatRuns('head', table.capacity, seats[first]!) !== 1) return;
      }
      const othersWhole = seatedBookings.every((b) => b === first || seatRuns(table.shape ?? 'round', table.capacity, seats[b]!) === 1);
      const known = bestAt.get(lefts) ?? { penalty: Infinity, othersWhole: false };
      bestAt.set(lefts, {
        penalty: Math.min(known.penalty, seatPenalty(seatTerms(problem, assignment, seats))),
        othersWhole: known.othersWhole || othersWhole,
      });
      return;
    }
    for (const [x, count] of left) {
      if (count === 0) continue;
      left.set(x, count - 1);
      seatOf[p] = x;
      fill(p + 1);
      left.set(x, count);
    }
  };
  fill(0);
  if (table.shape !== 'head') return Math.min(...[...bestAt.values()].map((at) => at.penalty));
  const spare = table.capacity - problem.bookings[first]!.size;
  const offMiddle = (lefts: number) => Math.abs(2 * lefts - spare);
  const whole = [...bestAt.keys()].filter((lefts) => bestAt.get(lefts)!.othersWhole);
  const nearest = whole.length > 0 ? Math.min(...whole.map(offMiddle)) : 1;
  const allowed = [...bestAt.keys()].filter((lefts) => (whole.length > 0 ? whole.includes(lefts) : true) && offMiddle(lefts) <= nearest);
  return Math.min(...allowed.map((lefts) => bestAt.get(lefts)!.penalty));
}
