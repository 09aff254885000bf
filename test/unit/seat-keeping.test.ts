/** A booking's people side by side, and seat numbers that stay after late changes (issues 46 and 47). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { TABLE_SHAPES, type TableShape } from '../../src/contract/csv-columns.ts';
import { checkSeatNumbers } from '../../src/model/hard-rules.ts';
import { UNSEATED, type Booking, type Problem } from '../../src/model/problem.ts';
import { seatRuns, sideBySide } from '../../src/model/seats.ts';
import { keepSeats, orderSeats } from '../../src/solver/index.ts';
import { problemArbitrary } from './solver-arbitraries.ts';

const booking = (name: string, size: number): Booking => ({ name, size, group: -1, pin: -1, avoid: [] });
const oneTable = (shape: TableShape, capacity: number, sizes: readonly number[]): Problem => ({
  bookings: sizes.map((size, i) => booking(`B${i}`, size)),
  tables: [{ name: 'T', capacity, shape }],
  groups: [],
});
const sorted = (seats: readonly number[]) => [...seats].sort((a, b) => a - b);

/**
 * Whether bookings of these sizes can each sit in one run at a table of this shape and capacity,
 * worked out from the shape's description: round and head tables are one row; a rectangle's two
 * sides are rows of ⌈c ÷ 2⌉ and ⌊c ÷ 2⌋ seats.
 */
function fitsWholeByShape(shape: TableShape, capacity: number, sizes: readonly number[]): boolean {
  const total = sizes.reduce((sum, z) => sum + z, 0);
  if (total > capacity) return false;
  if (shape !== 'rectangle') return true;
  const first = Math.ceil(capacity / 2);
  const sums = new Set([0]);
  for (const z of sizes) for (const s of [...sums]) sums.add(s + z);
  return [...sums].some((s) => s <= first && total - s <= capacity - first);
}

/** The runs of free seats (as lengths) a table leaves when the seats in `taken` are taken. */
function freeRuns(shape: TableShape, capacity: number, taken: ReadonlySet<number>): number[] {
  const free = Array.from({ length: capacity }, (_, i) => i + 1).filter((s) => !taken.has(s));
  const seen = new Set<number>();
  const runs: number[] = [];
  for (const start of free) {
    if (seen.has(start)) continue;
    const stack = [start];
    let length = 0;
    seen.add(start);
    while (stack.length > 0) {
      const seat = stack.pop()!;
      length++;
      for (const other of free) {
        if (!seen.has(other) && sideBySide(shape, capacity, seat, other)) {
          seen.add(other);
          stack.push(other);
        }
      }
    }
    runs.push(length);
  }
  return runs;
}

/** Whether items of these sizes pack whole into runs of these lengths (every order tried). */
function packsInto(sizes: readonly number[], runs: readonly number[]): boolean {
  if (sizes.length === 0) return true;
  const [size, ...rest] = sizes;
  return runs.some(
    (room, r) =>
      room >= size! &&
      packsInto(
        rest,
        runs.map((x, i) => (i === r ? x - size! : x)),
      ),
  );
}

describe('people of a booking side by side', () => {
  it('a head table of 10 with bookings of 4, 5 and 1 seats each booking whole, the first as near the middle as that allows', () => {
    const problem = oneTable('head', 10, [4, 5, 1]);
    const seats = orderSeats(problem, new Int32Array(3));
    seats.forEach((own) => assert.equal(seatRuns('head', 10, own), 1, JSON.stringify(seats)));
    const head = sorted(seats[0]!);
    const [left, right] = [head[0]! - 1, 10 - head.at(-1)!];
    assert.equal(Math.abs(left - right), 4, `the 4 sits one seat off the middle each way it can: ${JSON.stringify(seats)}`);
  });

  it('a head table of 10 with bookings of 5, 4 and 1 seats each booking whole', () => {
    const problem = oneTable('head', 10, [5, 4, 1]);
    const seats = orderSeats(problem, new Int32Array(3));
    seats.forEach((own) => assert.equal(seatRuns('head', 10, own), 1, JSON.stringify(seats)));
  });

  it('a booking that grew from 1 to 2 at an 8-top keeps its seat and takes the free one beside it', () => {
    // Round 8: the booking at seat 1, a 3 at 2–4, a 2 at 6–7; seats 5 and 8 are free.
    const problem = oneTable('round', 8, [2, 3, 2]);
    const before = { assignment: new Int32Array(3), seats: [[1], [2, 3, 4], [6, 7]] };
    const kept = keepSeats(problem, new Int32Array(3), before);
    assert.deepEqual(kept.seats, [
      [1, 8],
      [2, 3, 4],
      [6, 7],
    ]);
    assert.equal(kept.reseated, 0);
    assert.equal(kept.placeCards, 1, 'one new place card: the new guest’s');
  });

  it('after a late change, every booking sits whole whenever its table can seat everyone whole', () => {
    fc.assert(
      fc.property(lateChange, ({ problem, assignment, before }) => {
        const { seats } = keepSeats(problem, assignment, before);
        const table = problem.tables[0]!;
        const shape = table.shape ?? 'round';
        assert.deepEqual(checkSeatNumbers(problem, assignment, seats), []);
        if (
          !fitsWholeByShape(
            shape,
            table.capacity,
            problem.bookings.map((b) => b.size),
          )
        )
          return;
        seats.forEach((own, b) => assert.equal(seatRuns(shape, table.capacity, own), 1, `booking ${b}: ${JSON.stringify(seats)}`));
      }),
      { numRuns: 300 },
    );
  });

  it('in a fresh order, every booking sits whole whenever its table can seat everyone whole', () => {
    fc.assert(
      fc.property(freshTable, ({ shape, capacity, sizes }) => {
        const problem = oneTable(shape, capacity, sizes);
        const seats = orderSeats(problem, new Int32Array(sizes.length));
        if (!fitsWholeByShape(shape, capacity, sizes)) return;
        seats.forEach((own, b) => assert.equal(seatRuns(shape, capacity, own), 1, `booking ${b}: ${JSON.stringify(seats)}`));
      }),
      { numRuns: 300 },
    );
  });
});

describe('seat numbers stay', () => {
  it('keeps the seat rules whatever seats the bookings bring, on tables of every shape with wishes', () => {
    const anySeats = fc
      .tuple(
        problemArbitrary({ softWishes: true, hardWishes: true, maxCapacity: 16 }),
        fc.array(fc.constantFrom(...TABLE_SHAPES), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(), { minLength: 14, maxLength: 14 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 18 }), { maxLength: 6 }), { minLength: 14, maxLength: 14 }),
      )
      .map(([problem, shapes, picks, brought]) => {
        const shaped: Problem = { ...problem, tables: problem.tables.map((t, i) => ({ ...t, shape: shapes[i % shapes.length]! })) };
        const load = shaped.tables.map(() => 0);
        const assignment = new Int32Array(shaped.bookings.length).fill(UNSEATED);
        shaped.bookings.forEach((b, i) => {
          const t = picks[i]! % (shaped.tables.length + 1);
          if (t < shaped.tables.length && load[t]! + b.size <= shaped.tables[t]!.capacity) {
            assignment[i] = t;
            load[t]! += b.size;
          }
        });
        return { problem: shaped, assignment, seats: shaped.bookings.map((_, b) => brought[b] ?? []) };
      });
    fc.assert(
      fc.property(anySeats, ({ problem, assignment, seats }) => {
        const kept = keepSeats(problem, assignment, { assignment, seats });
        assert.deepEqual(checkSeatNumbers(problem, assignment, kept.seats), []);
      }),
      { numRuns: 300 },
    );
  });

  it('bookings still at their table keep their seats when the newcomers fit whole in the free seats', () => {
    fc.assert(
      fc.property(lateChange, ({ problem, assignment, before, stayers }) => {
        const table = problem.tables[0]!;
        const shape = table.shape ?? 'round';
        const taken = new Set(stayers.flatMap((b) => before.seats[b]!));
        const others = problem.bookings.flatMap((bk, b) => (stayers.includes(b) ? [] : [bk.size])).sort((x, y) => y - x);
        if (!packsInto(others, freeRuns(shape, table.capacity, taken))) return;
        const kept = keepSeats(problem, assignment, before);
        for (const b of stayers) assert.deepEqual(kept.seats[b], before.seats[b], `booking ${b}: ${JSON.stringify(kept.seats)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('a table where nothing changed keeps every seat, while another table takes a newcomer', () => {
    const problem: Problem = {
      bookings: [booking('A', 2), booking('B', 3), booking('C', 2), booking('New', 2)],
      tables: [
        { name: 'T1', capacity: 8, shape: 'round' },
        { name: 'T2', capacity: 8, shape: 'rectangle' },
      ],
      groups: [],
    };
    // Seats a fresh order would not give (gaps everywhere), to tell keeping from ordering again.
    const before = { assignment: Int32Array.from([0, 0, 1, UNSEATED]), seats: [[2, 3], [5, 6, 7], [7, 8], []] };
    const kept = keepSeats(problem, Int32Array.from([0, 0, 1, 1]), before);
    assert.deepEqual(kept.seats.slice(0, 3), before.seats.slice(0, 3));
    assert.equal(seatRuns('rectangle', 8, kept.seats[3]!), 1, JSON.stringify(kept.seats));
    assert.deepEqual({ reseated: kept.reseated, placeCards: kept.placeCards }, { reseated: 0, placeCards: 2 });
  });

  it('when a table must make room, the fewest people change seats', () => {
    // Head table of 8: a 2 at 1–2, a single at 4, a 2 at 6–7; a newcomer of 3 sits whole only if the single moves.
    const problem = oneTable('head', 8, [2, 1, 2, 3]);
    const before = { assignment: Int32Array.from([0, 0, 0, UNSEATED]), seats: [[1, 2], [4], [6, 7], []] };
    const kept = keepSeats(problem, new Int32Array(4), before);
    kept.seats.forEach((own) => assert.equal(seatRuns('head', 8, own), 1, JSON.stringify(kept.seats)));
    assert.deepEqual(
      [kept.seats[0], kept.seats[2]],
      [
        [1, 2],
        [6, 7],
      ],
    );
    assert.deepEqual({ reseated: kept.reseated, placeCards: kept.placeCards }, { reseated: 1, placeCards: 4 });
  });
});

/** One table of any shape with bookings that fit it. */
const freshTable = fc
  .tuple(
    fc.constantFrom(...TABLE_SHAPES),
    fc.integer({ min: 2, max: 16 }),
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
  )
  .map(([shape, capacity, wanted]) => {
    const sizes: number[] = [];
    let load = 0;
    for (const size of wanted)
      if (load + size <= capacity) {
        sizes.push(size);
        load += size;
      }
    return { shape, capacity, sizes: sizes.length > 0 ? sizes : [1] };
  });

/**
 * A table ordered once, then a late change: some bookings grow by one or two, some are new. Stayers are
 * the bookings at the table before whose size did not change.
 */
const lateChange = fc
  .tuple(
    freshTable,
    fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 8, maxLength: 8 }),
    fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 3 }),
  )
  .map(([{ shape, capacity, sizes }, growth, newcomers]) => {
    const first = oneTable(shape, capacity, sizes);
    const printed = orderSeats(first, new Int32Array(sizes.length));
    // Each booking grows while the table still takes everyone.
    let load = sizes.reduce((sum, z) => sum + z, 0);
    const grownSizes = sizes.map((size, i) => {
      const more = load + growth[i]! <= capacity ? growth[i]! : 0;
      load += more;
      return size + more;
    });
    const added = newcomers.filter((size) => {
      if (load + size > capacity) return false;
      load += size;
      return true;
    });
    const problem = oneTable(shape, capacity, [...grownSizes, ...added]);
    const before = {
      assignment: Int32Array.from(problem.bookings, (_, b) => (b < sizes.length ? 0 : UNSEATED)),
      seats: problem.bookings.map((_, b) => (b < sizes.length ? printed[b]! : [])),
    };
    const stayers = sizes.flatMap((size, b) => (grownSizes[b] === size ? [b] : []));
    return { problem, assignment: new Int32Array(problem.bookings.length), before, stayers };
  });
