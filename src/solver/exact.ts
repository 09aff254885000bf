/**
 * Exact branch and bound for small problems (the exact and proof regimes of the schedule): proves the optimum;
 * the re-seating of a few tables and the closing sweep use it on the tables they open.
 *
 * Bookings the search may move are decided one at a time, largest first; each goes to a table already
 * in use, to the first unused table of each capacity (unused tables of one capacity are interchangeable),
 * or nowhere. A node is pruned when its bound (`bound` in exact-search.ts) reaches the best arrangement found so
 * far, which starts as the construction's.
 */
import type { Assignment } from '../model/problem.ts';
import { ExactSearch } from './exact-search.ts';
import { workspaceFor } from './exact-workspace.ts';
import type { SolverModel } from './model.ts';

interface ExactResult {
  /** Best arrangement found (the incumbent's own array when none beat it); proven optimal when `complete`. */
  readonly assignment: Assignment;
  readonly cost: number;
  readonly complete: boolean;
  readonly nodes: number;
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
  const { order, sameAsPrevious } = decisionOrder(model, movable, pinnedFree);
  const space = workspaceFor(model, order.length);
  const input = { model, start, movable, pinnedFree, open, deadline, nodeLimit };
  const search = new ExactSearch(input, space, order, sameAsPrevious, incumbent.cost);
  search.placeImmovable(startCost);
  search.sortTables();
  search.groupPairs();
  const complete = search.search(0);
  return { assignment: search.bestAssignment ?? incumbent.assignment, cost: search.best, complete, nodes: search.nodes };
}

/**
 * The bookings to decide (movable, or pinned free of locks), in the order they are decided: pinned
 * bookings first, so only other pins and locks can have taken their seats; then largest first.
 * Interchangeable bookings (same size and group, no avoid list, free to move) end up side by side.
 */
function decisionOrder(model: SolverModel, movable: Uint8Array, pinnedFree: Uint8Array): { order: number[]; sameAsPrevious: boolean[] } {
  const size = model.size;
  const order: number[] = [];
  for (let b = 0; b < model.bookingCount; b++) if (movable[b] || pinnedFree[b]) order.push(b);
  const plain = (b: number): number => (movable[b] && model.avoidStart[b] === model.avoidStart[b + 1] ? 1 : 0);
  const groupOf = (b: number): number => model.problem.bookings[b]!.group;
  order.sort((a, b) => pinnedFree[b]! - pinnedFree[a]! || size[b]! - size[a]! || groupOf(a) - groupOf(b) || plain(b) - plain(a) || a - b);
  const sameAsPrevious = order.map(
    (b, i) =>
      i > 0 && plain(b) === 1 && plain(order[i - 1]!) === 1 && size[b] === size[order[i - 1]!] && groupOf(b) === groupOf(order[i - 1]!),
  );
  return { order, sameAsPrevious };
}
