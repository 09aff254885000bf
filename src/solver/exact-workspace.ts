/**
 * What the exact search (exact.ts) keeps per model and reuses from search to search: the pair costs
 * of its bookings, and the arrays one search works in.
 */
import { UNSEATED } from '../model/problem.ts';
import { BinRuns, separationIncrements } from './bound-pieces.ts';
import type { SolverModel } from './model.ts';

export interface PairCosts {
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
export interface Workspace {
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

export function workspaceFor(model: SolverModel, deciding: number): Workspace {
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
