/**
 * Exact branch and bound for small problems (at most EXACT_BOOKING_LIMIT bookings): proves the optimum.
 *
 * Bookings the search may move are decided one at a time, largest first; each goes to a table already
 * in use, to the first unused table of each capacity (unused tables of one capacity are interchangeable),
 * or nowhere. A node is pruned when its bound reaches the best arrangement found so far. The bound is
 * the exact cost among decided bookings plus, for each undecided booking u, the cheapest place for u
 * alone: its separation from and conflicts with decided bookings there, its unseated cost, and its
 * balance change z² − 2·z·e_t. This is valid because pairs of undecided bookings cost ≥ 0 and the real
 * balance change at a table receiving several bookings, x² − 2·x·e with x = Σ z, is ≥ the sum of theirs.
 */
import { UNSEATED, type Assignment } from '../model/problem.ts';
import type { SolverModel } from './model.ts';

export const EXACT_BOOKING_LIMIT = 12;

export interface ExactResult {
  /** Best arrangement found; proven optimal when `complete`. */
  readonly assignment: Assignment;
  readonly cost: number;
  readonly complete: boolean;
  readonly nodes: number;
}

export function solveExactly(
  model: SolverModel,
  start: Assignment,
  movable: Uint8Array,
  /** Pinned bookings free of user locks: they may sit at their pin or stay unseated. */
  pinnedFree: Uint8Array,
  open: Uint8Array,
  incumbent: { assignment: Assignment; cost: number },
  nodeBudget: number,
): ExactResult {
  const n = model.bookingCount;
  const tableCount = model.tableCount;
  const w = model.scaledWeight;
  const size = model.size;

  // Pair costs: separation if apart (scaled), conflict if together (scaled).
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

  const position = new Int32Array(n).fill(UNSEATED);
  const empty = Int32Array.from(model.capacity);
  const decided = new Uint8Array(n);
  const order: number[] = [];
  for (let b = 0; b < n; b++) if (movable[b] || pinnedFree[b]) order.push(b);
  order.sort((a, b) => size[b]! - size[a]! || a - b);

  // Per undecided booking: separation from all decided bookings, and the part of it at each table.
  const sepAll = new Float64Array(n);
  const sepAt = new Float64Array(n * tableCount);
  const conflictAt = new Float64Array(n * tableCount);
  let cost = 0;
  let balance = 0;
  for (let t = 0; t < tableCount; t++) balance += empty[t]! * empty[t]!;

  const decide = (b: number, t: number): void => {
    // Cost of b against decided bookings, then b becomes decided and updates everyone undecided.
    cost += t < 0 ? sepAll[b]! + w.unseated * size[b]! : sepAll[b]! - sepAt[b * tableCount + t]! + conflictAt[b * tableCount + t]!;
    if (t >= 0) {
      balance += size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
      empty[t]! -= size[b]!;
    }
    position[b] = t;
    decided[b] = 1;
    for (let u = 0; u < n; u++) {
      if (decided[u]) continue;
      sepAll[u]! += apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[u * tableCount + t]! += apartCost[u * n + b]!;
        conflictAt[u * tableCount + t]! += togetherCost[u * n + b]!;
      }
    }
  };
  const undecide = (b: number): void => {
    const t = position[b]!;
    for (let u = 0; u < n; u++) {
      if (decided[u] && u !== b) continue;
      if (u === b) continue;
      sepAll[u]! -= apartCost[u * n + b]!;
      if (t >= 0) {
        sepAt[u * tableCount + t]! -= apartCost[u * n + b]!;
        conflictAt[u * tableCount + t]! -= togetherCost[u * n + b]!;
      }
    }
    decided[b] = 0;
    position[b] = UNSEATED;
    if (t >= 0) {
      empty[t]! += size[b]!;
      balance -= size[b]! * size[b]! - 2 * size[b]! * empty[t]!;
    }
    cost -= t < 0 ? sepAll[b]! + w.unseated * size[b]! : sepAll[b]! - sepAt[b * tableCount + t]! + conflictAt[b * tableCount + t]!;
  };

  // Immovable bookings are decided from the start, where the starting arrangement put them.
  const pinTarget = new Uint8Array(tableCount);
  for (let b = 0; b < n; b++) {
    if (!movable[b] && !pinnedFree[b]) decide(b, start[b]!);
    if (model.pin[b]! >= 0) pinTarget[model.pin[b]!] = 1;
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
  const candidates = (): number[] => {
    const out = occupied.slice();
    classLists.forEach((list, c) => {
      for (let i = 0; i < used[c]! && i < list.length; i++) out.push(list[i]!);
      if (used[c]! < list.length) out.push(list[used[c]!]!);
    });
    return out;
  };
  const classOf = new Int32Array(tableCount).fill(-1);
  const indexInClass = new Int32Array(tableCount);
  classLists.forEach((list, c) => list.forEach((t, i) => ((classOf[t] = c), (indexInClass[t] = i))));

  const placeCost = (u: number, t: number): number => {
    if (t < 0) return sepAll[u]! + w.unseated * size[u]!;
    const z = size[u]!;
    return sepAll[u]! - sepAt[u * tableCount + t]! + conflictAt[u * tableCount + t]! + w.balance * (z * z - 2 * z * empty[t]!);
  };
  const bound = (depth: number, tables: number[]): number => {
    let total = cost + w.balance * balance;
    for (let i = depth; i < order.length; i++) {
      const u = order[i]!;
      let least = placeCost(u, UNSEATED);
      if (pinnedFree[u]) {
        const p = model.pin[u]!;
        if (empty[p]! >= size[u]!) least = Math.min(least, placeCost(u, p));
      } else for (const t of tables) if (empty[t]! >= size[u]!) least = Math.min(least, placeCost(u, t));
      total += least;
    }
    return total;
  };

  let best = incumbent.cost;
  let bestAssignment = incumbent.assignment.slice();
  let nodes = 0;
  let complete = true;

  const search = (depth: number): void => {
    if (nodes++ >= nodeBudget) {
      complete = false;
      return;
    }
    if (depth === order.length) {
      const total = cost + w.balance * balance;
      if (total < best) {
        best = total;
        bestAssignment = position.slice();
      }
      return;
    }
    const b = order[depth]!;
    const tables = candidates();
    const children: { t: number; lb: number }[] = [];
    for (const t of pinnedFree[b] ? [model.pin[b]!, UNSEATED] : [...tables, UNSEATED]) {
      if (t >= 0 && empty[t]! < size[b]!) continue;
      const opensClass = t >= 0 && classOf[t]! >= 0 && indexInClass[t] === used[classOf[t]!];
      if (opensClass) used[classOf[t]!]!++;
      decide(b, t);
      const lb = bound(depth + 1, opensClass ? candidates() : tables);
      undecide(b);
      if (opensClass) used[classOf[t]!]!--;
      if (lb < best) children.push({ t, lb });
    }
    children.sort((x, y) => x.lb - y.lb);
    for (const { t, lb } of children) {
      if (lb >= best || !complete) continue;
      const opensClass = t >= 0 && classOf[t]! >= 0 && indexInClass[t] === used[classOf[t]!];
      if (opensClass) used[classOf[t]!]!++;
      decide(b, t);
      search(depth + 1);
      undecide(b);
      if (opensClass) used[classOf[t]!]!--;
    }
  };
  search(0);
  return { assignment: bestAssignment, cost: best, complete, nodes };
}
