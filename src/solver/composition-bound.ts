/**
 * A Lagrangian bound on separation plus balance when every seatable booking is seated (lower-bound.ts's
 * case A), over what each table holds.
 *
 * With everyone seatable seated, separation + balance depends on the tables one at a time:
 *   Σ_h inc(h)·(S_h² − forced size²)/2 − Σ_t [Σ_h inc(h)·m_{h,t}²/2 − w·(capacity_t − load_t)²]
 * (m_{h,t} the guests of group h at table t, S_h its guests, w the balance weight; see bound-pieces.ts for
 * inc). The tables are tied together only by each class (the bookings whose deepest group is one group,
 * or no group) being seated whole: Σ_t m_{l,t} = S_l. Relaxing those equalities with multipliers λ_l
 * leaves one problem per table: the most of Σ_h inc(h)·m_h²/2 + Σ_l λ_l·m_l − w·e², over the guests each
 * class may bring to it (sums of its bookings' sizes, pinned bookings always there), solved exactly by a
 * dynamic programme down the group tree. Every λ gives a proven bound (weak duality); a subgradient
 * ascent looks for a good one. This is the bound of the configuration LP over table contents, much
 * stronger than the compact LP's, because each table's best content is solved exactly.
 */
import { WEIGHTS } from '../contract/objective.ts';
import type { SolverModel } from './model.ts';

/** Subgradient steps at most (the bound stops rising well before on the benchmark events). */
const MAX_STEPS = 300;
/**
 * Cells of the tables' dynamic programmes over all steps: about 50–100 ms on a laptop core, paid once at
 * the start of a solve (in the worker or the command line, never on the page's main thread). A budget of
 * cells rather than of milliseconds keeps the bound, and so a seeded run, the same on every machine.
 */
const COMPOSITION_WORK_BUDGET = 6_000_000;
/** Fewer steps than this cannot get near a good λ; the bound is not tried. */
const MIN_STEPS = 30;
/** Steps without a better bound before the step size halves and λ returns to the best one. */
const PATIENCE = 20;
/** Steps this much shorter than the first no longer move the bound. */
const SMALLEST_SCALE = 2 ** -10;
/** The first steps aim this share above the best bound so far (the bound is typically within 1–2 % of the optimum). */
const TARGET_ABOVE = 0.02;

const NONE = -Infinity;

/** One kind of table: tables of one capacity without pins share it; a table with pins is a kind alone. */
interface TableKind {
  readonly capacity: number;
  readonly count: number;
  /** The guests each class may bring: allowed[l][k] for k = 0..capacity. */
  readonly allowed: readonly Uint8Array[];
}

/**
 * The bound in raw units (separation and balance weighted), or null when the problem is too large for
 * its work budget. `forced` marks bookings that can never be seated.
 */
export function compositionBound(model: SolverModel, forced: Uint8Array, workBudget = COMPOSITION_WORK_BUDGET): number | null {
  const g = model.groupCount;
  const classes = g + 1; // class g: bookings without a group
  const classOf = (b: number) => (model.pathStart[b + 1]! > model.pathStart[b]! ? model.pathGroup[model.pathStart[b + 1]! - 1]! : g);

  const mass = new Float64Array(classes);
  const groupTotal = new Float64Array(g);
  const forcedSquares = new Float64Array(g);
  const free: number[][] = Array.from({ length: classes }, () => []);
  const pinnedAt = new Map<number, Float64Array>();
  for (let b = 0; b < model.bookingCount; b++) {
    const z = model.size[b]!;
    for (let k = model.pathStart[b]!; k < model.pathStart[b + 1]!; k++) {
      const h = model.pathGroup[k]!;
      groupTotal[h]! += z;
      if (forced[b]) forcedSquares[h]! += z * z;
    }
    if (forced[b]) continue;
    const l = classOf(b);
    mass[l]! += z;
    const p = model.pin[b]!;
    if (p < 0) free[l]!.push(z);
    else {
      if (!pinnedAt.has(p)) pinnedAt.set(p, new Float64Array(classes));
      pinnedAt.get(p)![l]! += z;
    }
  }

  const increment = (h: number) => WEIGHTS.separation * model.groupIncrement[h]!;
  let constant = 0;
  for (let h = 0; h < g; h++) constant += (increment(h) * (groupTotal[h]! ** 2 - forcedSquares[h]!)) / 2;

  // Children lists; groups come after their parents, so a backward pass meets children first.
  const children: number[][] = Array.from({ length: classes }, () => []);
  for (let h = g - 1; h >= 0; h--) children[model.groupParent[h]! >= 0 ? model.groupParent[h]! : g]!.push(h);

  const kinds = tableKinds(model, classes, free, pinnedAt);
  const dp = new TreeProgramme(children, mass, g, increment);
  const cellsPerStep = kinds.reduce((sum, kind) => sum + dp.cells(kind.capacity), 0);
  const steps = Math.min(MAX_STEPS, Math.floor(workBudget / Math.max(1, cellsPerStep)));
  if (steps < MIN_STEPS) return null;

  const lambda = new Float64Array(classes);
  // Start near the balance of prices: a table filled by one class worth about nothing net of its price,
  // −½ Σ inc(h)·min(largest capacity, S_h) along the class's path (zero for guests without a group).
  for (let h = 0; h < g; h++) {
    let price = 0;
    for (let a = h; a >= 0; a = model.groupParent[a]!) price += increment(a) * Math.min(model.maxCapacity, groupTotal[a]!);
    lambda[h] = -price / 2;
  }
  let bestLambda = lambda.slice();
  let best = -Infinity;
  let scale = 1;
  let sinceBetter = 0;
  const used = new Float64Array(classes);
  for (let step = 0; step < steps; step++) {
    used.fill(0);
    let value = constant;
    for (let l = 0; l < classes; l++) value += lambda[l]! * mass[l]!;
    for (const kind of kinds) value -= kind.count * dp.solve(kind, lambda, used);
    if (value > best) {
      best = value;
      bestLambda = lambda.slice();
      sinceBetter = 0;
    } else if (++sinceBetter >= PATIENCE) {
      scale /= 2;
      if (scale < SMALLEST_SCALE) break;
      sinceBetter = 0;
      lambda.set(bestLambda);
      continue;
    }
    let norm = 0;
    for (let l = 0; l < classes; l++) norm += (mass[l]! - used[l]!) ** 2;
    if (norm === 0) break; // every class seated exactly: this λ's bound is the optimum of the relaxation
    // Polyak's step towards a target a little above the best bound so far, nearer as the steps shrink.
    const target = best + scale * TARGET_ABOVE * Math.abs(best) + 1e-6;
    const length = (target - value) / norm;
    for (let l = 0; l < classes; l++) lambda[l]! += length * (mass[l]! - used[l]!);
  }
  // Rounding in sums of floating-point products may put the value a hair above the exact one.
  return best - 1e-9 * Math.max(1, Math.abs(best));
}

/** Tables grouped by what matters to their programme: capacity, and for tables with pins, the pins. */
function tableKinds(model: SolverModel, classes: number, free: readonly number[][], pinnedAt: Map<number, Float64Array>): TableKind[] {
  const freeSums = new Map<number, Uint8Array[]>();
  const sumsUpTo = (capacity: number) => {
    let sums = freeSums.get(capacity);
    if (!sums) {
      sums = free.map((sizes) => subsetSums(sizes, capacity));
      freeSums.set(capacity, sums);
    }
    return sums;
  };
  const unpinned = new Map<number, number>();
  const kinds: TableKind[] = [];
  for (let t = 0; t < model.tableCount; t++) {
    const capacity = model.capacity[t]!;
    const pins = pinnedAt.get(t);
    if (!pins) {
      unpinned.set(capacity, (unpinned.get(capacity) ?? 0) + 1);
      continue;
    }
    const sums = sumsUpTo(capacity);
    const allowed = Array.from({ length: classes }, (_, l) => {
      const shifted = new Uint8Array(capacity + 1);
      for (let k = pins[l]!; k <= capacity; k++) shifted[k] = sums[l]![k - pins[l]!]!;
      return shifted;
    });
    kinds.push({ capacity, count: 1, allowed });
  }
  for (const [capacity, count] of unpinned) kinds.push({ capacity, count, allowed: sumsUpTo(capacity) });
  return kinds;
}

/** Which totals up to `limit` some of `sizes` add up to (0 always). */
function subsetSums(sizes: readonly number[], limit: number): Uint8Array {
  const reach = new Uint8Array(limit + 1);
  reach[0] = 1;
  for (const z of sizes) for (let k = limit; k >= z; k--) if (reach[k - z]) reach[k] = 1;
  return reach;
}

/**
 * The best content of one table for given λ: node h's value f_h(k), k guests of h's subtree at the table,
 * is inc(h)·k²/2 plus the best split of k between h's own class and its children (a max-plus
 * convolution per child). The root (index g, no group) adds the class without a group and the balance.
 */
class TreeProgramme {
  private readonly value: Float64Array[];
  /** choice[h][i·(C+1) + k]: the guests given to h's i-th child when k go to its first i + 1 parts. */
  private readonly choice: Int32Array[];
  private readonly order: readonly number[];

  private readonly children: readonly number[][];
  /** Seatable guests in each node's subtree: no table holds more of them. */
  private readonly subtree: Float64Array;
  private scratch = new Float64Array(0);

  constructor(
    children: readonly number[][],
    ownMass: Float64Array,
    private readonly root: number,
    private readonly increment: (h: number) => number,
  ) {
    this.subtree = Float64Array.from(ownMass);
    // Children before parents: the groups from the last (deepest) to the first, then the root.
    const order = [...Array.from({ length: root }, (_, i) => root - 1 - i), root];
    for (const h of order) for (const c of children[h]!) this.subtree[h]! += this.subtree[c]!;
    // A subtree without seatable guests adds nothing to any table.
    this.children = children.map((kids) => kids.filter((c) => this.subtree[c]! > 0));
    this.order = order.filter((h) => h === root || this.subtree[h]! > 0);
    this.value = children.map(() => new Float64Array(0));
    this.choice = children.map(() => new Int32Array(0));
  }

  /** Cells one table's programme visits for a capacity (what a step costs). */
  cells(capacity: number): number {
    const span = (h: number) => Math.min(capacity, this.subtree[h]!) + 1;
    return this.order.reduce((sum, h) => sum + span(h) * (1 + this.children[h]!.reduce((s, c) => s + span(c), 0)), 0);
  }

  /** The best value of a table of this kind; adds kind.count × the guests of each class it seats to `used`. */
  solve(kind: TableKind, lambda: Float64Array, used: Float64Array): number {
    const width = kind.capacity + 1;
    if (this.scratch.length < width) this.scratch = new Float64Array(width);
    for (const h of this.order) {
      const kids = this.children[h]!;
      if (this.value[h]!.length !== width) this.value[h] = new Float64Array(width);
      if (this.choice[h]!.length < kids.length * width) this.choice[h] = new Int32Array(kids.length * width);
      const f = this.value[h]!;
      const allowed = kind.allowed[h]!;
      const own = Math.min(kind.capacity, this.subtree[h]! - kids.reduce((sum, c) => sum + this.subtree[c]!, 0));
      f.fill(NONE);
      for (let k = 0; k <= own; k++) if (allowed[k]) f[k] = lambda[h]! * k;
      let reach = own;
      kids.forEach((child, i) => {
        const childReach = Math.min(kind.capacity, this.subtree[child]!);
        reach = this.convolve(f, reach, this.value[child]!, childReach, this.choice[h]!, i * width);
      });
      const inc = h === this.root ? 0 : this.increment(h);
      if (inc !== 0) for (let k = 0; k <= reach; k++) if (f[k] !== NONE) f[k]! += (inc * k * k) / 2;
    }
    const top = this.value[this.root]!;
    let bestValue = NONE;
    let bestLoad = 0;
    for (let k = 0; k < width; k++) {
      if (top[k] === NONE) continue;
      const v = top[k]! - WEIGHTS.balance * (kind.capacity - k) ** 2;
      if (v > bestValue) {
        bestValue = v;
        bestLoad = k;
      }
    }
    this.trace(this.root, bestLoad, width, kind.count, used);
    return bestValue;
  }

  /**
   * f ← max-plus(f, child) over f[0..reach] and child[0..childReach], recording the child's share of
   * each total; returns the new reach.
   */
  private convolve(f: Float64Array, reach: number, child: Float64Array, childReach: number, choice: Int32Array, at: number): number {
    const top = Math.min(f.length - 1, reach + childReach);
    const next = this.scratch;
    next.fill(NONE, 0, top + 1);
    for (let a = 0; a <= reach; a++) {
      const fa = f[a]!;
      if (fa === NONE) continue;
      for (let j = 0; j <= childReach && a + j <= top; j++) {
        const cj = child[j]!;
        if (cj === NONE) continue;
        const v = fa + cj;
        if (v > next[a + j]!) {
          next[a + j] = v;
          choice[at + a + j] = j;
        }
      }
    }
    for (let k = 0; k <= top; k++) f[k] = next[k]!;
    return top;
  }

  private trace(h: number, load: number, width: number, count: number, used: Float64Array): void {
    const kids = this.children[h]!;
    let left = load;
    for (let i = kids.length - 1; i >= 0; i--) {
      const share = this.choice[h]![i * width + left]!;
      this.trace(kids[i]!, share, width, count, used);
      left -= share;
    }
    used[h]! += count * left;
  }
}
