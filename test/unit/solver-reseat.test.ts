/**
 * Stable re-seating: "Seat the changes" and "Improve, moving at most N people" keep the plan the guests
 * know, seat the new and changed bookings, move the fewest people (checked against a brute force on
 * tiny events), never more than the limit, and always keep the hard rules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { UNSEATED, type Assignment, type Booking, type Problem } from '../../src/model/problem.ts';
import { checkHardConstraints, solve } from '../../src/solver/index.ts';
import { movingTogether } from '../../src/model/hard-rules.ts';
import { generateInstance } from '../../bench/generate.ts';
import { problemArbitrary, type ProblemShape } from './solver-arbitraries.ts';

/** Wishes, together units and required tags; or pins (the arbitrary events do not mix pins with units, which can conflict). */
const SHAPES: ProblemShape[] = [{ hardWishes: true, softWishes: true, pins: false }, { pins: true }];

/** People at another table than in the reference, counted here from the two arrangements alone. */
function peopleMoved(problem: Problem, reference: Assignment, assignment: Assignment): number {
  let people = 0;
  problem.bookings.forEach((booking, b) => {
    if (reference[b] !== UNSEATED && assignment[b] !== reference[b]) people += booking.size;
  });
  return people;
}

const seatedPeople = (problem: Problem, assignment: Assignment): number =>
  problem.bookings.reduce((sum, booking, b) => sum + (assignment[b] === UNSEATED ? 0 : booking.size), 0);

/** A solved event, then changed: booking `grow` gains `by` guests and loses its table in the reference. */
function grown(problem: Problem, grow: number, by: number): { changed: Problem; reference: Assignment } {
  const reference = solve(problem, { seed: 1, iterations: 3000 }).assignment;
  const bookings = problem.bookings.map((b, i) => (i === grow ? { ...b, size: b.size + by } : b));
  reference[grow] = UNSEATED;
  return { changed: { ...problem, bookings }, reference };
}

test('new bookings that fit into free seats are seated and nobody else moves', () => {
  const event = generateInstance({ bookings: 80, seed: 3, slack: 0.15 });
  const plan = solve(event, { seed: 1, iterations: 20_000 }).assignment;
  const newcomers: Booking[] = [
    { name: 'New 1', size: 2, group: event.bookings[5]!.group, pin: -1, avoid: [] },
    { name: 'New 2', size: 1, group: -1, pin: -1, avoid: [] },
  ];
  const changed = { ...event, bookings: [...event.bookings, ...newcomers] };
  const reference = Int32Array.from(changed.bookings, (_, b) => (b < event.bookings.length ? plan[b]! : UNSEATED));
  const result = solve(changed, { seed: 1, iterations: 20_000, reference });
  for (let b = 0; b < event.bookings.length; b++) assert.equal(result.assignment[b], plan[b], `booking ${b} stays at its table`);
  assert.notEqual(result.assignment[event.bookings.length], UNSEATED);
  assert.notEqual(result.assignment[event.bookings.length + 1], UNSEATED);
  assert.deepEqual(result.moved, { people: 0, bookings: 0 });
  assert.deepEqual(checkHardConstraints(changed, result.assignment), []);
});

/** Every arrangement of a tiny event: the most people seated under the hard rules, and the fewest moved among those. */
function bruteForce(problem: Problem, reference: Assignment): { seated: number; moved: number } {
  const n = problem.bookings.length;
  const choices = problem.tables.length + 1;
  const assignment = new Int32Array(n);
  let best = { seated: -1, moved: Infinity };
  for (let code = 0; code < choices ** n; code++) {
    let rest = code;
    for (let b = 0; b < n; b++) {
      assignment[b] = (rest % choices) - 1;
      rest = Math.floor(rest / choices);
    }
    if (checkHardConstraints(problem, assignment).length > 0) continue;
    const seated = seatedPeople(problem, assignment);
    const moved = peopleMoved(problem, reference, assignment);
    if (seated > best.seated || (seated === best.seated && moved < best.moved)) best = { seated, moved };
  }
  return best;
}

test('a booking grown past its table is seated, moving the fewest people a brute force finds', () => {
  fc.assert(
    fc.property(
      problemArbitrary({ maxBookings: 6, maxTables: 3, maxSize: 4, maxCapacity: 8 }),
      fc.nat(),
      fc.integer({ min: 1, max: 4 }),
      (problem, pick, by) => {
        fc.pre(problem.bookings.length > 0 && problem.tables.length > 0);
        const { changed, reference } = grown(problem, pick % problem.bookings.length, by);
        const result = solve(changed, { seed: 1, iterations: 2000, reference });
        const best = bruteForce(changed, reference);
        // Where everyone can sit at once, everyone sits (deciding who stays out is the planner's call, not a re-seating's).
        fc.pre(best.seated === seatedPeople(changed, new Int32Array(changed.bookings.length)));
        assert.equal(seatedPeople(changed, result.assignment), best.seated, 'everyone is seated');
        assert.equal(result.moved?.people, best.moved, 'the fewest people move');
      },
    ),
    { numRuns: 150 },
  );
});

test('a grown booking is seated when room takes units sent to tables that fit them worse', () => {
  // Found by the property above. The plan puts B1 (3) and B4 (4) at T0 (8), B3 (4) at T1 (5), B0 (2) and
  // B2 (1) at T2 (4); B3 grows to 7 and fits only T0. The ejection chains send B4 to T1, its best fit,
  // and then find no table for B1; everyone sits only with B4 at T2, B0 and B1 at T1, B2 at T0.
  const problem: Problem = {
    bookings: [
      { name: 'B0', size: 2, group: 0, pin: -1, avoid: [] },
      { name: 'B1', size: 3, group: 0, pin: -1, avoid: [] },
      { name: 'B2', size: 1, group: 0, pin: -1, avoid: [] },
      { name: 'B3', size: 4, group: 0, pin: -1, avoid: [] },
      { name: 'B4', size: 4, group: -1, pin: -1, avoid: [] },
    ],
    tables: [
      { name: 'T0', capacity: 8 },
      { name: 'T1', capacity: 5 },
      { name: 'T2', capacity: 4 },
    ],
    groups: [{ path: ['G0'], parent: -1, depth: 1, strength: 0 }],
  };
  const { changed, reference } = grown(problem, 3, 3);
  assert.deepEqual([...reference], [2, 0, 2, UNSEATED, 0], 'the plan the guests know');
  const result = solve(changed, { seed: 1, iterations: 2000, reference });
  assert.deepEqual([...result.assignment], [1, 1, 0, 0, 2]);
  assert.deepEqual(result.moved, { people: 10, bookings: 4 });
  assert.deepEqual(bruteForce(changed, reference), { seated: 17, moved: 10 });
  assert.deepEqual(checkHardConstraints(changed, result.assignment), []);
});

test('a booking a pin pushed off its table goes back to it when that moves fewer people', () => {
  // Found by the property above. B2, grown, is pinned to T2 and takes its seats before anyone else;
  // B4 (2) then no longer fits at T2, where it sat. Seating it at T1, where there is room, moves 2
  // people; sending B0 (1) to T0 to make room for B4 at T2 moves 1.
  const problem: Problem = {
    bookings: [
      { name: 'B0', size: 1, group: -1, pin: -1, avoid: [] },
      { name: 'B1', size: 3, group: -1, pin: -1, avoid: [] },
      { name: 'B2', size: 5, group: -1, pin: 2, avoid: [] },
      { name: 'B3', size: 2, group: -1, pin: -1, avoid: [] },
      { name: 'B4', size: 2, group: -1, pin: -1, avoid: [] },
    ],
    tables: [
      { name: 'T0', capacity: 8 },
      { name: 'T1', capacity: 3 },
      { name: 'T2', capacity: 7 },
    ],
    groups: [],
  };
  const reference = Int32Array.from([2, 0, UNSEATED, 0, 2]);
  const result = solve(problem, { seed: 1, iterations: 2000, reference });
  assert.deepEqual([...result.assignment], [0, 0, 2, 0, 2]);
  assert.deepEqual(result.moved, { people: 1, bookings: 1 });
  assert.deepEqual(bruteForce(problem, reference), { seated: 13, moved: 1 });
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
});

/** A solved event whose reference forgets the tables of some bookings (and of their together units): the changed ones. */
const changedEvent = (shape: ProblemShape) =>
  fc
    .tuple(
      problemArbitrary({ maxBookings: 12, maxTables: 4, ...shape }),
      fc.array(fc.nat(), { maxLength: 3 }),
      fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 12 }),
    )
    .map(([problem, forget, growth]) => {
      const reference = solve(problem, { seed: 2, iterations: 1500 }).assignment;
      const changed = new Set<number>();
      for (const pick of problem.bookings.length > 0 ? forget : []) {
        for (const b of movingTogether(problem, pick % problem.bookings.length)) changed.add(b);
      }
      for (const b of changed) reference[b] = UNSEATED;
      // Changed bookings may also have grown.
      const bookings = problem.bookings.map((booking, b) =>
        changed.has(b) ? { ...booking, size: booking.size + (growth[b] ?? 0) } : booking,
      );
      return { problem: { ...problem, bookings }, reference };
    });

/** Whether a booking the reference leaves unseated is pinned: its pin outranks the limit (see below). */
const pinnedChange = ({ problem, reference }: { problem: Problem; reference: Assignment }) =>
  problem.bookings.some((booking, b) => booking.pin >= 0 && reference[b] === UNSEATED);

test('improve never moves more people than allowed and keeps every hard rule', () => {
  for (const shape of SHAPES)
    fc.assert(
      fc.property(
        changedEvent(shape).filter((event) => !pinnedChange(event)),
        fc.integer({ min: 0, max: 12 }),
        fc.nat(50),
        ({ problem, reference }, maxMoves, seed) => {
          const result = solve(problem, { seed, iterations: 1500, reference, maxMoves });
          const moved = peopleMoved(problem, reference, result.assignment);
          assert.ok(moved <= maxMoves, `${moved} people moved, at most ${maxMoves} allowed`);
          assert.equal(result.moved?.people, moved);
          assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
        },
      ),
      { numRuns: 150 },
    );
});

test('a new pinned booking takes its table even past the limit: a pin is a hard rule', () => {
  // Found by the property above: T0 holds B0 in the plan; B1, new, is pinned to T0 and needs both seats.
  const problem: Problem = {
    bookings: [
      { name: 'B0', size: 1, group: -1, pin: -1, avoid: [] },
      { name: 'B1', size: 2, group: -1, pin: 0, avoid: [] },
      { name: 'B2', size: 1, group: -1, pin: -1, avoid: [] },
    ],
    tables: [{ name: 'T0', capacity: 2 }],
    groups: [],
  };
  const reference = Int32Array.from([0, UNSEATED, UNSEATED]);
  const result = solve(problem, { seed: 0, iterations: 1500, reference, maxMoves: 0 });
  assert.equal(result.assignment[1], 0, 'B1 sits at the table it is pinned to');
  assert.equal(result.moved?.people, 1, 'B0 had to leave, and the result says so');
  assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
});

test('seat the changes reports the people it moved and keeps every hard rule', () => {
  for (const shape of SHAPES)
    fc.assert(
      fc.property(changedEvent(shape), ({ problem, reference }) => {
        const result = solve(problem, { seed: 1, iterations: 1500, reference });
        const moved = peopleMoved(problem, reference, result.assignment);
        assert.equal(result.moved?.people, moved);
        assert.deepEqual(checkHardConstraints(problem, result.assignment), []);
        // Bookings the reference seats stay unless someone had to make room.
        if (moved === 0) problem.bookings.forEach((_, b) => reference[b] === UNSEATED || assert.equal(result.assignment[b], reference[b]));
      }),
      { numRuns: 150 },
    );
});

test('the same seed gives the same re-seating', () => {
  const event = generateInstance({ bookings: 120, seed: 5 });
  const reference = solve(event, { seed: 1, iterations: 10_000 }).assignment;
  reference[7] = UNSEATED;
  reference[40] = UNSEATED;
  const run = (maxMoves?: number) =>
    solve(event, { seed: 4, iterations: 10_000, reference, ...(maxMoves === undefined ? {} : { maxMoves }) });
  assert.deepEqual(run().assignment, run().assignment);
  assert.deepEqual(run(20).assignment, run(20).assignment);
  const improved = run(20);
  assert.ok(improved.moved!.people <= 20);
  assert.ok(improved.score.penalty <= run().score.penalty, 'more freedom never ends worse than the seating of the changes');
});
