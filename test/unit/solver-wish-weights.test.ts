import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compileProblem } from '../../src/model/compile.ts';
import type { GuestRecord } from '../../src/model/records.ts';
import type { Problem } from '../../src/model/problem.ts';
import { UNSEATED } from '../../src/model/problem.ts';
import { solve } from '../../src/solver/index.ts';
import { wishInstance } from '../../bench/wish-fixture.ts';

/**
 * Two families of 8 guests, each a default-strength group three levels deep (strength 3), at two tables
 * of 10 (one household of each pinned, so each family has its table). Meeting Dana's wish takes one guest away from 7 of their own (3 × 7 = 21 per pair of guests):
 * an explicit wish outweighs that; a strength of 4 given by the planner (4 × 7 = 28) does not.
 */
function wedding(options: { dana: Partial<GuestRecord>; strength?: number }): Problem {
  const family = (side: string, first: string, firstMore: Partial<GuestRecord>): GuestRecord[] =>
    [
      { name: first, size: 1, ...firstMore },
      { name: `${side} household 1`, size: 2, table: side === 'Bride' ? 'T1' : 'T2' },
      { name: `${side} household 2`, size: 2 },
      { name: `${side} household 3`, size: 2 },
      { name: `${side} single`, size: 1 },
    ].map((g) => ({
      group: [side, 'Family', 'Cousins'],
      strength: options.strength ?? null,
      avoid: [],
      table: null as string | null,
      ...g,
    }));
  const { problem } = compileProblem(
    [...family('Bride', 'Dana', options.dana), ...family('Groom', 'Avi', {})],
    [
      { name: 'T1', capacity: 10 },
      { name: 'T2', capacity: 10, tags: ['quiet'] },
    ],
  );
  assert.ok(problem);
  return problem;
}

/** A fixed iteration budget, never the clock: the same plan on a loaded machine. */
const seat = (problem: Problem) => solve(problem, { iterations: 20_000, timeLimitMs: 1e9 }).assignment;
const named = (problem: Problem, name: string) => problem.bookings.findIndex((b) => b.name === name);

describe('an explicit wish outweighs the pull of a default-strength group', () => {
  it('seats Dana with Avi, from the other side, when Dana would like to sit with Avi', () => {
    const problem = wedding({ dana: { prefer: ['Avi'] } });
    const tables = seat(problem);
    assert.equal(tables[named(problem, 'Dana')], tables[named(problem, 'Avi')]);
  });

  it('seats Dana away from a cousin Dana would rather not sit with', () => {
    const problem = wedding({ dana: { preferApart: ['Bride household 3'] } });
    const tables = seat(problem);
    assert.notEqual(tables[named(problem, 'Dana')], tables[named(problem, 'Bride household 3')]);
  });

  it('seats Dana at the quiet table Dana would like', () => {
    const problem = wedding({ dana: { likes: ['quiet'] } });
    const tables = seat(problem);
    assert.equal(problem.tables[tables[named(problem, 'Dana')]!]?.name, 'T2');
  });

  it('leaves the wish unmet when the planner gave both families a higher strength', () => {
    const problem = wedding({ dana: { prefer: ['Avi'] }, strength: 4 });
    const tables = seat(problem);
    assert.notEqual(tables[named(problem, 'Dana')], tables[named(problem, 'Avi')]);
    assert.equal(tables[named(problem, 'Dana')], tables[named(problem, 'Bride single')]);
  });
});

it('seats a together unit that needs the accessible table others took, though moving them breaks their wishes', () => {
  // The wishes benchmark's 18-booking event: an 8-guest unit requires the one accessible table.
  const problem = wishInstance({ bookings: 18, seed: 1, density: 5 });
  const tables = seat(problem);
  assert.deepEqual(
    problem.bookings.filter((_, b) => tables[b] === UNSEATED).map((b) => b.name),
    [],
  );
});
