/** fast-check generators of small, arbitrary (often awkward) seating problems for the solver tests. */
import fc from 'fast-check';
import type { Booking, Group, Problem, Table, Wish, WishKind } from '../../src/model/problem.ts';

export interface ProblemShape {
  minBookings?: number;
  maxBookings?: number;
  maxTables?: number;
  maxGroups?: number;
  maxSize?: number;
  maxCapacity?: number;
  pins?: boolean;
  /** Table tags, likes and prefer / prefer_apart wishes about bookings and groups. */
  softWishes?: boolean;
  /** Together wishes and required tags. */
  hardWishes?: boolean;
}

export function problemArbitrary(shape: ProblemShape = {}): fc.Arbitrary<Problem> {
  const maxBookings = shape.maxBookings ?? 14;
  const maxTables = shape.maxTables ?? 5;
  const maxGroups = shape.maxGroups ?? 6;
  const maxSize = shape.maxSize ?? 5;
  const maxCapacity = shape.maxCapacity ?? 8;
  return fc
    .record({
      capacities: fc.array(fc.integer({ min: 1, max: maxCapacity }), { minLength: 0, maxLength: maxTables }),
      groupSeeds: fc.array(fc.record({ parentPick: fc.nat(), topLevel: fc.boolean(), strength: fc.integer({ min: 0, max: 10 }) }), {
        maxLength: maxGroups,
      }),
      bookingSeeds: fc.array(
        fc.record({ size: fc.integer({ min: 1, max: maxSize }), groupPick: fc.nat(), pinPick: fc.nat(), pinned: fc.boolean() }),
        { minLength: shape.minBookings ?? 0, maxLength: maxBookings },
      ),
      avoidPicks: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
      wishPicks: fc.array(fc.record({ kind: fc.nat(), from: fc.nat(), to: fc.nat(), toGroup: fc.boolean() }), { maxLength: 8 }),
      tagPicks: fc.array(fc.nat(7), { maxLength: maxTables }),
      likePicks: fc.array(fc.nat(7), { maxLength: maxBookings }),
    })
    .map(({ capacities, groupSeeds, bookingSeeds, avoidPicks, wishPicks, tagPicks, likePicks }) => {
      const withTags = shape.softWishes === true || shape.hardWishes === true;
      // Three tags; a pick's bits say which a table has, or which a booking likes or requires.
      const bits = (pick: number) => [0, 1, 2].filter((tag) => (pick & (1 << tag)) !== 0);
      const tables: Table[] = capacities.map((capacity, i) => ({
        name: `T${i}`,
        capacity,
        ...(withTags ? { tags: bits(tagPicks[i] ?? 7) } : {}),
      }));
      const groups: Group[] = [];
      groupSeeds.forEach((seed, i) => {
        const parent = i === 0 || seed.topLevel ? -1 : seed.parentPick % i;
        const path = parent < 0 ? [`G${i}`] : [...groups[parent]!.path, `G${i}`];
        groups.push({ path, parent, depth: path.length, strength: seed.strength });
      });
      const avoid: number[][] = bookingSeeds.map(() => []);
      const n = bookingSeeds.length;
      for (const [x, y] of avoidPicks) {
        if (n < 2) break;
        const a = x % n;
        const b = y % n;
        if (a === b || avoid[a]!.includes(b)) continue;
        avoid[a]!.push(b);
        avoid[b]!.push(a);
      }
      const bookings: Booking[] = bookingSeeds.map((seed, i) => ({
        name: `B${i}`,
        size: seed.size,
        group: groups.length === 0 || seed.groupPick % (groups.length + 1) === groups.length ? -1 : seed.groupPick % (groups.length + 1),
        pin: shape.pins !== false && seed.pinned && tables.length > 0 && seed.pinPick % 4 === 0 ? seed.pinPick % tables.length : -1,
        avoid: avoid[i]!,
        ...(shape.softWishes && (likePicks[i] ?? 0) % 2 === 1 ? { likes: bits(likePicks[i]! >> 1) } : {}),
        ...(shape.hardWishes && (likePicks[i] ?? 0) % 4 === 2 ? { requires: bits(likePicks[i]! >> 2) } : {}),
      }));
      const kinds: WishKind[] = [
        ...(shape.softWishes ? (['prefer', 'prefer_apart'] as const) : []),
        ...(shape.hardWishes ? (['together'] as const) : []),
      ];
      const wishes: Wish[] = [];
      for (const pick of kinds.length && n > 1 ? wishPicks : []) {
        const from = pick.from % n;
        const kind = kinds[pick.kind % kinds.length]!;
        if (pick.toGroup && groups.length > 0) wishes.push({ kind, from, toBooking: -1, toGroup: pick.to % groups.length });
        else if (pick.to % n !== from) wishes.push({ kind, from, toBooking: pick.to % n, toGroup: -1 });
      }
      return { bookings, tables, groups, ...(withTags ? { tags: ['a', 'b', 'c'] } : {}), ...(wishes.length ? { wishes } : {}) };
    });
}

/** Separation, conflicts, unseated and balance computed straight from the definitions, pair by pair. */
export function naiveTerms(problem: Problem, assignment: Int32Array) {
  const seat = (b: number) => {
    const t = assignment[b]!;
    return t >= 0 && t < problem.tables.length ? t : -1;
  };
  const ancestors = (g: number) => {
    const out: number[] = [];
    for (let h = g; h >= 0; h = problem.groups[h]!.parent) out.push(h);
    return out;
  };
  let separation = 0;
  let conflict = 0;
  let unseated = 0;
  const n = problem.bookings.length;
  for (let a = 0; a < n; a++) {
    if (seat(a) < 0) unseated += problem.bookings[a]!.size;
    for (let b = a + 1; b < n; b++) {
      const together = seat(a) >= 0 && seat(a) === seat(b);
      if (!together) {
        const shared = ancestors(problem.bookings[a]!.group).filter((g) => ancestors(problem.bookings[b]!.group).includes(g));
        if (shared.length > 0) {
          const deepest = shared.reduce((x, y) => (problem.groups[x]!.depth >= problem.groups[y]!.depth ? x : y));
          separation += problem.bookings[a]!.size * problem.bookings[b]!.size * problem.groups[deepest]!.strength;
        }
      } else if (problem.bookings[a]!.avoid.includes(b)) conflict++;
    }
  }
  let balance = 0;
  problem.tables.forEach((table, t) => {
    let load = 0;
    for (let b = 0; b < n; b++) if (seat(b) === t) load += problem.bookings[b]!.size;
    balance += (table.capacity - load) ** 2;
  });
  // Wishes pair by pair: the wisher with every booking of the target but itself.
  let prefer = 0;
  let preferApart = 0;
  for (const wish of problem.wishes ?? []) {
    if (wish.kind === 'together') continue;
    for (let b = 0; b < n; b++) {
      const named = wish.toBooking >= 0 ? b === wish.toBooking : ancestors(problem.bookings[b]!.group).includes(wish.toGroup);
      if (!named || b === wish.from) continue;
      const pairs = problem.bookings[wish.from]!.size * problem.bookings[b]!.size;
      const together = seat(b) >= 0 && seat(b) === seat(wish.from);
      if (wish.kind === 'prefer' && !together) prefer += pairs;
      if (wish.kind === 'prefer_apart' && together) preferApart += pairs;
    }
  }
  let likes = 0;
  problem.bookings.forEach((booking, b) => {
    const t = seat(b);
    if (t >= 0) likes += booking.size * (booking.likes ?? []).filter((tag) => !(problem.tables[t]!.tags ?? []).includes(tag)).length;
  });
  return { separation, conflict, unseated, balance, prefer, prefer_apart: preferApart, likes, seat_split: 0, seat_neighbours: 0 };
}

/** Every arrangement respecting the hard constraints (capacity, pins), for tiny problems only. */
export function* feasibleArrangements(problem: Problem): Generator<Int32Array> {
  const n = problem.bookings.length;
  const assignment = new Int32Array(n).fill(-1);
  const load = problem.tables.map(() => 0);
  function* place(b: number): Generator<Int32Array> {
    if (b === n) {
      // A pinned booking is left out only when the table's other pins fill it.
      const pinnedLoad = problem.tables.map(() => 0);
      problem.bookings.forEach((bk, i) => {
        if (bk.pin >= 0 && assignment[i] === bk.pin) pinnedLoad[bk.pin]! += bk.size;
      });
      const pinBroken = problem.bookings.some(
        (bk, i) => assignment[i] === -1 && bk.pin >= 0 && pinnedLoad[bk.pin]! + bk.size <= problem.tables[bk.pin]!.capacity,
      );
      if (!pinBroken) yield assignment.slice();
      return;
    }
    const booking = problem.bookings[b]!;
    for (let t = -1; t < problem.tables.length; t++) {
      if (t >= 0 && (load[t]! + booking.size > problem.tables[t]!.capacity || (booking.pin >= 0 && booking.pin !== t))) continue;
      assignment[b] = t;
      if (t >= 0) load[t]! += booking.size;
      yield* place(b + 1);
      if (t >= 0) load[t]! -= booking.size;
    }
    assignment[b] = -1;
  }
  yield* place(0);
}

/** The least raw penalty over every feasible arrangement, by enumeration. */
export function bruteForceOptimum(problem: Problem, rawOf: (a: Int32Array) => number): number {
  let best = Infinity;
  for (const a of feasibleArrangements(problem)) best = Math.min(best, rawOf(a));
  return best;
}

/**
 * Whether every table holds all the bookings pinned to it, as the import guarantees (it rejects pins
 * that overfill a table). Optimality is claimed for such problems.
 */
export function pinsFit(problem: Problem): boolean {
  const pinned = problem.tables.map(() => 0);
  for (const b of problem.bookings) if (b.pin >= 0) pinned[b.pin]! += b.size;
  return problem.tables.every((t, i) => pinned[i]! <= t.capacity);
}
