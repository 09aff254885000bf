/**
 * The closing sweep: pairs of related tables re-seated exactly (table-lns.ts), again and again until no
 * pair improves. Annealing ends on plans that one rearrangement of two tables would still improve (a
 * family split over two tables whose other guests would have to trade places all at once, each single
 * move or swap making things worse); measured at a fixed budget on the gap events, the sweep brought 48
 * of 90 runs within 1 % of the best known plan, against 39 without it (bench/results.md).
 *
 * Re-seating two tables changes nothing between their guests and anyone else, so a pair can gain only
 * where guests of one group sit at both, or guests who should not share a table share one of them (or in
 * balance alone, which is left to the annealing). Those pairs are tried in order of what they cost now,
 * the dearest first; a pair that improves makes every pair with one of its tables worth trying again.
 *
 * On events of more than LNS_MAX_BOOKINGS bookings and at most TRIPLE_SWEEP_MAX_TABLES tables, once no pair
 * improves, triples follow: every three tables of which two pairs or more are related, the dearest first,
 * each re-seated the same way, and one that improves starts the sweep again from the pairs. Runs of 50
 * bookings ended on plans no pair improves but one re-seating of three full tables does (two families each
 * trading a part through a third table); measured at a fixed budget and at 1 s and 2 s on the gap events
 * (bench/results.md).
 */
import { LNS_MAX_BOOKINGS, PAIR_SWEEP_MAX_BOOKINGS, TRIPLE_SWEEP_MAX_TABLES, TRIPLE_SWEEP_NODES } from '../contract/search.ts';
import { pairCostsOf } from './exact.ts';
import type { SolverModel } from './model.ts';
import type { ArrangementState } from './delta.ts';
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
  private readonly triplesFit: boolean;

  constructor(
    private readonly model: SolverModel,
    private readonly state: ArrangementState,
    private readonly reseater: TableNeighbourhood,
    private readonly open: Uint8Array,
  ) {
    // Smaller events re-seat two to four related tables all along (table-lns.ts), triples among them.
    this.triplesFit = model.tableCount <= TRIPLE_SWEEP_MAX_TABLES && model.bookingCount > LNS_MAX_BOOKINGS;
  }

  /** Whether the model is small enough for the sweep (its pair costs are n × n) and has two tables. */
  static fits(model: SolverModel): boolean {
    return model.bookingCount <= PAIR_SWEEP_MAX_BOOKINGS && model.tableCount >= 2;
  }

  /** What the last improving re-seating moved. */
  get lastChange(): TableNeighbourhood['lastChange'] {
    return this.reseater.lastChange;
  }

  /** Whether a sweep has pairs, or triples, left to try. */
  get busy(): boolean {
    return this.pendingCount > 0 || this.tripleCursor < this.triples.length / 3;
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
  }

  /**
   * Once no pair improves, on events of few tables: every three tables of which at least two pairs cost each
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
   * Re-seats the next pending pair (at most `nodeLimit` nodes); returns the nodes used and whether the
   * arrangement improved (the re-seater's lastChange says what moved).
   */
  next(nodeLimit: number): { nodes: number; improved: boolean } {
    if (this.pendingCount === 0) return this.nextTriple();
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
    else if (this.pendingCount === 0 && this.triplesFit) this.beginTriples();
    return result;
  }

  /** Re-seats the next triple; one that improves starts the sweep again from the pairs. */
  private nextTriple(): { nodes: number; improved: boolean } {
    const k = this.tripleCursor++;
    for (let i = 0; i < 3; i++) this.tablesOfTriple[i] = this.triples[3 * k + i]!;
    const result = this.reseater.reseat(this.tablesOfTriple, TRIPLE_SWEEP_NODES);
    if (result.improved) this.begin();
    return result;
  }
}
