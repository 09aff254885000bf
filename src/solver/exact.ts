/**
 * Exact branch and bound for small problems (the exact and proof regimes of the schedule): proves the optimum;
 * the re-seating of a few tables and the closing sweep use it on the tables they open.
 *
 * Bookings the search may move are decided one at a time, largest first; each goes to a table already
 * in use, to the first unused table of each capacity (unused tables of one capacity are interchangeable),
 * or nowhere. A node is pruned when its bound (see `bound` below) reaches the best arrangement found so
 * far, which starts as the construction's.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';
import { BinRuns, largestSquares, leastSquares, separationIncrements } from './bound-pieces.ts';
import type { SolverModel } from './model.ts';

interface ExactResult {
  /** Best arrangement found (the incumbent's own array when none beat it); proven optimal when `complete`. */
  readonly assignment: Assignment;
  readonly cost: number;
  readonly complete: boolean;
  readonly nodes: number;
}

interface PairCosts {
  /** Scaled cost of each ordered pair of bookings seated apart (separation) and together (conflict), n × n. */
  readonly apartCost: Float64Array;
  readonly togetherCost: Float64Array;
  /** Per booking: its apart cost against every other booking (a row of apartCost summed). */
  readonly apartTotal: Float64Array;
  /** separationIncrements of the model. */
  readonly increments: Float64Array;
}

const pairCostCache = new WeakMap<SolverModel, PairCosts>();

/** The pair costs of a model, made once: the re-seating of a few tables inside the search asks often. */
export function pairCostsOf(model: SolverModel): PairCosts {
  const cached = pairCostCache.get(model);
  if (cached) return cached;
  const n = model.bookingCount;
  const w = model.scaledWeight;
  const size = model.size;
  const apartCost = new Float64Array(n * n);
  const togetherCost = new Float64Array(n * n);
  const strengthShared = (a: number, b: number): number => {
    let best = 0;
    const pa = model.pathStart[a]!;
    const pb = model.pathStart[b]!;
    const depth = Math.min(model.pathStart[a + 1]! - pa, model.pathStart[b + 1]! - pb);
    for (let d = 0; d < depth && model.pathGroup[pa + d] === model.pathGroup[pb + d]; d++) {
      best = model.groupStrength[model.pathGroup[pa + d]!]!;
    }
    return best;
  };
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b) continue;
      apartCost[a * n + b] = w.separation * size[a]! * size[b]! * strengthShared(a, b);
    }
    for (let k = model.avoidStart[a]!; k < model.avoidStart[a + 1]!; k++) togetherCost[a * n + model.avoidList[k]!] = w.conflict;
  }
  const apartTotal = new Float64Array(n);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) apartTotal[a]! += apartCost[a * n + b]!;
  const costs = { apartCost, togetherCost, apartTotal, increments: separationIncrements(model) };
  pairCostCache.set(model, costs);
  return costs;
}

/**
 * The arrays one exact search works in, made once per model and set afresh by each search: the re-seating
 * of two tables inside an event of 200 bookings, some fifty nodes, spent about a fifth of its time allocating
 * them and collecting them again.
 * A search runs to its end in one call, so two never share them.
 */
interface Workspace {
  readonly position: Int32Array;
  readonly empty: Int32Array;
  readonly decided: Uint8Array;
  readonly row: Int32Array;
  readonly sepAll: Float64Array;
  /** Per booking to decide and table: grown to the most bookings a search has decided. */
  sepAt: Float64Array;
  conflictAt: Float64Array;
  /** Per depth of the search, tableCount + 1 entries: its candidate tables, and its children (table, bound). */
  tablesAt: Int32Array;
  childTable: Int32Array;
  childBound: Float64Array;
  /** The candidate tables once a child opens an unused table. */
  readonly opened: Int32Array;
  readonly pinTarget: Uint8Array;
  readonly classOf: Int32Array;
  readonly indexInClass: Int32Array;
  readonly firstUse: Float64Array;
  readonly rank: Int32Array;
  /** The bookings that stay where they are, in index order. */
  readonly fixed: Int32Array;
  readonly freeRuns: BinRuns;
  readonly aloneRuns: BinRuns;
}

const workspaces = new WeakMap<SolverModel, Workspace>();

function workspaceFor(model: SolverModel, deciding: number): Workspace {
  const n = model.bookingCount;
  const tableCount = model.tableCount;
  let space = workspaces.get(model);
  if (!space) {
    space = {
      position: new Int32Array(n),
      empty: new Int32Array(tableCount),
      decided: new Uint8Array(n),
      row: new Int32Array(n),
      sepAll: new Float64Array(n),
      sepAt: new Float64Array(0),
      conflictAt: new Float64Array(0),
      tablesAt: new Int32Array(0),
      childTable: new Int32Array(0),
      childBound: new Float64Array(0),
      opened: new Int32Array(tableCount + 1),
      pinTarget: new Uint8Array(tableCount),
      classOf: new Int32Array(tableCount),
      indexInClass: new Int32Array(tableCount),
      firstUse: new Float64Array(tableCount),
      rank: new Int32Array(n),
      fixed: new Int32Array(n),
      freeRuns: new BinRuns(tableCount + 1),
      aloneRuns: new BinRuns(n + 1),
    };
    workspaces.set(model, space);
  }
  if (space.tablesAt.length < deciding * (tableCount + 1)) {
    space.sepAt = new Float64Array(deciding * tableCount);
    space.conflictAt = new Float64Array(deciding * tableCount);
    space.tablesAt = new Int32Array(deciding * (tableCount + 1));
    space.childTable = new Int32Array(deciding * (tableCount + 1));
    space.childBound = new Float64Array(deciding * (tableCount + 1));
  }
  space.position.fill(UNSEATED);
  space.empty.set(model.capacity);
  space.decided.fill(0);
  space.row.fill(-1);
  space.sepAll.fill(0);
  space.sepAt.fill(0, 0, deciding * tableCount);
  space.conflictAt.fill(0, 0, deciding * tableCount);
  space.pinTarget.fill(0);
  space.classOf.fill(-1);
  space.indexInClass.fill(0);
  space.firstUse.fill(0);
  space.rank.fill(0);
  space.freeRuns.clear();
  space.aloneRuns.clear();
  return space;
}

export function solveExactly(
  model: SolverModel,
  start: Assignment,
  movable: Uint8Array,
  /** Pinned bookings free of user locks: they sit at their pin, or stay unseated when it has no room. */
  pinnedFree: Uint8Array,
  open: Uint8Array,
  incumbent: { assignment: Assignment; cost: number },
  /** performance.now() after which the search gives up (and reports itself incomplete). */
  deadline: number,
  /** Nodes after which it gives up too: a limit that, unlike the clock, repeats exactly. */
  nodeLimit = Infinity,
  /**
   * The cost of `start` in these units, when the caller knows it: the cost among the immovable bookings is
   * then found from it in O(k²) for k bookings to decide, not summed pair by pair in O(n²). The re-seating
   * of two tables inside an event of 300 bookings spent most of its time on that sum.
   */
  startCost?: number,
): ExactResult {
  const n = model.bookingCount;
  const tableCount = model.tableCount;
  const w = model.scaledWeight;
  const size = model.size;

  const { apartCost, togetherCost, apartTotal, increments } = pairCostsOf(model);

  const order: number[] = [];
  for (let b = 0; b < n; b++) if (movable[b] || pinnedFree[b]) order.push(b);
  const space = workspaceFor(model, order.length);
  const { position, empty, decided, row, sepAll, sepAt, conflictAt, pinTarget, classOf, indexInClass, firstUse, rank } = space;
  const { tablesAt, childTable, childBound, opened } = space;
  // Interchangeable bookings (same size and group, no avoid list, free to move) end up side by side.
  const plain = (b: number): number => (movable[b] && model.avoidStart[b] === model.avoidStart[b + 1] ? 1 : 0);
  const groupOf = (b: number): number => model.problem.bookings[b]!.group;
  // Pinned bookings are decided first, so only other pins and locks can have taken their seats.
  order.sort((a, b) => pinnedFree[b]! - pinnedFree[a]! || size[b]! - size[a]! || groupOf(a) - groupOf(b) || plain(b) - plain(a) || a - b);
  const sameAsPrevious = order.map(
    (b, i) =>
      i > 0 && plain(b) === 1 && plain(order[i - 1]!) === 1 && size[b] === size[order[i - 1]!] && groupOf(b) === groupOf(order[i - 1]!),
  );

  // Per booking to decide: separation from all decided bookings, and the part of it at each table (a row
  // per booking of `order`: the re-seating of two tables inside a large event decides a handful).
  order.forEach((b, i) => (row[b] = i * tableCount));
  let cost = 0;
  let balance = 0;

  const decide = (b: number, t: number): void => {
    // Cost of b against decided bookings, then b becomes decided and updates everyone undecided.
    cost += t < 0 ? sepAll[b]! + w.unseated * size[b]! : sepAll[b]! - sepAt[row[b]! + t]! + conflictAt[row[b]! + t]!;
    if (t >= 0) {
      balance += size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
      empty[t]! -= size[b]!;
    }
    position[b] = t;
    decided[b] = 1;
    for (let i = 0; i < order.length; i++) {
      const u = order[i]!;
      if (decided[u]) continue;
      sepAll[u]! += apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[row[u]! + t]! += apartCost[u * n + b]!;
        conflictAt[row[u]! + t]! += togetherCost[u * n + b]!;
      }
    }
  };
  const undecide = (b: number): void => {
    const t = position[b]!;
    for (let i = 0; i < order.length; i++) {
      const u = order[i]!;
      if (decided[u] || u === b) continue;
      sepAll[u]! -= apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[row[u]! + t]! -= apartCost[u * n + b]!;
        conflictAt[row[u]! + t]! -= togetherCost[u * n + b]!;
      }
    }
    decided[b] = 0;
    position[b] = UNSEATED;
    if (t >= 0) {
      empty[t]! += size[b]!;
      balance -= size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
    }
    cost -= t < 0 ? sepAll[b]! + w.unseated * size[b]! : sepAll[b]! - sepAt[row[b]! + t]! + conflictAt[row[b]! + t]!;
  };

  // Immovable bookings are decided from the start, where the starting arrangement put them: their cost
  // among themselves is counted once, and each booking to decide learns its cost against them.
  const fixed = space.fixed;
  let fixedCount = 0;
  for (let b = 0; b < n; b++) {
    if (!movable[b] && !pinnedFree[b]) fixed[fixedCount++] = b;
    if (model.pin[b]! >= 0) pinTarget[model.pin[b]!] = 1;
  }
  for (let j = 0; j < fixedCount; j++) {
    const b = fixed[j]!;
    const t = start[b]!;
    position[b] = t;
    decided[b] = 1;
    if (t >= 0) empty[t]! -= size[b]!;
    if (startCost !== undefined) continue;
    if (t < 0) cost += w.unseated * size[b]!;
    for (let i = 0; i < j; i++) {
      const a = fixed[i]!;
      cost += t >= 0 && position[a] === t ? togetherCost[b * n + a]! : apartCost[b * n + a]!;
    }
  }
  for (let t = 0; t < tableCount; t++) balance += empty[t]! * empty[t]!;
  // Each booking to decide against the immovable ones: everyone but the bookings to decide, and at each
  // open table (the only tables a booking to decide may take) those seated there. The re-seating of two
  // tables inside a large event decides a handful, so this is what its setting up costs.
  for (const u of order) {
    let apart = apartTotal[u]!;
    for (const v of order) apart -= apartCost[u * n + v]!;
    sepAll[u] = apart;
  }
  for (let j = 0; j < fixedCount; j++) {
    const b = fixed[j]!;
    const t = position[b]!;
    if (t < 0 || !open[t]) continue;
    for (const u of order) {
      sepAt[row[u]! + t]! += apartCost[u * n + b]!;
      conflictAt[row[u]! + t]! += togetherCost[u * n + b]!;
    }
  }

  if (startCost !== undefined) {
    // The cost of the immovable bookings among themselves is what `start` costs beyond deciding the others there.
    for (const b of order) decide(b, start[b]!);
    const decidedCost = cost + w.balance * balance;
    for (let i = order.length - 1; i >= 0; i--) undecide(order[i]!);
    cost += startCost - decidedCost;
  }

  // Candidate tables: open tables holding immovable bookings or pin targets, and the other (empty)
  // tables grouped by capacity.
  const occupied: number[] = [];
  const classes = new Map<number, number[]>();
  for (let t = 0; t < tableCount; t++) {
    if (!open[t]) continue;
    if (empty[t]! < model.capacity[t]! || pinTarget[t]) occupied.push(t);
    else {
      const list = classes.get(model.capacity[t]!) ?? [];
      list.push(t);
      classes.set(model.capacity[t]!, list);
    }
  }
  const classLists = [...classes.values()];
  const used = new Int32Array(classLists.length);
  /** Writes the candidate tables into `into` from `at` on; returns how many (at most tableCount). */
  const candidates = (into: Int32Array, at: number): number => {
    let count = 0;
    for (let i = 0; i < occupied.length; i++) into[at + count++] = occupied[i]!;
    for (let c = 0; c < classLists.length; c++) {
      const list = classLists[c]!;
      for (let i = 0; i < used[c]! && i < list.length; i++) into[at + count++] = list[i]!;
      if (used[c]! < list.length) into[at + count++] = list[used[c]!]!;
    }
    return count;
  };
  classLists.forEach((list, c) => {
    list.forEach((t, i) => {
      classOf[t] = c;
      indexInClass[t] = i;
    });
  });

  /** Cost of undecided u at t against the decided bookings (separation, conflicts, unseated). */
  const placeCost = (u: number, t: number): number => {
    if (t < 0) return sepAll[u]! + w.unseated * size[u]!;
    return sepAll[u]! - sepAt[row[u]! + t]! + conflictAt[row[u]! + t]!;
  };

  // Groups whose pairs of undecided bookings are bounded below, with their members largest first (the
  // order their bins are filled in; pinned bookings come first in `order`, so order alone is not by size).
  const pairGroups: { increment: number; members: number[] }[] = [];
  // From the groups of the bookings to decide, not every group of the event: re-seating two tables decides a handful.
  const membersOf = new Map<number, number[]>();
  for (const b of order) {
    for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) {
      const h = model.pathGroup[k]!;
      if (increments[h]! <= 0) continue;
      const members = membersOf.get(h);
      if (members) members.push(b);
      else membersOf.set(h, [b]);
    }
  }
  for (const h of [...membersOf.keys()].sort((x, y) => x - y)) {
    const members = membersOf.get(h)!;
    if (members.length >= 2) pairGroups.push({ increment: increments[h]!, members: members.sort((a, b) => size[b]! - size[a]!) });
  }
  order.forEach((b, i) => (rank[b] = i));

  // Free seats of the open tables (tables in use, then the unused tables of each capacity), and a group's
  // undecided bookings, each a bin of its own. Kept in the workspace: the bound runs at every node.
  const { freeRuns, aloneRuns } = space;
  const collectFreeRuns = (): void => {
    freeRuns.clear();
    for (let i = 0; i < occupied.length; i++) freeRuns.add(empty[occupied[i]!]!, 1);
    for (let c = 0; c < classLists.length; c++) {
      const list = classLists[c]!;
      for (let i = 0; i < used[c]! && i < list.length; i++) freeRuns.add(empty[list[i]!]!, 1);
      if (used[c]! < list.length) freeRuns.add(model.capacity[list[0]!]!, list.length - used[c]!);
    }
  };

  /**
   * The bound of a node: exact cost among decided bookings (balance aside); each undecided booking's
   * cheapest place against the decided ones; for each group, its undecided guests filling at best the
   * largest free spaces (or each alone, unseated), so at least (M² − largest Σ x²)/2 of their pairs sit
   * apart; and the least balance once every undecided guest sits (seating guests only lowers Σ e², least
   * when the free seats left are spread evenly). The pieces count disjoint costs.
   */
  const bound = (depth: number, tables: Int32Array, at: number, count: number): number => {
    collectFreeRuns();
    const freeSeats = freeRuns.above(0);
    let undecidedMass = 0;
    let total = cost;
    for (let i = depth; i < order.length; i++) {
      const u = order[i]!;
      undecidedMass += size[u]!;
      let least = placeCost(u, UNSEATED);
      if (pinnedFree[u]) {
        const p = model.pin[u]!;
        if (empty[p]! >= size[u]!) least = Math.min(least, placeCost(u, p));
      } else {
        for (let k = at; k < at + count; k++) {
          const t = tables[k]!;
          if (empty[t]! >= size[u]!) least = Math.min(least, placeCost(u, t));
        }
      }
      total += least;
    }
    total += w.balance * (balance - freeRuns.squaresUpTo(Infinity) + leastSquares(freeRuns, freeSeats - undecidedMass));
    for (let g = 0; g < pairGroups.length; g++) {
      const { increment, members } = pairGroups[g]!;
      let mass = 0;
      aloneRuns.clear();
      for (let k = 0; k < members.length; k++) {
        const b = members[k]!;
        if (rank[b]! < depth) continue;
        mass += size[b]!;
        aloneRuns.add(size[b]!, 1);
      }
      if (aloneRuns.length < 2) continue;
      total += (w.separation * increment * (mass * mass - largestSquares(mass, freeRuns, aloneRuns))) / 2;
    }
    return total;
  };

  let best = incumbent.cost;
  // Set inside `search`, which the checker does not follow: typed wide so the result reads it as it may be.
  let bestAssignment = null as Assignment | null;
  let nodes = 0;

  // Interchangeable bookings are placed in non-decreasing table order, the order being when a table was
  // first used (tables in use from the start first, by index; unseated last). Any arrangement can be
  // brought to that form by permuting interchangeable bookings, which changes no cost, and the form
  // survives the relabelling of unused tables of one capacity, so both symmetry rules hold together.
  const orderKey = (t: number): number => (t < 0 ? Infinity : classOf[t]! >= 0 ? firstUse[t]! : t - tableCount);

  /** Searches every completion of the decided bookings; false when the deadline passed first. */
  const search = (depth: number): boolean => {
    if (++nodes > nodeLimit || ((nodes & 255) === 0 && performance.now() >= deadline)) return false;
    if (depth === order.length) {
      const total = cost + w.balance * balance;
      if (total < best) {
        best = total;
        bestAssignment = position.slice();
      }
      return true;
    }
    const b = order[depth]!;
    // This depth's candidate tables and children, in the workspace (a node allocates nothing).
    const base = depth * (tableCount + 1);
    const count = candidates(tablesAt, base);
    let children = 0;
    const leastKey = sameAsPrevious[depth] ? orderKey(position[order[depth - 1]!]!) : -Infinity;
    // A pinned booking sits at its table whenever the pins and locks before it leave room there,
    // however many conflicts that costs: a pin is a hard constraint. The import rejects pins that
    // overfill a table; should a problem carry them anyway, the larger pins (decided first) are kept.
    const pinned = pinnedFree[b] ? model.pin[b]! : -1;
    const pinnedTo = pinned >= 0 && empty[pinned]! >= size[b]! ? pinned : UNSEATED;
    for (let k = 0; k < (pinned >= 0 ? 1 : count + 1); k++) {
      const t = pinned >= 0 ? pinnedTo : k < count ? tablesAt[base + k]! : UNSEATED;
      if (t >= 0 && empty[t]! < size[b]!) continue;
      const opensClass = t >= 0 && classOf[t]! >= 0 && indexInClass[t] === used[classOf[t]!];
      if ((opensClass ? depth : orderKey(t)) < leastKey) continue;
      if (opensClass) used[classOf[t]!]!++;
      decide(b, t);
      const lb = opensClass ? bound(depth + 1, opened, 0, candidates(opened, 0)) : bound(depth + 1, tablesAt, base, count);
      undecide(b);
      if (opensClass) used[classOf[t]!]!--;
      if (lb < best) {
        // Children in order of their bounds, equal bounds in the order tried.
        let i = children++;
        for (; i > 0 && childBound[base + i - 1]! > lb; i--) {
          childBound[base + i] = childBound[base + i - 1]!;
          childTable[base + i] = childTable[base + i - 1]!;
        }
        childBound[base + i] = lb;
        childTable[base + i] = t;
      }
    }
    for (let c = 0; c < children; c++) {
      const t = childTable[base + c]!;
      if (childBound[base + c]! >= best) continue;
      const opensClass = t >= 0 && classOf[t]! >= 0 && indexInClass[t] === used[classOf[t]!];
      if (opensClass) {
        used[classOf[t]!]!++;
        firstUse[t] = depth;
      }
      decide(b, t);
      const finished = search(depth + 1);
      undecide(b);
      if (opensClass) used[classOf[t]!]!--;
      if (!finished) return false;
    }
    return true;
  };
  const complete = search(0);
  return { assignment: bestAssignment ?? incumbent.assignment, cost: best, complete, nodes };
}
