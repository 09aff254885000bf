/**
 * The closing sweep: pairs of related tables re-seated exactly (table-lns.ts), again and again until no
 * pair improves. Annealing ends on plans that one rearrangement of two tables would still improve (a
 * family split over two tables whose other guests would have to trade places all at once, each single
 * move or swap making things worse): docs/decisions/0007.
 *
 * Re-seating two tables changes nothing between their guests and anyone else, so a pair can gain only
 * where guests of one group sit at both, or guests who should not share a table share one of them (or in
 * balance alone, which is left to the annealing). Those pairs are tried in order of what they cost now,
 * the dearest first; a pair that improves makes every pair with one of its tables worth trying again.
 *
 * Where the run's plan has triples (schedule.ts: events of the medium regime with few tables), once no pair
 * improves, two pairs of related tables with the same total capacity trade their guests (each pair then
 * re-seated exactly), the dearest first; then triples: every three tables of which two pairs or more are
 * related, each re-seated the same way. Any that improves starts the sweep again from the pairs. Runs of 50
 * bookings ended on plans no pair improves but one re-seating of three full tables does (two families each
 * trading a part through a third table), and on plans where one side held a 12 and a 9 that the best plan
 * gives the other side for its 10 and 11, which only trading whole pairs changes (docs/decisions/0009).
 */
import { UNSEATED } from '../model/problem.ts';
import { pairCostsOf } from './exact-workspace.ts';
import { IntList } from './int-list.ts';
import type { SolverModel } from './model.ts';
import type { ArrangementState } from './delta.ts';
import { planRun, type RunPlan } from './schedule.ts';
import type { TableNeighbourhood } from './table-lns.ts';

export class PairSweep {
  /** Pairs worth trying, as two table indexes each, dearest first. */
  private pairs = new Int32Array(0);
  /** Per pair: to be tried (again). */
  private pending = new Uint8Array(0);
  private pendingCount = 0;
  private cursor = 0;
  /** Whether any pair improved since the sweep began. */
  private improvedSinceBegin = false;
  private readonly tablesOfPair: number[] = [0, 0];
  /** What the guests of two tables cost each other, at [min × tableCount + max], as of the last begin. */
  private linkCost = new Float64Array(0);
  /** Triples of tables to try once no pair improves, three table indexes each, dearest first; and the next. */
  private triples = new Int32Array(0);
  private tripleCursor = 0;
  private readonly tablesOfTriple: number[] = [0, 0, 0];
  /** Nodes each triple may take; null where the plan has no triples. */
  private readonly tripleNodes: number | null;
  /** Two pairs of related tables of equal total capacity, four table indexes each, dearest first; and the next. */
  private quads = new Int32Array(0);
  private quadCursor = 0;
  private readonly quadsFit: boolean;
  /** Whether the last improving change was a swap of two pairs, and what it moved. */
  private lastWasQuad = false;
  private readonly quadChange = { bookings: new IntList(), from: new IntList() };

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    private readonly reseater: TableNeighbourhood,
    private readonly open: Uint8Array,
    /** 1: the search may move this booking. */
    private readonly movable: Uint8Array,
    /** Whether triples and pairs of pairs follow the pairs: the run's plan (the event's own, by default). */
    plan: Pick<RunPlan, 'triples' | 'pairsOfPairs'> = planRun(model),
  ) {
    this.tripleNodes = plan.triples?.nodes ?? null;
    this.quadsFit = plan.pairsOfPairs;
  }

  /** What the last improving re-seating moved. */
  get lastChange(): TableNeighbourhood['lastChange'] {
    return this.lastWasQuad ? this.quadChange : this.reseater.lastChange;
  }

  /** Whether a sweep has pairs, pairs of pairs or triples left to try. */
  get busy(): boolean {
    return this.pendingCount > 0 || this.tripleCursor < this.triples.length / 3 || this.quadCursor < this.quads.length / 4;
  }

  /** Starts a sweep of the current arrangement: every pair of open tables whose guests cost each other something. */
  begin(): void {
    const { model, state } = this;
    const n = model.bookingCount;
    const tableCount = model.tableCount;
    const { apartCost, togetherCost } = pairCostsOf(model);
    const cost = new Float64Array(tableCount * tableCount);
    for (let a = 0; a < n; a++) {
      const ta = state.position[a]!;
      if (ta < 0 || !this.open[ta]) continue;
      for (let b = a + 1; b < n; b++) {
        const tb = state.position[b]!;
        if (tb < 0 || !this.open[tb]) continue;
        if (ta !== tb) cost[Math.min(ta, tb) * tableCount + Math.max(ta, tb)]! += apartCost[a * n + b]!;
        else if (togetherCost[a * n + b]! > 0) {
          // Two guests who should not share a table do: any other table may take one of them.
          for (let t = 0; t < tableCount; t++)
            if (t !== ta) cost[Math.min(ta, t) * tableCount + Math.max(ta, t)]! += togetherCost[a * n + b]!;
        }
      }
    }
    const order: number[] = [];
    for (let i = 0; i < tableCount * tableCount; i++) if (cost[i]! > 0) order.push(i);
    order.sort((x, y) => cost[y]! - cost[x]! || x - y);
    this.pairs = new Int32Array(order.length * 2);
    order.forEach((i, k) => {
      this.pairs[2 * k] = Math.floor(i / tableCount);
      this.pairs[2 * k + 1] = i % tableCount;
    });
    this.pending = new Uint8Array(order.length).fill(1);
    this.pendingCount = order.length;
    this.cursor = 0;
    this.improvedSinceBegin = false;
    this.linkCost = cost;
    this.triples = new Int32Array(0);
    this.tripleCursor = 0;
    this.quads = new Int32Array(0);
    this.quadCursor = 0;
  }

  /**
   * Once no two pairs improve by trading guests: every three tables of which at least two pairs cost each
   * other something, dearest first (the sum of their pairs).
   */
  private beginTriples(): void {
    const tableCount = this.model.tableCount;
    const link = (a: number, b: number): number => this.linkCost[a * tableCount + b]!;
    const found: { cost: number; x: number; y: number; z: number }[] = [];
    for (let x = 0; x < tableCount; x++) {
      for (let y = x + 1; y < tableCount; y++) {
        for (let z = y + 1; z < tableCount; z++) {
          const xy = link(x, y);
          const xz = link(x, z);
          const yz = link(y, z);
          if ((xy > 0 ? 1 : 0) + (xz > 0 ? 1 : 0) + (yz > 0 ? 1 : 0) >= 2) found.push({ cost: xy + xz + yz, x, y, z });
        }
      }
    }
    found.sort((p, q) => q.cost - p.cost || p.x - q.x || p.y - q.y || p.z - q.z);
    this.triples = Int32Array.from(found.flatMap(({ x, y, z }) => [x, y, z]));
    this.tripleCursor = 0;
  }

  /**
   * Once no pair improves, on events of few tables, before the triples: every two pairs of related tables,
   * of different capacities within each pair and the same total between them, dearest first. Their guests
   * trade pairs, which moves capacity between the sides (a 12 and a 9 for a 10 and an 11) where no
   * re-seating of three tables can.
   */
  private beginQuads(): void {
    if (!this.quadsFit) {
      this.beginTriples();
      return;
    }
    const { model } = this;
    const tableCount = model.tableCount;
    const capacity = model.capacity;
    const pairs: number[] = [];
    for (let x = 0; x < tableCount; x++)
      for (let y = x + 1; y < tableCount; y++)
        if (this.linkCost[x * tableCount + y]! > 0 && capacity[x] !== capacity[y] && this.allMovable(x) && this.allMovable(y))
          pairs.push(x, y);
    const found: { cost: number; tables: number[] }[] = [];
    for (let i = 0; i < pairs.length; i += 2) {
      const [a, b] = [pairs[i]!, pairs[i + 1]!];
      for (let j = i + 2; j < pairs.length; j += 2) {
        const [c, d] = [pairs[j]!, pairs[j + 1]!];
        if (a === c || a === d || b === c || b === d) continue;
        if (capacity[a]! + capacity[b]! !== capacity[c]! + capacity[d]!) continue;
        if (Math.min(capacity[a]!, capacity[b]!) === Math.min(capacity[c]!, capacity[d]!)) continue;
        const cost = this.linkCost[a * tableCount + b]! + this.linkCost[c * tableCount + d]!;
        found.push({ cost, tables: [a, b, c, d] });
      }
    }
    found.sort((p, q) => q.cost - p.cost);
    this.quads = Int32Array.from(found.flatMap((q) => q.tables));
    this.quadCursor = 0;
    if (found.length === 0) this.beginTriples();
  }

  /** Whether guests may come to and leave table t: it is open and every guest there may move. */
  private allMovable(t: number): boolean {
    return this.open[t] === 1 && this.state.members[t]!.every((b) => this.movable[b] === 1);
  }

  /**
   * Re-seats the next pending pair (at most `nodeLimit` nodes); returns the nodes used and whether the
   * arrangement improved (the re-seater's lastChange says what moved).
   */
  next(nodeLimit: number): { nodes: number; improved: boolean } {
    this.lastWasQuad = false;
    if (this.pendingCount === 0) return this.quadCursor < this.quads.length / 4 ? this.nextQuad(nodeLimit) : this.nextTriple();
    const count = this.pending.length;
    while (!this.pending[this.cursor]) this.cursor = (this.cursor + 1) % count;
    const k = this.cursor;
    this.pending[k] = 0;
    this.pendingCount--;
    this.cursor = (k + 1) % count;
    const a = this.pairs[2 * k]!;
    const b = this.pairs[2 * k + 1]!;
    this.tablesOfPair[0] = a;
    this.tablesOfPair[1] = b;
    const result = this.reseater.reseat(this.tablesOfPair, nodeLimit);
    if (result.improved) {
      this.improvedSinceBegin = true;
      for (let j = 0; j < count; j++) {
        if (this.pending[j] || j === k) continue;
        const x = this.pairs[2 * j]!;
        const y = this.pairs[2 * j + 1]!;
        if (x === a || x === b || y === a || y === b) {
          this.pending[j] = 1;
          this.pendingCount++;
        }
      }
    }
    // Every pair tried without a gain: done, unless the changes made new pairs related, which a new sweep sees.
    if (this.pendingCount === 0 && this.improvedSinceBegin) this.begin();
    else if (this.pendingCount === 0 && this.tripleNodes !== null) this.beginQuads();
    return result;
  }

  /** Re-seats the next triple; one that improves starts the sweep again from the pairs. */
  private nextTriple(): { nodes: number; improved: boolean } {
    const k = this.tripleCursor++;
    for (let i = 0; i < 3; i++) this.tablesOfTriple[i] = this.triples[3 * k + i]!;
    const result = this.reseater.reseat(this.tablesOfTriple, this.tripleNodes!);
    if (result.improved) this.begin();
    return result;
  }

  /**
   * The next two pairs trade guests: those of the first pair sit at the second pair's tables (first fit,
   * largest booking first) and the reverse, then each pair is re-seated exactly; kept when better, else undone.
   */
  private nextQuad(nodeLimit: number): { nodes: number; improved: boolean } {
    const k = this.quadCursor++;
    const q = this.quads;
    const [a, b, c, d] = [q[4 * k]!, q[4 * k + 1]!, q[4 * k + 2]!, q[4 * k + 3]!];
    const state = this.state;
    const before = state.cost();
    const change = this.quadChange;
    change.bookings.clear();
    change.from.clear();
    for (const t of [a, b, c, d]) {
      for (const g of state.members[t]!) {
        change.bookings.push(g);
        change.from.push(t);
      }
    }
    for (let i = 0; i < change.bookings.length; i++) state.move(change.bookings.get(i), UNSEATED);
    let nodes = 0;
    let fits = this.seatPairAt(a, b, c, d) && this.seatPairAt(c, d, a, b);
    if (fits) {
      this.tablesOfPair[0] = a;
      this.tablesOfPair[1] = b;
      nodes += this.reseater.reseat(this.tablesOfPair, nodeLimit).nodes;
      this.tablesOfPair[0] = c;
      this.tablesOfPair[1] = d;
      nodes += this.reseater.reseat(this.tablesOfPair, nodeLimit).nodes;
      fits = state.cost() < before - 1e-9;
    }
    if (!fits) {
      for (let i = 0; i < change.bookings.length; i++) state.move(change.bookings.get(i), UNSEATED);
      for (let i = 0; i < change.bookings.length; i++) state.move(change.bookings.get(i), change.from.get(i));
      if (this.quadCursor === this.quads.length / 4) this.beginTriples();
      return { nodes, improved: false };
    }
    this.lastWasQuad = true;
    this.begin();
    return { nodes, improved: true };
  }

  /** Seats the guests who sat at tables `from1` and `from2` (now unseated) at `to1` and `to2`; false when they do not fit. */
  private seatPairAt(from1: number, from2: number, to1: number, to2: number): boolean {
    const { state, model } = this;
    const change = this.quadChange;
    const guests: number[] = [];
    for (let i = 0; i < change.bookings.length; i++)
      if (change.from.get(i) === from1 || change.from.get(i) === from2) guests.push(change.bookings.get(i));
    guests.sort((x, y) => model.size[y]! - model.size[x]! || x - y);
    for (const g of guests) {
      const size = model.size[g]!;
      const free1 = state.freeSeats(to1);
      const free2 = state.freeSeats(to2);
      const t = free1 >= size && (free1 >= free2 || free2 < size) ? to1 : free2 >= size ? to2 : -1;
      if (t < 0) return false;
      state.move(g, t);
    }
    return true;
  }
}
